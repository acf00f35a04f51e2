// How the built app travels: hashed assets precompressed (brotli, gzip) and cached forever,
// index.html revalidated every time, API JSON compressed when it is large enough to matter.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir } from "../../scripts/build-client";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
let script: string;
beforeAll(async () => {
  t = await buildTestApp({ clientDir });
  const html = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  script = /<script[^>]+src="([^"]+\.js)"/.exec(html)![1]!;
});
afterAll(() => t.close());

describe("delivery", () => {
  it("serves hashed assets precompressed with immutable caching", async () => {
    const original = fs.readFileSync(path.join(clientDir, script));
    const br = await t.app.inject({ method: "GET", url: script, headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(original.length / 3);

    const gz = await t.app.inject({ method: "GET", url: script, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await t.app.inject({ method: "GET", url: script });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it("never lets index.html be cached without revalidation", async () => {
    for (const url of ["/", "/projects", "/providers/123"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("compresses large JSON answers", async () => {
    const alice = await createUser(t.app);
    for (let i = 0; i < 30; i++) {
      await alice.request({
        method: "POST",
        url: "/api/projects",
        payload: { title: `Project number ${i}`, description: "A fairly long description ".repeat(4) },
      });
    }
    const res = await alice.request({ method: "GET", url: "/api/projects", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const json = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")) as unknown[];
    expect(json).toHaveLength(30);
  });
});
