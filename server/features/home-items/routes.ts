// The home's items with their documents, and "Who to call" (go-to providers, the household's
// notes). Signed in with a complete profile; the household reads, owner and members write (a
// viewer's write: 403 READ_ONLY); an item of another household answers 404.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  goToParamsSchema,
  goToPickSchema,
  homeDocumentParamsSchema,
  homeDocumentSchema,
  homeItemCreateSchema,
  homeItemListSchema,
  homeItemParamsSchema,
  homeItemPatchSchema,
  homeItemSchema,
  householdNotesSchema,
  whoToCallSchema,
} from "../../../common/schemas/home-items.js";
import { currentUser } from "../../http/auth.js";
import { addDocument, removeDocument } from "./documents.js";
import { createItem, deleteItem, listItems, loadItem, updateItem } from "./service.js";
import { pickGoTo, saveNotes, unpickGoTo, whoToCall } from "./who-to-call.js";

export const homeItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get("/api/home/items", { schema: { response: { 200: homeItemListSchema } } }, async (request) =>
    listItems(db, currentUser(request).id),
  );

  app.post(
    "/api/home/items",
    { config: { idempotent: true }, schema: { body: homeItemCreateSchema, response: { 201: homeItemSchema } } },
    async (request, reply) => {
      reply.code(201);
      return createItem(db, currentUser(request).id, request.body);
    },
  );

  app.get(
    "/api/home/items/:id",
    { schema: { params: homeItemParamsSchema, response: { 200: homeItemSchema } } },
    async (request) => loadItem(db, currentUser(request).id, request.params.id),
  );

  app.patch(
    "/api/home/items/:id",
    { schema: { params: homeItemParamsSchema, body: homeItemPatchSchema, response: { 200: homeItemSchema } } },
    async (request) => updateItem(db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete("/api/home/items/:id", { schema: { params: homeItemParamsSchema } }, async (request, reply) => {
    await deleteItem(db, app.files, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    "/api/home/items/:id/documents",
    { schema: { params: homeItemParamsSchema, response: { 201: homeDocumentSchema } } },
    async (request, reply) => {
      const document = await addDocument(request, db, app.files, currentUser(request).id, request.params.id);
      return reply.code(201).send(document);
    },
  );

  app.delete(
    "/api/home/items/:id/documents/:fileId",
    { schema: { params: homeDocumentParamsSchema } },
    async (request, reply) => {
      await removeDocument(db, app.files, currentUser(request).id, request.params.id, request.params.fileId);
      return reply.code(204).send();
    },
  );

  app.get("/api/home/who-to-call", { schema: { response: { 200: whoToCallSchema } } }, async (request) =>
    whoToCall(db, currentUser(request).id),
  );

  app.put(
    "/api/home/go-to/:category",
    { schema: { params: goToParamsSchema, body: goToPickSchema, response: { 200: whoToCallSchema } } },
    async (request) => pickGoTo(db, currentUser(request).id, request.params.category, request.body.providerId),
  );

  app.delete(
    "/api/home/go-to/:category",
    { schema: { params: goToParamsSchema, response: { 200: whoToCallSchema } } },
    async (request) => unpickGoTo(db, currentUser(request).id, request.params.category),
  );

  app.put("/api/home/notes", { schema: { body: householdNotesSchema, response: { 200: whoToCallSchema } } }, async (request) =>
    saveNotes(db, currentUser(request).id, request.body.notes),
  );
};
