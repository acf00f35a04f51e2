// Writes to a provider's directory fields, each with its history row in the same transaction,
// and reverting one recorded change. Every write locks the provider row first, so the "from"
// values are exactly what the edit replaced, even with editors racing.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { normalisePhone } from "../../../common/phone.js";
import type { PhoneRegion } from "../../../common/phone-region.js";
import {
  PROVIDER_CONTACT_FIELDS,
  PROVIDER_EDIT_FIELDS,
  PROVIDER_EDIT_FIELD_LABELS,
  type ProviderEditField,
} from "../../../common/schemas/provider-edits.js";
import type { Db } from "../../db/client.js";
import { providerEdits, providers, users } from "../../db/schema.js";
import { conflict, notFound } from "../../errors.js";
import { phoneRegionOf } from "../auth/service.js";
import { providerNotFound } from "../providers/exists.js";
import { notifyProviderChange, type NotifyOptions } from "../notifications/fan-out.js";

export type EditValues = Record<ProviderEditField, string | null>;
export type LockedProvider = EditValues & { id: string };
export type Changes = Partial<Record<ProviderEditField, { from: string | null; to: string | null }>>;

/** A provider's directory fields (the ones anyone may edit, and a vCard carries). */
export const directoryColumns = {
  name: providers.name,
  category: providers.category,
  email: providers.email,
  phone: providers.phone,
  website: providers.website,
  address: providers.address,
  description: providers.description,
} satisfies Record<ProviderEditField, unknown>;

/**
 * The provider's editable fields, row-locked until the transaction ends; 404 when it does not
 * exist. FOR NO KEY UPDATE is the lock an UPDATE takes anyway: editors queue behind each other,
 * while rows that merely reference the provider (lists, reviews, links) are still written.
 */
export async function lockEditableProvider(tx: Db, id: string): Promise<LockedProvider> {
  const [row] = await tx
    .select({ id: providers.id, ...directoryColumns })
    .from(providers)
    .where(eq(providers.id, id))
    .for("no key update")
    .limit(1);
  if (!row) throw providerNotFound();
  return row;
}

/**
 * A lone UTF-16 surrogate becomes U+FFFD, as the drivers store it in a text column. In the jsonb
 * history it would be an escape PostgreSQL refuses; and the stored value is what later compares.
 */
const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

/**
 * Writes `next` over the locked provider and records one history row with the fields whose value
 * actually changes (none: nothing is written, not even updatedAt). Returns the recorded changes.
 * A change of the phone, e-mail or website notifies, in the same transaction, everyone with the
 * provider on their list but the editor (a revert of one too: they hear it was undone).
 */
export async function writeProviderEdit(
  tx: Db,
  current: LockedProvider,
  next: Partial<EditValues>,
  editorId: string,
  region: PhoneRegion,
  notify: NotifyOptions,
  revertsEditId: string | null = null,
): Promise<{ id: string; changes: Changes } | null> {
  const changes: Changes = {};
  for (const field of PROVIDER_EDIT_FIELDS) {
    const given = next[field];
    const to = typeof given === "string" ? wellFormed(given) : given;
    if (to !== undefined && to !== current[field]) changes[field] = { from: current[field], to };
  }
  if (Object.keys(changes).length === 0) return null;

  const set: Partial<typeof providers.$inferInsert> = { updatedAt: new Date() };
  for (const [field, change] of Object.entries(changes) as [ProviderEditField, { to: string | null }][]) {
    // name and category are NOT NULL; the form schema never lets them be blank.
    (set as Record<string, string | null>)[field] = change.to;
  }
  if (changes.phone) set.phoneKey = normalisePhone(changes.phone.to, region);
  await tx.update(providers).set(set).where(eq(providers.id, current.id));
  const [row] = await tx
    .insert(providerEdits)
    // clock_timestamp(): the time the change is made (after the row lock), so the history's order
    // is the order the changes were applied in, not the order their transactions began.
    .values({ providerId: current.id, editorUserId: editorId, changes, revertsEditId, createdAt: sql`clock_timestamp()` })
    .returning({ id: providerEdits.id });
  if (PROVIDER_CONTACT_FIELDS.some((f) => changes[f])) await notifyProviderChange(tx, editorId, current.id, row!.id, notify);
  return { id: row!.id, changes };
}

const labels = (fields: ProviderEditField[]) => fields.map((f) => PROVIDER_EDIT_FIELD_LABELS[f]).join(", ");

/**
 * The phone region a reverted phone is read in again: that of whoever wrote it, the editor of the
 * latest earlier change of the phone, else the provider's creator (the instance's region when that
 * account has none or is gone), so a number keeps the key it had.
 */
async function regionOfReplacedPhone(tx: Db, providerId: string, before: Date, instanceRegion: PhoneRegion) {
  const [earlier] = await tx
    .select({ region: users.phoneRegion })
    .from(providerEdits)
    .leftJoin(users, eq(users.id, providerEdits.editorUserId))
    .where(
      and(eq(providerEdits.providerId, providerId), lt(providerEdits.createdAt, before), sql`${providerEdits.changes} ? 'phone'`),
    )
    .orderBy(desc(providerEdits.createdAt))
    .limit(1);
  if (earlier) return phoneRegionOf({ phoneRegion: earlier.region }, instanceRegion);
  const [creator] = await tx
    .select({ region: users.phoneRegion })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId))
    .limit(1);
  return phoneRegionOf({ phoneRegion: creator?.region ?? null }, instanceRegion);
}

/**
 * POST /api/providers/{id}/edits/{editId}/revert: sets every field of that edit back to its "from"
 * value, recorded as a new edit that points at it. All or nothing: when a field no longer holds the
 * value that edit set (a later edit changed it again, or it was reverted already), nothing is
 * written and the answer is 409 naming those fields (docs/decisions/049-provider-edit-history.md).
 */
export async function revertProviderEdit(
  db: Db,
  editorId: string,
  providerId: string,
  editId: string,
  region: PhoneRegion,
  notify: NotifyOptions,
): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await lockEditableProvider(tx, providerId);
    const [edit] = await tx
      .select({ changes: providerEdits.changes, createdAt: providerEdits.createdAt })
      .from(providerEdits)
      .where(and(eq(providerEdits.id, editId), eq(providerEdits.providerId, providerId)))
      .limit(1);
    if (!edit) throw notFound("Change not found");
    const fields = PROVIDER_EDIT_FIELDS.filter((f) => edit.changes[f] !== undefined);
    const moved = fields.filter((f) => current[f] !== edit.changes[f]!.to);
    if (moved.length > 0) {
      const undone = moved.length === fields.length && fields.every((f) => current[f] === edit.changes[f]!.from);
      throw conflict(
        "PROVIDER_EDIT_OUTDATED",
        undone
          ? "This change has already been undone."
          : `${labels(moved)} changed again after this edit. Revert the later change first.`,
      );
    }
    const next = Object.fromEntries(fields.map((f) => [f, edit.changes[f]!.from])) as Partial<EditValues>;
    const phoneRegion = next.phone ? await regionOfReplacedPhone(tx, providerId, edit.createdAt, region) : region;
    const written = await writeProviderEdit(tx, current, next, editorId, phoneRegion, notify, editId);
    return written!.id;
  });
}
