// An S3-compatible server on this machine (s3rver, files in a temporary folder) for the tests and
// `npm run test:cluster`: no cloud is reachable here, and the S3 driver is proven on a real server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed credentials (it checks every request's signature against them). */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface LocalS3Server {
  /** http://127.0.0.1:port */
  endpoint: string;
  /** The folder s3rver keeps its buckets in (tests age objects there). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(port = 0): Promise<LocalS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port, directory, silent: true, vhostBuckets: false });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The file s3rver keeps an object's bytes in: its modification time is the object's LastModified. */
export function s3ServerObjectFile(server: Pick<LocalS3Server, "directory">, bucket: string, key: string): string {
  return path.join(server.directory, bucket, `${key}._S3rver_object`);
}
