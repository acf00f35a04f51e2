// Provider cards kept in the process (docs/decisions/162-cards-kept-by-version.md). A card
// is built for its viewer from about 200 related rows, each checked by the privacy rules; most
// viewers, though, have no tie to most providers on a page, and for them the card is the same as
// for a viewer who is nobody. That card is kept here by its version (provider_card_versions,
// renewed by the triggers of every row it shows, in the writing transaction, migration 0050), so
// a page reads each card's version and the viewer's ties with its rows, and builds only the
// cards of the providers the viewer is tied to and those whose kept version is not current.
//
// Tied: anything on the card could differ from what nobody sees. The viewer or one of their
// contacts has the provider on their list, linked on a project or recommended it; a
// recommendation of it is addressed to the viewer; or it is linked to or recommended from a
// project the viewer owns, collaborates on, or may see as a contact of its owner (the only ways a
// project, a recommendation or an amount shows to one viewer and not to everyone:
// privacy/rules.ts). Those cards are built for the viewer, exactly as before, and never kept.
import { sql, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { ProviderListItem } from "../../../common/schemas/providers.js";
import { queryRows, type Db } from "../../db/client.js";
import type { Bound } from "../../db/kept-statement.js";
import {
  projectCollaborators,
  projectProviders,
  projects,
  providerCardVersions,
  recommendations,
  userProviders,
} from "../../db/schema.js";
import { bookUserIds, booksHolding } from "../contacts/in-book.js";

/** A viewer who is nobody: no user has this id, so no list entry, project, book or address is theirs. */
const NOBODY = "00000000-0000-0000-0000-000000000000";

/** Cards kept per process: about 1.6 KB each as objects (measured at 10,000 users), so at most about 16 MB. */
const MAX_KEPT_CARDS = 10_000;

/** A page row's card state: its version (null: the provider has none, never kept) and whether the viewer is tied to it. */
export interface CardState {
  cardVersion: string | null;
  tied: boolean;
}

interface KeptCard {
  version: string;
  card: ProviderListItem;
}

// One store per database handle: a test's database, or the server's, never shares cards with another.
const stores = new WeakMap<Db, LRUCache<string, KeptCard>>();

function storeOf(db: Db): LRUCache<string, KeptCard> {
  let store = stores.get(db);
  if (!store) {
    store = new LRUCache<string, KeptCard>({ max: MAX_KEPT_CARDS });
    stores.set(db, store);
  }
  return store;
}

/**
 * The project `alias` may show to the viewer alone, or is one of their people's (for the contacts'
 * backing): owned by the viewer or a contact, by someone whose book holds the viewer, or shared
 * with the viewer.
 */
const projectTied = (alias: string) => {
  const p = sql.raw(alias);
  return sql`(${p}.user_id = any((select ids from card_people)::uuid[]) or ${p}.user_id = any((select ids from card_holders)::uuid[])
    or ${p}.id = any((select ids from card_shared)::uuid[]))`;
};

/**
 * The page rows `statement` selects (each with an `id`, in its order), each with its card's state
 * for the viewer. The ties are read for the page's providers only, from index probes on their
 * provider_id (and a primary-key probe of each row's project), against the viewer's people
 * (themselves and their contacts), the people whose books hold the viewer and the projects shared
 * with the viewer.
 */
export function withCardState(viewerId: Bound<string>, statement: SQL): SQL {
  const v = viewerId;
  // A materialized CTE is read back in the order it was written: the page keeps its statement's order.
  return sql`with page_rows as materialized (${statement}),
    card_page as materialized (select array(select id from page_rows) as ids),
    card_people as materialized (select array(select ${v}::uuid union all ${bookUserIds(v)}) as ids),
    card_holders as materialized (select array${booksHolding(v)} as ids),
    card_shared as materialized (select array(select c.project_id from ${projectCollaborators} c where c.user_id = ${v}) as ids),
    card_ties as materialized (select array(
      select up.provider_id from ${userProviders} up
        where up.provider_id = any((select ids from card_page)::uuid[]) and up.user_id = any((select ids from card_people)::uuid[])
      union select pp.provider_id from ${projectProviders} pp join ${projects} p on p.id = pp.project_id
        where pp.provider_id = any((select ids from card_page)::uuid[]) and ${projectTied("p")}
      union select rc.provider_id from ${recommendations} rc left join ${projects} p on p.id = rc.project_id
        where rc.provider_id = any((select ids from card_page)::uuid[])
          and (rc.from_user_id = any((select ids from card_people)::uuid[]) or rc.to_user_id = ${v} or ${projectTied("p")})) as ids)
    select r.*, (select cv.version::text from ${providerCardVersions} cv where cv.provider_id = r.id) as "cardVersion",
      r.id = any((select ids from card_ties)::uuid[]) as tied
    from page_rows r`;
}

/** The statement of cards for `ids` as `viewerId` sees them (the lists' "card" variant). */
export type CardStatement = (viewerId: string, ids: string[]) => SQL;

/**
 * The cards of a page's rows by id: kept ones as they are, the others built in one statement —
 * for the viewer where tied, as nobody sees them (then kept, with the version read with them) elsewhere.
 */
export async function cardsOf<Row extends { id: string }>(
  db: Db,
  viewerId: string,
  rows: (CardState & { id: string })[],
  statement: CardStatement,
  toCard: (row: Row) => ProviderListItem,
): Promise<Map<string, ProviderListItem>> {
  const store = storeOf(db);
  const cards = new Map<string, ProviderListItem>();
  const tied: string[] = [];
  const stale: string[] = [];
  for (const row of rows) {
    const kept = row.tied || row.cardVersion === null ? undefined : store.get(row.id);
    if (kept && kept.version === row.cardVersion) cards.set(row.id, kept.card);
    else (row.tied ? tied : stale).push(row.id);
  }
  const parts: SQL[] = [];
  if (tied.length > 0) parts.push(sql`select c.*, null::text as "cardVersion" from (${statement(viewerId, tied)}) c`);
  if (stale.length > 0) {
    parts.push(sql`select c.*, cv.version::text as "cardVersion" from (${statement(NOBODY, stale)}) c
      left join ${providerCardVersions} cv on cv.provider_id = c.id`);
  }
  if (parts.length === 0) return cards;
  for (const row of await queryRows<Row & { cardVersion: string | null }>(db, sql.join(parts, sql` union all `))) {
    const card = toCard(row);
    cards.set(row.id, card);
    if (row.cardVersion !== null) store.set(row.id, { version: row.cardVersion, card });
  }
  return cards;
}
