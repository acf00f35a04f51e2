// The timing shared by the PGlite worker's upkeep (pglite-checkpoints.ts, pglite-autovacuum.ts):
// the jobs of the background processes PGlite's single-user PostgreSQL does not have.
import type { PGlite } from "@electric-sql/pglite";

/** Runs a step alone on the database (the worker's gate: no transaction is open meanwhile). */
export type Exclusive = <T>(step: () => Promise<T>) => Promise<T>;

/**
 * Runs `step` through `exclusive` every `everyMs` while the database is open (and once as soon as
 * it is ready, with `atStart`), never two at once; a step that fails is tried again at the next
 * turn. Returns the function that stops it.
 */
export function everyWhileOpen(
  db: PGlite,
  exclusive: Exclusive,
  everyMs: number,
  step: () => Promise<void>,
  atStart = false,
): () => void {
  let running = false;
  const turn = async () => {
    if (running || db.closed) return;
    running = true;
    try {
      await exclusive(async () => {
        if (!db.closed) await step();
      });
    } catch {
      // Closed meanwhile, or the step failed: the next turn tries again.
    } finally {
      running = false;
    }
  };
  if (atStart) void db.waitReady.then(turn, () => {});
  const timer = setInterval(() => void turn(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
