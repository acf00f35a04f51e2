// Sessions live in the spec's `sessions` table (sid, sess json, expire); the cookie holds a signed sid.
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users, type User } from "../../db/schema.js";
import type { SessionCache } from "./session-cache.js";

export const SESSION_COOKIE = "vowch.sid";
// Rolling expiry: a session used at least once a week stays signed in; the row is touched
// at most once a day so reads stay reads.
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

interface SessionData {
  userId: string;
  createdAt: string;
}

export interface SessionOptions {
  maxAgeSeconds: number;
  /** "auto": Secure when the request came over HTTPS (directly or through a trusted proxy). */
  secure: boolean | "auto";
}

export async function createSession(db: Db, userId: string, maxAgeSeconds: number): Promise<string> {
  const sid = randomBytes(32).toString("base64url");
  const sess: SessionData = { userId, createdAt: new Date().toISOString() };
  await db.insert(sessions).values({ sid, sess, expire: new Date(Date.now() + maxAgeSeconds * 1000) });
  return sid;
}

export async function deleteSession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}

/**
 * The signed-in user for a session id, or null; extends the session when it is due. With a
 * cache, a known session costs no statement until it is due for extension.
 */
export async function loadSessionUser(db: Db, sid: string, maxAgeSeconds: number, cache?: SessionCache): Promise<User | null> {
  const maxAgeMs = maxAgeSeconds * 1000;
  const isDue = (expire: Date) => expire.getTime() - Date.now() < maxAgeMs - REFRESH_AFTER_MS;
  const cached = cache?.get(sid);
  if (cached && !isDue(cached.expire)) return cached.user;
  const ticket = cache?.ticket() ?? 0;
  const rows = await db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, sql`now()`)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  let expire = row.expire;
  if (isDue(expire)) {
    expire = new Date(Date.now() + maxAgeMs);
    await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
  }
  cache?.set(sid, { user: row.user, expire }, ticket);
  return row.user;
}

/**
 * Signs the browser in as `userId`. Rotation: whatever session it had is ended and a new id is
 * issued at every sign-in (password, identity provider, passkey alike).
 */
export async function signIn(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string, options: SessionOptions) {
  if (request.sessionId) await deleteSession(db, request.sessionId);
  const sid = await createSession(db, userId, options.maxAgeSeconds);
  setSessionCookie(reply, sid, options);
}

/** Ends every session of an account (account deletion), in the caller's transaction. */
export async function deleteSessionsOfUser(db: Db, userId: string) {
  await db.delete(sessions).where(sql`(${sessions.sess}->>'userId') = ${userId}`);
}

export function readSessionId(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

function setSessionCookie(reply: FastifyReply, sid: string, options: SessionOptions) {
  reply.setCookie(SESSION_COOKIE, sid, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    signed: true,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionOptions) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure });
}
