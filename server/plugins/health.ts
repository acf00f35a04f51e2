// Probes for a supervisor or load balancer. /healthz: the process answers and reaches its
// database. /readyz: it can serve — database reachable, every committed migration applied (a
// process started against a database another process has not finished migrating is not ready),
// and the file store (folder or bucket) reachable.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { queryRows, type Db } from "../db/client.js";
import { migrationsFolder } from "../paths.js";
import type { FileStore } from "../features/files/store.js";
import { sql } from "drizzle-orm";

/** The `when` of the newest committed migration: drizzle records it as `created_at` once applied. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

async function appliedUpTo(db: Db): Promise<number> {
  const [row] = await queryRows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(row?.newest ?? 0);
}

export function registerHealth(app: FastifyInstance, db: Db, files: FileStore) {
  const expected = newestMigration();

  app.get("/healthz", async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    try {
      if ((await appliedUpTo(db)) < expected) return reply.code(503).send({ status: "migrating" });
    } catch (err) {
      request.log.warn({ err }, "readiness check failed");
      return reply.code(503).send({ status: "database unavailable" });
    }
    try {
      await files.check();
    } catch (err) {
      request.log.warn({ err, store: files.where }, "file store unreachable");
      return reply.code(503).send({ status: "storage unavailable" });
    }
    return { status: "ready" };
  });
}
