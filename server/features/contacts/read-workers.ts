// Address books are read off the request thread: each import's file (or picked contacts) goes to
// a worker thread (read-worker.ts, below normal priority), at most READS_AT_ONCE at a time per
// process and the rest in line, so a pathological file costs one core for at most its time budget
// and the server keeps answering everyone else. A read past its budget
// (AppConfig.contactsReadBudgetMs), or past its worker's memory, is ended by terminating the
// worker: 422 FILE_TOO_COMPLEX. The budget is the thread's CPU time where the system tells it
// (Linux's /proc), so a busy machine slows an import without failing it; WALL_FACTOR times the
// budget in wall time ends any read. A worker that read its file cleanly stays for the next one a
// while (starting one costs tens of milliseconds, seconds under tsx), and is ended once idle.
import fs from "node:fs";
import os from "node:os";
import type { Worker } from "node:worker_threads";
import type { ErrorCode } from "../../../common/error-codes.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import type { PickedContacts } from "../../../common/schemas/contacts.js";
import { AppError, busy, tooComplex } from "../../errors.js";
import { spawnWorker } from "../../worker-thread.js";
import { DecodeQueue } from "../files/decode-queue.js";
import type { CollectedEntries } from "./parse.js";

export type ReadJob = { kind: "file"; bytes: Uint8Array } | { kind: "picked"; picked: PickedContacts };
export interface ReadRequest {
  id: number;
  job: ReadJob;
  region: PhoneRegion;
}
export type ReadReply =
  /** `thread`: the worker's thread id, whose CPU time /proc tells (null where there is no /proc). */
  | { type: "ready"; thread: number | null }
  | { type: "done"; id: number; result: CollectedEntries }
  | { type: "refused"; id: number; code: ErrorCode; message: string }
  | { type: "failed"; id: number; message: string };

