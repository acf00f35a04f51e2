// GET /api/home/handover.pdf: the home's hand-over record, for the household's owner and members.
// A viewer (a sitter, a tenant) gets 404, as does anyone outside: the record holds the address,
// the amounts and every provider's contact details.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dateIn } from "../../../common/time-zone.js";
import { handoverQuerySchema } from "../../../common/schemas/handover.js";
import { notFound } from "../../errors.js";
import { attachment } from "../../http/attachment.js";
import { currentUser } from "../../http/auth.js";
import { languageFrom } from "../../i18n/index.js";
import { zoneOf } from "../recurring/queries.js";
import { handoverPdf } from "./pdf.js";
import { handoverRecord } from "./record.js";

export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/home/handover.pdf", { schema: { querystring: handoverQuerySchema } }, async (request, reply) => {
    const user = currentUser(request);
    const record = await handoverRecord(app.db, user.id);
    if (!record || record.role === "viewer") throw notFound("Hand-over record not found");
    const today = dateIn(new Date(), zoneOf(user));
    const pdf = await handoverPdf(record, {
      amounts: request.query.amounts === "true",
      today,
      language: languageFrom(user.language),
    });
    return attachment(reply, `vowch-hand-over-record-${today}.pdf`)
      .header("Content-Type", "application/pdf")
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, no-store")
      .header("Content-Length", pdf.length)
      .send(pdf);
  });
};
