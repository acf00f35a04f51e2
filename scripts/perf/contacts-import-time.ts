// `DATABASE_URL=postgres://… npx tsx scripts/perf/contacts-import-time.ts [size …]`: the database
// time of one address-book import on a seeded PostgreSQL (npm run seed:scale), through the app's
// own importContacts and connection settings (generic plans, no JIT). A fresh account imports
// `size` picked contacts (two in five numbers of people on Vowch, one in five e-mails, the rest
// strangers), then imports the same contacts again five times (nothing new: the common re-import).
// Database time is the sum of the statements' round trips as the app's connection sees them
// (BEGIN/COMMIT included). The account is deleted afterwards. Prints one line per size; VERBOSE=1
// adds each statement's time, EXPLAIN=1 each plan (auto_explain, sent back as notices).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { openPostgres, queryRows } from "../../server/db/client.js";
import { PreparingClient } from "../../server/db/prepared-statements.js";
import { importContacts as currentImport } from "../../server/features/contacts/service.js";
import type { ContactEntry } from "../../server/features/contacts/parse.js";

// IMPORT_MODULE: another build of contacts/service.ts to compare with (a path from the repository's root).
const importContacts: typeof currentImport = process.env.IMPORT_MODULE
  ? ((await import(`../../${process.env.IMPORT_MODULE}`)) as { importContacts: typeof currentImport }).importContacts
  : currentImport;
const url = process.env.DATABASE_URL;
if (!url?.startsWith("postgres")) throw new Error("Set DATABASE_URL to a seeded PostgreSQL database");
const sizes = process.argv.slice(2).map(Number);
if (sizes.length === 0) sizes.push(50, 500);

let spentMs = 0;
let statements = 0;
const query = Reflect.get(PreparingClient.prototype, "query") as (this: PreparingClient, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function timed(this: PreparingClient, ...args: unknown[]) {
  const started = performance.now();
  const result = query.apply(this, args);
  if (result instanceof Promise) {
    statements += 1;
    return result.finally(() => {
      const ms = performance.now() - started;
      spentMs += ms;
      if (process.env.VERBOSE)
        console.log(
          `  ${ms.toFixed(1)} ms  ${String((args[0] as { text?: string }).text ?? args[0])
            .replace(/\s+/g, " ")
            .slice(0, 70)}`,
        );
    });
  }
  return result;
} as typeof PreparingClient.prototype.query;

const database = await openPostgres(url, 1);
const db = database.db;
if (process.env.EXPLAIN) {
  // Each statement's plan with its times, from the server (auto_explain), on this one connection.
  const conn = await (
    database as unknown as { pool: { connect(): Promise<PreparingClient & { release(): void }> } }
  ).pool.connect();
  conn.on("notice", (n) => console.log(n.message));
  await conn.query("load 'auto_explain'");
  await conn.query(
    "set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice",
  );
  conn.release();
}
const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
const people = Number(counted?.n ?? 1);

function entries(size: number, offset: number): ContactEntry[] {
  return Array.from({ length: size }, (_, i) => {
    const person = ((offset + i * 7) % people) + 1;
    const kind = i % 5;
    const phone = kind < 2 ? `+1415${String(person).padStart(7, "0")}` : `+1628${String(offset + i).padStart(7, "0")}`;
    const email = kind === 2 ? `scale-user-${person}@example.com` : null;
    return { name: `Bench ${offset + i}`, phone, email, phoneKeys: [phone], emailKeys: email ? [email] : [] };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const size of sizes) {
  const ownerId = randomUUID();
  await db.execute(sql`insert into users (id, email, first_name, last_name, is_profile_complete)
    values (${ownerId}, ${`import-bench-${ownerId}@example.com`}, 'Import', 'Bench', true)`);
  try {
    const book = entries(size, 1000 + size);
    spentMs = 0;
    statements = 0;
    const first = await importContacts(db, ownerId, book, 1_000_000);
    const firstMs = spentMs;
    const firstStatements = statements;
    const again: number[] = [];
    for (let round = 0; round < 5; round++) {
      spentMs = 0;
      statements = 0;
      await importContacts(db, ownerId, book, 1_000_000);
      again.push(spentMs);
    }
    console.log(
      `${size} contacts (${first.matched} matched, ${first.imported} added): first import ${firstMs.toFixed(1)} ms in ${firstStatements} statements; ` +
        `again (median of 5) ${median(again).toFixed(1)} ms in ${statements} statements`,
    );
  } finally {
    await db.execute(sql`delete from users where id = ${ownerId}`);
  }
}
await database.close();
