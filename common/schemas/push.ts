// Web Push: the server's public key and a device's subscription (the browser's PushSubscription).
import { z } from "zod";

/** GET /api/push/key: the VAPID public key, base64url of the 65-byte uncompressed P-256 point. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** Base64url of exactly `bytes` bytes (padding allowed). */
const base64url = (bytes: number, what: string) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: `${what} is required` })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}=*$`), `${what} must be ${bytes} bytes, base64url`)
    .max(chars + 2, `${what} must be ${bytes} bytes, base64url`);
};

/** POST /api/push/subscriptions: what PushSubscription.toJSON() gives (expirationTime ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string({ error: "endpoint is required" }).min(1, "endpoint is required").max(1000, "endpoint is too long"),
  keys: z.object({ p256dh: base64url(65, "keys.p256dh"), auth: base64url(16, "keys.auth") }, { error: "keys is required" }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionCreatedSchema = z.object({ id: z.string() });

export const pushDeviceSchema = z.object({ id: z.string(), createdAt: z.string(), userAgent: z.string().nullable() });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushSubscriptionParamsSchema = z.object({ id: z.uuid("Unknown subscription") });
