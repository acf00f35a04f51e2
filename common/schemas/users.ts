import { z } from "zod";

/** Another user as the app shows them: never credentials, tokens or the home address. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const USERS_PAGE_MAX = 200;

export const usersQuerySchema = z.object({
  search: z.string().trim().max(100, "Search is too long").optional(),
  limit: z.coerce.number().int().min(1).max(USERS_PAGE_MAX).default(USERS_PAGE_MAX),
});
