// A person's devices: registering one (one account per endpoint: a second account takes it over),
// listing and removing them, and removing the one a session made when that session signs out.
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { PushDevice, PushSubscriptionInput } from "../../../common/schemas/push.js";
import { queryRows, type Db } from "../../db/client.js";
import { pushSubscriptions } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { endpointRefusal } from "./allow-list.js";

/** Devices kept per account: registering one more drops the oldest. */
const DEVICES_MAX = 20;

/** Registers (or refreshes) a device; `created`: it was not registered before. */
export async function subscribe(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  context: { allowHosts: readonly string[]; userAgent: string | null; sessionId: string | null },
): Promise<{ id: string; created: boolean }> {
  const refusal = endpointRefusal(input.endpoint, context.allowHosts);
  if (refusal) throw badRequest(refusal, [{ path: "endpoint", message: refusal }]);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; created: boolean }>(
      tx,
      sql`insert into ${pushSubscriptions} (user_id, endpoint, p256dh, auth, user_agent, session_id)
        values (${userId}::uuid, ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${context.userAgent?.slice(0, 300) ?? null}, ${context.sessionId})
        on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
          user_agent = excluded.user_agent, session_id = excluded.session_id, updated_at = now()
        returning id, (xmax = 0) as created`,
    );
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(DEVICES_MAX);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return { id: row!.id, created: row!.created };
  });
}

export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id, createdAt: pushSubscriptions.createdAt, userAgent: pushSubscriptions.userAgent })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Removes one of the person's devices; another account's id is not found. */
export async function unsubscribe(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound("Subscription not found");
}

/** Sign-out: the devices that session registered. */
export async function unsubscribeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, [sessionId]));
}
