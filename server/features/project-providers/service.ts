// A project's providers and the quote-to-completion workflow of the spec's states and transitions, enforced here:
// one step forward, staying (edits), or the manual "rejected"; each step's required input.
import { and, asc, desc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import { LIMITS, PROJECT_PROVIDER_STATUS_LABELS, type ProjectProviderStatus } from "../../../common/constants.js";
import {
  EARLIER_QUOTES_KEPT,
  stepRequirementError,
  type EarlierQuote,
  type ProjectProviderUpdate,
} from "../../../common/schemas/project-providers.js";
import { appointmentAt, clockTime, typedDateTime } from "../../../common/appointment.js";
import { allowedTargets, nextStep } from "../../../common/status-flow.js";
import { dateIn } from "../../../common/time-zone.js";
import type { Db } from "../../db/client.js";
import { bound, keptSelect } from "../../db/kept-statement.js";
import { iso } from "../../db/sql.js";
import {
  projectProviders,
  projects,
  providers,
  storedFiles,
  userProviders,
  users,
  type ProjectProvider,
} from "../../db/schema.js";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../errors.js";
import { cleanFileName } from "../files/content.js";
import type { FileStore } from "../files/store.js";
import type { StoredUpload } from "../files/upload.js";
import { recordJobReview } from "../reviews/record-review.js";
import { providerNotFound } from "../providers/exists.js";
import {
  accessColumn,
  accessTo,
  isMember,
  loadWritableProject,
  readOnly,
  unlessHidden,
  visibleProject,
} from "../projects/access.js";
import { currencyOnUpdate } from "../../db/currency.js";

const LINKS_LIST_MAX = 200;
const LINK_NOT_FOUND = "Provider link not found";

const providerColumns = {
  id: providers.id,
  name: providers.name,
  category: providers.category,
  email: providers.email,
  phone: providers.phone,
  rating: providers.rating,
  reviewCount: providers.reviewCount,
};

const fileUrl = (fileId: string) => `/api/files/${fileId}`;
const fileIdFromUrl = (url: string | null) => /^\/api\/files\/([0-9a-f-]{36})$/.exec(url ?? "")?.[1];

/** An earlier quote as the read below gives it: its upload time as the database's text. */
interface EarlierQuoteRow {
  id: string;
  name: string | null;
  uploadedAt: string;
  uploaderId: string | null;
  firstName: string | null;
}

/**
 * The link's replaced quote PDFs with who uploaded each, newest first, as a column of the link's
 * own read: no statement per link (each keeps at most EARLIER_QUOTES_KEPT, by its index).
 */
const earlierQuotesColumn = sql<EarlierQuoteRow[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'name', f.original_name, 'uploadedAt', f.created_at,
    'uploaderId', u.id, 'firstName', u.first_name) order by f.created_at desc, f.id desc)
  from ${storedFiles} f left join ${users} u on u.id = f.uploaded_by
  where f.project_provider_id = ${projectProviders.id} and f.kind = 'quote_pdf' and f.superseded_at is not null
), '[]'::json)`;

/**
 * Who added each completion photo (null once that account is deleted), as a column of the link's
 * own read: the app offers "Remove photo" only where the server allows it (removePhoto below).
 */
const photoUploadersColumn = sql<{ url: string; uploadedBy: string | null }[]>`coalesce((
  select json_agg(json_build_object('url', '/api/files/' || f.id, 'uploadedBy', f.uploaded_by) order by f.created_at, f.id)
  from ${storedFiles} f
  where f.project_provider_id = ${projectProviders.id} and f.kind = 'completion_photo'
), '[]'::json)`;

const linkColumns = {
  link: projectProviders,
  provider: providerColumns,
  earlier: earlierQuotesColumn,
  photoUploaders: photoUploadersColumn,
};

/** A link as the responses give it: with its provider and earlier quotes, each timestamp an ISO string. */
function linkOut<Provider>({
  link,
  provider,
  earlier,
  photoUploaders,
}: {
  link: ProjectProvider;
  provider: Provider;
  earlier: EarlierQuoteRow[];
  photoUploaders: { url: string; uploadedBy: string | null }[];
}) {
  const uploader = new Map(photoUploaders.map((p) => [p.url, p.uploadedBy]));
  return {
    ...link,
    completionPhotoUploaders: link.completionPhotos.map((url) => uploader.get(url) ?? null),
    estimateScheduledDate: link.estimateScheduledDate && iso(link.estimateScheduledDate),
    vouchedAt: link.vouchedAt && iso(link.vouchedAt),
    createdAt: iso(link.createdAt),
    updatedAt: iso(link.updatedAt),
    provider,
    earlierQuotes: earlier.map((q): EarlierQuote => ({
      id: q.id,
      url: fileUrl(q.id),
      name: q.name,
      uploadedBy: q.uploaderId ? { id: q.uploaderId, firstName: q.firstName } : null,
      uploadedAt: iso(q.uploadedAt),
    })),
  };
}

export async function linkWithProvider(db: Db, linkId: string) {
  const [row] = await db
    .select(linkColumns)
    .from(projectProviders)
    .innerJoin(providers, eq(providers.id, projectProviders.providerId))
    .where(eq(projectProviders.id, linkId));
  return linkOut(row!);
}

/**
 * A link as a household viewer reads it: no amounts, no quote PDF (current or earlier); the
 * status, the dates, the photos and the notes stay.
 */
function withoutAmounts<L extends ReturnType<typeof linkOut>>(link: L): L {
  return { ...link, quoteAmount: null, finalAmount: null, quotePdfUrl: null, quotePdfName: null, earlierQuotes: [] };
}

/** A project's links as the viewer may read them, kept (db/kept-statement.ts): the project and viewer are its values. */
const listStatement = keptSelect("project_providers", (db) => {
  const project = bound<string>("project");
  const viewer = bound<string>("viewer");
  return db
    .select({ ...linkColumns, access: accessTo(project, viewer) })
    .from(projectProviders)
    .innerJoin(providers, eq(providers.id, projectProviders.providerId))
    .where(and(eq(projectProviders.projectId, project), visibleProject(db, project, viewer)))
    .orderBy(asc(projectProviders.createdAt), asc(projectProviders.id))
    .limit(LINKS_LIST_MAX);
});

export async function listProjectProviders(db: Db, projectId: string, viewerId: string) {
  const rows = await listStatement(db, { project: projectId, viewer: viewerId });
  return (await unlessHidden(db, projectId, viewerId, rows)).map(({ access, ...row }) =>
    access === "viewer" ? withoutAmounts(linkOut(row)) : linkOut(row),
  );
}

/** Attaches a directory provider (status "contacted") and puts it on the caller's own list as hired. */
export async function attachProvider(db: Db, projectId: string, viewerId: string, providerId: string) {
  return db.transaction(async (tx) => {
    await loadWritableProject(tx, projectId, viewerId);
    const [provider] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
    if (!provider) throw providerNotFound();
    const [link] = await tx
      .insert(projectProviders)
      .values({ projectId, providerId, status: "contacted" })
      .onConflictDoNothing({ target: [projectProviders.projectId, projectProviders.providerId] })
      .returning({ id: projectProviders.id });
    if (!link) throw conflict("PROVIDER_ALREADY_ON_PROJECT", "This provider is already part of this project.");
    await tx
      .insert(userProviders)
      .values({ userId: viewerId, providerId, sourceType: "hired" })
      .onConflictDoNothing({ target: [userProviders.userId, userProviders.providerId] });
    return linkWithProvider(tx, link.id);
  });
}

/**
 * The link's photo count when the viewer may work on its project; a stranger's or a made-up link
 * is 404, a household viewer's 403 READ_ONLY.
 */
async function visibleLinkPhotos(db: Db, linkId: string, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cardinality(${projectProviders.completionPhotos})::int`, access: accessColumn(viewerId) })
    .from(projectProviders)
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .where(and(eq(projectProviders.id, linkId), isMember(db, viewerId)))
    .limit(1);
  if (!row) throw notFound(LINK_NOT_FOUND);
  if (row.access === "viewer") throw readOnly();
  return row.count;
}

