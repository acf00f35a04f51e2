// Keyset paging of the lists a community can grow: `?limit=&cursor=`, the next page in a
// `Link: <…>; rel="next"` header and the total in `X-Total-Count`, so every body keeps the array
// shape of the spec's calls. The cursor is opaque to the client: it only follows the Link header.
import { z } from "zod";

const PAGE_LIMIT_DEFAULT = 30;
const PAGE_LIMIT_MAX = 100;
/** No list answer is larger than this (bytes of JSON): a page ends early rather than grow past it. */
export const PAGE_BYTES_MAX = 64_000;

export const TOTAL_COUNT_HEADER = "X-Total-Count";
export const INVALID_CURSOR_MESSAGE = "Invalid cursor";
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/** The query fields of every paged call; list schemas extend them with their own filters. */
export const pageQueryFields = {
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PAGE_LIMIT_MAX, LIMIT_MESSAGE)
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z
    .string({ error: INVALID_CURSOR_MESSAGE })
    .max(2000, INVALID_CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR_MESSAGE)
    .optional(),
};
export const pageQuerySchema = z.object(pageQueryFields);
export type PageQuery = z.infer<typeof pageQuerySchema>;
