// A visitor with a session cookie gets index.html naming the screen's chunks
// (modulepreload) and its first calls (preload as=fetch), so they load beside the entry script; a
// visitor without one gets index.html as built.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

const INDEX = '<!doctype html><head><script type="module" src="/assets/index-1.js"></script></head><div id=root></div>';
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "src/signed-in-routes.tsx": { file: "assets/signed-in-routes-1.js", imports: ["_react-1.js", "index.html"] },
  "src/pages/providers.tsx": { file: "assets/providers-1.js", imports: ["_react-1.js", "_card-1.js", "index.html"] },
  "_card-1.js": { file: "assets/card-1.js", imports: ["_icon-1.js"] },
  "_icon-1.js": { file: "assets/icon-1.js" },
  "src/pages/home.tsx": { file: "assets/home-1.js", imports: ["_icon-1.js"] },
  "src/pages/project-detail.tsx": { file: "assets/project-detail-1.js", imports: ["_card-1.js", "index.html"] },
  "src/pages/provider-detail.tsx": { file: "assets/provider-detail-1.js", imports: ["_card-1.js"] },
};
let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-preload-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  fs.mkdirSync(path.join(clientDir, ".vite"));
  fs.writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await buildTestApp({ clientDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const modulePreloads = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const fetchPreloads = (html: string) =>
  [...html.matchAll(/rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)"/g)].map((m) => m[1]);

describe("route preload hints", () => {
  it("names the screen's chunks and first calls for a visitor with a session", async () => {
    const alice = await createUser(t.app);
    const res = await alice.request({ method: "GET", url: "/providers" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/Cookie/i);
    expect(fetchPreloads(res.body)).toEqual(["/api/auth/user", "/api/providers/browse"]);
    // The route table, the page and its imports, once each; not the entry's own imports.
    expect(modulePreloads(res.body)).toEqual([
      "/assets/signed-in-routes-1.js",
      "/assets/providers-1.js",
      "/assets/card-1.js",
      "/assets/icon-1.js",
    ]);
    expect(res.body.indexOf("modulepreload")).toBeLessThan(res.body.indexOf("</head>"));
  });

  it("leaves out the default tab's call when another tab is asked for", async () => {
    const alice = await createUser(t.app);
    const saved = await alice.request({ method: "GET", url: "/providers?tab=saved" });
    expect(fetchPreloads(saved.body)).toEqual(["/api/auth/user"]);
    expect(modulePreloads(saved.body)).toContain("/assets/providers-1.js");
  });

  it("names a project's chunks and its three calls at once", async () => {
    const alice = await createUser(t.app);
    const id = "00000000-0000-4000-8000-000000000000";
    const res = await alice.request({ method: "GET", url: `/projects/${id}` });
    expect(res.statusCode).toBe(200);
    expect(fetchPreloads(res.body)).toEqual([
      "/api/auth/user",
      `/api/projects/${id}`,
      `/api/projects/${id}/providers`,
      `/api/projects/${id}/collaborators`,
    ]);
    expect(modulePreloads(res.body)).toEqual([
      "/assets/signed-in-routes-1.js",
      "/assets/project-detail-1.js",
      "/assets/card-1.js",
      "/assets/icon-1.js",
    ]);
  });

  it("names a provider's chunks and its three calls at once", async () => {
    const alice = await createUser(t.app);
    const id = "00000000-0000-4000-8000-000000000001";
    const res = await alice.request({ method: "GET", url: `/providers/${id}` });
    expect(fetchPreloads(res.body)).toEqual([
      "/api/auth/user",
      `/api/providers/${id}`,
      `/api/providers/${id}/user-projects`,
      `/api/providers/${id}/contact-projects`,
    ]);
    expect(modulePreloads(res.body)).toEqual([
      "/assets/signed-in-routes-1.js",
      "/assets/provider-detail-1.js",
      "/assets/card-1.js",
      "/assets/icon-1.js",
    ]);
  });

  it("names Home's chunks and its first sections' calls for a visitor with a session", async () => {
    const alice = await createUser(t.app);
    const res = await alice.request({ method: "GET", url: "/" });
    expect(fetchPreloads(res.body)).toEqual([
      "/api/auth/user",
      "/api/projects?limit=100",
      "/api/recommendations?limit=3",
      "/api/home/who-to-call",
      "/api/getting-started",
    ]);
    expect(modulePreloads(res.body)).toEqual(["/assets/signed-in-routes-1.js", "/assets/home-1.js", "/assets/icon-1.js"]);
  });

  it("serves index.html as built without a session cookie, and for screens it has no hints for", async () => {
    for (const url of ["/", "/providers"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const alice = await createUser(t.app);
    for (const url of ["/money", "/projects/not-an-id"]) {
      const res = await alice.request({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});