/**
 * Existence and access before a single byte of an upload is read: a stranger's or a made-up link
 * answers 404 while the request body is still unread (uploads buffered before access).
 */
export async function assertLinkVisible(db: Db, linkId: string, viewerId: string): Promise<void> {
  await visibleLinkPhotos(db, linkId, viewerId);
}

/**
 * How many completion photos the link still takes, checked like assertLinkVisible before any
 * part is read, so a photo past the 5 is refused before it is stored (re-checked under the lock).
 */
export async function photoSlotsLeft(db: Db, linkId: string, viewerId: string): Promise<number> {
  return Math.max(0, LIMITS.completionPhotos - (await visibleLinkPhotos(db, linkId, viewerId)));
}

/** The link and its project, locked for the update, when the viewer may work on it (a household viewer: READ_ONLY). */
async function lockVisibleLink(tx: Db, linkId: string, viewerId: string) {
  const [row] = await tx
    .select({
      link: projectProviders,
      projectType: projects.projectType,
      ownerId: projects.userId,
      access: accessColumn(viewerId),
    })
    .from(projectProviders)
    .innerJoin(projects, eq(projects.id, projectProviders.projectId))
    .where(and(eq(projectProviders.id, linkId), isMember(tx, viewerId)))
    .for("update", { of: projectProviders });
  if (!row) throw notFound(LINK_NOT_FOUND);
  if (row.access === "viewer") throw readOnly();
  return row;
}

