// Writes to the provider directory and the personal lists. Every multi-row write runs in one
// transaction; callers pass the db and the service opens the transaction.
import { and, eq, sql } from "drizzle-orm";
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import { blankToNull } from "../../../common/schemas/blank.js";
import type { CreateProvider, Experience, UpdateProvider, Vouch } from "../../../common/schemas/providers.js";
import { queryRows, type Db } from "../../db/client.js";
import { projectProviders, projects, providers, userProviders, users } from "../../db/schema.js";
import { conflict } from "../../errors.js";
import { projectNotFound } from "../projects/access.js";
import { providerNotFound, requireProvider } from "./exists.js";
import { lockEditableProvider, writeProviderEdit, type EditValues } from "../provider-edits/service.js";
import { notifyVouch, type NotifyOptions } from "../notifications/fan-out.js";
import { recordJobReview } from "../reviews/record-review.js";
import { writerCurrency } from "../../db/currency.js";

const ALREADY_SAVED = "This provider already exists in your provider list.";

type DirectoryInput = { email?: string; phone?: string; website?: string; description?: string; address?: string };

function directoryValues(input: DirectoryInput) {
  return {
    email: blankToNull(input.email),
    phone: blankToNull(input.phone),
    website: blankToNull(input.website),
    description: blankToNull(input.description),
    address: blankToNull(input.address),
  };
}

/** "Merge Info": fill the existing provider's blank fields from the form (never overwrite), as an edit. */
async function mergeBlanks(
  tx: Db,
  viewerId: string,
  providerId: string,
  input: DirectoryInput,
  region: PhoneRegion,
  notify: NotifyOptions,
) {
  const current = await lockEditableProvider(tx, providerId);
  const given = directoryValues(input);
  const fill: Partial<EditValues> = {};
  for (const key of ["email", "phone", "website", "description", "address"] as const) {
    if (given[key] !== null && !current[key]) fill[key] = given[key];
  }
  await writeProviderEdit(tx, current, fill, viewerId, region, notify);
}

async function insertProvider(
  tx: Db,
  viewerId: string,
  input: DirectoryInput & { name: string; category: string },
  region: PhoneRegion,
) {
  const values = directoryValues(input);
  const [row] = await tx
    .insert(providers)
    .values({
      name: input.name.trim(),
      category: input.category,
      userId: viewerId,
      ...values,
      phoneKey: normalisePhone(values.phone, region),
    })
    .returning({ id: providers.id });
  return row!.id;
}

/** Puts a provider on the viewer's list unless it is there already; true when added. */
async function addToList(
  tx: Db,
  viewerId: string,
  providerId: string,
  values: Partial<typeof userProviders.$inferInsert> = {},
): Promise<boolean> {
  const rows = await tx
    .insert(userProviders)
    .values({ userId: viewerId, providerId, ...values })
    .onConflictDoNothing({ target: [userProviders.userId, userProviders.providerId] })
    .returning({ id: userProviders.id });
  return rows.length > 0;
}

/** POST /api/providers: a new directory entry (or a merge into a duplicate) on the caller's list. */
export async function createProvider(
  db: Db,
  viewerId: string,
  input: CreateProvider,
  region: PhoneRegion,
  notify: NotifyOptions,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    if (input.mergeIntoProviderId) {
      await mergeBlanks(tx, viewerId, input.mergeIntoProviderId, input, region, notify);
      await addToList(tx, viewerId, input.mergeIntoProviderId, { sourceType: "user_added" });
      return { id: input.mergeIntoProviderId, created: false };
    }
    const id = await insertProvider(tx, viewerId, input, region);
    await addToList(tx, viewerId, id, { sourceType: "user_added" });
    return { id, created: true };
  });
}

/** PATCH /api/providers/{id}: any signed-in user may edit (the spec's roles and permissions); each edit is kept in the history. */
export async function updateProvider(
  db: Db,
  viewerId: string,
  id: string,
  input: UpdateProvider,
  region: PhoneRegion,
  notify: NotifyOptions,
) {
  await db.transaction(async (tx) => {
    const current = await lockEditableProvider(tx, id);
    const next: Partial<EditValues> = {};
    if (input.name !== undefined) next.name = input.name.trim();
    if (input.category !== undefined) next.category = input.category;
    for (const key of ["email", "phone", "website", "description", "address"] as const) {
      if (input[key] !== undefined) next[key] = blankToNull(input[key]);
    }
    await writeProviderEdit(tx, current, next, viewerId, region, notify);
  });
}

