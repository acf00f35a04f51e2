// Reads of a provider's edit history: one page of it (keyset, newest first) and the latest edit
// on the provider's detail. Each is one SQL statement on provider_edits_provider_created_idx.
import { sql, type SQL } from "drizzle-orm";
import {
  CONTACT_CHANGE_DAYS,
  PROVIDER_CONTACT_FIELDS,
  PROVIDER_EDIT_FIELDS,
  type ContactChange,
  type LastEdit,
  type ProviderDetail,
  type ProviderEdit,
} from "../../../common/schemas/provider-edits.js";
import { queryRows, type Db } from "../../db/client.js";
import { iso } from "../../db/sql.js";
import { bound, keptRows } from "../../db/kept-statement.js";
import { pageQuery, toProvider, type Row } from "../providers/queries.js";
import type { Changes, EditValues } from "./service.js";
import { providerEdits, providers, users } from "../../db/schema.js";

interface RawEditor {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** Microsecond text of a timestamp: the exact key of a keyset cursor (a JS Date keeps only ms). */
const exactTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

const editorJson = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name) end`,
  );

const editor = (raw: RawEditor | null) =>
  raw ? { id: raw.id, name: [raw.firstName, raw.lastName].filter(Boolean).join(" ") || "User" } : null;

/** A keyset position: the exact time and id of the last edit of the previous page. */
export interface EditCursor {
  at: string;
  id: string;
}

const CURSOR_RE =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const encodeCursor = (c: EditCursor) => Buffer.from(`${c.at}|${c.id}`).toString("base64url");

/** The cursor of a Link header back to a position; undefined for anything else. */
export function decodeCursor(value: string): EditCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  const match = CURSOR_RE.exec(Buffer.from(value, "base64url").toString("utf8"));
  if (!match || Number.isNaN(Date.parse(match[1]!))) return undefined;
  return { at: match[1]!, id: match[2]! };
}

interface RawEdit {
  id: string;
  at: string;
  changes: Changes;
  revertsEditId: string | null;
  editor: RawEditor | null;
  revertedBy: { id: string; at: string; editor: RawEditor | null } | null;
}

export interface EditsPage {
  found: boolean;
  total: number;
  items: ProviderEdit[];
  next: EditCursor | null;
}

/**
 * GET /api/providers/{id}/edits: one statement reads whether the provider exists (with its current
 * values, for `revertible`), the total, and the page (+1 row to know whether a next page exists)
 * with each edit's editor and its latest revert (an index probe per page row).
 */
export async function listProviderEdits(
  db: Db,
  providerId: string,
  limit: number,
  after: EditCursor | undefined,
  only?: string,
): Promise<EditsPage> {
  const [row] = await queryRows<{ provider: EditValues | null; total: number; items: RawEdit[] }>(
    db,
    sql`
    with page as (
      select e.id, e.created_at, e.changes, e.reverts_edit_id, e.editor_user_id
      from ${providerEdits} e
      where e.provider_id = ${providerId}
        ${after ? sql`and (e.created_at, e.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        ${only ? sql`and e.id = ${only}` : sql``}
      order by e.created_at desc, e.id desc
      limit ${limit + 1}
    )
    select
      (select row_to_json(p) from (select name, category, email, phone, website, address, description
        from ${providers} where id = ${providerId}) p) as provider,
      (select count(*)::int from ${providerEdits} where provider_id = ${providerId}) as total,
      coalesce((
        select json_agg(json_build_object(
          'id', page.id, 'at', ${exactTime("page.created_at")}, 'changes', page.changes,
          'revertsEditId', page.reverts_edit_id, 'editor', ${editorJson("u")},
          'revertedBy', case when rv.id is null then null
            else json_build_object('id', rv.id, 'at', ${exactTime("rv.created_at")}, 'editor', ${editorJson("ru")}) end
        ) order by page.created_at desc, page.id desc)
        from page
        left join ${users} u on u.id = page.editor_user_id
        left join lateral (
          select r.id, r.created_at, r.editor_user_id from ${providerEdits} r
          where r.reverts_edit_id = page.id order by r.created_at desc, r.id desc limit 1
        ) rv on true
        left join ${users} ru on ru.id = rv.editor_user_id
      ), '[]'::json) as items`,
  );
  const provider = row?.provider ?? null;
  if (!provider) return { found: false, total: 0, items: [], next: null };
  const raw = row!.items;
  const more = raw.length > limit;
  const shown = more ? raw.slice(0, limit) : raw;
  const items = shown.map((e): ProviderEdit => {
    const changes = PROVIDER_EDIT_FIELDS.flatMap((field) => {
      const change = e.changes[field];
      return change ? [{ field, from: change.from, to: change.to }] : [];
    });
    return {
      id: e.id,
      editedAt: iso(e.at),
      editor: editor(e.editor),
      changes,
      revertsEditId: e.revertsEditId,
      revertedBy: e.revertedBy
        ? { id: e.revertedBy.id, editedAt: iso(e.revertedBy.at), editor: editor(e.revertedBy.editor) }
        : null,
      revertible: changes.every((c) => provider[c.field] === c.to),
    };
  });
  const last = shown.at(-1);
  return { found: true, total: row!.total, items, next: more && last ? { at: last.at, id: last.id } : null };
}

