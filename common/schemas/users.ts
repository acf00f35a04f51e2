import { z } from "zod";
import { LIMITS } from "../constants";
import { pageQueryFields } from "./paging";

/**
 * Another user as the people search and the friend views show them: name, picture and e-mail
 * (the collaborator search tells people apart by it, the Ask drafts write to it). Never the phone,
 * the home address, credentials or tokens (docs/decisions/045-who-sees-email-and-phone.md).
 */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A person of the people search and the Friends list: `isContact` when in the viewer's address book. */
export const personItemSchema = publicUserSchema.extend({ isContact: z.boolean() });
export type PersonItem = z.infer<typeof personItemSchema>;

/** GET /api/friends: everyone (the spec's Friends screen), filtered as typed, keyset-paged (common/schemas/paging.ts). */
export const usersQuerySchema = z.object({
  search: z.string().trim().max(100, "Search is too long").optional(),
  ...pageQueryFields,
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

const USER_SEARCH_MIN_MESSAGE = `Type at least ${LIMITS.userSearchMin} characters to search`;

/**
 * GET /api/users/all: the people search of the spec's validation rules (collaborators), at least 3 characters on the
 * server as on the client, so the directory cannot be read out a page at a time. The Friends list
 * (/api/friends) keeps the spec's "everyone, filtered as typed".
 */
export const userSearchQuerySchema = usersQuerySchema.extend({
  search: z
    .string({ error: USER_SEARCH_MIN_MESSAGE })
    .trim()
    .min(LIMITS.userSearchMin, USER_SEARCH_MIN_MESSAGE)
    .max(100, "Search is too long"),
});
