// An invite link's token: 256 random bits, found by its SHA-256, and kept sealed (AES-256-GCM under
// a key derived from SESSION_SECRET) only so the owner's list can show the link again. A copy of
// the database alone holds no working link (docs/decisions/128-invite-links.md).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

export const newInviteToken = () => randomBytes(32).toString("base64url");

export const hashInviteToken = (token: string) => createHash("sha256").update(token).digest("hex");

const keyOf = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "", "vowch invite links", 32));

export function sealInviteToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The token, or null when it was sealed under another secret (SESSION_SECRET changed). */
export function unsealInviteToken(sealed: string, secret: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
