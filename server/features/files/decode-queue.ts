// A bounded line for work that holds a whole decoded image in memory: at most `limit` jobs run
// at once, the rest wait their turn in arrival order. One per process (images.ts), so the memory
// and CPU a burst of uploads can take is a few images' worth, whatever the number of requests.

export class DecodeQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("a queue runs at least one job at a time");
  }

  /** Jobs running now (at most `limit`). */
  get active(): number {
    return this.running;
  }

  /** Jobs waiting for a place. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `job` once a place is free; its result or failure is the caller's. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await job();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