const label = (s: string) => PROJECT_PROVIDER_STATUS_LABELS[s as ProjectProviderStatus] ?? s;

/** A job done: completed (one-time) or active (recurring). */
const FINISHED = new Set<ProjectProviderStatus>(["completed", "active"]);

const statusChangeRefused = (message: string) => new AppError("INVALID_STATUS_CHANGE", message);

const ownerOnly = () => new AppError("OWNER_ONLY", "Only the project owner can rate this job");

/** The update completes a one-time job, or rates, reviews or prices one: the owner's fields. */
function ownerOnlyFields(input: ProjectProviderUpdate): boolean {
  return (
    input.status === "completed" || input.rating !== undefined || input.review !== undefined || input.finalAmount !== undefined
  );
}

function checkTransition(current: ProjectProviderStatus, target: ProjectProviderStatus, projectType: "one_time" | "recurring") {
  if (allowedTargets(current, projectType).includes(target)) return;
  if (current === "rejected") throw statusChangeRefused("This provider was rejected; its status can no longer change.");
  const step = nextStep(current, projectType);
  if ((target === "completed" && projectType === "recurring") || (target === "active" && projectType === "one_time")) {
    throw statusChangeRefused(
      projectType === "recurring"
        ? "A recurring project's provider becomes Active, not Completed."
        : "A one-time project's provider becomes Completed, not Active.",
    );
  }
  throw statusChangeRefused(`Cannot move from ${label(current)} to ${label(target)}. The next step is "${step.label}".`);
}

/**
 * PUT /api/project-providers/{id}: applies the fields, moves the status (checked), records a
 * quote PDF already streamed to the store, and when the job is finished records the review in
 * the same transaction. The caller removes the new file when this fails (discardOnFailure).
 */
export async function updateProjectProvider(
  db: Db,
  store: FileStore,
  linkId: string,
  viewer: { id: string; timeZone: string | null },
  input: ProjectProviderUpdate,
  quotePdf?: StoredUpload,
) {
  const { link, droppedKeys } = await db.transaction((tx) =>
    applyLinkUpdate(tx, linkId, viewer.id, input, quotePdf, viewer.timeZone ?? "UTC"),
  );
  // A file whose delete fails here has no row left, so the orphan sweep removes it later.
  await Promise.all(droppedKeys.map((key) => store.delete(key).catch(() => {})));
  return link;
}

