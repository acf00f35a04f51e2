// The HTTP load bench's floor (started by `npm run bench -- --http`, not run by hand): bare
// Fastify answering one primary-key SELECT, on the bench's database — the most a request can be
// worth on this machine, so each endpoint is reported as a share of it.
// Env: PORT, and DATABASE_URL (PostgreSQL) or nothing (an in-memory PGlite with 10,000 rows).
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";

type Lookup = (id: string) => Promise<unknown>;

async function openLookup(): Promise<{ lookup: Lookup; anyId: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const first = await pool.query<{ id: string }>("select id from users order by id limit 1");
    const lookup: Lookup = async (id) =>
      (await pool.query<{ id: string }>({ name: "floor", text: "select id, first_name from users where id = $1", values: [id] }))
        .rows[0];
    return { lookup, anyId: first.rows[0]!.id };
  }
  const db = new PGlite();
  await db.exec(
    "create table people (id int primary key, name text); insert into people select n, 'person ' || n from generate_series(1, 10000) n;",
  );
  return {
    lookup: async (id) => (await db.query("select id, name from people where id = $1", [Number(id)])).rows[0],
    anyId: "42",
  };
}

const { lookup, anyId } = await openLookup();
const app = Fastify({ logger: false });
app.get("/floor", async () => (await lookup(anyId)) ?? {});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("floor ready");