/** One core for reading on a two-core machine, two where there are more: the request thread keeps one. */
export const READS_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Imports waiting for a place; past them, 503 BUSY (each waiting one holds its file's text, up to 8 MB). */
export const READS_WAITING_MAX = 16;
const BUSY_RETRY_SECONDS = 30;
/** A worker's heap: a book's text and entries take a few tens of MB; a file needing more is refused. */
const WORKER_HEAP_MB = 256;
/** A worker that has started but not said it is ready within this is a fault of the server's (500). */
const START_TIMEOUT_MS = 60_000;
/** How long a worker waits for the next file before it ends. */
const IDLE_MS = 30_000;
/** However starved of CPU, a read ends after this many times its budget in wall time. */
const WALL_FACTOR = 6;

export const TOO_SLOW_MESSAGE = "This file took too long to read. Try exporting fewer contacts at a time.";
export const BUSY_MESSAGE = "Many address books are being imported right now. Please try again in a minute.";

const reads = new DecodeQueue(READS_AT_ONCE);

interface ReadWorker {
  worker: Worker;
  thread: number | null;
}
const idle: { reader: ReadWorker; timer: NodeJS.Timeout; gone: () => void }[] = [];
let lastId = 0;

/** The CPU time (user and system) thread `thread` of this process has used, in ms; null where /proc cannot tell. */
function threadCpuMs(thread: number | null): number | null {
  if (thread === null) return null;
  try {
    const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
    // After "pid (name) ": the state is field 3, utime and stime fields 14 and 15, in 1/100 s.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

function startWorker(): Promise<ReadWorker> {
  const worker = spawnWorker(
    import.meta.url,
    { source: "./read-worker.ts", bundled: "./contacts-read-worker.js" },
    { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB }, background: true },
  );
  // An idle worker never keeps the process alive.
  worker.unref();
  return new Promise((resolve, reject) => {
    const done = (outcome: Error | ReadWorker) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", done).off("exit", onExit);
      if (!(outcome instanceof Error)) return resolve(outcome);
      void worker.terminate();
      reject(outcome);
    };
    const onMessage = (reply: ReadReply) => {
      if (reply.type === "ready") done({ worker, thread: reply.thread });
    };
    const onExit = (code: number) => done(new Error(`the contacts reader exited with ${code} while starting`));
    const timer = setTimeout(() => done(new Error("the contacts reader did not start")), START_TIMEOUT_MS);
    worker.on("message", onMessage).once("error", done).once("exit", onExit);
  });
}

async function takeWorker(): Promise<ReadWorker> {
  const kept = idle.pop();
  if (!kept) return startWorker();
  clearTimeout(kept.timer);
  kept.reader.worker.off("exit", kept.gone);
  return kept.reader;
}

/** Keeps a worker for the next file, until IDLE_MS pass (or it ends by itself). */
function keepWorker(reader: ReadWorker) {
  const gone = () => {
    const at = idle.findIndex((w) => w.reader === reader);
    if (at === -1) return;
    clearTimeout(idle[at]!.timer);
    idle.splice(at, 1);
  };
  const timer = setTimeout(() => {
    gone();
    void reader.worker.terminate();
  }, IDLE_MS);
  timer.unref();
  reader.worker.once("exit", gone);
  idle.push({ reader, timer, gone });
}

/**
 * A clock of the read's cost: the thread's CPU time since now where /proc tells it, else the
 * wall time since now.
 */
function costClock(thread: number | null): () => number {
  const started = performance.now();
  const cpuAtStart = threadCpuMs(thread);
  return () => {
    const cpu = cpuAtStart === null ? null : threadCpuMs(thread);
    return cpu === null || cpuAtStart === null ? performance.now() - started : cpu - cpuAtStart;
  };
}

/** One job on one worker, ended once it has cost `budgetMs` (counted from when the worker has it). */
function readOn(reader: ReadWorker, job: ReadJob, region: PhoneRegion, budgetMs: number): Promise<CollectedEntries> {
  const { worker } = reader;
  const id = ++lastId;
  const cost = costClock(reader.thread);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (keep: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(meter);
      clearTimeout(wallStop);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (keep) keepWorker(reader);
      else void worker.terminate();
      outcome();
    };
    const onMessage = (reply: ReadReply) => {
      if (reply.type === "ready" || reply.id !== id) return;
      if (reply.type === "done") settle(true, () => resolve(reply.result));
      else if (reply.type === "refused") settle(true, () => reject(new AppError(reply.code, reply.message)));
      else settle(false, () => reject(new Error(`the contacts reader failed: ${reply.message}`)));
    };
    // Past its heap (ERR_WORKER_OUT_OF_MEMORY) the file is what is too much; any other error is ours.
    const onError = (err: Error & { code?: string }) =>
      settle(false, () => reject(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooComplex(TOO_SLOW_MESSAGE) : err));
    const onExit = (code: number) => settle(false, () => reject(new Error(`the contacts reader exited with ${code}`)));
    const tooSlow = () => settle(false, () => reject(tooComplex(TOO_SLOW_MESSAGE)));
    // /proc counts CPU time in hundredths of a second: a few looks within the budget are enough.
    const meter = setInterval(() => cost() >= budgetMs && tooSlow(), Math.min(100, Math.max(10, budgetMs / 4)));
    const wallStop = setTimeout(tooSlow, budgetMs * WALL_FACTOR);
    worker.on("message", onMessage).once("error", onError).once("exit", onExit);
    worker.postMessage({ id, job, region } satisfies ReadRequest);
  });
}

/**
 * The entries of an address book (with what was skipped, and whether reading stopped at the
 * limit), read in a worker: 400 for a file of which nothing can be read, 422 past the time budget,
 * 503 BUSY (with Retry-After) when READS_WAITING_MAX imports already wait.
 */
export function readContactsOffThread(job: ReadJob, region: PhoneRegion, budgetMs: number): Promise<CollectedEntries> {
  if (reads.active >= READS_AT_ONCE && reads.queued >= READS_WAITING_MAX) {
    return Promise.reject(busy(BUSY_MESSAGE, BUSY_RETRY_SECONDS));
  }
  return reads.run(async () => readOn(await takeWorker(), job, region, budgetMs));
}
