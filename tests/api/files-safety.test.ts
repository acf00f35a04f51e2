// Uploaded files cannot pose as something else, and files left behind by a crash are swept.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFileStore } from "../../server/features/files/open-store";
import { newStorageKey } from "../../server/features/files/store";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "../../server/features/files/sweep";
import { backdate, isStored, storeDriver } from "../support/file-store";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { projectWithLink } from "./projects-helpers";
import { multipart } from "../support/multipart";

let t: TestApp;
let owner: SignedInUser;
let linkId: string;

/** A real 1×1 GIF followed by HTML: a browser sniffing it could run it as a page. */
let POLYGLOT: Buffer;

beforeAll(async () => {
  const gif = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .gif()
    .toBuffer();
  POLYGLOT = Buffer.concat([gif, Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
  t = await buildTestApp();
  owner = await createUser(t.app);
  ({ linkId } = await projectWithLink(t.db, owner, "Porch"));
});
afterAll(() => t.close());

describe("serving uploads", () => {
  it("names a download by its detected type and sandboxes images", async () => {
    const body = multipart({}, [{ field: "photos", filename: "evil.html", contentType: "text/html", data: POLYGLOT }]);
    const uploaded = await owner.request({ method: "POST", url: `/api/project-providers/${linkId}/photos`, ...body });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json<{ completionPhotos: string[] }>().completionPhotos[0]!;
    const res = await owner.request({ method: "GET", url });
    expect(res.headers["content-type"]).toBe("image/gif");
    expect(res.headers["content-disposition"]).toContain('filename="evil.gif"');
    expect(res.headers["content-disposition"]).not.toContain(".html");
    expect(res.headers["content-security-policy"]).toBe("sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // Encoded again from its pixels, the image keeps nothing else.
    expect(res.rawPayload.toString("latin1")).not.toContain("<script");
  });
});

describe(`orphan sweep (${storeDriver()})`, () => {
  it("removes files without a row once they are older than an hour, and nothing else", async () => {
    const store = openFileStore(t.app.config);
    const put = async (text: string) => {
      const key = newStorageKey("png");
      await store.put(key, Readable.from([Buffer.from(text)]), { maxBytes: 1024 });
      return key;
    };
    const oldOrphan = await put("left by a crash");
    const youngOrphan = await put("upload in flight");
    const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    // A real upload, also old: it has its row and stays.
    const body = multipart({}, [{ field: "photos", filename: "kept.gif", contentType: "image/gif", data: POLYGLOT }]);
    const kept = (await owner.request({ method: "POST", url: `/api/project-providers/${linkId}/photos`, ...body })).json<{
      completionPhotos: string[];
    }>();
    const keys: string[] = [];
    for await (const f of store.list()) keys.push(f.key);
    for (const key of keys) if (key !== youngOrphan) backdate(t.config, key, twoHoursAgo);

    const removed = await sweepOrphanFiles(t.db, store);
    expect(removed).toBe(1);
    expect(await isStored(t.config, oldOrphan)).toBe(false);
    expect(await isStored(t.config, youngOrphan)).toBe(true);
    for (const url of kept.completionPhotos) expect((await owner.request({ method: "GET", url })).statusCode).toBe(200);
    // Several processes sweep one store: a second sweep at the same moment finds nothing more.
    expect(await sweepOrphanFiles(t.db, store)).toBe(0);
  });

  // A bucket has no partial objects (an upload appears whole or not at all): a folder's only.
  if (storeDriver() === "local")
    it("removes a folder's unfinished writes once they are older than an hour", async () => {
      const store = openFileStore(t.app.config);
      const twoHoursAgo = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
      // Writes a crash cut short: the store's hidden partial files next to the live ones.
      const partial = (key: string) => path.join(t.app.config.uploadsDir, key.slice(0, 2), `.${key}.0123456789ab.part`);
      const oldPartial = partial(newStorageKey("pdf"));
      const youngPartial = partial(newStorageKey("pdf"));
      for (const p of [oldPartial, youngPartial]) {
        fs.mkdirSync(path.dirname(p), { recursive: true });
        fs.writeFileSync(p, "half a file");
      }
      fs.utimesSync(oldPartial, twoHoursAgo, twoHoursAgo);
      expect(await sweepOrphanFiles(t.db, store)).toBe(1);
      expect(fs.existsSync(oldPartial)).toBe(false);
      expect(fs.existsSync(youngPartial)).toBe(true);
    });
});