/**
 * The estimate appointment an update names: the typed day (`estimateScheduledDate`, else the stored
 * one's day in its zone) and time of day (`estimateScheduledTime`, else the stored one), combined in
 * the zone of the person who schedules (their profile's, else UTC). The instant, its time of day
 * and that zone are stored together. A save that names the instant already stored (the dialog
 * filled in another zone's clock, sent back unchanged) keeps the stored zone.
 */
function scheduledAppointment(
  link: ProjectProvider,
  input: ProjectProviderUpdate,
  zone: string,
):
  | Pick<ProjectProvider, "estimateScheduledDate" | "estimateScheduledTime" | "estimateTimeZone">
  | Pick<ProjectProvider, "estimateScheduledTime"> {
  const storedZone = link.estimateTimeZone ?? "UTC";
  const typed = input.estimateScheduledDate === undefined ? null : typedDateTime(input.estimateScheduledDate, zone);
  const stored = link.estimateScheduledDate;
  const date = typed?.date ?? (stored ? dateIn(stored, storedZone) : null);
  // A time of day with no day yet: kept until a day comes (the estimate step asks for both).
  if (date === null) return { estimateScheduledTime: input.estimateScheduledTime! };
  const time = input.estimateScheduledTime ?? link.estimateScheduledTime?.slice(0, 5) ?? null;
  // A day with no time of day yet (the estimate step refuses it): the instant it names, no time.
  if (time === null) {
    const at = appointmentAt(date, typed?.time ?? "00:00", zone).at;
    return { estimateScheduledDate: at, estimateScheduledTime: null, estimateTimeZone: zone };
  }
  const next = appointmentAt(date, time, zone);
  const same = stored !== null && link.estimateTimeZone !== null && stored.getTime() === next.at.getTime();
  const kept = same ? appointmentAt(dateIn(stored, storedZone), clockTime(stored, storedZone), storedZone) : next;
  return { estimateScheduledDate: kept.at, estimateScheduledTime: kept.time, estimateTimeZone: kept.timeZone };
}

/**
 * The workflow step itself, in the caller's transaction (PUT above; accepting from the quote
 * comparison): lock, check the move, apply, record the review. A new quote PDF supersedes the
 * current one, which the link keeps among its earlier quotes (the newest EARLIER_QUOTES_KEPT).
 * Returns the updated link and the storage keys of the earlier quotes dropped past that number,
 * which the caller deletes after the commit.
 */
