// PGlite has no autovacuum either (pglite-checkpoints.ts): without it the dead rows of every
// update and delete stay in the tables, and the planner's statistics are never refreshed, so its
// plans follow the table sizes of the day the database was made. The PGlite worker does
// autovacuum's job with its default thresholds: a table is vacuumed once its dead rows pass
// 50 + 20% of its rows, and analyzed once its changes since the last analyze pass 50 + 10%.
import type { PGlite } from "@electric-sql/pglite";
import { everyWhileOpen, type Exclusive } from "./pglite-upkeep.js";

export interface AutovacuumPolicy {
  /** How often the worker looks at the tables' counters. */
  everyMs: number;
}

export const DEFAULT_AUTOVACUUM_POLICY: AutovacuumPolicy = { everyMs: 60_000 };

/**
 * The one table most in need, and what it needs: PostgreSQL's autovacuum thresholds
 * (autovacuum_vacuum_threshold 50, scale factor 0.2; analyze 50 and 0.1) over the table's own
 * counters. A table never analyzed counts as empty (reltuples -1).
 */
const MOST_IN_NEED = `
  select format('%I.%I', s.schemaname, s.relname) as name,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
     or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  order by s.n_dead_tup + s.n_mod_since_analyze desc
  limit 1`;

/**
 * Checks every `policy.everyMs` and vacuums (with analyze) or analyzes the one table most in need,
 * alone on the database (`exclusive`; VACUUM runs outside any transaction). One table a check keeps
 * each hold of the gate to one table's work. Returns the function that stops the checks.
 */
export function keepVacuuming(db: PGlite, exclusive: Exclusive, policy: AutovacuumPolicy = DEFAULT_AUTOVACUUM_POLICY) {
  return everyWhileOpen(db, exclusive, policy.everyMs, async () => {
    const [table] = (await db.query<{ name: string; vacuum: boolean }>(MOST_IN_NEED)).rows;
    if (table) await db.exec(`${table.vacuum ? "VACUUM (ANALYZE)" : "ANALYZE"} ${table.name}`);
  });
}
