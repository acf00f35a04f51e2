// Suggestions on friends' requests, their +1s, and saving a suggested provider (the spec's Requests screen).
import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import type { ProviderSuggestion } from "../../../common/schemas/requests.js";
import { blankToNull } from "../../../common/schemas/blank.js";
import type { Db } from "../../db/client.js";
import { providerRequests, providerSuggestions, providers, suggestionVouches, userProviders, users } from "../../db/schema.js";
import { AppError, conflict, notFound } from "../../errors.js";
import { notifySuggestion, notifySuggestionVouch, type NotifyOptions } from "../notifications/fan-out.js";
import { suggestedProviderColumns, suggestionsFor } from "./queries.js";
import { providerNotFound } from "../providers/exists.js";
import { addressKeys } from "../providers/queries.js";

interface SuggestionValues {
  providerId?: string;
  providerName?: string;
  providerCategory?: string;
  providerPhone?: string;
  providerEmail?: string;
  providerWebsite?: string;
  comment?: string;
}

/** A suggestion on another user's active request: one of the directory's providers or a typed one. */
export async function createSuggestion(
  db: Db,
  viewerId: string,
  requestId: string,
  values: SuggestionValues,
  region: PhoneRegion,
  notify: NotifyOptions,
): Promise<ProviderSuggestion> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: providerRequests.id, userId: providerRequests.userId, status: providerRequests.status })
      .from(providerRequests)
      .innerJoin(users, eq(users.id, providerRequests.userId))
      .where(and(eq(providerRequests.id, requestId), eq(users.isProfileComplete, true)))
      .limit(1);
    if (!request) throw notFound("Request not found");
    if (request.userId === viewerId) throw new AppError("OWN_ITEM", "You can't suggest a provider for your own request");
    if (request.status !== "active") throw conflict("REQUEST_RESOLVED", "This request has already been resolved");

    let fields: {
      providerId: string | null;
      providerName: string;
      providerCategory: string | null;
      providerPhone: string | null;
      providerPhoneKey: string | null;
      providerEmail: string | null;
      providerWebsite: string | null;
    };
    if (values.providerId) {
      const [provider] = await tx.select().from(providers).where(eq(providers.id, values.providerId)).limit(1);
      if (!provider) throw providerNotFound();
      fields = {
        providerId: provider.id,
        providerName: provider.name,
        providerCategory: provider.category,
        providerPhone: provider.phone,
        providerPhoneKey: provider.phoneKey,
        providerEmail: provider.email,
        providerWebsite: provider.website,
      };
    } else {
      fields = {
        providerId: null,
        providerName: values.providerName!.trim(),
        providerCategory: blankToNull(values.providerCategory),
        providerPhone: blankToNull(values.providerPhone),
        providerPhoneKey: normalisePhone(values.providerPhone, region),
        providerEmail: blankToNull(values.providerEmail)?.toLowerCase() ?? null,
        providerWebsite: blankToNull(values.providerWebsite),
      };
    }
    const [duplicate] = await tx
      .select({ id: providerSuggestions.id })
      .from(providerSuggestions)
      .where(
        and(
          eq(providerSuggestions.requestId, requestId),
          eq(providerSuggestions.suggestingUserId, viewerId),
          fields.providerId
            ? eq(providerSuggestions.providerId, fields.providerId)
            : sql`lower(${providerSuggestions.providerName}) = ${fields.providerName.toLowerCase()}`,
        ),
      )
      .limit(1);
    if (duplicate) throw conflict("SUGGESTION_EXISTS", "You already suggested this provider");
    // The check above gives the answer in the common case; the unique index settles a race (the
    // same suggestion sent twice at once): the second insert does nothing and is refused the same way.
    const [row] = await tx
      .insert(providerSuggestions)
      .values({ requestId, suggestingUserId: viewerId, comment: blankToNull(values.comment), ...fields })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict("SUGGESTION_EXISTS", "You already suggested this provider");
    await notifySuggestion(tx, viewerId, row.id, requestId, notify);
    const list = await suggestionsFor(tx, viewerId, [requestId], { guests: false });
    return list.get(requestId)!.find((s) => s.id === row.id)!;
  });
}

/** A suggestion the viewer may see: on an active request of someone else, or on their own request. */
async function visibleSuggestion(db: Db, viewerId: string, suggestionId: string) {
  const [row] = await db
    .select({
      id: providerSuggestions.id,
      suggestingUserId: providerSuggestions.suggestingUserId,
      requestId: providerSuggestions.requestId,
    })
    .from(providerSuggestions)
    .innerJoin(providerRequests, eq(providerRequests.id, providerSuggestions.requestId))
    .where(
      and(
        eq(providerSuggestions.id, suggestionId),
        isNotNull(providerSuggestions.suggestingUserId),
        or(eq(providerRequests.userId, viewerId), eq(providerRequests.status, "active")),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Suggestion not found");
  return row;
}

/** A +1; the first one by this person notifies the suggestion's author in the same transaction. */
export async function vouchSuggestion(
  db: Db,
  viewerId: string,
  suggestionId: string,
  comment: string | undefined,
  notify: NotifyOptions,
) {
  const suggestion = await visibleSuggestion(db, viewerId, suggestionId);
  if (suggestion.suggestingUserId === viewerId) throw new AppError("OWN_ITEM", "You can't +1 your own suggestion");
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(suggestionVouches)
      .values({ suggestionId, userId: viewerId, comment: blankToNull(comment) })
      .onConflictDoNothing()
      .returning({ id: suggestionVouches.id });
    if (added.length > 0) await notifySuggestionVouch(tx, viewerId, suggestionId, suggestion.requestId, notify);
  });
  return suggestionCounts(db, viewerId, suggestionId);
}

