// A file store that fails (the folder missing or not a folder, the bucket's S3 server stopped)
// answers 503 STORAGE_UNAVAILABLE for uploads and downloads: the server's trouble, not a bad
// request. A body cut short by the client stays a 400.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import type { AppConfig } from "../../server/config";
import { S3_TEST_CREDENTIALS, startS3Server } from "../../scripts/s3-server";
import { prepareStore } from "../support/file-store";
import { multipart } from "../support/multipart";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { tinyPng } from "./projects-helpers";

const putPhoto = (user: SignedInUser) =>
  user.request({
    method: "PUT",
    url: "/api/account/photo",
    ...multipart({}, [{ field: "photo", filename: "me.png", contentType: "image/png", data: tinyPng() }]),
  });

const expectUnavailable = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({
    code: "STORAGE_UNAVAILABLE",
    message: "File storage is unavailable right now. Please try again later.",
  });
};

/** Stores a photo while the store works; then `breakStore` runs and both directions are tried. */
async function uploadThenBreak(t: TestApp, breakStore: () => Promise<void>) {
  const user = await createUser(t.app);
  const stored = await putPhoto(user);
  expect(stored.statusCode, stored.body).toBe(200);
  const url = stored.json<{ profileImageUrl: string }>().profileImageUrl;
  expect((await user.request({ method: "GET", url })).statusCode).toBe(200);
  await breakStore();
  expectUnavailable(await putPhoto(user));
  expectUnavailable(await user.request({ method: "GET", url }));
  expectUnavailable(await user.request({ method: "GET", url: `${url}?size=thumb` }));
  // A body the client cut short is still the request's fault.
  const cut = multipart({}, [{ field: "photo", filename: "me.png", contentType: "image/png", data: tinyPng() }]);
  const res = await user.request({
    method: "PUT",
    url: "/api/account/photo",
    headers: cut.headers,
    payload: cut.payload.subarray(0, -20),
  });
  expect(res.statusCode).toBe(400);
}

it("answers 503 STORAGE_UNAVAILABLE when the local folder is gone and a file stands in its place", async () => {
  const uploadsDir = path.join(os.tmpdir(), `vowch-uploads-${randomBytes(6).toString("hex")}`);
  const t = await buildTestApp({ uploadsDir, s3: undefined });
  try {
    await uploadThenBreak(t, async () => {
      fs.rmSync(uploadsDir, { recursive: true, force: true });
      fs.writeFileSync(uploadsDir, "not a folder");
    });
  } finally {
    await t.close();
    fs.rmSync(uploadsDir, { force: true });
  }
});

it("answers 503 STORAGE_UNAVAILABLE when the bucket's S3 server has stopped", async () => {
  const server = await startS3Server();
  let stopped = false;
  const s3: NonNullable<AppConfig["s3"]> = {
    bucket: `vowch-down-${randomBytes(6).toString("hex")}`,
    endpoint: server.endpoint,
    region: "us-east-1",
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  };
  await prepareStore({ s3 });
  const t = await buildTestApp({ s3 });
  try {
    await uploadThenBreak(t, async () => {
      await server.close();
      stopped = true;
    });
  } finally {
    await t.close();
    if (!stopped) await server.close();
  }
});
