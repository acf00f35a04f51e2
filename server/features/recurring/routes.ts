// Recurring work: the service log, logging a visit, Home's "Coming up", the
// calendar files and the user's time zone. Signed in with a complete profile; projects and
// links are their members' (owner or collaborator) and 404 to everyone else.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { linkIdParamsSchema } from "../../../common/schemas/project-providers.js";
import { projectIdParamsSchema } from "../../../common/schemas/projects.js";
import {
  comingUpItemSchema,
  loggedVisitSchema,
  logVisitSchema,
  serviceLogSchema,
  timeZoneSchema,
} from "../../../common/schemas/recurring.js";
import { projectProviders, projects, providers, users } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { publicLink } from "../../public-url.js";
import { currentUser } from "../../http/auth.js";
import { languageFrom } from "../../i18n/index.js";
import { isMember, loadVisibleProject } from "../projects/access.js";
import { calendarFileName, estimateCalendar, serviceCalendar } from "./calendar.js";
import { comingUp, zoneOf } from "./queries.js";
import { logVisit, serviceLog } from "./service.js";
import { attachment } from "../../http/attachment.js";
import { dateIn } from "../../../common/time-zone.js";
import { byDay, homeComingUp } from "../household/coming-up.js";

export const recurringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/api/projects/:id/services",
    { schema: { params: projectIdParamsSchema, response: { 200: serviceLogSchema } } },
    async (request) => serviceLog(db, request.params.id, currentUser(request).id),
  );

  app.post(
    "/api/projects/:id/services",
    {
      config: { idempotent: true },
      schema: { params: projectIdParamsSchema, body: logVisitSchema, response: { 201: loggedVisitSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return logVisit(db, request.params.id, currentUser(request).id, request.body);
    },
  );

  app.get("/api/coming-up", { schema: { response: { 200: z.array(comingUpItemSchema) } } }, async (request) => {
    const user = currentUser(request);
    const zone = zoneOf(user);
    return byDay(await comingUp(db, user.id, zone), await homeComingUp(db, user.id, dateIn(new Date(), zone)));
  });

  // The browser's zone, sent by the client after sign-in whenever it differs from the stored one.
  app.put("/api/account/time-zone", { schema: { body: timeZoneSchema } }, async (request, reply) => {
    await db
      .update(users)
      .set({ timeZone: request.body.timeZone })
      .where(eq(users.id, currentUser(request).id));
    return reply.code(204).send();
  });

  const sendCalendar = (reply: import("fastify").FastifyReply, fileName: string, text: string) =>
    attachment(reply, fileName).header("cache-control", "private, no-store").type("text/calendar; charset=utf-8").send(text);

  app.get("/api/project-providers/:id/estimate.ics", { schema: { params: linkIdParamsSchema } }, async (request, reply) => {
    const user = currentUser(request);
    const [row] = await db
      .select({
        at: projectProviders.estimateScheduledDate,
        timeZone: projectProviders.estimateTimeZone,
        projectId: projects.id,
        projectTitle: projects.title,
        providerName: providers.name,
      })
      .from(projectProviders)
      .innerJoin(projects, eq(projects.id, projectProviders.projectId))
      .innerJoin(providers, eq(providers.id, projectProviders.providerId))
      .where(and(eq(projectProviders.id, request.params.id), isMember(db, user.id)))
      .limit(1);
    if (!row) throw notFound("Provider link not found");
    if (!row.at) throw notFound("No estimate appointment is scheduled");
    const text = estimateCalendar(
      {
        linkId: request.params.id,
        at: row.at,
        providerName: row.providerName,
        projectTitle: row.projectTitle,
        url: publicLink(request, app.config.publicUrl, `/projects/${row.projectId}`),
      },
      // The zone it was scheduled in: the time it was given, whoever downloads it.
      row.timeZone ?? "UTC",
      languageFrom(user.language),
    );
    return sendCalendar(reply, calendarFileName(row.providerName, "estimate"), text);
  });

  app.get("/api/projects/:id/next-service.ics", { schema: { params: projectIdParamsSchema } }, async (request, reply) => {
    const user = currentUser(request);
    const { project } = await loadVisibleProject(db, request.params.id, user.id);
    if (project.projectType !== "recurring" || !project.nextServiceDate) throw notFound("No next service is scheduled");
    const text = serviceCalendar(
      {
        projectId: project.id,
        projectTitle: project.title,
        date: project.nextServiceDate,
        frequency: project.recurringFrequency,
        url: publicLink(request, app.config.publicUrl, `/projects/${project.id}`),
      },
      languageFrom(user.language),
    );
    return sendCalendar(reply, calendarFileName(project.title, "next-service"), text);
  });
};
