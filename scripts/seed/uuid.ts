// Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name), so every demo row has
// the same id on every machine and on every run.
import { createHash } from "node:crypto";

/** Vowch's own namespace for demo rows; any fixed UUID works. */
const DEMO_NAMESPACE = "3f6c2b1e-8d4a-4e5b-9c7d-2a1b0e9f8c6d";

export function uuidV5(name: string, namespace: string = DEMO_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex");
  const bytes = createHash("sha1").update(ns).update(name, "utf8").digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of a demo row: `demoId("user", "maya")`. */
export function demoId(kind: string, key: string): string {
  return uuidV5(`vowch-demo:${kind}:${key}`);
}
