// What the home's hand-over record holds, read in one statement: the household's address (its
// owner's home address), its completed jobs, its upkeep log, its items with their documents, and the
// providers who know the house with the jobs they did. Each list is capped (HANDOVER_CAPS), newest
// first, and carries its full count so the record can say when it was cut.
import { sql } from "drizzle-orm";
import type { HouseholdRole } from "../../../common/household.js";
import { queryRows, type Db } from "../../db/client.js";
import {
  homeItems,
  homeTaskLog,
  homeTasks,
  householdMembers,
  projectProviders,
  projects,
  providers,
  storedFiles,
  users,
} from "../../db/schema.js";

/** The most rows of each kind one record lists; beyond them it names how many there are. */
export const HANDOVER_CAPS = {
  jobs: 200,
  log: 200,
  items: 200,
  documentsPerItem: 20,
  providers: 100,
  jobsPerProvider: 10,
} as const;

interface HandoverJob {
  doneOn: string;
  title: string;
  trade: string;
  provider: string;
  amount: string | null;
  currency: string;
}
interface HandoverLogEntry {
  doneOn: string;
  task: string;
  provider: string | null;
  cost: string | null;
  currency: string;
}
interface HandoverItem {
  name: string;
  category: string | null;
  brand: string | null;
  model: string | null;
  serial: string | null;
  purchasedOn: string | null;
  warrantyUntil: string | null;
  documents: string[];
  documentCount: number;
}
interface HandoverProvider {
  name: string;
  category: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  jobs: string[];
  jobCount: number;
}
/** A list as far as the cap, and how many there are in all. */
export interface Capped<T> {
  rows: T[];
  total: number;
}
export interface HandoverRecord {
  role: HouseholdRole;
  address: string | null;
  jobs: Capped<HandoverJob>;
  log: Capped<HandoverLogEntry>;
  items: Capped<HandoverItem>;
  providers: Capped<HandoverProvider>;
}

const day = (column: ReturnType<typeof sql>) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** The caller's household's record, or null when the account has no household row (it is gone). */
export async function handoverRecord(db: Db, userId: string): Promise<HandoverRecord | null> {
  const c = HANDOVER_CAPS;
  const [row] = await queryRows<{ record: HandoverRecord }>(
    db,
    sql`with me as (select household_id, role from ${householdMembers} where user_id = ${userId}::uuid),
      people as (select m.user_id, m.role from ${householdMembers} m where m.household_id = (select household_id from me)),
      job_all as (
        select pp.id, pp.provider_id, pr.title, ${day(sql`coalesce(pp.completed_at::date, pr.end_date, pp.updated_at::date)`)} as done_on,
          p.category as trade, p.name as provider, pp.final_amount::text as amount, pp.currency
        from ${projects} pr join people on people.user_id = pr.user_id
        join ${projectProviders} pp on pp.project_id = pr.id and pp.status = 'completed'
        join ${providers} p on p.id = pp.provider_id),
      log_all as (
        select l.id, l.provider_id, t.title as task, ${day(sql`l.done_on`)} as done_on, p.name as provider, l.cost::text as cost, l.currency
        from ${homeTasks} t join ${homeTaskLog} l on l.task_id = t.id left join ${providers} p on p.id = l.provider_id
        where t.household_id = (select household_id from me)),
      item_all as (select * from ${homeItems} i where i.household_id = (select household_id from me)),
      known as (
        select provider_id, title as job, done_on from job_all
        union all select provider_id, task, done_on from log_all where provider_id is not null
        union all select provider_id, name, ${day(sql`purchased_on`)} from item_all where provider_id is not null),
      known_by as (
        select provider_id, count(*)::int as job_count, max(done_on) as last_on,
          (array_agg(job order by done_on desc nulls last))[1:${c.jobsPerProvider}] as jobs
        from known group by provider_id)
    select json_build_object(
      'role', (select role from me),
      'address', (select u.home_address from people join ${users} u on u.id = people.user_id where people.role = 'owner'),
      'jobs', json_build_object('total', (select count(*) from job_all), 'rows', coalesce((select json_agg(j) from (
        select done_on as "doneOn", title, trade, provider, amount, currency from job_all order by done_on desc, id desc limit ${c.jobs}) j), '[]')),
      'log', json_build_object('total', (select count(*) from log_all), 'rows', coalesce((select json_agg(l) from (
        select done_on as "doneOn", task, provider, cost, currency from log_all order by done_on desc, id desc limit ${c.log}) l), '[]')),
      'items', json_build_object('total', (select count(*) from item_all), 'rows', coalesce((select json_agg(i) from (
        select i.name, i.category, i.brand, i.model, i.serial,
          ${day(sql`i.purchased_on`)} as "purchasedOn", ${day(sql`i.warranty_until`)} as "warrantyUntil",
          coalesce((select json_agg(d.name) from (select coalesce(f.original_name, 'Document') as name from ${storedFiles} f
            where f.home_item_id = i.id order by f.created_at, f.id limit ${c.documentsPerItem}) d), '[]') as documents,
          (select count(*)::int from ${storedFiles} f where f.home_item_id = i.id) as "documentCount"
        from item_all i order by lower(i.name), i.id limit ${c.items}) i), '[]')),
      'providers', json_build_object('total', (select count(*) from known_by), 'rows', coalesce((select json_agg(p) from (
        select p.name, p.category, p.phone, p.email, p.website, p.address, k.jobs, k.job_count as "jobCount"
        from known_by k join ${providers} p on p.id = k.provider_id
        order by k.last_on desc nulls last, lower(p.name), p.id limit ${c.providers}) p), '[]'))
    ) as record
    from me`,
  );
  if (!row) return null;
  const r = row.record;
  // count(*) is a bigint, which JSON carries as a number here; Number() keeps it one on both drivers.
  for (const list of [r.jobs, r.log, r.items, r.providers]) list.total = Number(list.total);
  return r;
}
