// A request answered through a link: the asker's share link (`/r/{token}`), what anyone holding it
// reads, and the suggestions guests send through it (docs/decisions/129-shared-request-links.md).
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import {
  GUEST_NAME_REQUIRED,
  SUGGESTIONS_PER_REQUEST_MAX,
  type PublicRequest,
  type PublicSuggestion,
  type RequestLink,
} from "../../../common/schemas/requests.js";
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import { blankToNull } from "../../../common/schemas/blank.js";
import type { Db } from "../../db/client.js";
import { providerRequests, providerSuggestions, requestLinks, users } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound, tooManyRequests } from "../../errors.js";
import { linkOn } from "../../public-url.js";
import { enforceRateLimits } from "../auth/rate-limit.js";
import { notifyLinkSuggestion, type NotifyOptions } from "../notifications/fan-out.js";
import { requestLinkPath } from "./queries.js";
import { createSuggestion } from "./suggestions.js";

/** 24 random bytes (192 bits), 32 URL-safe characters. */
const newToken = () => randomBytes(24).toString("base64url");

/** A token as links carry it; anything else is not a link of ours (answered as unknown). */
const REQUEST_LINK_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Guest suggestions: per address an hour, per link a day (counted in the shared rate_limits). */
export const GUEST_SUGGESTION_LIMITS = {
  perAddress: { limit: 5, windowSeconds: 60 * 60 },
  perLink: { limit: 30, windowSeconds: 24 * 60 * 60 },
} as const;
const LIMIT_MESSAGE = "Too many suggestions through this link. Please try again later.";
const FULL_MESSAGE = "This request has all the suggestions it can take.";
const REQUEST_NOT_FOUND = "Request not found";
const RESOLVED_MESSAGE = "The asker has found someone";

async function ownRequest(db: Db, viewerId: string, requestId: string) {
  const [row] = await db
    .select({ id: providerRequests.id })
    .from(providerRequests)
    .where(and(eq(providerRequests.id, requestId), eq(providerRequests.userId, viewerId)))
    .limit(1);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
}

/**
 * Switches the request's link on: a new token when none is on (`created`), else the one already
 * on. Only the asker; anyone else is told the request does not exist.
 */
export async function createRequestLink(
  db: Db,
  viewerId: string,
  requestId: string,
  linkBase: string,
): Promise<{ created: boolean; link: RequestLink }> {
  await ownRequest(db, viewerId, requestId);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(requestLinks)
      .values({ requestId, token: newToken() })
      .onConflictDoNothing({ target: requestLinks.requestId })
      .returning({ token: requestLinks.token });
    // Getting started's third step: the first link the account ever made.
    if (made) {
      await tx
        .update(users)
        .set({ requestLinkSharedAt: sql`now()` })
        .where(and(eq(users.id, viewerId), isNull(users.requestLinkSharedAt)));
    }
    const [on] = made
      ? [made]
      : await tx.select({ token: requestLinks.token }).from(requestLinks).where(eq(requestLinks.requestId, requestId));
    // Switched off between the two statements by another call of the asker's: send it again.
    if (!on) throw new AppError("TRY_AGAIN", "The link changed meanwhile. Please try again.");
    return { created: !!made, link: { token: on.token, url: linkOn(linkBase, requestLinkPath(on.token)) } };
  });
}

/** Switches the link off: its token then answers 404 everywhere; a guest's suggestions stay. */
export async function deleteRequestLink(db: Db, viewerId: string, requestId: string) {
  await ownRequest(db, viewerId, requestId);
  await db.delete(requestLinks).where(eq(requestLinks.requestId, requestId));
}

/** The link and its request, or undefined (unknown, switched off, or its request deleted). */
async function findLinkedRequest(db: Db, token: string) {
  if (!REQUEST_LINK_TOKEN.test(token)) return undefined;
  const [row] = await db
    .select({
      linkId: requestLinks.id,
      request: providerRequests,
      firstName: users.firstName,
      sharesAmounts: users.privacyAmounts,
      memberSuggestions: sql<number>`(select count(*)::int from ${providerSuggestions} s where s.request_id = ${providerRequests.id} and s.suggesting_user_id is not null)`,
    })
    .from(requestLinks)
    .innerJoin(providerRequests, eq(providerRequests.id, requestLinks.requestId))
    .innerJoin(users, eq(users.id, providerRequests.userId))
    .where(and(eq(requestLinks.token, token), eq(users.isProfileComplete, true)))
    .limit(1);
  return row;
}

async function linkedRequest(db: Db, token: string) {
  const row = await findLinkedRequest(db, token);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return row;
}

/** What the link's page says in a chat app's preview: the asker's first name, the title and category, or null. */
export async function requestPreview(db: Db, token: string) {
  const row = await findLinkedRequest(db, token);
  return row ? { title: row.request.title, category: row.request.category, firstName: row.firstName } : null;
}

