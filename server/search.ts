import { sql } from "drizzle-orm";

// Search by index (docs/decisions/140-search-by-index.md): every search box's term is matched
// through an index, and a search reads at most SEARCH_CANDIDATES_MAX matching rows (its
// candidates) before privacy and the list's order are applied to them. A list's total under a
// search is then the number of visible matches among the candidates, and its pages end with them.

/** The most matching rows one search reads from its indexes (people, Friends, every provider list). */
export const SEARCH_CANDIDATES_MAX = 500;

/**
 * The candidate read's LIMIT, written into the statement's text: as a parameter, PostgreSQL's
 * generic plan takes an unknown LIMIT for a tenth of the rows and scans the table until it has
 * them, instead of reading the trigram indexes.
 */
export const candidateLimit = sql.raw(String(SEARCH_CANDIDATES_MAX));

/**
 * A term is matched as a substring through the trigram indexes (pg_trgm) when it has a run of three
 * letters or digits: pg_trgm's unit. A shorter term ("jo") inside a word yields no trigram, so it
 * is still matched as a substring (the spec's rule), row by row until the candidate cap. A term
 * with no letter or digit ("%%%") has no trigram at all: it matches no fragment of a person, and a
 * provider's name row by row.
 */
export function searchesByTrigram(term: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(term);
}

const escapeLike = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains `term`", lower-cased, its wildcards escaped ("50%" means the text "50%"). */
export function likeContains(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** Whether the term has a letter or digit: without one it has no trigram, and matches no fragment. */
export function hasWordCharacter(term: string): boolean {
  return /[\p{L}\p{N}]/u.test(term);
}
