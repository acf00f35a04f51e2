// The address book ("Your contacts"). POST /api/contacts/import imports a file; the
// list and removal live under /api/address-book because GET /api/contacts/{contactId} is the spec's
// friend profile (docs/decisions/074-address-book.md). Both imports count against the account's
// day (import-limit.ts) and are read in a worker thread (read-workers.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONTACTS_FILE_BYTES_MAX,
  CONTACTS_TEXT_BYTES_MAX,
  bookEntryParamsSchema,
  bookEntrySchema,
  bookQuerySchema,
  importResultSchema,
  pickedContactsSchema,
} from "../../../common/schemas/contacts.js";
import { badRequest } from "../../errors.js";
import { parseMultipart, registerMultipart, type HeldFileRule } from "../../http/multipart.js";
import { sendPage } from "../../paging.js";
import { currentUser } from "../../http/auth.js";
import { countImport } from "./import-limit.js";
import { listBook } from "./queries.js";
import { readContactsOffThread } from "./read-workers.js";
import { importContacts, removeAllContacts, removeContact } from "./service.js";
import { withoutPhotos } from "./photo-filter.js";
import type { FastifyRequest } from "fastify";
import { writerRegion } from "../../http/phone-region.js";

const FILE_FIELD = "file";
const CHOOSE_A_FILE = "Choose a .vcf or .csv file";
const MB = 1024 * 1024;
/**
 * The book's file: up to CONTACTS_FILE_BYTES_MAX uploaded, its photos, logos and keys dropped as
 * it arrives (photo-filter.ts), and the rest held (never stored) for the reader, up to
 * CONTACTS_TEXT_BYTES_MAX.
 */
const bookFile: HeldFileRule = {
  kind: "held",
  maxBytes: CONTACTS_FILE_BYTES_MAX,
  tooLarge: `The file is larger than ${CONTACTS_FILE_BYTES_MAX / MB} MB`,
  filter: withoutPhotos,
  maxHeldBytes: CONTACTS_TEXT_BYTES_MAX,
  tooMuchHeld: `The contacts in this file take more than ${CONTACTS_TEXT_BYTES_MAX / MB} MB without their photos. Export fewer contacts at a time.`,
};

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app, { fileBytesMax: CONTACTS_FILE_BYTES_MAX });
  // Numbers without a country code are read in the importing account's phone region.
  const regionOf = (request: FastifyRequest) => writerRegion(request, app.config.defaultPhoneRegion);
  const budgetMs = app.config.contactsReadBudgetMs;

  app.post("/api/contacts/import", { schema: { response: { 200: importResultSchema } } }, async (request) => {
    if (!request.isMultipart()) throw badRequest(`Send the file as multipart/form-data in the field "${FILE_FIELD}"`);
    const ownerId = currentUser(request).id;
    await countImport(app.db, ownerId);
    const { held } = await parseMultipart(request, { [FILE_FIELD]: bookFile }, z.object({}));
    const file = held[FILE_FIELD];
    if (!file) throw badRequest(CHOOSE_A_FILE, [{ path: FILE_FIELD, message: CHOOSE_A_FILE }]);
    const read = await readContactsOffThread({ kind: "file", bytes: file.data }, regionOf(request), budgetMs);
    const stored = await importContacts(app.db, ownerId, read.entries, app.config.contactsMatchesPerDay);
    return { ...stored, skipped: read.skipped, truncated: read.truncated };
  });

  app.post(
    "/api/contacts/import/picked",
    { schema: { body: pickedContactsSchema, response: { 200: importResultSchema } } },
    async (request) => {
      const ownerId = currentUser(request).id;
      await countImport(app.db, ownerId);
      const read = await readContactsOffThread({ kind: "picked", picked: request.body }, regionOf(request), budgetMs);
      const stored = await importContacts(app.db, ownerId, read.entries, app.config.contactsMatchesPerDay);
      return { ...stored, skipped: read.skipped, truncated: read.truncated };
    },
  );

  app.get(
    "/api/address-book",
    { schema: { querystring: bookQuerySchema, response: { 200: z.array(bookEntrySchema) } } },
    async (request, reply) => {
      const ownerId = currentUser(request).id;
      const page = await listBook(app.db, ownerId, request.query);
      // The people a page matches count against the owner's people bound, as every list of people does.
      await app.peopleShown.record(
        ownerId,
        page.items.flatMap((entry) => (entry.onVowch ? [entry.onVowch.id] : [])),
      );
      return sendPage(request, reply, page);
    },
  );

  app.delete("/api/address-book/:entryId", { schema: { params: bookEntryParamsSchema } }, async (request, reply) => {
    await removeContact(app.db, currentUser(request).id, request.params.entryId);
    return reply.code(204).send();
  });

  app.delete("/api/address-book", async (request, reply) => {
    await removeAllContacts(app.db, currentUser(request).id);
    return reply.code(204).send();
  });
};
