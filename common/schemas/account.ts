// The account's own calls: passkeys, profile edits, export and deletion. Shared by the
// routes and the client forms.
import { z } from "zod";

const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, "Not base64url");
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** POST /api/auth/passkeys/registration-options: what navigator.credentials.create() is given. */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** …/authentication-options and /api/account/confirm-options: what navigator.credentials.get() is given. */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});

/** A credential as the browser answers create() or get(), around the ceremony's own `response`. */
const publicKeyCredential = <Response extends z.ZodRawShape>(response: Response) =>
  z.object({
    id: b64url,
    rawId: b64url,
    type: z.literal("public-key"),
    response: z.object({ clientDataJSON: b64url, ...response }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  });

/** The browser's answer to create(), as @simplewebauthn/browser serialises it. */
const registrationResponseSchema = publicKeyCredential({
  attestationObject: b64url,
  authenticatorData: b64url.optional(),
  transports: z.array(z.string().max(30)).max(10).optional(),
  publicKeyAlgorithm: z.number().optional(),
  publicKey: b64url.optional(),
});

/** The browser's answer to get(). */
const authenticationResponseSchema = publicKeyCredential({
  authenticatorData: b64url,
  signature: b64url,
  userHandle: b64url.optional(),
});
export type PasskeyAssertion = z.infer<typeof authenticationResponseSchema>;

export const addPasskeySchema = z.object({
  response: registrationResponseSchema,
  /** How the list names it; absent, the server names it by the device ("iPhone", "Chrome on Windows"). */
  name: z.string().trim().min(1).max(100).optional(),
});

/**
 * POST /api/auth/passkeys/registration-options: proof that the owner is at the keyboard before a
 * passkey is added: the password typed again, or an assertion of one of the account's passkeys on
 * a challenge from /api/account/confirm-options. An account with neither sends nothing and must
 * have signed in again at its identity provider moments before (GET /api/auth/reauth).
 */
export const passkeyRegistrationProofSchema = z
  .object({
    password: z.string().max(200, "Password is too long").optional(),
    passkey: authenticationResponseSchema.optional(),
  })
  .nullish();
export type PasskeyRegistrationProof = z.infer<typeof passkeyRegistrationProofSchema>;

export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Synced to the person's other devices by their password manager. */
  backedUp: z.boolean(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
});
export type Passkey = Omit<z.infer<typeof passkeySchema>, "createdAt" | "lastUsedAt"> & {
  createdAt: string;
  lastUsedAt: string | null;
};

export const passkeyIdParamsSchema = z.object({ id: z.uuid("Not found") });

export const DELETE_CONFIRMATION = "DELETE";
const TYPE_DELETE_MESSAGE = `Type ${DELETE_CONFIRMATION} to confirm`;

/**
 * DELETE /api/account: "DELETE" typed out, and proof it is the owner: the password, or a passkey
 * assertion on a challenge from /api/account/confirm-options.
 */
export const deleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: TYPE_DELETE_MESSAGE }),
  password: z.string().max(200, "Password is too long").optional(),
  passkey: authenticationResponseSchema.optional(),
});

/** GET /api/account: how this account can confirm who it is (the delete dialog's choices). */
export const accountSecuritySchema = z.object({
  hasPassword: z.boolean(),
  passkeys: z.array(passkeySchema),
  /** Signed up through an identity provider: it can confirm by signing in there again. */
  hasIdentityProvider: z.boolean(),
  /** Signed in again at the identity provider within the last few minutes (adding a passkey needs no more). */
  recentlyConfirmed: z.boolean(),
});
export type AccountSecurity = Omit<z.infer<typeof accountSecuritySchema>, "passkeys"> & { passkeys: Passkey[] };
