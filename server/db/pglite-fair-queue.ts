// PGlite is one connection, so every statement of every request waits its turn. In plain
// arrival order a write's statements each queue behind everything the readers sent meanwhile:
// with 64 connections reading, a write waited up to 17 s. The gate runs one
// operation at a time and serves the write lane first, so a write waits for at most the one
// statement in flight before each of its own. Reads cannot starve: writers are few and short.
//
// The gate lives in the PGlite worker (pglite-worker.ts), where the statements run; the lane is
// chosen here, on the request thread, per request (plugins/database-lanes.ts) and travels with
// each operation. PGlite runs each statement synchronously, so without a pause one finished
// operation would start the next queued one in the same microtask chain and operations sent
// meanwhile would wait unread in the worker's message port. The gate therefore hands over in
// `setImmediate`, after the event loop's I/O phase, so what arrived meanwhile is queued — and a
// write is then served first. (Before the worker, the same stall held the request thread itself:
// a write request sat unread in its socket for up to 1.3 s while reads ran;.)
import { AsyncLocalStorage } from "node:async_hooks";

export type Lane = "read" | "write";

const currentLane = new AsyncLocalStorage<Lane>();

/** Runs `fn` (and every database call it makes) in `lane`; outside any lane, calls count as writes. */
export function inLane<T>(lane: Lane, fn: () => T): T {
  return currentLane.run(lane, fn);
}

/** The lane of the caller: its request's, or the write lane outside any request. */
export function callerLane(): Lane {
  return currentLane.getStore() ?? "write";
}

/** One operation at a time; the write lane goes first. */
export class PriorityGate {
  private busy = false;
  private readonly waiting: Record<Lane, (() => void)[]> = { read: [], write: [] };

  async run<T>(lane: Lane, operation: () => Promise<T>): Promise<T> {
    await this.acquire(lane);
    try {
      return await operation();
    } finally {
      this.release();
    }
  }

  private acquire(lane: Lane): Promise<void> {
    return new Promise((resolve) => {
      this.waiting[lane].push(resolve);
      if (this.busy) return;
      this.busy = true;
      this.handOver();
    });
  }

  private release() {
    if (this.waiting.write.length + this.waiting.read.length === 0) {
      this.busy = false;
      return;
    }
    this.handOver();
  }

  // Even an idle gate starts its next operation only after the I/O phase: PGlite completes a
  // statement within the microtasks of the message that asked for it, so starting at once would
  // run every queued message's statement in arrival order before the next one is even read.
  // Busy until then, so nothing overtakes, and the lane is chosen once what arrived is queued.
  private handOver() {
    setImmediate(() => (this.waiting.write.shift() ?? this.waiting.read.shift())!());
  }
}