export async function unvouchSuggestion(db: Db, viewerId: string, suggestionId: string) {
  await visibleSuggestion(db, viewerId, suggestionId);
  await db
    .delete(suggestionVouches)
    .where(and(eq(suggestionVouches.suggestionId, suggestionId), eq(suggestionVouches.userId, viewerId)));
  return suggestionCounts(db, viewerId, suggestionId);
}

async function suggestionCounts(db: Db, viewerId: string, suggestionId: string) {
  const [row] = await db
    .select({
      vouchCount: sql<number>`count(*)::int`,
      vouchedByMe: sql<boolean>`coalesce(bool_or(${suggestionVouches.userId} = ${viewerId}), false)`,
    })
    .from(suggestionVouches)
    .where(eq(suggestionVouches.suggestionId, suggestionId));
  return { id: suggestionId, vouchCount: Number(row?.vouchCount ?? 0), vouchedByMe: row?.vouchedByMe === true };
}

/**
 * The requester saves a suggested provider to their own list. A typed suggestion first becomes a
 * directory provider (reusing one with the same e-mail or phone), and the suggestion is linked to it.
 * Its phone is read in the region it was checked in when suggested: the suggesting member's, a
 * guest's the instance's.
 */
export async function saveSuggestedProvider(db: Db, viewerId: string, suggestionId: string) {
  const result = await db.transaction(async (tx) => {
    const [s] = await tx
      .select({
        id: providerSuggestions.id,
        suggestingUserId: providerSuggestions.suggestingUserId,
        ...suggestedProviderColumns,
        providerPhoneKey: providerSuggestions.providerPhoneKey,
        requestCategory: providerRequests.category,
      })
      .from(providerSuggestions)
      .innerJoin(providerRequests, eq(providerRequests.id, providerSuggestions.requestId))
      .where(and(eq(providerSuggestions.id, suggestionId), eq(providerRequests.userId, viewerId)))
      .limit(1)
      .for("update", { of: providerSuggestions });
    if (!s) throw notFound("Suggestion not found");

    let providerId = s.providerId;
    if (!providerId) {
      // The spec's duplicate check: the same e-mail, phone or website host as a directory provider.
      // The phone's key is the one kept when it was suggested, read in the suggester's region then
      // (their region may have changed since, and the number was typed for the one they had).
      const phoneKey = s.providerPhoneKey;
      const keys = {
        ...addressKeys({ email: s.providerEmail ?? undefined, website: s.providerWebsite ?? undefined }),
        phone: phoneKey ?? undefined,
      };
      const matches =
        keys.email || keys.phone || keys.website
          ? await tx
              .select({ id: providers.id })
              .from(providers)
              .where(
                or(
                  keys.email ? eq(providers.emailKey, keys.email) : undefined,
                  keys.phone ? eq(providers.phoneKey, keys.phone) : undefined,
                  keys.website ? eq(providers.websiteKey, keys.website) : undefined,
                ),
              )
              .orderBy(asc(providers.createdAt))
              .limit(1)
          : [];
      providerId = matches[0]?.id ?? null;
      if (!providerId) {
        const [created] = await tx
          .insert(providers)
          .values({
            name: s.providerName,
            category: s.providerCategory ?? s.requestCategory,
            phone: s.providerPhone,
            phoneKey,
            email: s.providerEmail,
            website: s.providerWebsite,
            userId: viewerId,
            sourceType: "suggestion",
            sourceContactId: s.suggestingUserId,
          })
          .returning({ id: providers.id });
        providerId = created!.id;
      }
      await tx.update(providerSuggestions).set({ providerId }).where(eq(providerSuggestions.id, s.id));
    }
    const inserted = await tx
      .insert(userProviders)
      .values({
        userId: viewerId,
        providerId,
        sourceType: "suggestion",
        sourceContactId: s.suggestingUserId,
        howDoYouKnow: "friend",
      })
      .onConflictDoNothing()
      .returning({ id: userProviders.id });
    const [provider] = await tx
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(eq(providers.id, providerId));
    return { providerId: provider!.id, providerName: provider!.name, alreadySaved: inserted.length === 0 };
  });
  // The link to the directory is kept even when the provider was already on the list.
  if (result.alreadySaved) throw conflict("PROVIDER_ALREADY_SAVED", "This provider already exists in your provider list");
  return { providerId: result.providerId, providerName: result.providerName };
}
