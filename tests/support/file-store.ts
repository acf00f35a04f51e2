// The file suite runs on both drivers of the file store: the local folder, and an S3-compatible
// bucket (projects api-*-s3, VOWCH_TEST_STORE=s3). These helpers look at what a store holds the
// way each driver keeps it, so one test reads the same on both.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CreateBucketCommand, paginateListObjectsV2 } from "@aws-sdk/client-s3";
import { inject } from "vitest";
import type { AppConfig, S3Config } from "../../server/config";
import { s3Client } from "../../server/features/files/s3-store";
import { S3_TEST_CREDENTIALS, s3ServerObjectFile } from "../../scripts/s3-server";

export type StoreDriver = "local" | "s3";

export const storeDriver = (): StoreDriver => (process.env.VOWCH_TEST_STORE === "s3" ? "s3" : "local");

/** A fresh bucket's settings on the run's S3 server (the bucket is made by `prepareStore`). */
export function testS3Config(): S3Config {
  return {
    bucket: `vowch-test-${randomBytes(6).toString("hex")}`,
    endpoint: inject("s3Endpoint"),
    region: "us-east-1",
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  };
}

/** Makes the configured bucket (nothing to do for a folder: the store makes it on first write). */
export async function prepareStore(config: Pick<AppConfig, "s3">): Promise<void> {
  if (config.s3) await s3Client(config.s3).send(new CreateBucketCommand({ Bucket: config.s3.bucket }));
}

/**
 * Everything the store holds, sorted: for a folder every file under it (hidden partial writes
 * included), for a bucket every object in it (whatever its name).
 */
export async function storedNames(config: Pick<AppConfig, "uploadsDir" | "s3">): Promise<string[]> {
  if (config.s3) {
    const names: string[] = [];
    for await (const page of paginateListObjectsV2({ client: s3Client(config.s3) }, { Bucket: config.s3.bucket })) {
      for (const object of page.Contents ?? []) names.push(object.Key!);
    }
    return names.sort();
  }
  const dir = config.uploadsDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

/** Whether a file is stored under `key`. */
export async function isStored(config: Pick<AppConfig, "uploadsDir" | "s3">, key: string): Promise<boolean> {
  return (await storedNames(config)).some((name) => name === key || name.endsWith(`/${key}`));
}

/** Sets a stored file's last change (its age for the orphan sweep). */
export function backdate(config: Pick<AppConfig, "uploadsDir" | "s3">, key: string, when: Date): void {
  const file = config.s3
    ? s3ServerObjectFile({ directory: inject("s3Directory") }, config.s3.bucket, key)
    : path.join(config.uploadsDir, key.slice(0, 2), key);
  fs.utimesSync(file, when, when);
}
