// The HTTP load bench's floor (started by `npm run bench -- --http`, not run by hand): bare
// Fastify answering one primary-key SELECT, on the bench's database — the most a request can be
// worth on this machine, so each endpoint is reported as a share of it. `/floor/stored` answers
// a JSON text of FLOOR_STORED_BYTES kept in one row, read by primary key and sent as it is: what
// an answer of a list's size costs with nothing to assemble (a cached page would cost this).
// Env: PORT, FLOOR_STORED_BYTES, and DATABASE_URL (PostgreSQL) or nothing (an in-memory PGlite
// with 10,000 rows).
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";

type Lookup = (id: string) => Promise<unknown>;

interface Floor {
  lookup: Lookup;
  anyId: string;
  /** The stored answer's text, read by primary key. */
  stored: () => Promise<string>;
}

/** A JSON text of `bytes` bytes (ASCII; at least the 13 of an empty one): sent as it is, its shape does not matter. */
function storedAnswer(bytes: number): string {
  const empty = JSON.stringify([{ text: "" }]);
  return JSON.stringify([{ text: "x".repeat(Math.max(0, bytes - empty.length)) }]);
}

async function openFloor(storedBytes: number): Promise<Floor> {
  const answer = storedAnswer(storedBytes);
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const first = await pool.query<{ id: string }>("select id from users order by id limit 1");
    await pool.query("create table if not exists bench_floor_answers (id int primary key, body text not null)");
    await pool.query("insert into bench_floor_answers values (1, $1) on conflict (id) do update set body = excluded.body", [
      answer,
    ]);
    const lookup: Lookup = async (id) =>
      (await pool.query<{ id: string }>({ name: "floor", text: "select id, first_name from users where id = $1", values: [id] }))
        .rows[0];
    const stored = async () =>
      (
        await pool.query<{ body: string }>({
          name: "stored",
          text: "select body from bench_floor_answers where id = $1",
          values: [1],
        })
      ).rows[0]!.body;
    return { lookup, anyId: first.rows[0]!.id, stored };
  }
  const db = new PGlite();
  await db.exec(
    "create table people (id int primary key, name text); insert into people select n, 'person ' || n from generate_series(1, 10000) n;" +
      "create table answers (id int primary key, body text not null);",
  );
  await db.query("insert into answers values (1, $1)", [answer]);
  return {
    lookup: async (id) => (await db.query("select id, name from people where id = $1", [Number(id)])).rows[0],
    anyId: "42",
    stored: async () => (await db.query<{ body: string }>("select body from answers where id = $1", [1])).rows[0]!.body,
  };
}

const { lookup, anyId, stored } = await openFloor(Number(process.env.FLOOR_STORED_BYTES ?? 2));
const app = Fastify({ logger: false });
app.get("/floor", async () => (await lookup(anyId)) ?? {});
app.get("/floor/stored", async (_request, reply) => reply.type("application/json").send(await stored()));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
console.log("floor ready");
