// The S3-compatible driver of the file store (server/features/files/store.ts): AWS S3, MinIO,
// R2 and the like, shared by every process of a deployment. An object appears under its key only
// when its upload completes (S3 semantics), so a crash or refusal never leaves half a file to serve.
import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  ListMultipartUploadsCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../../config.js";
import { tooLarge } from "../../errors.js";
import { fileMissing, FILE_TOO_LARGE_MESSAGE, keysToDelete, STORAGE_KEY, type FileStore } from "./store.js";

/** S3's smallest multipart part: an upload holds at most about two of these in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const CHECK_TIMEOUT_MS = 3_000;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Recent SDKs add CRC checksum trailers to every upload and check them on every download;
    // many S3-compatible stores reject or omit them. Checksums only where the API demands one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404);
const isNotImplemented = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === "NotImplemented" || err.$metadata.httpStatusCode === 501);

export function s3FileStore(config: S3Config, client = s3Client(config)): FileStore {
  const Bucket = config.bucket;
  const checkKey = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error("invalid storage key");
    return key;
  };

  return {
    where: `bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`,
    async put(key, body, { maxBytes }) {
      let size = 0;
      // The first failure wins: a refusal or a broken source, not the SDK's report of it.
      let failure: unknown;
      const counted = async function* () {
        try {
          for await (const chunk of body as AsyncIterable<Buffer>) {
            size += chunk.length;
            if (size > maxBytes) throw tooLarge(FILE_TOO_LARGE_MESSAGE);
            yield chunk;
          }
        } catch (err) {
          failure ??= err;
          throw err;
        }
      };
      // Parts of 5 MB, one in flight at a time: a file under a part is one PutObject, a bigger
      // one a multipart upload that is aborted on failure.
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: Readable.from(counted(), { objectMode: false }) },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        body.destroy();
        throw failure ?? err;
      }
      return { size };
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return { body: res.Body as Readable, size: Number(res.ContentLength) };
      } catch (err) {
        throw isMissing(err) ? fileMissing() : err;
      }
    },
    async delete(key) {
      for (const k of keysToDelete(checkKey(key))) await client.send(new DeleteObjectCommand({ Bucket, Key: k }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && STORAGE_KEY.test(object.Key)) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
      }
    },
    async deletePartial(before) {
      // Multipart uploads a crash left open are invisible but kept (and billed) until aborted.
      // Stores without the call (some test servers) keep them; a bucket lifecycle rule
      // (AbortIncompleteMultipartUpload) is the store's own remedy.
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      try {
        for (;;) {
          const page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
          for (const open of page.Uploads ?? []) {
            if (!open.Key || !open.UploadId || !STORAGE_KEY.test(open.Key)) continue;
            if (!open.Initiated || open.Initiated >= before) continue;
            await client.send(new AbortMultipartUploadCommand({ Bucket, Key: open.Key, UploadId: open.UploadId }));
            removed += 1;
          }
          if (!page.IsTruncated) break;
          KeyMarker = page.NextKeyMarker;
          UploadIdMarker = page.NextUploadIdMarker;
        }
      } catch (err) {
        if (!isNotImplemented(err)) throw err;
      }
      return removed;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
  };
}
