// Access and existence are checked before any part of an upload is read: the 404 answers while
// the body is still arriving (here, a body that never ends), so strangers cannot make the server
// buffer files for links they cannot see.
import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { projectWithLink } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let linkId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  ({ linkId } = await projectWithLink(t.db, owner, "Deck"));
});
afterAll(() => t.close());

/** A multipart body that starts a 10 MB photo and never finishes. */
function endlessUpload() {
  const body = new PassThrough();
  body.write('--b\r\nContent-Disposition: form-data; name="photos"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n');
  body.write(Buffer.alloc(64 * 1024));
  return body;
}

describe("uploads", () => {
  it.each([
    ["a link that does not exist", "POST", () => `/api/project-providers/${randomUUID()}/photos`],
    ["a stranger's link (photos)", "POST", () => `/api/project-providers/${linkId}/photos`],
    ["a stranger's link (quote)", "PUT", () => `/api/project-providers/${linkId}`],
  ] as const)("answers 404 for %s before reading the body", async (_label, method, url) => {
    const body = endlessUpload();
    try {
      const res = await t.app.inject({
        method,
        url: url(),
        payload: body,
        headers: { "content-type": "multipart/form-data; boundary=b", cookie: stranger.cookie },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      body.destroy();
    }
  });
});
