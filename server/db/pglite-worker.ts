// The PGlite worker: the one thread that runs the embedded database. PGlite executes every
// statement synchronously (WebAssembly), so on the request thread a busy database stalled the
// event loop for up to 1.3 s and a write request waited unread in its socket. Here it
// stalls only this thread. The worker owns the instance: the data folder (the data-folder lock
// stays with the process, server/db/open.ts), the snapshot a new folder starts from, pg_trgm,
// migrations, LISTEN, dumps and close. Operations pass the fair queue's gate (write lane first);
// a transaction holds the gate from BEGIN to its end while the request thread sends its
// statements one by one. The request thread's side is pglite-worker-client.ts.
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { DEFAULT_AUTOVACUUM_POLICY, keepVacuuming } from "./pglite-autovacuum.js";
import { DEFAULT_CHECKPOINT_POLICY, keepCheckpointing, WAL_START_PARAMS } from "./pglite-checkpoints.js";
import { PriorityGate, type Lane } from "./pglite-fair-queue.js";
import type { PgliteWorkerOptions, WireError, WireQueryOptions, WorkerMessage, WorkerRequest } from "./pglite-worker-protocol.js";

const port = parentPort!;
const options = workerData as PgliteWorkerOptions;

function send(message: WorkerMessage, transfer: ArrayBuffer[] = []) {
  port.postMessage(message, transfer);
}

/** An error as plain data: the database's fields (code, constraint, detail…) survive the crossing. */
function toWire(err: unknown): WireError {
  if (!(err instanceof Error)) return { name: "Error", message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key !== "cause" && (value === undefined || ["string", "number", "boolean"].includes(typeof value))) fields[key] = value;
  }
  return { name: err.name, message: err.message, fields, cause: err.cause === undefined ? undefined : toWire(err.cause) };
}

const keepText = (value: string) => value;
const parserSets = new Map<string, QueryOptions["parsers"]>();

function queryOptions(wire: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const textTypes = wire.textTypes ?? [];
  const key = textTypes.join(",");
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(textTypes.map((oid) => [oid, keepText]));
    parserSets.set(key, parsers);
  }
  return { rowMode: wire.rowMode, parsers };
}

/** A dumped data directory: the file the client named, or the bytes it moved here. */
function snapshot(): Blob | undefined {
  if (options.snapshotFile) return new Blob([fs.readFileSync(options.snapshotFile)]);
  if (options.snapshot) return new Blob([options.snapshot]);
  return undefined;
}

const db = new PGlite({
  dataDir: options.dataDir,
  loadDataDir: snapshot(),
  extensions: { pg_trgm },
  pgliteWasmModule: options.wasmModule,
  initDbStartParams: options.initDbArgs,
  startParams: [...PGlite.defaultStartParams, ...WAL_START_PARAMS],
});
const gate = new PriorityGate();
// The checkpointer and the autovacuum PGlite lacks, behind the gate like any write.
const exclusive = <T>(step: () => Promise<T>) => gate.run("write", step);
const stopUpkeep = [
  keepCheckpointing(db, exclusive, { ...DEFAULT_CHECKPOINT_POLICY, ...options.checkpoints }),
  keepVacuuming(db, exclusive, { ...DEFAULT_AUTOVACUUM_POLICY, ...options.autovacuum }),
];

/** An open transaction: its PGlite handle and how to end it. */
interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, replyTo: number): void;
}
const transactions = new Map<number, OpenTransaction>();

/** Thrown inside PGlite's transaction so that PGlite itself rolls back. */
class RollbackRequested extends Error {}

/** Runs a transaction on PGlite, holding the gate, until the client ends it. */
function begin(id: number, txId: number, lane: Lane) {
  void gate.run(lane, async () => {
    let replyTo = id;
    let begun = false;
    try {
      await db.transaction(async (tx) => {
        const ended = new Promise<boolean>((resolve) =>
          transactions.set(txId, {
            tx,
            end: (commit, endId) => {
              replyTo = endId;
              resolve(commit);
            },
          }),
        );
        begun = true;
        send({ id, ok: true, value: undefined });
        if (!(await ended)) throw new RollbackRequested();
      });
      send({ id: replyTo, ok: true, value: undefined });
    } catch (err) {
      if (err instanceof RollbackRequested) send({ id: replyTo, ok: true, value: undefined });
      else send({ id: begun ? replyTo : id, ok: false, error: toWire(err) });
    } finally {
      transactions.delete(txId);
    }
  });
}

/** The transaction a statement belongs to, or PGlite itself behind the gate. */
function target(txId: number | undefined): Transaction | undefined {
  if (txId === undefined) return undefined;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

const unlistens = new Map<string, () => Promise<void>>();

async function handle(request: WorkerRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case "query": {
      const tx = target(request.tx);
      const run = () => (tx ?? db).query(request.sql, request.params, queryOptions(request.options));
      return { value: await (tx ? run() : gate.run(request.lane, run)) };
    }
    case "exec": {
      const tx = target(request.tx);
      const run = () => (tx ?? db).exec(request.sql, queryOptions(request.options));
      return { value: await (tx ? run() : gate.run(request.lane, run)) };
    }
    case "listen": {
      if (!unlistens.has(request.channel)) {
        const stop = await gate.run("write", () =>
          db.listen(request.channel, (payload) => send({ event: "notification", channel: request.channel, payload })),
        );
        unlistens.set(request.channel, stop);
      }
      return { value: undefined };
    }
    case "unlisten": {
      const stop = unlistens.get(request.channel);
      unlistens.delete(request.channel);
      if (stop && !db.closed) await gate.run("write", stop);
      return { value: undefined };
    }
    case "migrate": {
      // Loaded only when asked: the request thread's server never needs the migrator here.
      const [{ drizzle }, { migrate }] = await Promise.all([import("drizzle-orm/pglite"), import("drizzle-orm/pglite/migrator")]);
      await gate.run("write", () => migrate(drizzle(db), { migrationsFolder: request.migrationsFolder }));
      return { value: undefined };
    }
    case "dump": {
      const dump = await gate.run("write", () => db.dumpDataDir(request.compression));
      const bytes = await dump.arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case "close": {
      for (const stop of stopUpkeep) stop();
      await gate.run("write", async () => {
        if (!db.closed) await db.close();
      });
      return { value: undefined };
    }
    default:
      throw new Error(`unknown operation ${(request as { op: string }).op}`);
  }
}

port.on("message", (request: WorkerRequest) => {
  if (request.op === "begin") return begin(request.id, request.tx, request.lane);
  if (request.op === "end") {
    const open = transactions.get(request.tx);
    if (open) open.end(request.commit, request.id);
    else send({ id: request.id, ok: false, error: toWire(new Error(`transaction ${request.tx} is not open`)) });
    return;
  }
  handle(request).then(
    ({ value, transfer }) => send({ id: request.id, ok: true, value }, transfer),
    (err: unknown) => send({ id: request.id, ok: false, error: toWire(err) }),
  );
});

void db.waitReady.then(
  () => send({ event: "ready" }),
  (err: unknown) => send({ event: "failed", error: toWire(err) }),
);
