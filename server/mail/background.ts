// Work that runs after the answer has left (e-mail, and the password reset's lookup, so its answer
// takes the same time whether or not the account exists). Failures are logged, never thrown; tests
// wait for `settled` to grow or for `drain()`.
import type { FastifyBaseLogger } from "fastify";

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  /** Tasks finished (either way) since start. */
  settled = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>) {
    const done = task()
      .catch((err: unknown) => this.log.error({ err, task: name }, "background task failed"))
      .finally(() => {
        this.running.delete(done);
        this.settled += 1;
      });
    this.running.add(done);
  }

  /** Resolves once every task started so far has finished (shutdown, tests). */
  async drain() {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
