// The token of an e-mail's unsubscribe link: who and which event (or the weekly digest; "all":
// every e-mail), signed with an HMAC of the server's secret. It never expires (an old e-mail's link keeps working) and opens
// nothing but that one switch, so it needs no session: one click, signed out.
import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_TYPES, WEEKLY_DIGEST, type UnsubscribeScope } from "../../../common/notification-types.js";

export type { UnsubscribeScope };

const signature = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`vowch-unsubscribe\n${payload}`).digest();

export function signUnsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  const payload = Buffer.from(`${userId}:${scope}`).toString("base64url");
  return `${payload}.${signature(secret, payload).toString("base64url")}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function verifyUnsubscribeToken(secret: string, token: string): { userId: string; scope: UnsubscribeScope } | null {
  const [payload, sig] = token.split(".");
  if (!payload || !sig) return null;
  const given = Buffer.from(sig, "base64url");
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, named] = Buffer.from(payload, "base64url").toString("utf8").split(":");
  // E-mails sent before the event was renamed carry its old name.
  const scope = named === "suggestion_via_link" ? "link_suggestion" : named;
  if (!userId || !UUID.test(userId)) return null;
  if (scope !== "all" && scope !== WEEKLY_DIGEST && !(NOTIFICATION_TYPES as readonly string[]).includes(scope ?? "")) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
