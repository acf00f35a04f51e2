// Proving one's e-mail and phone (docs/decisions/103-proven-contacts.md): only a proven number or
// e-mail makes someone a match in other people's address books.
import { z } from "zod";

/** A phone code is 6 digits, valid this long and for this many tries. */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
/** An e-mail verification link works once, for this long. */
export const EMAIL_LINK_HOURS = 24;

/** GET /api/verification: what the signed-in account has proven. */
export const verificationStatusSchema = z.object({
  email: z.object({ address: z.string().nullable(), verified: z.boolean() }),
  phone: z.object({
    number: z.string().nullable(),
    verified: z.boolean(),
    /** This server can send text messages (SMS_URL is set). */
    smsAvailable: z.boolean(),
    /** The number can receive a text message (a mobile number, or one that may be mobile). */
    canReceiveSms: z.boolean(),
  }),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** POST /api/verification/phone: the code is on its way. */
export const phoneCodeSentSchema = z.object({ sentTo: z.string(), expiresInMinutes: z.number() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

export const PHONE_CODE_FORMAT_MESSAGE = "Enter the 6-digit code from the text message";

/** POST /api/verification/phone/confirm. Spaces and dashes typed between the digits are fine. */
export const phoneCodeSchema = z.object({
  code: z
    .string({ error: PHONE_CODE_FORMAT_MESSAGE })
    .max(20, PHONE_CODE_FORMAT_MESSAGE)
    .transform((c) => c.replace(/[\s-]/g, ""))
    .refine((c) => /^\d{6}$/.test(c), PHONE_CODE_FORMAT_MESSAGE),
});

export const EMAIL_LINK_INVALID_MESSAGE = "This verification link is invalid or has expired. Ask for a new one on your profile.";

/** POST /api/verification/email/confirm: the token from the link's fragment. */
export const emailVerificationConfirmSchema = z.object({
  token: z.string({ error: EMAIL_LINK_INVALID_MESSAGE }).regex(/^[A-Za-z0-9_-]{43}$/, EMAIL_LINK_INVALID_MESSAGE),
});