/** GET /api/public/requests/{token}: two statements, nothing of anyone but the asker's first name. */
export async function readPublicRequest(db: Db, token: string): Promise<PublicRequest> {
  const row = await linkedRequest(db, token);
  const suggestions = await db
    .select({
      id: providerSuggestions.id,
      providerName: providerSuggestions.providerName,
      comment: providerSuggestions.comment,
      createdAt: providerSuggestions.createdAt,
    })
    .from(providerSuggestions)
    .where(eq(providerSuggestions.requestLinkId, row.linkId))
    .orderBy(asc(providerSuggestions.createdAt), asc(providerSuggestions.id))
    .limit(SUGGESTIONS_PER_REQUEST_MAX);
  return {
    title: row.request.title,
    category: row.request.category,
    description: row.request.description,
    timeline: row.request.timeline,
    // The rule friends' requests follow: the budget only when the asker shares amounts.
    budgetRange: row.sharesAmounts ? row.request.budgetRange : null,
    status: row.request.status,
    asker: { firstName: row.firstName ?? "" },
    suggestions: suggestions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    memberSuggestionCount: Number(row.memberSuggestions),
  };
}

interface PublicSuggestionValues {
  guestName?: string;
  providerName: string;
  providerPhone?: string;
  providerEmail?: string;
  providerWebsite?: string;
  comment?: string;
  company?: string;
}

/** Who is suggesting: a signed-in member with a complete profile (as themselves), else a guest from `ip`. */
export type Suggester = { kind: "member"; userId: string } | { kind: "guest"; ip: string };

/**
 * POST /api/public/requests/{token}/suggestions. A member suggests as themselves (a normal
 * suggestion, allowed because they hold the link). A guest names themselves; their suggestion is
 * counted per address and per link (429 with Retry-After past either), and refused once the
 * request holds SUGGESTIONS_PER_REQUEST_MAX. A filled honeypot (`company`) gets a 201 that stores
 * nothing and notifies no one.
 */
export async function createPublicSuggestion(
  db: Db,
  token: string,
  values: PublicSuggestionValues,
  who: Suggester,
  region: PhoneRegion,
  notify: NotifyOptions,
): Promise<PublicSuggestion> {
  const link = await linkedRequest(db, token);
  if (link.request.status !== "active") throw conflict("REQUEST_RESOLVED", RESOLVED_MESSAGE);
  if (who.kind === "member") {
    const made = await createSuggestion(db, who.userId, link.request.id, values, region, notify);
    return { id: made.id, providerName: made.providerName, comment: made.comment, createdAt: made.createdAt };
  }
  const guestName = values.guestName?.trim();
  if (!guestName) throw badRequest(GUEST_NAME_REQUIRED, [{ path: "guestName", message: GUEST_NAME_REQUIRED }]);
  await enforceRateLimits(
    db,
    [{ key: `link-suggestions:ip:${who.ip}`, limit: GUEST_SUGGESTION_LIMITS.perAddress.limit }],
    GUEST_SUGGESTION_LIMITS.perAddress.windowSeconds,
    LIMIT_MESSAGE,
  );
  if (values.company?.trim()) {
    // A robot filled the field people never see: it is told it succeeded, and nothing is kept.
    return {
      id: randomUUID(),
      providerName: values.providerName.trim(),
      comment: blankToNull(values.comment),
      createdAt: new Date().toISOString(),
    };
  }
  await enforceRateLimits(
    db,
    [{ key: `link-suggestions:link:${link.linkId}`, limit: GUEST_SUGGESTION_LIMITS.perLink.limit }],
    GUEST_SUGGESTION_LIMITS.perLink.windowSeconds,
    LIMIT_MESSAGE,
  );
  return db.transaction(async (tx) => {
    // The request's row is locked so two guests at once cannot both take its last place.
    await tx
      .select({ id: providerRequests.id })
      .from(providerRequests)
      .where(eq(providerRequests.id, link.request.id))
      .for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(providerSuggestions)
      .where(eq(providerSuggestions.requestId, link.request.id));
    if ((held?.n ?? 0) >= SUGGESTIONS_PER_REQUEST_MAX)
      throw tooManyRequests(FULL_MESSAGE, GUEST_SUGGESTION_LIMITS.perLink.windowSeconds);
    const [row] = await tx
      .insert(providerSuggestions)
      .values({
        requestId: link.request.id,
        suggestingUserId: null,
        guestName,
        requestLinkId: link.linkId,
        providerName: values.providerName.trim(),
        providerPhone: blankToNull(values.providerPhone),
        providerPhoneKey: normalisePhone(values.providerPhone, region),
        providerEmail: blankToNull(values.providerEmail)?.toLowerCase() ?? null,
        providerWebsite: blankToNull(values.providerWebsite),
        comment: blankToNull(values.comment),
      })
      .returning();
    await notifyLinkSuggestion(tx, row!.id, link.request.id, notify);
    return { id: row!.id, providerName: row!.providerName, comment: row!.comment, createdAt: row!.createdAt.toISOString() };
  });
}