/** POST /api/providers/save-contact-provider: 409 when the provider is already on the list. */
export async function saveContactProvider(
  db: Db,
  viewerId: string,
  providerId: string,
  sourceContactId: string | null | undefined,
) {
  return db.transaction(async (tx) => {
    await requireProvider(tx, providerId);
    let contactId: string | null = null;
    if (sourceContactId && sourceContactId !== viewerId) {
      const [contact] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, sourceContactId), eq(users.isProfileComplete, true)))
        .limit(1);
      contactId = contact?.id ?? null;
    }
    const added = await addToList(tx, viewerId, providerId, { sourceType: "saved_from_contact", sourceContactId: contactId });
    if (!added) throw conflict("PROVIDER_ALREADY_SAVED", ALREADY_SAVED);
  });
}

/**
 * POST /api/providers/{id}/vouch: marks the provider vouched on the viewer's list (adding it
 * when missing), records one "vouch" recommendation per user and provider (updated on a re-vouch)
 * and refreshes the provider's rating, where a vouch counts for a person without a job review.
 * The database's vouch_for_provider does it in one statement (provider row locked first); a first
 * vouch notifies in the same transaction. The kept totals follow through the tables' triggers.
 */
export async function vouchForProvider(db: Db, viewerId: string, providerId: string, input: Vouch, notify: NotifyOptions) {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ first: boolean | null }>(
      tx,
      sql`select vouch_for_provider(${viewerId}::uuid, ${providerId}::uuid, ${input.rating}::int, ${blankToNull(input.comment)}::text) as first`,
    );
    if (row?.first === null || row?.first === undefined) throw providerNotFound();
    if (row.first) await notifyVouch(tx, viewerId, providerId, notify);
  });
}

/** Whether the provider is already vouched on the user's list (a re-vouch notifies nobody again). */
async function isVouchedBy(tx: Db, userId: string, providerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ isVouched: userProviders.isVouched })
    .from(userProviders)
    .where(and(eq(userProviders.userId, userId), eq(userProviders.providerId, providerId)))
    .limit(1);
  return row?.isVouched === true;
}

/**
 * POST /api/providers/experience (the spec's entities "Provider experience submission"): one transaction
 * creates or reuses the provider, adds it to the caller's list, creates or links the project,
 * links the provider with a status matching the type, and records the review and
 * recommendation when rated. Any failure rolls everything back.
 */
