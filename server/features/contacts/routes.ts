// The address book ("Your contacts"). POST /api/contacts/import imports a file; the
// list and removal live under /api/address-book because GET /api/contacts/{contactId} is the spec's
// friend profile (docs/decisions/074-address-book.md).
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONTACTS_FILE_BYTES_MAX,
  CONTACTS_IMPORT_MAX,
  bookEntryParamsSchema,
  bookEntrySchema,
  bookQuerySchema,
  importResultSchema,
  pickedContactsSchema,
} from "../../../common/schemas/contacts.js";
import { badRequest, tooLarge } from "../../errors.js";
import { unreadableBody } from "../../http/multipart.js";
import { sendPage } from "../../paging.js";
import { currentUser } from "../../http/auth.js";
import { parseContactsFile, pickedEntries, type ContactEntry } from "./parse.js";
import { listBook } from "./queries.js";
import { importContacts, removeAllContacts, removeContact } from "./service.js";

const FILE_FIELD = "file";
const tooMany = () => tooLarge(`Import at most ${CONTACTS_IMPORT_MAX} contacts at a time`);

function bounded(entries: ContactEntry[]): ContactEntry[] {
  if (entries.length > CONTACTS_IMPORT_MAX) throw tooMany();
  return entries;
}

/** A body the multipart parser cannot read is the client's fault, said in the import's words. */
const unreadable = (err: unknown): never => unreadableBody(err, "The file could not be read. Please try again.");

export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  // This scope's own multipart parser: one file, nothing else.
  await app.register(multipart, { limits: { fileSize: CONTACTS_FILE_BYTES_MAX, files: 1, fields: 0, parts: 2 } });
  const region = app.config.defaultPhoneRegion;

  app.post("/api/contacts/import", { schema: { response: { 200: importResultSchema } } }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"');
    const part = await request.file().catch(unreadable);
    if (!part || part.fieldname !== FILE_FIELD) {
      throw badRequest("Choose a .vcf or .csv file", [{ path: FILE_FIELD, message: "Choose a .vcf or .csv file" }]);
    }
    const buffer = await part.toBuffer().catch((err: unknown) => {
      if (part.file.truncated || (err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw tooLarge(`The file is larger than ${CONTACTS_FILE_BYTES_MAX / 1024 / 1024} MB`);
      }
      return unreadable(err);
    });
    const entries = bounded(parseContactsFile(buffer, region));
    return importContacts(app.db, currentUser(request).id, entries, app.config.contactsMatchesPerDay);
  });

  app.post(
    "/api/contacts/import/picked",
    { schema: { body: pickedContactsSchema, response: { 200: importResultSchema } } },
    async (request) =>
      importContacts(
        app.db,
        currentUser(request).id,
        bounded(pickedEntries(request.body, region)),
        app.config.contactsMatchesPerDay,
      ),
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
