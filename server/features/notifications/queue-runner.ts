// The loop of an outbox (the notification e-mails, the pushes): a run drains what is due; a kick
// while a run is going makes it run once more after; a timer sweeps now and then; stopping waits
// for the run in flight.
export class QueueRunner {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    /** Drains what is due. */
    private readonly drain: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
    private readonly intervalMs: number,
  ) {}

  /** The first run now, then a sweep every `intervalMs` (0: no sweep at all; runs only when kicked). */
  start() {
    if (this.intervalMs <= 0) return;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.drain();
        } catch (err) {
          this.onError(err);
        }
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when no run is going (shutdown, tests). */
  async idle() {
    while (this.running) await this.running;
  }

  async stop() {
    clearInterval(this.timer);
    await this.idle();
  }
}
