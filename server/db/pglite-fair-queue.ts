// PGlite is one connection, so every statement of every request waits its turn. In plain
// arrival order a write's statements each queue behind everything the readers sent meanwhile:
// with 64 connections reading, a write waited up to 17 s (issue 9). The gate runs one
// operation at a time and serves the write lane first, so a write waits for at most the one
// statement in flight before each of its own. Reads cannot starve: writers are few and short.
//
// PGlite runs each statement on this thread and answers through promises only, so without a
// pause one finished operation would start the next queued one in the same microtask chain, and
// 64 readers' operations ran back to back without the event loop ever reading a socket: a write
// request sat unread in the kernel for 1–4 s and reached the gate only when the read queue
// emptied (measured, issue 9). The gate therefore hands over in `setImmediate`, after the
// event loop's I/O phase, so a request that arrived meanwhile is parsed and queued — and a
// write is then served first.
import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";

export type Lane = "read" | "write";

const currentLane = new AsyncLocalStorage<Lane>();

/** Runs `fn` (and every database call it makes) in `lane`; outside any lane, calls count as writes. */
export function inLane<T>(lane: Lane, fn: () => T): T {
  return currentLane.run(lane, fn);
}

/** One operation at a time; the write lane goes first. */
class PriorityGate {
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
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting[lane].push(resolve));
  }

  private release() {
    if (this.waiting.write.length + this.waiting.read.length === 0) {
      this.busy = false;
      return;
    }
    // Still busy: nothing can overtake between here and the hand-over, and the lane is chosen
    // only after the I/O phase has queued what arrived.
    setImmediate(() => (this.waiting.write.shift() ?? this.waiting.read.shift())!());
  }
}

// What drizzle calls on the client. A transaction holds the gate until it ends; the statements
// inside it go through the transaction object, which is not gated.
const GATED = new Set<PropertyKey>(["query", "exec", "transaction"]);

/** The client with its queries, execs and transactions passing through the priority gate. */
export function withFairQueue(client: PGlite): PGlite {
  const gate = new PriorityGate();
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (!GATED.has(property)) return method.bind(target);
      return (...args: unknown[]) =>
        gate.run(currentLane.getStore() ?? "write", () => Promise.resolve(method.apply(target, args)));
    },
  });
}
