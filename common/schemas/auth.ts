// Sign-in and profile schemas shared by the forms and the routes; messages are the spec's (the spec's validation rules).
import { z } from "zod";
import { THEMES } from "../theme.js";
import { LANGUAGES } from "../i18n/languages.js";
import { publicUserSchema } from "./users";

const PASSWORD_MIN_LENGTH = 8;

export const credentialsSchema = z.object({
  email: z
    .string({ error: "Please enter a valid e-mail address" })
    .trim()
    .toLowerCase()
    .max(255, "E-mail address is too long")
    .pipe(z.email({ error: "Please enter a valid e-mail address" })),
  password: z
    .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, "Password is too long"),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/**
 * The one password of every demo account: published in the README, so it guards nothing. The demo
 * seed stores it directly; a password someone chooses may not be it.
 */
export const DEMO_PASSWORD = "vowch-demo";

export const REPEATED_CHARACTER_MESSAGE = "Password cannot be one character repeated";
export const DEMO_PASSWORD_MESSAGE = "This is the demo's published password. Please choose your own.";

/**
 * A new password (sign-up, reset): the sign-in rules, not blank, not one character repeated
 * ("aaaaaaaa", "        ") and not the published demo password. The common-password list is the
 * server's.
 */
export const registrationSchema = credentialsSchema.extend({
  password: credentialsSchema.shape.password
    .refine((p) => p.trim() !== "", "Password cannot be blank")
    .refine((p) => p.trim() === "" || new Set(p).size > 1, REPEATED_CHARACTER_MESSAGE)
    .refine((p) => p !== DEMO_PASSWORD, DEMO_PASSWORD_MESSAGE),
});

/**
 * An invite link's token, carried from /join/{token} through sign-up (the register body, the
 * e-mailed link's fragment and the finishing call, OpenID Connect's flow, Complete Profile). An
 * unknown or spent token makes no sign-up fail: the account is made without it
 * (docs/decisions/128-invite-links.md).
 */
export const inviteTokenSchema = z.string({ error: "Invalid invitation" }).regex(/^[A-Za-z0-9_-]{1,128}$/, "Invalid invitation");

/** POST /api/auth/register: a new account's e-mail and password, and the invitation it came through. */
export const registerSchema = registrationSchema.extend({ inviteToken: inviteTokenSchema.optional() });

/** A sign-up link lives this long (with SMTP_URL set, registering e-mails it instead of signing in). */
export const SIGNUP_LINK_HOURS = 24;

export const SIGNUP_LINK_INVALID_MESSAGE = "This sign-up link is invalid, used or has expired. Please create your account again.";

/**
 * POST /api/auth/register/finish: the link's token, the invitation it carried, and the password
 * chosen at sign-up when the link is opened in another browser than the one that asked.
 */
export const finishSignupSchema = z.object({
  token: z.string({ error: SIGNUP_LINK_INVALID_MESSAGE }).regex(/^[A-Za-z0-9_-]{43}$/, SIGNUP_LINK_INVALID_MESSAGE),
  inviteToken: inviteTokenSchema.optional(),
  password: credentialsSchema.shape.password.optional(),
});

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less predictable one.";

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(" is required", "")} is too long`);

export const completeProfileSchema = z.object({
  firstName: requiredText("First name is required", 100),
  lastName: requiredText("Last name is required", 100),
  phone: requiredText("Phone number is required", 50),
  homeAddress: requiredText("Home address is required", 500),
});
export type CompleteProfile = z.infer<typeof completeProfileSchema>;

/** POST /api/auth/complete-profile: the form, and the invite link the new account came through (if any). */
export const completeProfileRequestSchema = completeProfileSchema.extend({ inviteToken: inviteTokenSchema.optional() });
export type CompleteProfileRequest = z.infer<typeof completeProfileRequestSchema>;

/** GET /api/auth/user: the signed-in user as the client sees it (their own phone and address too). */
export const authUserSchema = publicUserSchema.extend({
  phone: z.string().nullable(),
  homeAddress: z.string().nullable(),
  isProfileComplete: z.boolean(),
  /** The browser's IANA time zone last sent; absent until one is known. */
  timeZone: z.string().optional(),
  /** The app's look chosen on Profile (common/theme.ts). */
  theme: z.enum(THEMES),
  /** Profile's language, or null to follow the phone's (common/i18n/languages.ts). */
  languageChoice: z.enum(LANGUAGES).nullable(),
  /** The language the account's e-mails, pushes and calendar files speak. */
  language: z.enum(LANGUAGES),
  /** When the account was asked who sees its projects and amounts (after its first completed job); absent until then. */
  privacyAskedAt: z.string().optional(),
  /**
   * The region (two-letter country code) the server reads this account's phone numbers in: a
   * number typed without a country code is a number of this region. The client's forms check
   * provider phones in it, so they agree with the server.
   */
  phoneRegion: z.string(),
  /** Profile's phone region, or null when the account reads numbers in the instance's DEFAULT_PHONE_REGION. */
  phoneRegionChoice: z.string().nullable(),
  /** Profile's currency (ISO 4217): the amounts the account enters from now on are in it. */
  currency: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** POST /api/auth/password-reset: the account's e-mail (answered the same whether or not it exists). */
export const passwordResetRequestSchema = credentialsSchema.pick({ email: true });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const RESET_LINK_INVALID_MESSAGE = "This reset link is invalid or has expired. Ask for a new one.";

/** POST /api/auth/password-reset/confirm: the link's token and a new password (sign-up's rules). */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: RESET_LINK_INVALID_MESSAGE }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID_MESSAGE),
  password: registrationSchema.shape.password,
});

/** Is this reset link still usable? Asked when its page opens, before the form shows. */
export const passwordResetCheckSchema = passwordResetConfirmSchema.pick({ token: true });

/** The new-password form: typed twice, so a typo cannot lock the user out. */
export const newPasswordFormSchema = z
  .object({ password: registrationSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match" });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
