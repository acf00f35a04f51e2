// Idempotency keys: a create call sent twice with the same `Idempotency-Key` (a double tap, a
// retried request) creates once and answers the first answer again. A route opts in with one line,
// `config: { idempotent: true }`; the header stays optional (programs that never send it are
// unchanged). The key is the account's, for that route (method and path as called) and for 24 h:
//
// - before the route runs (preHandler: signed in, body validated), one statement claims the key
//   (`insert … on conflict do nothing`; the row is the lock every process sees, on PGlite and
//   PostgreSQL alike) or reads the row another call holds;
// - held and finished, same body: the stored status and body are sent again (`Idempotent-Replayed:
//   true`) and the route does not run; held with another body: 422 IDEMPOTENCY_KEY_REUSED; held and
//   still running: 409 IDEMPOTENCY_KEY_IN_USE with `Retry-After: 1`;
// - after the route (onSend): a 2xx answer is stored with the row; a failure (4xx, 5xx) removes the
//   row, so the key may be sent again once the cause is fixed (a refusal is not "the answer").
//
// A row still running after IN_FLIGHT_STALE (its process died) or older than a day may be claimed
// afresh; the housekeeping run purges rows older than a day (`purgeExpiredIdempotencyKeys`).
// docs/decisions/124-idempotency-keys.md
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema.js";
import { AppError, badRequest } from "../errors.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route honours `Idempotency-Key` (server/plugins/idempotency.ts). */
    idempotent?: boolean;
  }
}

const IDEMPOTENCY_HEADER = "idempotency-key";
/** 8 to 128 visible ASCII characters (a UUID is 36). */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;
const KEY_MESSAGE = "Idempotency-Key must be 8 to 128 visible ASCII characters";
const KEPT_HOURS = 24;
/** A claim whose call has not finished after this long is taken to be lost (its process ended). */
const IN_FLIGHT_STALE_SECONDS = 120;

interface Claim {
  userId: string;
  route: string;
  key: string;
  createdAt: string;
}

interface Held {
  claimed: boolean;
  body_hash: string;
  status: number | null;
  response: string | null;
  completed_at: string | null;
  created_at: string;
}

const claims = new WeakMap<FastifyRequest, Claim>();

/** The route as called: its method and its pattern with the validated params written in. */
function routeOf(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  const path = request.routeOptions.url?.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "") ?? "";
  return `${request.method} ${path}`.slice(0, 300);
}

function bodyHash(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");
}

/** Claims the key, or reads who holds it; empty when the holder vanished meanwhile (ask again). */
async function claimOrRead(db: Db, userId: string, route: string, key: string, hash: string): Promise<Held | undefined> {
  const rows = await queryRows<Held>(
    db,
    sql`with claim as (
          insert into ${idempotencyKeys} (user_id, route, key, body_hash)
          values (${userId}, ${route}, ${key}, ${hash})
          on conflict (user_id, route, key) do update
            set body_hash = excluded.body_hash, status = null, response = null, created_at = now(), completed_at = null
            where ${idempotencyKeys}.created_at <= now() - make_interval(hours => ${KEPT_HOURS})
               or (${idempotencyKeys}.completed_at is null
                   and ${idempotencyKeys}.created_at <= now() - make_interval(secs => ${IN_FLIGHT_STALE_SECONDS}))
          returning true as claimed, body_hash, status, response, completed_at::text, created_at::text
        )
        select * from claim
        union all
        select false, body_hash, status, response, completed_at::text, created_at::text
          from ${idempotencyKeys}
         where user_id = ${userId} and route = ${route} and key = ${key} and not exists (select 1 from claim)`,
  );
  return rows[0];
}

async function beforeRoute(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!request.routeOptions.config.idempotent) return;
  const given = request.headers[IDEMPOTENCY_HEADER];
  if (given === undefined) return;
  if (typeof given !== "string" || !KEY_PATTERN.test(given)) {
    throw badRequest(KEY_MESSAGE, [{ path: "Idempotency-Key", message: KEY_MESSAGE }]);
  }
  const userId = request.user?.id;
  if (!userId) return; // signed-out calls were refused before this hook
  const route = routeOf(request);
  const hash = bodyHash(request.body);
  // The holder may finish with a failure (its row removed) between our insert and our read: ask again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const held = await claimOrRead(app.db, userId, route, given, hash);
    if (!held) continue;
    if (held.claimed) {
      claims.set(request, { userId, route, key: given, createdAt: held.created_at });
      return;
    }
    if (held.body_hash !== hash) {
      throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used for a different request");
    }
    if (held.completed_at === null || held.status === null) {
      throw Object.assign(new AppError("IDEMPOTENCY_KEY_IN_USE", "A request with this Idempotency-Key is still running"), {
        retryAfterSeconds: 1,
      });
    }
    reply.code(held.status).header("idempotent-replayed", "true");
    if (held.response === null) return reply.send();
    return reply.type("application/json; charset=utf-8").send(held.response);
  }
  throw Object.assign(new AppError("IDEMPOTENCY_KEY_IN_USE", "A request with this Idempotency-Key is still running"), {
    retryAfterSeconds: 1,
  });
}

async function afterRoute(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request);
  if (!claim) return;
  claims.delete(request);
  const mine = sql`user_id = ${claim.userId} and route = ${claim.route} and key = ${claim.key} and created_at = ${claim.createdAt}::timestamptz`;
  try {
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const body = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
      await app.db.execute(
        sql`update ${idempotencyKeys} set status = ${reply.statusCode}, response = ${body}, completed_at = now() where ${mine}`,
      );
    } else {
      await app.db.execute(sql`delete from ${idempotencyKeys} where ${mine}`);
    }
  } catch (err) {
    // The answer still goes out; the row, still "running", is claimable again after IN_FLIGHT_STALE.
    request.log.warn({ err }, "idempotency key not recorded");
  }
}

/** Registers the hooks; call before the compression plugin, so onSend sees the JSON text. */
export function registerIdempotency(app: FastifyInstance) {
  app.addHook("preHandler", (request, reply) => beforeRoute(app, request, reply));
  app.addHook("onSend", async (request, reply, payload) => {
    await afterRoute(app, request, reply, payload);
    return payload;
  });
}

/** Housekeeping: keys older than a day are forgotten. */
export async function purgeExpiredIdempotencyKeys(db: Db) {
  await db.execute(sql`delete from ${idempotencyKeys} where created_at <= now() - make_interval(hours => ${KEPT_HOURS})`);
}
