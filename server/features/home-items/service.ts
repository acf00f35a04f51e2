// The home's items: the household's, read by all its people, changed by owner and members (a
// viewer's write answers 403 READ_ONLY). Anyone outside the household gets 404, as for a project.
// A viewer sees an item without its notes, and of its documents the PDFs only (manuals): photos
// are mostly receipts, with amounts (docs/decisions/133-home-items-and-who-to-call.md).
import { and, asc, count, eq, sql } from "drizzle-orm";
import { HOME_ITEMS_MAX } from "../../../common/household.js";
import { blankToNull } from "../../../common/schemas/blank.js";
import type { HomeDocument, HomeItem, HomeItemInput, HomeItemList } from "../../../common/schemas/home-items.js";
import { queryRows, type Db } from "../../db/client.js";
import { homeItems, householdMembers, providers, storedFiles } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { householdOf, requireWriter, writableHouseholdOf, type Membership } from "../household/membership.js";
import type { FileStore } from "../files/store.js";

const itemNotFound = () => notFound("Item not found");
const HOME_ITEMS_FULL_MESSAGE = `A home holds at most ${HOME_ITEMS_MAX} items. Delete one to add another.`;

/** What a viewer may see of the documents: PDFs (manuals), not photos (mostly receipts). */
const viewerSeesDocument = (m: Membership, contentType: string) => m.role !== "viewer" || contentType === "application/pdf";

type ItemRow = typeof homeItems.$inferSelect;

