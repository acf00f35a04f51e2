// Every /api/providers* call of the spec's API table. Thin routes: schemas here, rules in the services.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkDuplicatesSchema,
  contactProjectSchema,
  createProviderSchemaFor,
  experienceResultSchema,
  experienceSchemaFor,
  providerListItemSchema,
  providerListQuerySchema,
  providerProjectSchema,
  rankedListQuerySchema,
  recommendedQuerySchema,
  providerSchema,
  saveContactProviderSchema,
  savedListQuerySchema,
  updateProviderSchemaFor,
  userProjectSchema,
  vouchSchema,
  welcomeStatusSchema,
} from "../../../common/schemas/providers.js";
import { pageQuerySchema, type PageQuery } from "../../../common/schemas/paging.js";
import { providerDetailSchema } from "../../../common/schemas/provider-edits.js";
import { type Page, sendPage } from "../../paging.js";
import { currentUser } from "../../http/auth.js";
import { languageFrom } from "../../i18n/index.js";
import { publicLink } from "../../public-url.js";
import type { Db } from "../../db/client.js";
import { getProviderDetail } from "../provider-edits/queries.js";
import { notifyOptionsOf } from "../notifications/fan-out.js";
import { contactProjects, providerProjects, userProjects } from "./provider-projects.js";
import {
  browseProviders,
  findDuplicates,
  getProvider,
  getProviderContactCard,
  listAllProviders,
  listContactRecommended,
  listRecommended,
  listSavedProviders,
} from "./queries.js";
import {
  createProvider,
  markWelcomeSeen,
  recordExperience,
  saveContactProvider,
  updateProvider,
  vouchForProvider,
  welcomeSeen,
} from "./service.js";
import { providerVcard, vcardFileName } from "./vcard.js";
import { providerIdParams, providerNotFound, requireProvider } from "./exists.js";
import { attachment } from "../../http/attachment.js";
import { phoneInWriterRegion, writerRegion } from "../../http/phone-region.js";

const list = z.array(providerSchema);
const cards = z.array(providerListItemSchema);

async function loadProvider(db: Db, viewerId: string, id: string) {
  const provider = await getProvider(db, viewerId, id);
  if (!provider) throw providerNotFound();
  return provider;
}

