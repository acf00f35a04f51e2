// The VAPID key pair (RFC 8292) every process signs pushes with. Made on the first start and kept
// in push_keys, so the processes of one database agree; VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY replace
// it (the private key then stays out of the database). Whenever the key in use changes, every
// stored subscription is deleted in the same transaction: they were made for the old key, and the
// page subscribes again on its next open.
import { sql } from "drizzle-orm";
import webPush from "web-push";
import type { PushConfig } from "../../config.js";
import { queryRows, type Db } from "../../db/client.js";
import { pushKeys, pushSubscriptions } from "../../db/schema.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Reads (or makes, or replaces with the configured pair) the key pair in use. */
export async function loadVapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  const given = config.keys;
  if (!given) {
    const made = webPush.generateVAPIDKeys();
    // Several processes starting at once: the first insert wins and everyone reads it back.
    await db.execute(sql`insert into ${pushKeys} (id, public_key, private_key) values (1, ${made.publicKey}, ${made.privateKey})
      on conflict (id) do nothing`);
    const [row] = await queryRows<{ public_key: string; private_key: string | null }>(
      db,
      sql`select public_key, private_key from ${pushKeys} where id = 1`,
    );
    if (row?.private_key) return { publicKey: row.public_key, privateKey: row.private_key, subject: config.subject };
    // The stored key was the operator's (its private half never stored) and is no longer given.
    return replaceKey(db, { ...made, subject: config.subject }, made.privateKey);
  }
  return replaceKey(db, { ...given, subject: config.subject }, null);
}

/** Makes `keys` the one in use; a different key before it drops every subscription. */
async function replaceKey(db: Db, keys: VapidKeys, storedPrivate: string | null): Promise<VapidKeys> {
  await db.transaction(async (tx) => {
    const [before] = await queryRows<{ public_key: string }>(tx, sql`select public_key from ${pushKeys} where id = 1 for update`);
    await tx.execute(sql`insert into ${pushKeys} (id, public_key, private_key) values (1, ${keys.publicKey}, ${storedPrivate})
      on conflict (id) do update set public_key = excluded.public_key, private_key = excluded.private_key`);
    if (before && before.public_key !== keys.publicKey) await tx.delete(pushSubscriptions).where(sql`true`);
  });
  return keys;
}