export async function applyLinkUpdate(
  tx: Db,
  linkId: string,
  viewerId: string,
  input: ProjectProviderUpdate,
  quotePdf?: StoredUpload,
  schedulerZone = "UTC",
) {
  let droppedKeys: string[] = [];
  // (A block only to keep the body's lines as they were before the extraction: a small merge.)
  {
    const { link, projectType, ownerId } = await lockVisibleLink(tx, linkId, viewerId);
    // One review per job, the hirer's: completing a one-time job (which takes its final amount and
    // rating) and rating, reviewing or pricing a finished one are the project owner's alone. Every
    // other step, Mark Active on a recurring job included, stays open to collaborators
    // (docs/decisions/119-one-review-per-job-the-owners.md).
    if (viewerId !== ownerId && ownerOnlyFields(input)) throw ownerOnly();
    const current = link.status;
    const target = input.status ?? current;
    checkTransition(current, target, projectType);
    // The spec gives the project's owner full access and a collaborator less: a finished job is
    // the owner's record, so only the owner may reject it (docs/decisions/096-only-the-owner-rejects-a-finished-job.md).
    if (target === "rejected" && FINISHED.has(current) && viewerId !== ownerId) {
      throw forbidden("Only the project's owner can reject a finished job.");
    }

    const finishing = target === "completed" || target === "active";
    const next: Partial<ProjectProvider> = { status: target, updatedAt: new Date() };
    // The first time the job finishes is when it counts (prices, the spending report); kept after.
    if (finishing && !link.completedAt) next.completedAt = next.updatedAt;
    // A rejection keeps the status it left, for "Undo" (undoReject below).
    if (target === "rejected" && current !== "rejected") next.rejectedFromStatus = current;
    if (input.quoteAmount !== undefined) next.quoteAmount = input.quoteAmount;
    if (input.notes !== undefined) next.notes = input.notes;
    if (input.estimateScheduledDate !== undefined || input.estimateScheduledTime !== undefined) {
      Object.assign(next, scheduledAppointment(link, input, schedulerZone));
    }
    if (input.workStartDate !== undefined) next.workStartDate = input.workStartDate;
    // A rating, review and final amount belong to a finished job only (docs/decisions/013-provider-status-flow.md).
    if (finishing) {
      if (input.finalAmount !== undefined) next.finalAmount = input.finalAmount;
      // Only the owner gets here with a rating or review (ownerOnlyFields above).
      if (input.rating !== undefined) next.rating = input.rating;
      if (input.review !== undefined) next.review = input.review;
    }
    const merged = { ...link, ...next };

    const missing = stepRequirementError(target, merged);
    if (missing) throw badRequest(missing.message);

    if (quotePdf) {
      const [file] = await tx
        .insert(storedFiles)
        .values({
          projectProviderId: link.id,
          kind: "quote_pdf",
          storageKey: quotePdf.key,
          contentType: quotePdf.contentType,
          size: quotePdf.size,
          originalName: cleanFileName(quotePdf.filename, "quote.pdf"),
          uploadedBy: viewerId,
        })
        .returning({ id: storedFiles.id });
      next.quotePdfUrl = fileUrl(file!.id);
      next.quotePdfName = cleanFileName(quotePdf.filename, "quote.pdf");
      const oldId = fileIdFromUrl(link.quotePdfUrl);
      if (oldId) {
        await tx
          .update(storedFiles)
          .set({ supersededAt: new Date() })
          .where(and(eq(storedFiles.id, oldId), eq(storedFiles.projectProviderId, link.id)));
        droppedKeys = await dropOldestEarlierQuotes(tx, link.id);
      }
    }

    const currency = currencyOnUpdate(projectProviders.currency, viewerId, [
      [projectProviders.quoteAmount, next.quoteAmount],
      [projectProviders.finalAmount, next.finalAmount],
    ]);
    await tx
      .update(projectProviders)
      .set({ ...next, currency })
      .where(eq(projectProviders.id, link.id));

    // The job's one review is the owner's and follows the link. A collaborator's step (Mark Active,
    // a service's notes) records none. Rejecting a provider deletes no one's review.
    if (finishing && viewerId === ownerId && merged.rating) {
      await recordJobReview(tx, {
        userId: ownerId,
        providerId: link.providerId,
        projectId: link.projectId,
        projectProviderId: link.id,
        rating: merged.rating,
        comment: merged.review ?? null,
        finalAmount: merged.finalAmount,
      });
    }
    return { link: await linkWithProvider(tx, link.id), droppedKeys };
  }
}

/**
 * POST /api/project-providers/{id}/undo-reject: a rejected link goes back to the status it was
 * rejected from (contacted when it was rejected before that status was kept). Whoever may reject
 * may undo: any member, but only the owner brings back a finished job (as only the owner rejects
 * one). A link that is not rejected is refused with INVALID_STATUS_CHANGE.
 */
export async function undoReject(db: Db, linkId: string, viewerId: string) {
  return db.transaction(async (tx) => {
    const { link, ownerId } = await lockVisibleLink(tx, linkId, viewerId);
    if (link.status !== "rejected") throw statusChangeRefused("This provider is not rejected; there is nothing to undo.");
    const previous = link.rejectedFromStatus ?? "contacted";
    if (FINISHED.has(previous) && viewerId !== ownerId) {
      throw forbidden("Only the project's owner can bring back a finished job.");
    }
    return updateLinkAndLoad(tx, link.id, { status: previous, rejectedFromStatus: null, updatedAt: new Date() });
  });
}

