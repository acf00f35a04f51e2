// Drizzle schema for every entity of the spec's entities, plus the tables the architecture brief adds
// (personal provider lists, credentials, identities, stored files, rate limits).
// Column names are snake_case in SQL and camelCase in TypeScript.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import {
  PROJECT_PROVIDER_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  COST_KINDS,
  RECURRING_FREQUENCIES,
  REQUEST_STATUSES,
} from "../../common/constants.js";
import { NOTIFICATION_TYPES } from "../../common/notification-types.js";
import { CONTACT_DETAILS_AUDIENCES, PROJECT_AUDIENCES } from "../../common/privacy.js";
import { HOUSEHOLD_ROLES, TASK_EVERY } from "../../common/household.js";
import { THEMES } from "../../common/theme.js";
import { LANGUAGES } from "../../common/i18n/languages.js";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/**
 * GIN indexes (trigram search, address-book keys) write each new entry into the index at once
 * instead of a pending list that every lookup scans until a vacuum merges it: after a bulk import
 * of contacts, one "who has me in their book" probe read 174 pending pages (3.4 ms, several times
 * per provider page; docs/decisions/042-gin-indexes-without-a-pending-list.md).
 */
const GIN_WITHOUT_PENDING_LIST = { fastupdate: false };
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/**
 * The ISO 4217 code of a row's amounts: the currency of the account that last wrote one of them
 * (docs/decisions/148-currency-and-phone-region.md); rows from before currencies are USD.
 */
const currency = () => varchar("currency", { length: 3 }).notNull().default("USD");
/** A required reference; the row goes with the row it points at. */
const ownerRef = (name: string, target: () => AnyPgColumn) => uuid(name).notNull().references(target, { onDelete: "cascade" });
/** An optional reference, emptied when the row it points at goes. */
const looseRef = (name: string, target: () => AnyPgColumn) => uuid(name).references(target, { onDelete: "set null" });
const userRef = (name: string) => ownerRef(name, () => users.id);
const projectRef = () => ownerRef("project_id", () => projects.id);
const providerRef = () => ownerRef("provider_id", () => providers.id);
const ratingCheck = (table: string, rating: AnyPgColumn) => check(`${table}_rating_check`, sql`${rating} between 1 and 5`);

export const projectStatus = pgEnum("project_status", PROJECT_STATUSES);
export const projectType = pgEnum("project_type", PROJECT_TYPES);
// "not_specified" (ongoing experiences) is stored as NULL: see docs/decisions/024-experience-submission.md.
export const recurringFrequency = pgEnum("recurring_frequency", RECURRING_FREQUENCIES);
export const projectProviderStatus = pgEnum("project_provider_status", PROJECT_PROVIDER_STATUSES);
export const requestStatus = pgEnum("request_status", REQUEST_STATUSES);
export const occurrenceStatus = pgEnum("occurrence_status", ["scheduled", "completed", "skipped", "cancelled"]);
export const storedFileKind = pgEnum("stored_file_kind", ["quote_pdf", "completion_photo", "profile_photo", "home_document"]);
export const notificationType = pgEnum("notification_type", NOTIFICATION_TYPES);

