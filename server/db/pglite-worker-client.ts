// The request thread's handle on the PGlite worker (pglite-worker.ts): the part of PGlite's
// interface that drizzle-orm/pglite and the app use — query, exec, interactive transactions,
// listen, dumpDataDir, close — each a message to the worker. drizzle runs on this thread
// unchanged; rows come back exactly as PGlite parsed them in the worker, with the types
// drizzle asks to keep as text kept as text (see `textTypes`).
import type { Worker } from "node:worker_threads";
import { messages, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import { spawnWorker } from "../worker-thread.js";
import { callerLane } from "./pglite-fair-queue.js";
import type { PgliteWorkerOptions, WireError, WireQueryOptions, WorkerMessage, WorkerRequest } from "./pglite-worker-protocol.js";

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/** The worker's script: beside this module, compiled in the server bundle, TypeScript in development. */
function startWorker(options: PgliteWorkerOptions, transfer: ArrayBuffer[]): Worker {
  return spawnWorker(
    import.meta.url,
    { source: "./pglite-worker.ts", bundled: "./pglite-worker.js" },
    { workerData: options, transferList: transfer },
  );
}

/** An error from the worker as the same kind of error PGlite throws here (code, detail, constraint…). */
function fromWire(wire: WireError): Error {
  const err =
    wire.name === "error" || wire.name === "DatabaseError"
      ? new messages.DatabaseError(wire.message, 0, "error")
      : new Error(wire.message, wire.cause ? { cause: fromWire(wire.cause) } : undefined);
  Object.assign(err, { name: wire.name, ...wire.fields });
  if (wire.cause && !err.cause) err.cause = fromWire(wire.cause);
  return err;
}

const PROBE = "\u0000vowch-probe";

/**
 * The options as they can cross: drizzle passes its row mode and, per type, a parser that keeps
 * PostgreSQL's text (dates, timestamps, intervals, their arrays). A parser is a function and
 * cannot cross; a text-keeping one is recognised and named by its type, any other is refused
 * rather than silently dropped.
 */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => (rest as Record<string, unknown>)[key] !== undefined);
  if (unsupported.length > 0) throw new Error(`query options ${unsupported.join(", ")} cannot cross to the PGlite worker`);
  const textTypes = Object.entries(parsers ?? {}).map(([oid, parse]: [string, (value: string, type: number) => unknown]) => {
    if (parse(PROBE, Number(oid)) !== PROBE) throw new Error(`a parser for type ${oid} cannot cross to the PGlite worker`);
    return Number(oid);
  });
  return { rowMode, textTypes };
}

/** The statements drizzle sends inside a transaction: straight to the worker's open transaction. */
interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  readonly closed: boolean;
}

export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private failure: Error | undefined;
  private closing = false;
  /** Resolves once the database is open (snapshot unpacked, WebAssembly compiled). */
  readonly waitReady: Promise<void>;

  constructor(options: PgliteWorkerOptions) {
    const transfer = options.snapshot ? [options.snapshot] : [];
    this.worker = startWorker(options, transfer);
    let ready: () => void;
    let failed: (err: Error) => void;
    this.waitReady = new Promise((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.worker.on("message", (message: WorkerMessage) => {
      if ("event" in message) {
        if (message.event === "ready") ready();
        else if (message.event === "failed") failed(fromWire(message.error));
        else for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      }
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      this.refWhileBusy();
      if (message.ok) call.resolve(message.value);
      else call.reject(fromWire(message.error));
    });
    const fail = (err: Error) => {
      this.failure ??= err;
      failed(err);
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
      this.refWhileBusy();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`the PGlite worker exited (code ${code})`)));
    // Kept alive while the worker starts (so a script awaiting `waitReady` is not ended), then
    // only while an answer is awaited: an idle database must not hold the process open.
    void this.waitReady.then(
      () => this.refWhileBusy(),
      () => {},
    );
  }

  get closed(): boolean {
    return this.closing || this.failure !== undefined;
  }

  private refWhileBusy() {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private call<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error("the embedded database is closed"));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // The worker answers each operation with the value its type promises.
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
      this.worker.ref();
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: "query", lane: callerLane(), tx, sql, params, options: wireOptions(options) });
  }

  exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.call({ op: "exec", lane: callerLane(), tx, sql, options: wireOptions(options) });
  }

  /**
   * An interactive transaction: the worker holds PGlite's transaction (and the gate) open while
   * `fn` sends its statements, and commits when `fn` resolves or rolls back when it throws.
   */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    await this.call({ op: "begin", lane: callerLane(), tx: txId });
    let ended = false;
    const tx: WorkerTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql, options) => this.exec(sql, options, txId),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      ended = true;
      await this.call({ op: "end", tx: txId, commit: false });
      throw err;
    }
    ended = true;
    await this.call({ op: "end", tx: txId, commit: true });
    return result;
  }

  /** LISTEN on `channel`; resolves to a function that stops this listener. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
    }
    listeners.add(callback);
    await this.call({ op: "listen", channel });
    return async () => {
      listeners.delete(callback);
      if (listeners.size > 0 || this.closed) return;
      this.listeners.delete(channel);
      await this.call({ op: "unlisten", channel });
    };
  }

  /** Runs the committed migrations in the worker. */
  migrate(migrationsFolder: string): Promise<void> {
    return this.call({ op: "migrate", migrationsFolder });
  }

  /** The data directory as a tarball (see PGlite's dumpDataDir). */
  async dumpDataDir(compression: "gzip" | "none" | "auto" = "auto"): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: "dump", compression })]);
  }

  /** Closes the database once the operations before it are done, then ends the worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.call({ op: "close" });
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }

  /** This client where drizzle-orm/pglite expects a PGlite: it calls only what is above. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