/** The item `itemId` of the household, or 404. */
export async function itemOfHousehold(db: Db, itemId: string, householdId: string, lock = false): Promise<ItemRow> {
  const query = db
    .select()
    .from(homeItems)
    .where(and(eq(homeItems.id, itemId), eq(homeItems.householdId, householdId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw itemNotFound();
  return row;
}

export async function listItems(db: Db, userId: string): Promise<HomeItemList> {
  const m = await householdOf(db, userId);
  const docs = db
    .select({ itemId: storedFiles.homeItemId, n: count().as("n") })
    .from(storedFiles)
    .where(
      m.role === "viewer"
        ? and(eq(storedFiles.kind, "home_document"), eq(storedFiles.contentType, "application/pdf"))
        : eq(storedFiles.kind, "home_document"),
    )
    .groupBy(storedFiles.homeItemId)
    .as("docs");
  const rows = await db
    .select({
      id: homeItems.id,
      name: homeItems.name,
      category: homeItems.category,
      brand: homeItems.brand,
      model: homeItems.model,
      warrantyUntil: homeItems.warrantyUntil,
      documentCount: sql<number>`coalesce(${docs.n}, 0)::int`,
    })
    .from(homeItems)
    .leftJoin(docs, eq(docs.itemId, homeItems.id))
    .where(eq(homeItems.householdId, m.householdId))
    .orderBy(asc(homeItems.createdAt), asc(homeItems.id))
    .limit(HOME_ITEMS_MAX);
  return { role: m.role, items: rows.map((r) => ({ ...r, documentCount: Number(r.documentCount) })) };
}

/**
 * The item with its provider and documents, as the caller's role may see it: the item with the
 * caller's role (one statement, the household by the caller's own row), then its provider and documents.
 */
export async function loadItem(db: Db, userId: string, itemId: string): Promise<HomeItem> {
  const [row] = await db
    .select({ item: homeItems, householdId: householdMembers.householdId, role: householdMembers.role })
    .from(homeItems)
    .innerJoin(
      householdMembers,
      and(eq(householdMembers.householdId, homeItems.householdId), eq(householdMembers.userId, userId)),
    )
    .where(eq(homeItems.id, itemId))
    .limit(1);
  if (!row) throw itemNotFound();
  return itemAnswer(db, { householdId: row.householdId, role: row.role }, row.item);
}

/** The item's answer: its provider and its documents in one statement. */
async function itemAnswer(db: Db, m: Membership, item: ItemRow): Promise<HomeItem> {
  const [row] = await queryRows<{
    provider: { id: string; name: string; phone: string | null } | null;
    files: { id: string; originalName: string | null; contentType: string; size: number; createdAt: string }[];
  }>(
    db,
    sql`select
          (select json_build_object('id', pv.id, 'name', pv.name, 'phone', pv.phone)
             from ${providers} pv where pv.id = ${item.providerId}) as provider,
          coalesce((select json_agg(json_build_object('id', f.id, 'originalName', f.original_name,
                      'contentType', f.content_type, 'size', f.size, 'createdAt', f.created_at)
                      order by f.created_at desc, f.id desc)
             from ${storedFiles} f where f.home_item_id = ${item.id}), '[]'::json) as files`,
  );
  const provider = row?.provider ?? undefined;
  const documents: HomeDocument[] = (row?.files ?? [])
    .filter((f) => viewerSeesDocument(m, f.contentType))
    .map((f) => ({
      id: f.id,
      name: f.originalName ?? "Document",
      contentType: f.contentType,
      size: f.size,
      uploadedAt: new Date(f.createdAt).toISOString(),
    }));
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    brand: item.brand,
    model: item.model,
    serial: item.serial,
    purchasedOn: item.purchasedOn,
    warrantyUntil: item.warrantyUntil,
    provider: provider ?? null,
    notes: m.role === "viewer" ? null : item.notes,
    documents,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

async function assertProvider(db: Db, providerId: string | undefined) {
  if (!providerId) return;
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!row) throw badRequest("Unknown provider", [{ path: "providerId", message: "Unknown provider" }]);
}

type ItemFields = Partial<Record<keyof HomeItemInput, string | undefined>>;

/** The columns a body sets: every field sent, a blank optional one cleared. */
function columns(input: ItemFields, all: boolean) {
  const keys = ["category", "brand", "model", "serial", "purchasedOn", "warrantyUntil", "providerId", "notes"] as const;
  const set: Partial<ItemRow> = {};
  if (input.name !== undefined) set.name = input.name;
  for (const key of keys) {
    if (all || key in input) (set as Record<string, string | null>)[key] = blankToNull(input[key]);
  }
  return set;
}

export async function createItem(db: Db, userId: string, input: ItemFields): Promise<HomeItem> {
  const m = await writableHouseholdOf(db, userId);
  await assertProvider(db, input.providerId);
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the cap: a lock per household's items takes them in turn.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`home_items:${m.householdId}`}))`);
    const [{ n }] = (await tx.select({ n: count() }).from(homeItems).where(eq(homeItems.householdId, m.householdId))) as [
      { n: number },
    ];
    if (Number(n) >= HOME_ITEMS_MAX) throw badRequest(HOME_ITEMS_FULL_MESSAGE);
    const [row] = await tx
      .insert(homeItems)
      .values({ ...columns(input, true), name: input.name!, householdId: m.householdId, createdBy: userId })
      .returning();
    return itemAnswer(tx, m, row!);
  });
}

export async function updateItem(db: Db, userId: string, itemId: string, input: ItemFields): Promise<HomeItem> {
  const m = await householdOf(db, userId);
  await itemOfHousehold(db, itemId, m.householdId);
  requireWriter(m);
  await assertProvider(db, input.providerId);
  const [row] = await db
    .update(homeItems)
    .set({ ...columns(input, false), updatedAt: new Date() })
    .where(and(eq(homeItems.id, itemId), eq(homeItems.householdId, m.householdId)))
    .returning();
  if (!row) throw itemNotFound();
  return itemAnswer(db, m, row);
}

/** Deletes the item; its documents' rows go with it (cascade) and their bytes from the store. */
export async function deleteItem(db: Db, store: FileStore, userId: string, itemId: string): Promise<void> {
  const m = await householdOf(db, userId);
  await itemOfHousehold(db, itemId, m.householdId);
  requireWriter(m);
  const keys = await db.transaction(async (tx) => {
    const files = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.homeItemId, itemId))
      .returning({ key: storedFiles.storageKey });
    await tx.delete(homeItems).where(and(eq(homeItems.id, itemId), eq(homeItems.householdId, m.householdId)));
    return files.map((f) => f.key);
  });
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})));
}