export const users = pgTable(
  "users",
  {
    id: id(),
    // Stored lower-cased so the unique index is case-insensitive.
    email: varchar("email", { length: 255 }).unique(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    phone: varchar("phone", { length: 50 }),
    // The phone in E.164 (common/phone.ts), written by the app with the phone: what address-book
    // entries match (server/features/contacts/in-book.ts), as SQL cannot parse phone numbers.
    phoneKey: varchar("phone_key", { length: 50 }),
    // Proofs (docs/decisions/103-proven-contacts.md): an identifier makes someone an address-book
    // match only once its owner proved it. The e-mail is proven by a link sent to it (or by an
    // identity provider that says so); proven_email follows it and is null until then. The phone is
    // proven by an SMS code: proven_phone_key is the phone_key proven, unique, so a number proven
    // by a second account moves there. A trigger (migration) drops a proof when its identifier changes.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    provenEmail: varchar("proven_email", { length: 255 }).generatedAlwaysAs(
      sql`case when email_verified_at is not null then email end`,
    ),
    provenPhoneKey: varchar("proven_phone_key", { length: 50 }),
    homeAddress: text("home_address"),
    isProfileComplete: boolean("is_profile_complete").notNull().default(false),
    googleAccessToken: text("google_access_token"),
    googleRefreshToken: text("google_refresh_token"),
    contactsLastSynced: timestamp("contacts_last_synced", { withTimezone: true }),
    providersWelcomeSeenAt: timestamp("providers_welcome_seen_at", { withTimezone: true }),
    // The browser's IANA time zone, checked with Intl: calendar files and "Coming up".
    timeZone: varchar("time_zone", { length: 64 }),
    // The app's look on this account's devices: the system's, or always light or dark.
    theme: varchar("theme", { length: 8, enum: THEMES }).notNull().default("system"),
    /** Profile's language, or null to follow the phone's (common/i18n/languages.ts). */
    languageChoice: varchar("language_choice", { length: 2, enum: LANGUAGES }),
    /** The language in use (the choice, else the phone's last seen): e-mails, pushes and calendar files speak it. */
    language: varchar("language", { length: 2, enum: LANGUAGES }).notNull().default("en"),
    /** Profile's currency (ISO 4217, at most 2 decimals): the amounts this account enters are in it. */
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    /** Profile's phone region (two-letter country code), or null for the instance's DEFAULT_PHONE_REGION. */
    phoneRegion: varchar("phone_region", { length: 2 }),
    // Privacy you control (server/features/privacy/rules.ts): who sees my projects,
    // whether others see my amounts, who gets my e-mail and phone. Defaults = the spec's behaviour.
    privacyProjects: varchar("privacy_projects", { length: 16, enum: PROJECT_AUDIENCES }).notNull().default("everyone"),
    privacyAmounts: boolean("privacy_amounts").notNull().default(true),
    privacyContactDetails: varchar("privacy_contact_details", { length: 16, enum: CONTACT_DETAILS_AUDIENCES })
      .notNull()
      .default("everyone"),
    // When the account was first asked who sees its projects and amounts (after its first
    // completed job); null until then. "Not now" counts as asked.
    privacyAskedAt: timestamp("privacy_asked_at", { withTimezone: true }),
    // The invite link the account was made through (server/features/invites): on completing the
    // profile the inviter goes into the new account's book and hears of it. Emptied when the link goes.
    inviteId: looseRef("invite_id", (): AnyPgColumn => invites.id),
    // When the account first shared a provider request by link ("Getting started"'s third step).
    requestLinkSharedAt: timestamp("request_link_shared_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("users_complete_idx").on(t.isProfileComplete, t.createdAt),
    // The order of the friend and user lists (first name, last name, id): walked, stopping after one page.
    index("users_name_order_idx").on(sql`lower(coalesce(${t.firstName}, ''))`, sql`lower(coalesce(${t.lastName}, ''))`, t.id),
    // Trigram indexes serve the case-insensitive substring searches of the spec's validation rules (user search, friends).
    index("users_name_trgm_idx")
      .using("gin", sql`(lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))) gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    index("users_email_trgm_idx")
      .using("gin", sql`${t.email} gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    index("users_phone_trgm_idx")
      .using("gin", sql`lower(coalesce(${t.phone}, '')) gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    index("users_phone_key_idx").on(t.phoneKey),
    index("users_invite_idx").on(t.inviteId),
    uniqueIndex("users_proven_phone_key_idx").on(t.provenPhoneKey),
    uniqueIndex("users_proven_email_idx").on(t.provenEmail),
    check("users_proven_phone_is_phone_check", sql`${t.provenPhoneKey} is null or ${t.provenPhoneKey} = ${t.phoneKey}`),
    check("users_privacy_projects_check", sql`${t.privacyProjects} in ('everyone', 'contacts', 'nobody')`),
    check("users_privacy_contact_details_check", sql`${t.privacyContactDetails} in ('everyone', 'contacts')`),
  ],
);

/** Local e-mail/password accounts. The hash never leaves the server. */
export const userCredentials = pgTable("user_credentials", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** OpenID Connect identities (issuer + subject) linked to a user. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: id(),
    userId: userRef("user_id"),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_identities_issuer_subject_idx").on(t.issuer, t.subject),
    index("user_identities_user_idx").on(t.userId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid", { length: 128 }).primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true, precision: 6 }).notNull(),
  },
  (t) => [
    index("sessions_expire_idx").on(t.expire),
    // Every session of one account, to end them all at once (account deletion, password reset).
    index("sessions_user_idx").on(sql`(${t.sess}->>'userId')`),
  ],
);

/**
 * Passkeys (WebAuthn credentials) that sign a user in beside e-mail and password. The public key
 * is the COSE key, base64url; the counter guards against cloned authenticators.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: userRef("user_id"),
    credentialId: varchar("credential_id", { length: 1024 }).notNull().unique(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // singleDevice | multiDevice, and whether a multi-device passkey is backed up (synced).
    deviceType: varchar("device_type", { length: 20 }).notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    name: varchar("name", { length: 100 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * WebAuthn challenges in flight, so any app process may answer the second half of a ceremony.
 * Single-use (deleted as they are checked) and short-lived (`expires_at`, purged by housekeeping).
 * purpose: register (user = who adds a passkey) | sign-in (no user yet) | confirm (user = who
 * confirms a destructive step such as deleting the account).
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: varchar("challenge", { length: 128 }).primaryKey(),
    purpose: varchar("purpose", { length: 20 }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt), index("webauthn_challenges_user_idx").on(t.userId)],
);

/**
 * Password reset links: only the SHA-256 of the token is kept, so a copy of the table
 * opens no account. Single use (`used_at`), valid 30 minutes (`expires_at`).
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: userRef("user_id"),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId), index("password_reset_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Sign-ups waiting for their e-mailed link (with SMTP_URL set): no account exists until the link is
 * opened, so a row takes no address and shows nothing. The password's hash waits here (never the
 * password), the link's token and the asking browser's secret as SHA-256 only; 24 hours, single use.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    id: id(),
    email: varchar("email", { length: 255 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    browserHash: varchar("browser_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("pending_signups_email_idx").on(t.email), index("pending_signups_expires_idx").on(t.expiresAt)],
);

/**
 * E-mail verification links: single use, 24 hours, only the token's SHA-256 stored. The link proves
 * the address it was sent to (`email`), so it proves nothing once the account's e-mail changed. A
 * newer link replaces the older ones (they are spent when it is made).
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: id(),
    userId: userRef("user_id"),
    email: varchar("email", { length: 255 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_verification_tokens_user_idx").on(t.userId),
    index("email_verification_tokens_expires_idx").on(t.expiresAt),
  ],
);

/**
 * The SMS code an account is proving its phone with: one per account (a new code replaces the old),
 * for the number it was sent to, valid 10 minutes and for 5 tries; only its SHA-256 is stored.
 */
export const phoneVerificationCodes = pgTable(
  "phone_verification_codes",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    phoneKey: varchar("phone_key", { length: 50 }).notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    triesLeft: integer("tries_left").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("phone_verification_codes_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters shared by every app process (sign-in rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 300 }).primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * The people each account was shown in the last minute (the bound on looking people up):
 * one row per viewer and person, its `seen_at` restarted once it is a minute old. Short-lived
 * counter rows, purged by the housekeeping run; no foreign keys, so recording a page of people
 * checks and locks nothing in users.
 */
export const peopleLookups = pgTable(
  "people_lookups",
  {
    viewerId: uuid("viewer_id").notNull(),
    personId: uuid("person_id").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.personId] }), index("people_lookups_seen_idx").on(t.seenAt)],
);

/**
 * A create call's `Idempotency-Key` (server/plugins/idempotency.ts): one row per account, route
 * and key. Inserted (`on conflict do nothing`) before the call runs, so the row is the lock every
 * process sees; `completed_at` and the answer (`status`, `response`) are written when it succeeds.
 * A failed call's row is removed (the key may be sent again). Rows older than a day are purged by
 * the housekeeping run and may be claimed afresh.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userRef("user_id"),
    /** The method and the path as called ("POST /api/projects/…/providers"). */
    route: varchar("route", { length: 300 }).notNull(),
    key: varchar("key", { length: 128 }).notNull(),
    /** SHA-256 of the validated body, hex: the same key with another body is refused. */
    bodyHash: varchar("body_hash", { length: 64 }).notNull(),
    status: integer("status"),
    /** The first answer's body as sent (JSON text); null while the call runs. */
    response: text("response"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

export const projects = pgTable(
  "projects",
  {
    id: id(),
    userId: userRef("user_id"),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description"),
    status: projectStatus("status").notNull().default("planning"),
    budget: money("budget"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    progress: integer("progress").notNull().default(0),
    category: varchar("category", { length: 100 }),
    isPublic: boolean("is_public").notNull().default(false),
    projectType: projectType("project_type").notNull().default("one_time"),
    recurringFrequency: recurringFrequency("recurring_frequency"),
    recurringDayOfWeek: integer("recurring_day_of_week"),
    recurringDayOfMonth: integer("recurring_day_of_month"),
    nextServiceDate: date("next_service_date"),
    recurringBudget: money("recurring_budget"),
    isRecurringActive: boolean("is_recurring_active").notNull().default(true),
    recurringNotes: text("recurring_notes"),
    currency: currency(),
    // Who sees this project: null follows the owner's users.privacy_projects.
    visibility: varchar("visibility", { length: 16, enum: PROJECT_AUDIENCES }),
    // What the money went on (the spending report's totals per kind): repair, improvement or
    // upkeep; null when the owner did not say.
    costKind: varchar("cost_kind", { length: 16, enum: COST_KINDS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("projects_visibility_check", sql`${t.visibility} in ('everyone', 'contacts', 'nobody')`),
    check("projects_cost_kind_check", sql`${t.costKind} in ('repair', 'improvement', 'upkeep')`),
    index("projects_user_created_idx").on(t.userId, t.createdAt),
    index("projects_user_status_idx").on(t.userId, t.status),
    // The reminder sweep's recurring services by their next day.
    index("projects_next_service_idx")
      .on(t.nextServiceDate)
      .where(sql`${t.projectType} = 'recurring' and ${t.isRecurringActive}`),
    check("projects_day_of_week_check", sql`${t.recurringDayOfWeek} between 0 and 6`),
    check("projects_day_of_month_check", sql`${t.recurringDayOfMonth} between 1 and 31`),
    check("projects_progress_check", sql`${t.progress} between 0 and 100`),
  ],
);

export const projectCollaborators = pgTable(
  "project_collaborators",
  {
    id: id(),
    projectId: projectRef(),
    userId: userRef("user_id"),
    role: varchar("role", { length: 50 }).notNull().default("collaborator"),
    invitedBy: looseRef("invited_by", () => users.id),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("project_collaborators_project_user_idx").on(t.projectId, t.userId),
    index("project_collaborators_user_idx").on(t.userId),
    index("project_collaborators_invited_by_idx").on(t.invitedBy),
  ],
);

/** The shared provider directory: one row per real-world provider. */
export const providers = pgTable(
  "providers",
  {
    id: id(),
    name: varchar("name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }),
    phone: varchar("phone", { length: 50 }),
    website: varchar("website", { length: 255 }),
    category: varchar("category", { length: 100 }).notNull(),
    description: text("description"),
    address: text("address"),
    rating: numeric("rating", { precision: 2, scale: 1 }).notNull().default("0.0"),
    reviewCount: integer("review_count").notNull().default(0),
    isVerified: boolean("is_verified").notNull().default(false),
    // The user who first added the provider to the directory.
    userId: looseRef("user_id", () => users.id),
    sourceType: varchar("source_type", { length: 50 }).notNull().default("user_added"),
    sourceContactId: looseRef("source_contact_id", () => users.id),
    originalProviderId: uuid("original_provider_id").references((): never => providers.id as never, {
      onDelete: "set null",
    }),
    howDoYouKnow: varchar("how_do_you_know", { length: 100 }).default("friend"),
    friendDescription: text("friend_description"),
    // Normalised keys for duplicate detection (architecture brief): e-mail lower-case and website
    // host without www. are generated; the phone in E.164 is written by the app on every insert and
    // update (server/features/providers/phone-key.ts), as SQL cannot parse phone numbers.
    emailKey: varchar("email_key", { length: 255 }).generatedAlwaysAs(sql`nullif(lower(trim(email)), '')`),
    phoneKey: varchar("phone_key", { length: 50 }),
    websiteKey: varchar("website_key", { length: 255 }).generatedAlwaysAs(
      sql`nullif(regexp_replace(regexp_replace(lower(trim(coalesce(website, ''))), '^[a-z][a-z0-9+.-]*://', ''), '^www\\.|[/:?#].*$', '', 'g'), '')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyset pages (server/paging.ts): every list order ends with the id, and so does its index.
    index("providers_category_created_idx").on(t.category, t.createdAt, t.id),
    index("providers_created_idx").on(t.createdAt, t.id),
    // "Recommended" (best rated first): walked in order, stopping after one page.
    index("providers_rating_idx").on(
      t.rating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("providers_user_idx").on(t.userId),
    index("providers_source_contact_idx").on(t.sourceContactId),
    index("providers_original_idx").on(t.originalProviderId),
    index("providers_email_key_idx").on(t.emailKey),
    index("providers_phone_key_idx").on(t.phoneKey),
    index("providers_website_key_idx").on(t.websiteKey),
    index("providers_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    // The directory search is "name OR category contains": both sides need an index, or the OR
    // forces a scan of every provider whatever the term.
    index("providers_category_trgm_idx")
      .using("gin", sql`${t.category} gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    // The search also matches the description (search that starts from the problem).
    index("providers_description_trgm_idx")
      .using("gin", sql`lower(${t.description}) gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
  ],
);

/** A user's own provider list ("My Providers") with the per-user facts about each entry. */
export const userProviders = pgTable(
  "user_providers",
  {
    id: id(),
    userId: userRef("user_id"),
    providerId: providerRef(),
    // user_added | vouched | saved_from_contact | hired | experience | suggestion
    sourceType: varchar("source_type", { length: 50 }).notNull().default("user_added"),
    sourceContactId: looseRef("source_contact_id", () => users.id),
    howDoYouKnow: varchar("how_do_you_know", { length: 100 }),
    friendDescription: text("friend_description"),
    isVouched: boolean("is_vouched").notNull().default(false),
    vouchRating: integer("vouch_rating"),
    vouchComment: text("vouch_comment"),
    vouchedAt: timestamp("vouched_at", { withTimezone: true }),
    // Counted in provider_backing (a friend of everyone but its owner): set by the database's own
    // trigger from the owner's completed profile, never by the app (migration 0020).
    backs: boolean("backs").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_providers_user_provider_idx").on(t.userId, t.providerId),
    index("user_providers_provider_idx").on(t.providerId),
    index("user_providers_user_created_idx").on(t.userId, t.createdAt, t.providerId),
    index("user_providers_source_contact_idx").on(t.sourceContactId),
    check("user_providers_vouch_rating_check", sql`${t.vouchRating} between 1 and 5`),
  ],
);

/**
 * The edit history of a provider's directory fields: anyone may edit a provider (the spec's roles and permissions), so each
 * edit records who changed which field, old → new (`changes`: {field: {from, to}}, only the fields
 * that changed). A revert is itself an edit, pointing at the one it undoes (`reverts_edit_id`).
 */
export const providerEdits = pgTable(
  "provider_edits",
  {
    id: id(),
    providerId: providerRef(),
    // Kept when the editor's account goes: the change stays, "by" becomes unknown.
    editorUserId: looseRef("editor_user_id", () => users.id),
    changes: jsonb("changes").$type<Record<string, { from: string | null; to: string | null }>>().notNull(),
    revertsEditId: uuid("reverts_edit_id").references((): AnyPgColumn => providerEdits.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The history newest first (keyset pages) and the latest edit of a provider.
    index("provider_edits_provider_created_idx").on(t.providerId, t.createdAt.desc(), t.id.desc()),
    index("provider_edits_reverts_idx").on(t.revertsEditId),
    index("provider_edits_editor_idx").on(t.editorUserId),
    check("provider_edits_changes_check", sql`jsonb_typeof(${t.changes}) = 'object' and ${t.changes} <> '{}'::jsonb`),
  ],
);

export const projectProviders = pgTable(
  "project_providers",
  {
    id: id(),
    projectId: projectRef(),
    providerId: providerRef(),
    status: projectProviderStatus("status").notNull().default("contacted"),
    quoteAmount: money("quote_amount"),
    notes: text("notes"),
    quotePdfUrl: text("quote_pdf_url"),
    quotePdfName: varchar("quote_pdf_name", { length: 255 }),
    // The estimate appointment: the instant, the time of day it shows in its zone ("HH:MM") and
    // that zone, the IANA zone of whoever scheduled it (their profile's, else UTC). The server
    // writes all three from the typed date and time (project-providers/service.ts), so they agree.
    estimateScheduledDate: timestamp("estimate_scheduled_date", { withTimezone: true }),
    estimateScheduledTime: time("estimate_scheduled_time"),
    estimateTimeZone: varchar("estimate_time_zone", { length: 64 }),
    workStartDate: date("work_start_date"),
    finalAmount: money("final_amount"),
    currency: currency(),
    rating: integer("rating"),
    review: text("review"),
    completionPhotos: text("completion_photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isVouched: boolean("is_vouched").notNull().default(false),
    vouchedAt: timestamp("vouched_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The status a rejected link had when it was rejected, where "Undo" takes it back; null on a
    // link that is not rejected (and on one rejected before this was kept: it goes back to contacted).
    rejectedFromStatus: projectProviderStatus("rejected_from_status"),
    // When the link first reached completed or active (kept through later changes and an undone
    // rejection): the date prices and the spending report count a job by.
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    // A project's finished jobs with a final amount, by when they finished: what prices from
    // contacts and the spending report read, from the projects they already narrowed to.
    index("project_providers_project_completed_idx")
      .on(t.projectId, t.completedAt)
      .where(sql`${t.completedAt} is not null and ${t.finalAmount} is not null`),
    uniqueIndex("project_providers_project_provider_idx").on(t.projectId, t.providerId),
    // The reminder sweep's estimate appointments by their instant.
    index("project_providers_estimate_idx")
      .on(t.estimateScheduledDate)
      .where(sql`${t.status} = 'estimate_scheduled'`),
    check(
      "project_providers_rejected_from_check",
      sql`${t.rejectedFromStatus} is null or (${t.status} = 'rejected' and ${t.rejectedFromStatus} <> 'rejected')`,
    ),
    index("project_providers_provider_idx").on(t.providerId, t.status),
    // A provider's project lists, newest first (GET /api/providers/{id}/*projects).
    index("project_providers_provider_created_idx").on(t.providerId, t.createdAt, t.id),
    ratingCheck("project_providers", t.rating),
    check("project_providers_photos_check", sql`cardinality(${t.completionPhotos}) <= 5`),
  ],
);

/**
 * Quote PDFs and completion photos (on a link), profile photos (of a user) and home documents (of a
 * home item), checked by content before they are stored. Exactly one owner: the link, the user or the item.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: id(),
    projectProviderId: uuid("project_provider_id").references(() => projectProviders.id, { onDelete: "cascade" }),
    profileUserId: uuid("profile_user_id").references(() => users.id, { onDelete: "cascade" }),
    // A manual or receipt of a home item (home_document: a PDF, or an image through the photo pipeline).
    homeItemId: uuid("home_item_id").references((): AnyPgColumn => homeItems.id, { onDelete: "cascade" }),
    kind: storedFileKind("kind").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    originalName: varchar("original_name", { length: 255 }),
    uploadedBy: looseRef("uploaded_by", () => users.id),
    createdAt: createdAt(),
    // A quote PDF replaced by a newer one: kept as an earlier quote (at most 5 per link), never
    // the link's current quote.
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (t) => [
    index("stored_files_project_provider_idx").on(t.projectProviderId),
    index("stored_files_uploaded_by_idx").on(t.uploadedBy),
    index("stored_files_profile_user_idx").on(t.profileUserId),
    index("stored_files_home_item_idx").on(t.homeItemId),
    check("stored_files_one_owner_check", sql`num_nonnulls(${t.projectProviderId}, ${t.profileUserId}, ${t.homeItemId}) = 1`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: userRef("user_id"),
    providerId: providerRef(),
    projectId: looseRef("project_id", () => projects.id),
    // One review per person and finished link: "Update Review" rewrites it instead of adding another.
    projectProviderId: looseRef("project_provider_id", () => projectProviders.id),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    isPublic: boolean("is_public").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_provider_idx").on(t.providerId),
    index("reviews_user_idx").on(t.userId),
    index("reviews_project_idx").on(t.projectId),
    uniqueIndex("reviews_link_user_idx").on(t.projectProviderId, t.userId),
    ratingCheck("reviews", t.rating),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    userId: userRef("user_id"),
    name: varchar("name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }),
    phone: varchar("phone", { length: 50 }),
    // Every number of the entry in E.164 and every e-mail lower-cased, sorted (a book entry often
    // has several): what the entry matches users by (server/features/contacts/in-book.ts).
    phoneKeys: varchar("phone_keys", { length: 50 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    emailKeys: varchar("email_keys", { length: 255 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    // An entry made by an invite link (docs/decisions/128-invite-links.md): the person's account
    // itself, with their name and no number or e-mail. It is a proven link to them: the invitee
    // joined through the inviter's link, and the inviter confirmed "Add".
    linkedUserId: uuid("linked_user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The book's list in name order, and "is this person in my book" from the owner's side.
    index("contacts_user_name_idx").on(t.userId, sql`lower(${t.name})`, t.id),
    // Whose books hold this number / e-mail (the other direction, e.g. notifying a user's contacts).
    index("contacts_phone_keys_idx").using("gin", t.phoneKeys).with(GIN_WITHOUT_PENDING_LIST),
    index("contacts_email_keys_idx").using("gin", t.emailKeys).with(GIN_WITHOUT_PENDING_LIST),
    // Importing the same book again adds nothing.
    uniqueIndex("contacts_user_entry_idx")
      .on(t.userId, t.name, t.phoneKeys, t.emailKeys)
      .where(sql`${t.linkedUserId} is null`),
    // One linked entry per person, and "whose books hold this account" for linked entries.
    uniqueIndex("contacts_linked_user_idx").on(t.linkedUserId, t.userId),
    // A linked entry holds the person's name and account only: never a copied number or e-mail.
    check(
      "contacts_linked_name_only_check",
      sql`${t.linkedUserId} is null or (${t.phone} is null and ${t.email} is null and ${t.phoneKeys} = '{}' and ${t.emailKeys} = '{}')`,
    ),
  ],
);

/**
 * Invite links (docs/decisions/128-invite-links.md): /join/{token}, good for INVITE_JOINS joins
 * and INVITE_DAYS days, whichever comes first, until switched off. The token is looked up by its
 * SHA-256 and kept sealed (AES-256-GCM under a key derived from SESSION_SECRET) only so its owner's
 * list can show the link again: a copy of the database holds no working link.
 */
export const invites = pgTable(
  "invites",
  {
    id: id(),
    userId: userRef("user_id"),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    tokenSealed: text("token_sealed").notNull(),
    joins: integer("joins").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    switchedOffAt: timestamp("switched_off_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The owner's list newest first, and the count of their active links.
    index("invites_user_created_idx").on(t.userId, t.createdAt.desc(), t.id),
    check("invites_joins_check", sql`${t.joins} >= 0`),
  ],
);

export const recommendations = pgTable(
  "recommendations",
  {
    id: id(),
    fromUserId: userRef("from_user_id"),
    // NULL: addressed to the whole network (every friend), which is how Vowch records them.
    toUserId: uuid("to_user_id").references(() => users.id, { onDelete: "cascade" }),
    providerId: providerRef(),
    projectId: looseRef("project_id", () => projects.id),
    projectProviderId: looseRef("project_provider_id", () => projectProviders.id),
    // project | vouch | experience
    source: varchar("source", { length: 30 }).notNull().default("project"),
    message: text("message"),
    rating: integer("rating"),
    comment: text("comment"),
    finalAmount: money("final_amount"),
    currency: currency(),
    // Seen by everyone but its author (complete author, addressed to the network, no project or a
    // project everyone sees): counted in provider_backing / backing_totals. Set by the database's
    // own triggers, never by the app (migration 0020).
    backs: boolean("backs").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("recommendations_created_idx").on(t.createdAt, t.id),
    index("recommendations_from_user_idx").on(t.fromUserId, t.createdAt),
    index("recommendations_to_user_idx").on(t.toUserId),
    index("recommendations_provider_idx").on(t.providerId),
    index("recommendations_project_idx").on(t.projectId),
    // The provider search matches the text of reviews the viewer may read: only matching rows are read.
    index("recommendations_comment_trgm_idx")
      .using("gin", sql`lower(${t.comment}) gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    uniqueIndex("recommendations_link_user_idx").on(t.projectProviderId, t.fromUserId),
    ratingCheck("recommendations", t.rating),
  ],
);

export const serviceOccurrences = pgTable(
  "service_occurrences",
  {
    id: id(),
    projectId: projectRef(),
    scheduledDate: date("scheduled_date").notNull(),
    completedDate: date("completed_date"),
    status: occurrenceStatus("status").notNull().default("scheduled"),
    actualCost: money("actual_cost"),
    currency: currency(),
    notes: text("notes"),
    rating: integer("rating"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("service_occurrences_project_idx").on(t.projectId, t.scheduledDate),
    ratingCheck("service_occurrences", t.rating),
  ],
);

export const providerRequests = pgTable(
  "provider_requests",
  {
    id: id(),
    userId: userRef("user_id"),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description"),
    category: varchar("category", { length: 100 }).notNull(),
    location: varchar("location", { length: 255 }),
    budgetRange: varchar("budget_range", { length: 100 }),
    timeline: varchar("timeline", { length: 255 }),
    status: requestStatus("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Whether this request is in the community's count of active requests (backing_totals
     * .active_requests): active, by a completed profile. Set by the database (migration 0025), so
     * a deletion knows what it takes out of the count even when its author's row is gone first.
     */
    counted: boolean("counted").notNull().default(false),
  },
  (t) => [
    index("provider_requests_user_created_idx").on(t.userId, t.createdAt),
    index("provider_requests_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A request's share link (`/r/{token}`): at most one per request; switching it off deletes the
 * row, so the token answers 404 and a new link gets a new token. The token (192 random bits) is
 * kept as is: the asker's request list shows the link's address again.
 */
export const requestLinks = pgTable(
  "request_links",
  {
    id: id(),
    requestId: ownerRef("request_id", () => providerRequests.id),
    token: varchar("token", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("request_links_request_idx").on(t.requestId), uniqueIndex("request_links_token_idx").on(t.token)],
);

export const providerSuggestions = pgTable(
  "provider_suggestions",
  {
    id: id(),
    requestId: ownerRef("request_id", () => providerRequests.id),
    /** The member who suggested it; null for a guest's suggestion through the request's link. */
    suggestingUserId: uuid("suggesting_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The name a guest typed (a suggestion through the request's link by someone signed out). */
    guestName: varchar("guest_name", { length: 100 }),
    /** The link a guest's suggestion came through (emptied when the link is switched off). */
    requestLinkId: looseRef("request_link_id", () => requestLinks.id),
    providerId: looseRef("provider_id", () => providers.id),
    providerName: varchar("provider_name", { length: 255 }).notNull(),
    providerCategory: varchar("provider_category", { length: 100 }),
    providerPhone: varchar("provider_phone", { length: 50 }),
    // The phone in E.164 (common/phone.ts), read in the suggester's region when it was written, as
    // providers.phone_key: what the Call link dials; null when the phone is no number.
    providerPhoneKey: varchar("provider_phone_key", { length: 50 }),
    providerEmail: varchar("provider_email", { length: 255 }),
    providerWebsite: varchar("provider_website", { length: 255 }),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    index("provider_suggestions_request_idx").on(t.requestId, t.createdAt),
    index("provider_suggestions_link_idx").on(t.requestLinkId),
    // A member's suggestion or a guest's, never neither.
    check("provider_suggestions_author_check", sql`${t.suggestingUserId} is not null or ${t.guestName} is not null`),
    index("provider_suggestions_user_idx").on(t.suggestingUserId),
    index("provider_suggestions_provider_idx").on(t.providerId),
    // One suggestion of a provider per person and request, even when two arrive at once: the
    // directory provider, or for a free-text one its name in any case.
    uniqueIndex("provider_suggestions_once_idx").on(
      t.requestId,
      t.suggestingUserId,
      sql`coalesce(${t.providerId}::text, lower(${t.providerName}))`,
    ),
  ],
);

export const suggestionVouches = pgTable(
  "suggestion_vouches",
  {
    id: id(),
    suggestionId: ownerRef("suggestion_id", () => providerSuggestions.id),
    userId: userRef("user_id"),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("suggestion_vouches_suggestion_user_idx").on(t.suggestionId, t.userId),
    index("suggestion_vouches_user_idx").on(t.userId),
  ],
);

/**
 * The in-app inbox: one row per recipient and event, written in the event's own
 * transaction. What it is about is referenced, not copied, so names and titles read current and the
 * item goes with its subject. The row is also the e-mail's outbox entry: `email_pending` until sent
 * (server/features/notifications/mail-queue.ts claims due rows with FOR UPDATE SKIP LOCKED and
 * leases them until `email_next_at`, so several processes never send one twice).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: userRef("user_id"),
    type: notificationType("type").notNull(),
    actorUserId: looseRef("actor_user_id", () => users.id),
    requestId: uuid("request_id").references(() => providerRequests.id, { onDelete: "cascade" }),
    suggestionId: uuid("suggestion_id").references(() => providerSuggestions.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id").references(() => providers.id, { onDelete: "cascade" }),
    /** A provider's contact change: the edit (its fields are what the item names). */
    providerEditId: uuid("provider_edit_id").references(() => providerEdits.id, { onDelete: "cascade" }),
    /**
     * A reminder (server/features/reminders): the upkeep task due, the item whose warranty ends, the
     * estimate appointment (with its project and provider; a recurring service has only its project),
     * and its day. (user, type, subject, day) is unique: the row is the reminder's "sent" mark.
     */
    taskId: uuid("task_id").references((): AnyPgColumn => homeTasks.id, { onDelete: "cascade" }),
    homeItemId: uuid("home_item_id").references((): AnyPgColumn => homeItems.id, { onDelete: "cascade" }),
    projectProviderId: uuid("project_provider_id").references(() => projectProviders.id, { onDelete: "cascade" }),
    dueOn: date("due_on"),
    readAt: timestamp("read_at", { withTimezone: true }),
    emailPending: boolean("email_pending").notNull().default(false),
    /**
     * Past the recipient's daily request e-mails (request_email_days): the e-mail waits for that
     * recipient's digest instead of going alone (`email_next_at` is then 'infinity').
     */
    emailDigest: boolean("email_digest").notNull().default(false),
    emailAttempts: integer("email_attempts").notNull().default(0),
    emailNextAt: timestamp("email_next_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /**
     * The push outbox (server/features/push/queue.ts), beside the e-mail's: a row whose recipient
     * has a device is owed a push whichever statement wrote it (the trigger
     * notifications_push_pending sets it on insert), so each event, old and new, reaches the phone.
     * The queue decides at send time (the recipient's switches and quiet hours).
     */
    pushPending: boolean("push_pending").notNull().default(false),
    pushAttempts: integer("push_attempts").notNull().default(0),
    pushNextAt: timestamp("push_next_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // The push queue: only rows still to push are in it.
    index("notifications_push_due_idx")
      .on(t.pushNextAt)
      .where(sql`${t.pushPending}`),
    // The inbox newest first (keyset pages) and the bell's unread count.
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The e-mail queue: only rows still to send are in it.
    index("notifications_email_due_idx")
      .on(t.emailNextAt)
      .where(sql`${t.emailPending}`),
    index("notifications_actor_idx").on(t.actorUserId),
    index("notifications_request_idx").on(t.requestId),
    index("notifications_suggestion_idx").on(t.suggestionId),
    index("notifications_project_idx").on(t.projectId),
    index("notifications_provider_idx").on(t.providerId),
    index("notifications_provider_edit_idx").on(t.providerEditId),
    index("notifications_task_idx")
      .on(t.taskId)
      .where(sql`${t.taskId} is not null`),
    index("notifications_home_item_idx")
      .on(t.homeItemId)
      .where(sql`${t.homeItemId} is not null`),
    index("notifications_project_provider_idx")
      .on(t.projectProviderId)
      .where(sql`${t.projectProviderId} is not null`),
    // A reminder once per person, event, subject and day, whichever process's sweep writes it.
    uniqueIndex("notifications_reminder_idx")
      .on(t.userId, t.type, sql`coalesce(${t.taskId}, ${t.homeItemId}, ${t.projectProviderId}, ${t.projectId})`, t.dueOn)
      .where(sql`${t.dueOn} is not null`),
    // A recipient's e-mails held for the daily digest.
    index("notifications_digest_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.emailPending} and ${t.emailDigest}`),
  ],
);

/**
 * Each recipient's day of request e-mails (server/features/notifications/request-digest.ts): a
 * fixed window from their first request e-mail, how many request e-mails it had (the first few go
 * alone), and how many wait for the digest sent when the window ends. The digest is claimed on this row (one per recipient) with
 * FOR UPDATE SKIP LOCKED and leased through `digest_due_at`, as the notification e-mails are.
 */
export const requestEmailDays = pgTable(
  "request_email_days",
  {
    userId: userRef("user_id").primaryKey(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
    emails: integer("emails").notNull().default(0),
    held: integer("held").notNull().default(0),
    digestDueAt: timestamp("digest_due_at", { withTimezone: true }),
    digestAttempts: integer("digest_attempts").notNull().default(0),
  },
  (t) => [
    index("request_email_days_digest_due_idx")
      .on(t.digestDueAt)
      .where(sql`${t.digestDueAt} is not null`),
  ],
);

/**
 * The Web Push signing key (VAPID, RFC 8292): one row, made on the first start so every process
 * signs with the same key (server/features/push/keys.ts). VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY replace
 * it; a changed key deletes every subscription (they were made for the old one).
 */
export const pushKeys = pgTable(
  "push_keys",
  {
    id: smallint("id").primaryKey().default(1),
    publicKey: varchar("public_key", { length: 100 }).notNull(),
    /** Absent while VAPID_PRIVATE_KEY gives it (the operator keeps it out of the database). */
    privateKey: varchar("private_key", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [check("push_keys_one_row_check", sql`${t.id} = 1`)],
);

/**
 * A device's push subscription (the browser's PushSubscription): one account per endpoint (a
 * second account registering it takes it over). `session_id`: the session that made it, so signing
 * out of that session removes it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef("user_id"),
    endpoint: varchar("endpoint", { length: 1000 }).notNull(),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    userAgent: varchar("user_agent", { length: 300 }),
    sessionId: varchar("session_id", { length: 128 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/**
 * Per user: quiet hours for pushes (minutes after local midnight in users.time_zone; no row: on,
 * 21:00–08:00). A push due inside them waits until they end. `weekly_digest`: the Monday e-mail
 * "This week at home" (no row: off).
 */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: userRef("user_id").primaryKey(),
    quietOn: boolean("quiet_on").notNull().default(true),
    quietFrom: smallint("quiet_from")
      .notNull()
      .default(21 * 60),
    quietUntil: smallint("quiet_until")
      .notNull()
      .default(8 * 60),
    weeklyDigest: boolean("weekly_digest").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The weekly digest's sweep: the few people who turned it on.
    index("notification_settings_weekly_digest_idx")
      .on(t.userId)
      .where(sql`${t.weeklyDigest}`),
    check("notification_settings_quiet_check", sql`${t.quietFrom} between 0 and 1439 and ${t.quietUntil} between 0 and 1439`),
  ],
);

/**
 * The weekly digest's claims: one row per person and week (the Monday of their week), written
 * before the e-mail is sent, so no two processes and no restart send one week twice.
 * `sent_at`: null while sending, after a failed send and for a week with nothing in it.
 */
export const weeklyDigests = pgTable(
  "weekly_digests",
  {
    userId: userRef("user_id"),
    week: date("week").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] }), index("weekly_digests_week_idx").on(t.week)],
);

/** Per user and event: whether it also comes by e-mail (no row: yes). The inbox always records it. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: userRef("user_id"),
    type: notificationType("type").notNull(),
    email: boolean("email").notNull().default(true),
    /** Whether it is also pushed to the person's devices (no row: yes). */
    push: boolean("push").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * The provider book: one user's private notes about a provider and their own "Don't hire
 * again" mark. Read only by that user's own calls (never joined into anything another user sees).
 */
export const providerNotes = pgTable(
  "provider_notes",
  {
    userId: userRef("user_id"),
    providerId: providerRef(),
    notes: text("notes"),
    doNotHire: boolean("do_not_hire").notNull().default(false),
    // "Share with my household": off for everything until its owner turns it on; only shared
    // notes (and a shared mark) are seen and changed by the owner's household members.
    notesShared: boolean("notes_shared").notNull().default(false),
    doNotHireShared: boolean("do_not_hire_shared").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.providerId] }),
    index("provider_notes_provider_idx").on(t.providerId),
    check("provider_notes_notes_length_check", sql`char_length(${t.notes}) <= 5000`),
  ],
);

/**
 * A household: the people who run one home (docs/decisions/130-household.md). Every account is in
 * exactly one (household_members.user_id is the key); a trigger gives each new account a household
 * of one that it owns. The household's own notes are "Who to call"'s text.
 */
export const households = pgTable(
  "households",
  {
    id: id(),
    notes: text("notes"),
    notesUpdatedBy: looseRef("notes_updated_by", () => users.id),
    notesUpdatedAt: timestamp("notes_updated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("households_notes_updated_by_idx").on(t.notesUpdatedBy),
    check("households_notes_length_check", sql`char_length(${t.notes}) <= 5000`),
  ],
);

/** Who is in which household, and as what. One row per account; exactly one owner per household. */
export const householdMembers = pgTable(
  "household_members",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    householdId: ownerRef("household_id", () => households.id),
    role: varchar("role", { length: 16, enum: HOUSEHOLD_ROLES }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("household_members_household_idx").on(t.householdId, t.role),
    uniqueIndex("household_members_one_owner_idx")
      .on(t.householdId)
      .where(sql`${t.role} = 'owner'`),
    check("household_members_role_check", sql`${t.role} in ('owner', 'member', 'viewer')`),
  ],
);

/** A single-use link into a household, good for 7 days; only the token's SHA-256 is kept. */
export const householdInvites = pgTable(
  "household_invites",
  {
    id: id(),
    householdId: ownerRef("household_id", () => households.id),
    createdBy: looseRef("created_by", () => users.id),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    role: varchar("role", { length: 16, enum: HOUSEHOLD_ROLES }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: looseRef("used_by", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("household_invites_household_idx").on(t.householdId),
    index("household_invites_created_by_idx").on(t.createdBy),
    index("household_invites_used_by_idx").on(t.usedBy),
    check("household_invites_role_check", sql`${t.role} in ('member', 'viewer')`),
  ],
);

/** The household's go-to provider for a trade, picked with "Make go-to" (else the latest hired wins). */
export const householdGoTo = pgTable(
  "household_go_to",
  {
    householdId: ownerRef("household_id", () => households.id),
    category: varchar("category", { length: 100 }).notNull(),
    providerId: providerRef(),
    chosenBy: looseRef("chosen_by", () => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.category] }),
    index("household_go_to_provider_idx").on(t.providerId),
    index("household_go_to_chosen_by_idx").on(t.chosenBy),
  ],
);

/** An upkeep task of the household ("Clean the gutters", every autumn). */
export const homeTasks = pgTable(
  "home_tasks",
  {
    id: id(),
    householdId: ownerRef("household_id", () => households.id),
    // Who made it; kept (as unknown) when that account goes, so leaving takes nothing away.
    createdBy: looseRef("created_by", () => users.id),
    title: varchar("title", { length: 200 }).notNull(),
    every: varchar("every", { length: 16, enum: TASK_EVERY }).notNull(),
    // Null: "No date" (a one-off done, or none set).
    nextDue: date("next_due"),
    // The day of the month the task falls on, set from nextDue when created or edited, kept while rolling.
    dayOfMonth: integer("day_of_month"),
    // The trade it needs (a provider category), for "Ask your contacts"; from its template.
    category: varchar("category", { length: 100 }),
    providerId: looseRef("provider_id", () => providers.id),
    // Who did it last (from its latest log entry with a provider).
    lastProviderId: looseRef("last_provider_id", () => providers.id),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("home_tasks_household_due_idx").on(t.householdId, t.nextDue, t.id),
    index("home_tasks_due_idx").on(t.nextDue),
    index("home_tasks_created_by_idx").on(t.createdBy),
    index("home_tasks_provider_idx").on(t.providerId),
    index("home_tasks_last_provider_idx").on(t.lastProviderId),
    check("home_tasks_every_check", sql`${t.every} in ('weekly', 'monthly', 'quarterly', 'twice-yearly', 'yearly', 'none')`),
    check("home_tasks_day_of_month_check", sql`${t.dayOfMonth} between 1 and 31`),
    check("home_tasks_notes_length_check", sql`char_length(${t.notes}) <= 5000`),
  ],
);

/** Each time an upkeep task was done: when, for how much, by whom. */
export const homeTaskLog = pgTable(
  "home_task_log",
  {
    id: id(),
    taskId: ownerRef("task_id", () => homeTasks.id),
    doneOn: date("done_on").notNull(),
    cost: money("cost"),
    currency: currency(),
    providerId: looseRef("provider_id", () => providers.id),
    doneBy: looseRef("done_by", () => users.id),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    // The log newest first (keyset pages), and the spending report's dates.
    index("home_task_log_task_done_idx").on(t.taskId, t.doneOn.desc(), t.id.desc()),
    index("home_task_log_done_idx").on(t.doneOn),
    index("home_task_log_provider_idx").on(t.providerId),
    index("home_task_log_done_by_idx").on(t.doneBy),
    check("home_task_log_cost_check", sql`${t.cost} >= 0`),
    check("home_task_log_notes_length_check", sql`char_length(${t.notes}) <= 5000`),
  ],
);

/** A thing of the home with its records: the furnace, its model and serial, its warranty. */
export const homeItems = pgTable(
  "home_items",
  {
    id: id(),
    householdId: ownerRef("household_id", () => households.id),
    createdBy: looseRef("created_by", () => users.id),
    name: varchar("name", { length: 200 }).notNull(),
    category: varchar("category", { length: 100 }),
    brand: varchar("brand", { length: 100 }),
    model: varchar("model", { length: 100 }),
    serial: varchar("serial", { length: 100 }),
    purchasedOn: date("purchased_on"),
    warrantyUntil: date("warranty_until"),
    providerId: looseRef("provider_id", () => providers.id),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("home_items_household_idx").on(t.householdId, t.createdAt, t.id),
    index("home_items_warranty_idx").on(t.warrantyUntil),
    index("home_items_created_by_idx").on(t.createdBy),
    index("home_items_provider_idx").on(t.providerId),
    check("home_items_notes_length_check", sql`char_length(${t.notes}) <= 5000`),
  ],
);

export type User = typeof users.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Provider = typeof providers.$inferSelect;
export type ProjectProvider = typeof projectProviders.$inferSelect;

/**
 * Per provider, its backers whom every viewer but themselves sees
 * (docs/decisions/040-totals-kept-by-the-database.md): `friend_backers` = list entries
 * (user_providers.backs) + recommendations (recommendations.backs), `high_backers` = those
 * recommendations rated 4 or more (or unrated). Kept by triggers (migration 0020) on every write;
 * no foreign key, so a provider's deletion cascades through its rows' triggers first.
 */
export const providerBacking = pgTable("provider_backing", {
  providerId: uuid("provider_id").primaryKey(),
  friendBackers: integer("friend_backers").notNull().default(0),
  highBackers: integer("high_backers").notNull().default(0),
});

/**
 * The community-wide totals, in 16 rows so concurrent writers rarely wait on one: providers with
 * friend_backers > 0, with high_backers > 0, recommendations with backs, every provider, every
 * completed profile and every counted request. A total is the sum of the 16 rows (kept-totals.ts);
 * a transaction adds its differences to the row its transaction id picks.
 */
export const backingTotals = pgTable("backing_totals", {
  shard: integer("shard").primaryKey(),
  friendProviders: integer("friend_providers").notNull().default(0),
  highProviders: integer("high_providers").notNull().default(0),
  publicRecommendations: integer("public_recommendations").notNull().default(0),
  /** The directory's size (every provider), for the unfiltered lists' totals. */
  providers: integer("providers").notNull().default(0),
  /** Users with a completed profile: the Friends list's size (everyone else's) without a search. */
  completedUsers: integer("completed_users").notNull().default(0),
  /** Active requests by completed profiles (provider_requests.counted): friends' requests' size. */
  activeRequests: integer("active_requests").notNull().default(0),
});

/**
 * Each category's number of providers, for the directory's total under a category alone, in 16
 * rows per category like backing_totals: a category's size is the sum of its rows, and a
 * transaction adds its differences to the row its transaction id picks (migration 0048).
 */
export const categoryTotals = pgTable(
  "category_totals",
  {
    category: varchar("category", { length: 100 }).notNull(),
    shard: integer("shard").notNull(),
    providers: integer("providers").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.category, t.shard] })],
);

/**
 * Where a provider's card, as a viewer with no tie to it sees it, was last changed: a fresh value
 * of provider_card_version_seq, taken by the triggers of every row the card shows (migration
 * 0050). The lists keep such cards in the process by this version (features/providers/card-cache.ts).
 */
export const providerCardVersionSeq = pgSequence("provider_card_version_seq");

export const providerCardVersions = pgTable("provider_card_versions", {
  providerId: uuid("provider_id")
    .primaryKey()
    .references(() => providers.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
});