/** The history row a revert just recorded, as the list shows it. */
export async function getProviderEdit(db: Db, providerId: string, editId: string): Promise<ProviderEdit | undefined> {
  const page = await listProviderEdits(db, providerId, 1, undefined, editId);
  return page.items[0];
}

/** The edits a provider's contact-change lines are looked for in: its newest within the window. */
const CONTACT_CHANGE_SCAN = 100;

/**
 * The provider's recent contact changes (contactChangeSchema), as a json array for the detail
 * statement: per contact field its latest edit in the window (among the provider's newest
 * CONTACT_CHANGE_SCAN there, on provider_edits_provider_created_idx), reverts dropped, grouped by
 * edit; `revertible` compares each field the edit set with the provider's value now.
 */
const contactChangesJson = (providerId: SQL) => sql`(
  select coalesce(json_agg(json_build_object(
      'id', g.id, 'at', g.created_at, 'fields', g.fields, 'revertible', g.revertible,
      'editor', case when cu.id is null then null else json_build_object('id', cu.id, 'firstName', cu.first_name) end
    ) order by g.created_at desc, g.id desc), '[]'::json)
  from (
    select x.id, x.created_at, x.editor_user_id, json_agg(x.field order by x.field) as fields,
      not exists (
        select 1 from jsonb_each(x.changes) c
        where c.value -> 'to' is distinct from (
          select jsonb_build_object('name', p.name, 'category', p.category, 'email', p.email, 'phone', p.phone,
            'website', p.website, 'address', p.address, 'description', p.description)
          from ${providers} p where p.id = ${providerId}) -> c.key
      ) as revertible
    from (
      select distinct on (f.field) f.field, e.id, e.created_at, e.changes, e.reverts_edit_id, e.editor_user_id
      from (
        select e0.id, e0.created_at, e0.changes, e0.reverts_edit_id, e0.editor_user_id from ${providerEdits} e0
        where e0.provider_id = ${providerId} and e0.created_at > now() - make_interval(days => ${CONTACT_CHANGE_DAYS})
        order by e0.created_at desc, e0.id desc limit ${CONTACT_CHANGE_SCAN}
      ) e
      cross join lateral jsonb_object_keys(e.changes) f(field)
      where f.field in (${sql.join(
        PROVIDER_CONTACT_FIELDS.map((f) => sql`${f}`),
        sql`, `,
      )})
      order by f.field, e.created_at desc, e.id desc
    ) x
    where x.reverts_edit_id is null
    group by x.id, x.created_at, x.editor_user_id, x.changes
  ) g
  left join ${users} cu on cu.id = g.editor_user_id
)`;

type RawContactChange = Omit<ContactChange, "editedAt"> & { at: string };

/**
 * GET /api/providers/{id}: the provider row of providers/queries.ts with its latest edit and its
 * recent contact changes joined on, still one statement (each is a probe of
 * provider_edits_provider_created_idx).
 */
type DetailRow = Row & {
  lastEdit: { id: string; at: string; editor: RawEditor | null } | null;
  contactChanges: RawContactChange[];
};

/** The detail statement, kept (db/kept-statement.ts): the viewer and the provider's id are its values. */
const detailStatement = keptRows<DetailRow>(
  "provider_detail_with_edits",
  () => sql`select d.*, (
      select json_build_object('id', e.id, 'at', e.created_at, 'editor', ${editorJson("u")})
      from ${providerEdits} e left join ${users} u on u.id = e.editor_user_id
      where e.provider_id = d.id order by e.created_at desc, e.id desc limit 1
    ) as "lastEdit", ${contactChangesJson(sql`d.id`)} as "contactChanges"
    from (${pageQuery(bound<string>("viewer"), sql`array[${bound<string>("id")}::uuid]`, "detail")}) d`,
);

export async function getProviderDetail(db: Db, viewerId: string, id: string): Promise<ProviderDetail | undefined> {
  const [row] = await detailStatement(db, { viewer: viewerId, id });
  if (!row) return undefined;
  const { lastEdit, contactChanges, ...provider } = row;
  const last: LastEdit = lastEdit ? { id: lastEdit.id, editedAt: iso(lastEdit.at), editor: editor(lastEdit.editor) } : null;
  return {
    ...toProvider(provider),
    lastEdit: last,
    contactChanges: contactChanges.map(({ at, ...c }) => ({ ...c, editedAt: iso(at) })),
  };
}
