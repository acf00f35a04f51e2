// The messages between the PGlite worker (pglite-worker.ts) and its client on the request thread
// (pglite-worker-client.ts). Plain data only: everything crosses by structured clone.
import type { AutovacuumPolicy } from "./pglite-autovacuum.js";
import type { CheckpointPolicy } from "./pglite-checkpoints.js";
import type { Lane } from "./pglite-fair-queue.js";

/** How the worker opens its database. */
export interface PgliteWorkerOptions {
  /** A folder, or nothing for an in-memory database. */
  dataDir?: string;
  /** A dumped data directory (gzip tarball) to fill a new database from, read by the worker. */
  snapshotFile?: string;
  /** The same as bytes (moved, not copied, to the worker). */
  snapshot?: ArrayBuffer;
  /**
   * PGlite's WebAssembly compiled once by the caller: a process that opens many databases one
   * after another (the test suite) compiles it once, and the compiled code crosses to each worker.
   */
  wasmModule?: WebAssembly.Module;
  /** For a database made from nothing: initdb's arguments beyond PGlite's own (e.g. its WAL segment size). */
  initDbArgs?: string[];
  /** When the worker checkpoints (pglite-checkpoints.ts); a test shortens it. */
  checkpoints?: Partial<CheckpointPolicy>;
  /** How often the worker looks for a table to vacuum or analyze (pglite-autovacuum.ts). */
  autovacuum?: Partial<AutovacuumPolicy>;
}

/** Query options that can cross: drizzle's row mode, and the types kept as PostgreSQL's text. */
export interface WireQueryOptions {
  rowMode?: "array" | "object";
  /** Type OIDs whose parser keeps the text (drizzle's dates, timestamps and intervals). */
  textTypes?: number[];
}

export type WorkerRequest = { id: number } & (
  | { op: "query"; lane: Lane; tx?: number; sql: string; params?: unknown[]; options?: WireQueryOptions }
  | { op: "exec"; lane: Lane; tx?: number; sql: string; options?: WireQueryOptions }
  | { op: "begin"; lane: Lane; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "listen"; channel: string }
  | { op: "unlisten"; channel: string }
  | { op: "migrate"; migrationsFolder: string }
  | { op: "dump"; compression: "gzip" | "none" | "auto" }
  | { op: "close" }
);

/** An error as it crossed: its class name, message and the database's fields (code, detail…). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
  cause?: WireError;
}

export type WorkerMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { event: "ready" }
  | { event: "failed"; error: WireError }
  | { event: "notification"; channel: string; payload: string };
