// Unknown paths. A missing file and an unknown /api/* path answer a 404 that is not the
// SPA's HTML; the spec's screens get index.html; any other path gets index.html with status 404
// (the client shows "Page Not Found").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

const INDEX = "<!doctype html><title>Vowch</title><div id=root></div>";
let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-404-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await buildTestApp({ clientDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("unknown paths", () => {
  it("answers a missing file with a plain-text 404", async () => {
    for (const url of ["/robots.txt", "/favicon.ico", "/assets/index-missing.js", "/projects/report.pdf", "/robots.txt?x=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe("Not Found");
    }
    const head = await t.app.inject({ method: "HEAD", url: "/robots.txt" });
    expect(head.statusCode).toBe(404);
  });

  it("still serves the files the build holds", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("answers an unknown /api path with the JSON 404, signed in or not", async () => {
    const alice = await createUser(t.app);
    for (const url of ["/api", "/api/nope", "/api/projects/1/2/3", "/api/robots.txt"]) {
      for (const res of [await t.app.inject({ method: "GET", url }), await alice.request({ method: "GET", url })]) {
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["content-type"], url).toMatch(/^application\/json/);
        expect(res.json(), url).toMatchObject({ code: "NOT_FOUND" });
        expect(res.body, url).not.toContain("<!doctype");
      }
    }
    const post = await t.app.inject({ method: "POST", url: "/api/nope", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("serves index.html with 200 for the spec's screens and 404 for any other path", async () => {
    for (const url of [
      "/",
      "/projects",
      "/projects/",
      "/projects/00000000-0000-4000-8000-000000000000",
      "/providers?tab=saved",
      "/contacts/projects?contactId=abc",
      "/contacts/abc/projects",
      "/complete-profile",
      "/requests",
      "/profile",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    for (const url of ["/nope", "/projects/a/b", "/contacts/abc", "/settings?x=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toBe(INDEX);
    }
  });
});
