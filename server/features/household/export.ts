// The household in "Export my data": its people and roles, and the home's records (upkeep tasks
// with their log, items, the items' documents by name and download link). One statement each, for
// the household the account is in now.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { taskScheduleColumns } from "../home-tasks/queries.js";
import { homeItems, homeTaskLog, homeTasks, householdMembers, providers, storedFiles, users } from "../../db/schema.js";

const memberCols = {
  householdId: householdMembers.householdId,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: householdMembers.role,
  joinedAt: householdMembers.joinedAt,
};
const taskCols = {
  ...taskScheduleColumns,
  providerId: homeTasks.providerId,
  lastProviderId: homeTasks.lastProviderId,
  notes: homeTasks.notes,
  createdBy: homeTasks.createdBy,
  createdAt: homeTasks.createdAt,
};
const logCols = {
  id: homeTaskLog.id,
  taskId: homeTaskLog.taskId,
  taskTitle: homeTasks.title,
  doneOn: homeTaskLog.doneOn,
  cost: homeTaskLog.cost,
  currency: homeTaskLog.currency,
  providerId: homeTaskLog.providerId,
  providerName: providers.name,
  doneBy: homeTaskLog.doneBy,
  notes: homeTaskLog.notes,
  createdAt: homeTaskLog.createdAt,
};
const itemCols = {
  id: homeItems.id,
  name: homeItems.name,
  category: homeItems.category,
  brand: homeItems.brand,
  model: homeItems.model,
  serial: homeItems.serial,
  purchasedOn: homeItems.purchasedOn,
  warrantyUntil: homeItems.warrantyUntil,
  providerId: homeItems.providerId,
  notes: homeItems.notes,
  createdBy: homeItems.createdBy,
  createdAt: homeItems.createdAt,
};
const documentCols = {
  id: storedFiles.id,
  itemId: homeItems.id,
  itemName: homeItems.name,
  name: storedFiles.originalName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  createdAt: storedFiles.createdAt,
};

export interface HouseholdTable {
  name: string;
  about: string;
  columns: object;
  rows: Record<string, unknown>[];
}

/** The household's tables, in the archive's order. */
export async function householdExport(db: Db, userId: string, baseUrl: string): Promise<HouseholdTable[]> {
  const mine = sql`(select m.household_id from ${householdMembers} m where m.user_id = ${userId}::uuid)`;
  const [members, tasks, log, items, documents] = await Promise.all([
    db
      .select(memberCols)
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, mine))
      .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userId)),
    db
      .select(taskCols)
      .from(homeTasks)
      .where(eq(homeTasks.householdId, mine))
      .orderBy(asc(homeTasks.createdAt), asc(homeTasks.id)),
    db
      .select(logCols)
      .from(homeTaskLog)
      .innerJoin(homeTasks, eq(homeTasks.id, homeTaskLog.taskId))
      .leftJoin(providers, eq(providers.id, homeTaskLog.providerId))
      .where(eq(homeTasks.householdId, mine))
      .orderBy(asc(homeTaskLog.doneOn), asc(homeTaskLog.id)),
    db
      .select(itemCols)
      .from(homeItems)
      .where(eq(homeItems.householdId, mine))
      .orderBy(asc(homeItems.createdAt), asc(homeItems.id)),
    db
      .select(documentCols)
      .from(storedFiles)
      .innerJoin(homeItems, eq(homeItems.id, storedFiles.homeItemId))
      .where(eq(homeItems.householdId, mine))
      .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id)),
  ]);
  return [
    {
      name: "household",
      about: "Your household: its people (by name) and each one's role (owner, member or viewer).",
      columns: memberCols,
      rows: members,
    },
    { name: "home_tasks", about: "Your household's upkeep tasks.", columns: taskCols, rows: tasks },
    { name: "home_task_log", about: "Each time one of your household's upkeep tasks was done.", columns: logCols, rows: log },
    {
      name: "home_items",
      about: "Your household's home items: appliances, their models, serials and warranties.",
      columns: itemCols,
      rows: items,
    },
    {
      name: "home_documents",
      about: "The manuals and receipts of your household's items, with a link to download each.",
      columns: { ...documentCols, downloadUrl: true },
      rows: documents.map((d) => ({ ...d, downloadUrl: `${baseUrl}/api/files/${d.id}` })),
    },
  ];
}
