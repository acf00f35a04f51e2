// Environment → typed configuration, validated once at start.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { isPhoneRegion } from "../common/phone.js";
import { DEFAULT_PHONE_REGION, type PhoneRegion } from "../common/phone-region.js";
import type { SmsConfig } from "./sms/sms.js";

const PROXY_PRESETS = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(value: string): boolean {
  if (PROXY_PRESETS.has(value)) return true;
  const [address = "", bits, ...rest] = value.split("/");
  const version = net.isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters").optional(),
  NODE_ENV: z.string().default("development"),
  // The proxies in front of the app (addresses, CIDRs, or loopback/linklocal/uniquelocal): their
  // X-Forwarded-* is trusted (client address, HTTPS → Secure cookies); anyone else's is ignored.
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value) =>
      value.trim() === "false"
        ? []
        : value
            .split(",")
            .map((v) => v.trim())
            .filter(Boolean),
    )
    .refine((list) => list.every(isProxyAddress), {
      message:
        "must list the proxies' addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8) or loopback/linklocal/uniquelocal; " +
        '"true" would trust X-Forwarded-For from anyone',
    }),
  PUBLIC_URL: z.string().url().optional(),
  // E-mail (server/mail): smtp://user:pass@host:587 or smtps://…:465; unset, nothing is sent.
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), "SMTP_URL must start with smtp:// or smtps://"),
  MAIL_FROM: z.string().min(3).optional(),
  // Text messages (server/sms): a Twilio-compatible API's account URL with its credentials, e.g.
  // https://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com/2010-04-01/Accounts/ACCOUNT_SID, and the sender
  // number. Unset, no phone number can be proven, so phone numbers match nobody's address book.
  SMS_URL: z
    .string()
    .optional()
    .refine((v) => {
      if (!v) return true;
      try {
        const url = new URL(v);
        return (url.protocol === "https:" || url.protocol === "http:") && !!url.username && !!url.password;
      } catch {
        return false;
      }
    }, "SMS_URL must be an http(s) URL with the account's credentials, e.g. https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID"),
  SMS_FROM: z.string().min(3).max(50).optional(),
  // Web Push (server/features/push): the VAPID key pair (base64url) instead of the one kept in the
  // database, and the contact the push services see (mailto: or https:).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be the 65-byte public key, base64url")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be the 32-byte private key, base64url")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "VAPID_SUBJECT must be a mailto: address or an https:// URL")
    .optional(),
  // Push endpoints allowed beside the known push services: host[:port], comma-separated; http allowed.
  PUSH_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  // How often each process runs the reminder sweep (server/features/reminders), in seconds; 0: never.
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  OIDC_ISSUER_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  // Region of phone numbers typed without a country code (ISO 3166 code, e.g. "US", "GB").
  DEFAULT_PHONE_REGION: z
    .string()
    .default(DEFAULT_PHONE_REGION)
    .refine(isPhoneRegion, "DEFAULT_PHONE_REGION must be a supported two-letter country code such as US or GB"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Distinct people one account may be shown per minute (user search, friends, friend views).
  PEOPLE_LOOKUPS_PER_MINUTE: z.coerce
    .number({ error: "PEOPLE_LOOKUPS_PER_MINUTE must be a whole number of at least 1" })
    .int("PEOPLE_LOOKUPS_PER_MINUTE must be a whole number of at least 1")
    .min(1, "PEOPLE_LOOKUPS_PER_MINUTE must be a whole number of at least 1")
    .default(500),
  // People one account's contacts imports may newly show it per day (its book's matches).
  CONTACTS_MATCHES_PER_DAY: z.coerce
    .number({ error: "CONTACTS_MATCHES_PER_DAY must be a whole number of at least 1" })
    .int("CONTACTS_MATCHES_PER_DAY must be a whole number of at least 1")
    .min(1, "CONTACTS_MATCHES_PER_DAY must be a whole number of at least 1")
    .default(200),
  // Uploaded files on an S3-compatible store (AWS S3, MinIO, R2) instead of DATA_DIR/uploads.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { error: "S3_FORCE_PATH_STYLE must be true or false" }).default("false"),
});

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** An S3-compatible bucket for uploaded files (server/features/files/s3-store.ts). */
export interface S3Config {
  bucket: string;
  /** Absent: AWS S3 itself. MinIO, R2 and others: their URL. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's default credential chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither. */
  keys?: { publicKey: string; privateKey: string };
  /** VAPID_SUBJECT, else mailto: MAIL_FROM's address, else PUBLIC_URL, else a placeholder (README). */
  subject: string;
  /** PUSH_ALLOW_HOSTS: host[:port] entries allowed beside the known push services. */
  allowHosts: string[];
  /** How often each process sweeps the push outbox for what is due (seconds; 0: only when kicked). */
  sweepSeconds: number;
}

