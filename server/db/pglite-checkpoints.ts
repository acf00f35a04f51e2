// PGlite runs PostgreSQL as one single-user backend: there is no checkpointer process, so nothing
// checkpoints on its own and the write-ahead log only grew (396 MB at 1,000 users, 85% of the data
// folder; a checkpoint came only when the database closed). The PGlite worker does the
// checkpointer's job with PostgreSQL's own two triggers: enough log written since the last
// checkpoint, or some log and enough time. A checkpoint lets PostgreSQL recycle the segments
// before it, and the smaller max_wal_size bounds how many it keeps for later.
import type { PGlite } from "@electric-sql/pglite";
import { everyWhileOpen, type Exclusive } from "./pglite-upkeep.js";

/** PostgreSQL settings the worker starts PGlite with (after PGlite's own). */
export const WAL_START_PARAMS = ["-c", "max_wal_size=64MB", "-c", "min_wal_size=32MB"];

export interface CheckpointPolicy {
  /** How often the worker looks at the log's position. */
  everyMs: number;
  /** Log written since the last checkpoint that calls for the next one (PostgreSQL's max_wal_size role). */
  walBytes: number;
  /** The longest a written log waits for its checkpoint (PostgreSQL's checkpoint_timeout). */
  timeoutMs: number;
}

export const DEFAULT_CHECKPOINT_POLICY: CheckpointPolicy = {
  everyMs: 5_000,
  walBytes: 32 * 1024 * 1024,
  timeoutMs: 5 * 60_000,
};

/** The log's insert position in bytes (exact below 2^53, about 9 PB of log). */
async function walPosition(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ at: string }>("select (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::text as at");
  return Number(rows[0]!.at);
}

/**
 * Checks the log every `policy.everyMs` and checkpoints when the policy says so, each check alone
 * on the database (`exclusive`). Returns the function that stops the checks.
 */
export function keepCheckpointing(db: PGlite, exclusive: Exclusive, policy: CheckpointPolicy = DEFAULT_CHECKPOINT_POLICY) {
  let last: { at: number; time: number } | undefined;
  // The first check, as soon as the database is ready, notes where the log stood.
  return everyWhileOpen(
    db,
    exclusive,
    policy.everyMs,
    async () => {
      const at = await walPosition(db);
      const now = Date.now();
      last ??= { at, time: now };
      const written = at - last.at;
      if (written >= policy.walBytes || (written > 0 && now - last.time >= policy.timeoutMs)) {
        await db.exec("CHECKPOINT");
        last = { at: await walPosition(db), time: now };
      }
    },
    true,
  );
}
