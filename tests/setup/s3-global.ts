// The file suite's second driver: one S3-compatible server (s3rver) for the run; each test file
// makes its own bucket on it (tests/support/file-store.ts).
import type { TestProject } from "vitest/node";
import { startS3Server } from "../../scripts/s3-server";

declare module "vitest" {
  export interface ProvidedContext {
    s3Endpoint: string;
    s3Directory: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startS3Server();
  project.provide("s3Endpoint", server.endpoint);
  project.provide("s3Directory", server.directory);
  return () => server.close();
}
