// GET /api/reports/spending?year= and its CSV (service.ts): the household's spending of a year.
// For the household's owner and members; a viewer (a sitter, a tenant) gets 404, as a stranger would.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { spendingQuerySchema, spendingSchema } from "../../../common/schemas/money.js";
import { writeCsv } from "../../csv.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../errors.js";
import { attachment } from "../../http/attachment.js";
import { currentUser } from "../../http/auth.js";
import { householdOf } from "../household/membership.js";
import { SPENDING_CSV_COLUMNS, spendingItems, spendingReport } from "./service.js";

/** The year's items of the caller's household, refused to its viewers. */
async function itemsFor(db: Db, userId: string, year: number) {
  const membership = await householdOf(db, userId);
  if (membership.role === "viewer") throw notFound();
  return spendingItems(db, membership.householdId, userId, year);
}

const thisYear = () => new Date().getUTCFullYear();

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/reports/spending",
    { schema: { querystring: spendingQuerySchema, response: { 200: spendingSchema } } },
    async (request) => {
      const year = request.query.year ?? thisYear();
      const viewer = currentUser(request);
      return spendingReport(year, await itemsFor(app.db, viewer.id, year), viewer.currency);
    },
  );

  app.get("/api/reports/spending.csv", { schema: { querystring: spendingQuerySchema } }, async (request, reply) => {
    const year = request.query.year ?? thisYear();
    const items = await itemsFor(app.db, currentUser(request).id, year);
    // A byte-order mark, so spreadsheets read the file as UTF-8 (as the account export does).
    const csv = "\uFEFF" + writeCsv(SPENDING_CSV_COLUMNS, items as unknown as Record<string, unknown>[]);
    return attachment(reply, `vowch-spending-${year}.csv`)
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Cache-Control", "no-store")
      .send(csv);
  });
};