export async function recordExperience(db: Db, viewerId: string, input: Experience, region: PhoneRegion, notify: NotifyOptions) {
  return db.transaction(async (tx) => {
    let providerId: string;
    if (input.existingProviderId) {
      await mergeBlanks(tx, viewerId, input.existingProviderId, input, region, notify);
      providerId = input.existingProviderId;
    } else {
      providerId = await insertProvider(tx, viewerId, input, region);
    }

    const rating = input.rating ?? null;
    const vouched =
      input.wouldVouch && rating !== null && input.experienceType !== "future" && input.experienceType !== "existing";
    const now = new Date();
    const firstVouch = vouched && !(await isVouchedBy(tx, viewerId, providerId));
    const listValues = {
      sourceType: "experience",
      howDoYouKnow: blankToNull(input.relationshipDuration) ? "ongoing" : input.experienceType,
      friendDescription: blankToNull(input.ongoingDescription) ?? blankToNull(input.reviewText),
      ...(vouched
        ? {
            isVouched: true,
            vouchRating: rating,
            vouchComment: blankToNull(input.reviewText) ?? blankToNull(input.ongoingDescription),
            vouchedAt: now,
          }
        : {}),
    };
    await tx
      .insert(userProviders)
      .values({ userId: viewerId, providerId, ...listValues })
      .onConflictDoUpdate({
        target: [userProviders.userId, userProviders.providerId],
        set: vouched
          ? { isVouched: true, vouchRating: rating, vouchComment: listValues.vouchComment, vouchedAt: now, updatedAt: now }
          : { updatedAt: now },
      });

    let project: { id: string; title: string };
    if (input.experienceType === "existing") {
      const [own] = await tx
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(and(eq(projects.id, input.existingProjectId!), eq(projects.userId, viewerId)))
        .limit(1);
      if (!own) throw projectNotFound();
      project = own;
    } else {
      const ongoing = input.experienceType === "ongoing";
      const frequency =
        input.recurringFrequency && input.recurringFrequency !== "not_specified" ? input.recurringFrequency : null;
      // Untitled ongoing services are named by what they are, not by the provider: the friend
      // feed reads "{friend} recommended {provider} for {project}".
      const title = blankToNull(input.projectTitle) ?? `${input.category.trim()} service`;
      const [created] = await tx
        .insert(projects)
        .values({
          userId: viewerId,
          title,
          description: blankToNull(input.projectDescription) ?? (ongoing ? blankToNull(input.ongoingDescription) : null),
          category: blankToNull(input.projectCategory) ?? input.category,
          status: input.experienceType === "completed" ? "completed" : ongoing ? "active" : "planning",
          progress: input.experienceType === "completed" ? 100 : 0,
          budget: ongoing ? null : blankToNull(input.projectBudget),
          startDate: blankToNull(input.projectStartDate),
          endDate: blankToNull(input.projectEndDate),
          projectType: ongoing ? "recurring" : input.projectType,
          recurringFrequency: ongoing ? frequency : null,
          recurringDayOfWeek: ongoing ? (input.recurringDayOfWeek ?? null) : null,
          recurringDayOfMonth: ongoing ? (input.recurringDayOfMonth ?? null) : null,
          nextServiceDate: ongoing ? blankToNull(input.nextServiceDate) : null,
          recurringBudget: ongoing ? blankToNull(input.projectBudget) : null,
          recurringNotes: ongoing ? durationNote(input.relationshipDuration) : null,
          currency: writerCurrency(viewerId),
        })
        .returning({ id: projects.id, title: projects.title });
      project = created!;
    }

    const type = input.experienceType;
    const quote = blankToNull(input.quoteAmount);
    const link = {
      projectId: project.id,
      providerId,
      status:
        type === "completed"
          ? ("completed" as const)
          : type === "ongoing"
            ? ("active" as const)
            : quote
              ? ("quoted" as const)
              : ("contacted" as const),
      quoteAmount: quote,
      notes: blankToNull(input.quoteNotes),
      finalAmount: type === "completed" ? blankToNull(input.finalAmount) : null,
      rating: type === "completed" || type === "ongoing" ? rating : null,
      review:
        type === "completed" ? blankToNull(input.reviewText) : type === "ongoing" ? blankToNull(input.ongoingDescription) : null,
      isVouched: vouched,
      vouchedAt: vouched ? now : null,
      // A job told as finished finished now, as far as prices and the spending report know.
      completedAt: type === "completed" || type === "ongoing" ? now : null,
    };
    const [linked] = await tx
      .insert(projectProviders)
      .values({ ...link, currency: writerCurrency(viewerId) })
      .onConflictDoNothing({ target: [projectProviders.projectId, projectProviders.providerId] })
      .returning({ id: projectProviders.id });
    if (!linked) throw conflict("PROVIDER_ALREADY_ON_PROJECT", "This provider is already on that project.");

    if (link.rating !== null) {
      await recordJobReview(tx, {
        userId: viewerId,
        providerId,
        projectId: project.id,
        projectProviderId: linked.id,
        rating: link.rating,
        comment: link.review,
        finalAmount: link.finalAmount,
        source: "experience",
      });
    }
    if (firstVouch) await notifyVouch(tx, viewerId, providerId, notify);
    return { providerId, project, projectProviderId: linked.id };
  });
}

export async function welcomeSeen(db: Db, viewerId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.providersWelcomeSeenAt }).from(users).where(eq(users.id, viewerId)).limit(1);
  return !!row?.at;
}

export async function markWelcomeSeen(db: Db, viewerId: string) {
  await db
    .update(users)
    .set({ providersWelcomeSeenAt: sql`coalesce(${users.providersWelcomeSeenAt}, now())` })
    .where(eq(users.id, viewerId));
}

/**
 * "How long have you used them?" kept in the project's service notes with its question's words,
 * so the notes never read as a bare "1 year".
 */
export function durationNote(duration: string | null | undefined): string | null {
  const typed = blankToNull(duration);
  return typed ? `Used them for: ${typed}` : null;
}
