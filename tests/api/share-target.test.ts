// "Share into Vowch" without a service worker: a share that reaches the server (the worker is not
// installed yet) goes on to the Add Provider wizard with 303, whatever it holds and whoever sends
// it; its body is never read nor kept, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "../../server/db/schema";
import { buildTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BOUNDARY = "----vowch-share";
const multipart = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="text"',
  "",
  "Joe's Plumbing 555-201-3344",
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="files"; filename="joe.vcf"',
  "Content-Type: text/x-vcard",
  "",
  "BEGIN:VCARD\r\nFN:Joe's Plumbing\r\nEND:VCARD",
  `--${BOUNDARY}--`,
  "",
].join("\r\n");

describe("POST /share-target without a service worker", () => {
  it.each([
    ["a multipart share", { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, multipart],
    ["a form-encoded share", { "content-type": "application/x-www-form-urlencoded" }, "text=Joe%27s%20Plumbing"],
    ["broken JSON", { "content-type": "application/json" }, "{not json"],
    ["no body", {}, undefined],
  ])("answers %s with 303 to the wizard", async (_, headers, payload) => {
    const before = await t.db.select().from(providers);
    const res = await t.app.inject({ method: "POST", url: "/share-target", headers, payload });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/providers?shared=1");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await t.db.select().from(providers)).toEqual(before);
  });

  it("answers the share sheet's navigation (no page origin) and another site's alike: it changes nothing", async () => {
    for (const headers of [
      { origin: "null", "sec-fetch-site": "none" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/share-target", headers });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/providers?shared=1");
    }
  });

  it("keeps the same-origin rule for every other POST", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/providers",
      headers: { origin: "https://evil.example" },
      payload: { name: "X", category: "Plumber" },
    });
    expect(res.statusCode).toBe(403);
  });
});