/** The VAPID subject when VAPID_SUBJECT is not set: MAIL_FROM's address, else PUBLIC_URL. */
function pushSubject(e: { MAIL_FROM?: string; PUBLIC_URL?: string }): string {
  const address = e.MAIL_FROM?.match(/<([^<>\s]+@[^<>\s]+)>/)?.[1] ?? e.MAIL_FROM?.match(/^\S+@\S+$/)?.[0];
  if (address) return `mailto:${address}`;
  if (e.PUBLIC_URL?.startsWith("https://")) return e.PUBLIC_URL.replace(/\/+$/, "");
  return "mailto:no-reply@localhost";
}

interface RateLimitConfig {
  /** Sign-in and register attempts per IP per window. */
  perIp: number;
  /** Sign-in attempts per e-mail from one source address per window. */
  perEmail: number;
  windowSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  isProduction: boolean;
  /** Proxy addresses/CIDRs whose forwarded headers are trusted; empty: none. */
  trustProxy: string[];
  publicUrl?: string;
  /** SMTP server for e-mail (server/mail); absent: no e-mail is sent. */
  smtpUrl?: string;
  /** The From of every e-mail: MAIL_FROM, else "Vowch <no-reply@PUBLIC_URL's host>". */
  mailFrom: string;
  /** Web Push (server/features/push/keys.ts, allow-list.ts). */
  push: PushConfig;
  /** REMINDER_SWEEP_SECONDS: how often each process runs the reminder sweep (server/features/reminders) and looks for weekly digests due; 0: never (tests run them themselves). */
  reminderSweepSeconds: number;
  /** The SMS API (server/sms): SMS_URL and SMS_FROM; absent: phones cannot be proven. */
  sms?: SmsConfig;
  oidc?: OidcConfig;
  logLevel: string;
  rateLimit: RateLimitConfig;
  /** Folder with the built SPA; absent in API tests. */
  clientDir?: string;
  /** Folder of the local file store (used when `s3` is absent). */
  uploadsDir: string;
  /** Set (S3_BUCKET): uploaded files live in this bucket instead of `uploadsDir`. */
  s3?: S3Config;
  sessionMaxAgeSeconds: number;
  /** Region for phone numbers without a country code (duplicate matching keys). */
  defaultPhoneRegion: PhoneRegion;
  /** Distinct other people one account may be shown per minute (server/features/users/lookup-limit.ts). */
  peopleLookupsPerMinute: number;
  /** How long one address book may take to read in its worker before it is refused (server/features/contacts/read-workers.ts). */
  contactsReadBudgetMs: number;
  /** People one account's contacts imports may newly show it per day (CONTACTS_MATCHES_PER_DAY). */
  contactsMatchesPerDay: number;
}

const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** A phone's whole book (5,000 cards) reads in about a second; ten leaves room for a busy machine. */
const CONTACTS_READ_BUDGET_MS = 10_000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const oidcParts = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new Error("OpenID Connect needs all of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET");
  }
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3 credentials need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or neither, for the default chain)");
  }
  // E-mailed links are built from PUBLIC_URL, never from a request's Host header (which a caller
  // chooses: a reset link to a forged host would hand the token to that host).
  if (!!e.SMS_URL !== !!e.SMS_FROM) throw new Error("SMS needs both SMS_URL and SMS_FROM (the number messages come from)");
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    throw new Error("Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither: a pair is kept in the database)");
  if (e.SMTP_URL && !e.PUBLIC_URL) throw new Error("SMTP_URL needs PUBLIC_URL: e-mailed links are built from it");
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    isProduction,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL || undefined,
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? pushSubject(e),
      allowHosts: e.PUSH_ALLOW_HOSTS,
      sweepSeconds: 60,
    },
    reminderSweepSeconds: e.REMINDER_SWEEP_SECONDS,
    sms: e.SMS_URL && e.SMS_FROM ? { url: e.SMS_URL, from: e.SMS_FROM } : undefined,
    mailFrom: e.MAIL_FROM ?? `Vowch <no-reply@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : "localhost"}>`,
    oidc: e.OIDC_ISSUER_URL
      ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET! }
      : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimit: { perIp: 30, perEmail: 10, windowSeconds: 15 * 60 },
    uploadsDir: path.join(dataDir, "uploads"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
        }
      : undefined,
    sessionMaxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    defaultPhoneRegion: e.DEFAULT_PHONE_REGION,
    peopleLookupsPerMinute: e.PEOPLE_LOOKUPS_PER_MINUTE,
    contactsReadBudgetMs: CONTACTS_READ_BUDGET_MS,
    contactsMatchesPerDay: e.CONTACTS_MATCHES_PER_DAY,
  };
}

// Without SESSION_SECRET a random secret is kept in DATA_DIR, so a fresh `npm start` needs no set-up
// and a restart keeps everyone signed in. Several processes behind a load balancer must share
// SESSION_SECRET instead (README: deploying on PostgreSQL).
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