/** The provider directory, personal lists, vouching and experiences (the spec's Providers screens). */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The paged lists: lean cards, the next page in Link, the total in X-Total-Count.
  const pagedList = { querystring: providerListQuerySchema, response: { 200: cards } };
  const rankedList = { querystring: rankedListQuerySchema, response: { 200: cards } };

  app.get("/api/providers", { schema: rankedList }, async (request, reply) =>
    sendPage(request, reply, await listAllProviders(app.db, currentUser(request).id, request.query)),
  );

  app.get("/api/providers/browse", { schema: pagedList }, async (request, reply) =>
    sendPage(request, reply, await browseProviders(app.db, currentUser(request).id, request.query)),
  );

  app.get("/api/providers/saved", { schema: { ...pagedList, querystring: savedListQuerySchema } }, async (request, reply) =>
    sendPage(request, reply, await listSavedProviders(app.db, currentUser(request).id, request.query)),
  );

  app.get("/api/providers/contact-recommended", { schema: rankedList }, async (request, reply) =>
    sendPage(request, reply, await listContactRecommended(app.db, currentUser(request).id, request.query)),
  );

  app.get(
    "/api/providers/recommended",
    { schema: { querystring: recommendedQuerySchema, response: { 200: cards } } },
    async (request, reply) => sendPage(request, reply, await listRecommended(app.db, currentUser(request).id, request.query)),
  );

  app.get("/api/providers/welcome", { schema: { response: { 200: welcomeStatusSchema } } }, async (request) => ({
    seen: await welcomeSeen(app.db, currentUser(request).id),
  }));

  app.post("/api/providers/welcome", { schema: { response: { 200: welcomeStatusSchema } } }, async (request) => {
    await markWelcomeSeen(app.db, currentUser(request).id);
    return { seen: true };
  });

  app.post(
    "/api/providers",
    {
      config: { idempotent: true },
      schema: {
        body: createProviderSchemaFor(null),
        response: { 200: providerSchema, 201: providerSchema },
      },
      preHandler: phoneInWriterRegion(app.config.defaultPhoneRegion, "phone"),
    },
    async (request, reply) => {
      const viewerId = currentUser(request).id;
      const { id, created } = await createProvider(
        app.db,
        viewerId,
        request.body,
        writerRegion(request, app.config.defaultPhoneRegion),
        notifyOptionsOf(app),
      );
      return reply.code(created ? 201 : 200).send(await loadProvider(app.db, viewerId, id));
    },
  );

  app.post(
    "/api/providers/check-duplicates",
    { schema: { body: checkDuplicatesSchema, response: { 200: list } } },
    async (request) =>
      findDuplicates(app.db, currentUser(request).id, request.body, writerRegion(request, app.config.defaultPhoneRegion)),
  );

  app.post(
    "/api/providers/experience",
    {
      config: { idempotent: true },
      schema: { body: experienceSchemaFor(null), response: { 201: experienceResultSchema } },
      preHandler: phoneInWriterRegion(app.config.defaultPhoneRegion, "phone"),
    },
    async (request, reply) => {
      const viewerId = currentUser(request).id;
      const result = await recordExperience(
        app.db,
        viewerId,
        request.body,
        writerRegion(request, app.config.defaultPhoneRegion),
        notifyOptionsOf(app),
      );
      const provider = await loadProvider(app.db, viewerId, result.providerId);
      return reply.code(201).send({ provider, project: result.project, projectProviderId: result.projectProviderId });
    },
  );

  app.post(
    "/api/providers/save-contact-provider",
    { schema: { body: saveContactProviderSchema, response: { 201: providerSchema } } },
    async (request, reply) => {
      const viewerId = currentUser(request).id;
      await saveContactProvider(app.db, viewerId, request.body.contactProvider.id, request.body.sourceContactId);
      return reply.code(201).send(await loadProvider(app.db, viewerId, request.body.contactProvider.id));
    },
  );

  app.get(
    "/api/providers/:id",
    { schema: { params: providerIdParams, response: { 200: providerDetailSchema } } },
    async (request) => {
      const provider = await getProviderDetail(app.db, currentUser(request).id, request.params.id);
      if (!provider) throw providerNotFound();
      return provider;
    },
  );

  // "Save to contacts": the provider as a vCard, read by whoever may read its detail.
  app.get("/api/providers/:id/vcard", { schema: { params: providerIdParams } }, async (request, reply) => {
    const card = await getProviderContactCard(app.db, request.params.id);
    if (!card) throw providerNotFound();
    const link = publicLink(request, app.config.publicUrl, `/providers/${request.params.id}`);
    const fileName = vcardFileName(card.name);
    return attachment(reply, fileName)
      .header("cache-control", "private, no-store")
      .type("text/vcard; charset=utf-8")
      .send(providerVcard(card, link, app.config.defaultPhoneRegion, languageFrom(request.user?.language)));
  });

  app.patch(
    "/api/providers/:id",
    {
      schema: {
        params: providerIdParams,
        body: updateProviderSchemaFor(null),
        response: { 200: providerSchema },
      },
      preHandler: phoneInWriterRegion(app.config.defaultPhoneRegion, "phone"),
    },
    async (request) => {
      const viewerId = currentUser(request).id;
      await updateProvider(
        app.db,
        viewerId,
        request.params.id,
        request.body,
        writerRegion(request, app.config.defaultPhoneRegion),
        notifyOptionsOf(app),
      );
      return loadProvider(app.db, viewerId, request.params.id);
    },
  );

  app.post(
    "/api/providers/:id/vouch",
    { config: { idempotent: true }, schema: { params: providerIdParams, body: vouchSchema, response: { 200: providerSchema } } },
    async (request) => {
      const viewerId = currentUser(request).id;
      await vouchForProvider(app.db, viewerId, request.params.id, request.body, notifyOptionsOf(app));
      return loadProvider(app.db, viewerId, request.params.id);
    },
  );

  /**
   * A provider's project list, or 404 for an unknown provider. Links on the page show the
   * provider exists; only an empty page asks (one statement fewer on every other read).
   */
  const projectListPage = async <T>(
    request: FastifyRequest<{ Params: { id: string }; Querystring: PageQuery }>,
    reply: FastifyReply,
    read: (db: Db, viewerId: string, providerId: string, query: PageQuery) => Promise<Page<T>>,
    shown: (viewerId: string, page: Page<T>) => Promise<void> = async () => {},
  ): Promise<T[]> => {
    const viewerId = currentUser(request).id;
    const page = await read(app.db, viewerId, request.params.id, request.query);
    if (page.items.length === 0) await requireProvider(app.db, request.params.id);
    await shown(viewerId, page);
    return sendPage(request, reply, page);
  };
  const projectListSchema = <Item extends z.ZodType>(item: Item) => ({
    params: providerIdParams,
    querystring: pageQuerySchema,
    response: { 200: z.array(item) },
  });

  app.get("/api/providers/:id/projects", { schema: projectListSchema(providerProjectSchema) }, (request, reply) =>
    projectListPage(request, reply, providerProjects),
  );

  app.get("/api/providers/:id/user-projects", { schema: projectListSchema(userProjectSchema) }, (request, reply) =>
    projectListPage(request, reply, userProjects),
  );

  app.get("/api/providers/:id/contact-projects", { schema: projectListSchema(contactProjectSchema) }, (request, reply) =>
    projectListPage(request, reply, contactProjects, (viewerId, page) =>
      // The friends listed (with their e-mail, for the Ask drafts) count towards the viewer's bound.
      app.peopleShown.record(
        viewerId,
        page.items.map((e) => e.user.id),
      ),
    ),
  );
};
