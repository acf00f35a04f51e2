// Home's "Coming up": the household's items whose warranty ends within 30 days (from today in the
// viewer's zone), soonest first; one statement (the household by the viewer's own row).
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { addDays } from "../../../common/recurring-dates.js";
import { COMING_UP_MAX } from "../../../common/schemas/recurring.js";
import { WARRANTY_COMING_UP_DAYS, type WarrantyComingUp } from "../../../common/schemas/home-items.js";
import { dateIn } from "../../../common/time-zone.js";
import type { Db } from "../../db/client.js";
import { homeItems, householdMembers } from "../../db/schema.js";

export async function warrantiesComingUp(
  db: Db,
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<WarrantyComingUp[]> {
  const today = dateIn(now, timeZone);
  const rows = await db
    .select({ itemId: homeItems.id, name: homeItems.name, date: homeItems.warrantyUntil })
    .from(homeItems)
    .innerJoin(householdMembers, eq(householdMembers.householdId, homeItems.householdId))
    .where(
      and(
        eq(householdMembers.userId, userId),
        gte(homeItems.warrantyUntil, today),
        lte(homeItems.warrantyUntil, addDays(today, WARRANTY_COMING_UP_DAYS)),
      ),
    )
    .orderBy(asc(homeItems.warrantyUntil), asc(homeItems.id))
    .limit(COMING_UP_MAX);
  return rows.map((r) => ({ kind: "warranty", itemId: r.itemId, name: r.name, date: r.date! }));
}