/** Writes `values` on the link and answers it as the calls do, with its provider. */
async function updateLinkAndLoad(tx: Db, linkId: string, values: Partial<typeof projectProviders.$inferInsert>) {
  await tx.update(projectProviders).set(values).where(eq(projectProviders.id, linkId));
  return linkWithProvider(tx, linkId);
}

/** Deletes the link's earlier quotes past the newest EARLIER_QUOTES_KEPT; returns their storage keys. */
async function dropOldestEarlierQuotes(tx: Db, linkId: string): Promise<string[]> {
  const earlier = and(
    eq(storedFiles.projectProviderId, linkId),
    eq(storedFiles.kind, "quote_pdf"),
    isNotNull(storedFiles.supersededAt),
  );
  const kept = tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(earlier)
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id))
    .limit(EARLIER_QUOTES_KEPT);
  const dropped = await tx
    .delete(storedFiles)
    .where(and(earlier, notInArray(storedFiles.id, kept)))
    .returning({ key: storedFiles.storageKey });
  return dropped.map((d) => d.key);
}

export const PHOTO_LIMIT_MESSAGE = "Maximum 5 photos allowed";

/**
 * POST /api/project-providers/{id}/photos: images already streamed to the store (checked there),
 * at most 5 per link including existing ones. The caller removes them when this fails.
 */
export async function addPhotos(db: Db, linkId: string, viewerId: string, photos: StoredUpload[]) {
  if (photos.length === 0) throw badRequest("Please choose at least one photo.");
  return db.transaction(async (tx) => {
    const { link } = await lockVisibleLink(tx, linkId, viewerId);
    if (link.completionPhotos.length + photos.length > LIMITS.completionPhotos) throw badRequest(PHOTO_LIMIT_MESSAGE);
    const rows = await tx
      .insert(storedFiles)
      .values(
        photos.map((p) => ({
          projectProviderId: link.id,
          kind: "completion_photo" as const,
          storageKey: p.key,
          contentType: p.contentType,
          size: p.size,
          originalName: cleanFileName(p.filename, "photo"),
          uploadedBy: viewerId,
        })),
      )
      .returning({ id: storedFiles.id, key: storedFiles.storageKey });
    const urls = photos.map((p) => fileUrl(rows.find((r) => r.key === p.key)!.id));
    return updateLinkAndLoad(tx, link.id, { completionPhotos: [...link.completionPhotos, ...urls], updatedAt: new Date() });
  });
}

/** DELETE /api/project-providers/{id}/photos/{fileId}: frees a slot of the 5. */
export async function removePhoto(db: Db, store: FileStore, linkId: string, viewerId: string, fileId: string) {
  let key: string | undefined;
  const result = await db.transaction(async (tx) => {
    const { link, ownerId } = await lockVisibleLink(tx, linkId, viewerId);
    const url = fileUrl(fileId);
    if (!link.completionPhotos.includes(url)) throw notFound("Photo not found");
    // The owner may remove any photo of the project; a collaborator only the ones they added.
    const [gone] = await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.id, fileId),
          eq(storedFiles.projectProviderId, link.id),
          viewerId === ownerId ? undefined : eq(storedFiles.uploadedBy, viewerId),
        ),
      )
      .returning({ key: storedFiles.storageKey });
    if (!gone && viewerId !== ownerId) throw forbidden("You can remove only the photos you added");
    key = gone?.key;
    return updateLinkAndLoad(tx, link.id, {
      completionPhotos: link.completionPhotos.filter((u) => u !== url),
      updatedAt: new Date(),
    });
  });
  if (key) await store.delete(key).catch(() => {});
  return result;
}
