// A large synthetic community for `npm run seed:scale` and `npm run bench`: every table a screen
// lists is filled in proportion to the number of users, with set-based SQL (generate_series), so
// 100,000 users take minutes, not hours. Ids are derived from the row number (md5 → uuid), so
// the bench can name a user's projects and providers without asking; random() is seeded, so a
// run is repeatable.
// The load is bulk: inside its one transaction the triggers are paused and the non-unique indexes
// of the tables it fills dropped; afterwards every kept value (flags, households of one,
// provider_backing, backing_totals, category_totals, provider ratings) is recomputed once, set-wise, and the indexes
// are built once (./kept-totals.ts). tests/api/seed-scale-bulk.test.ts loads the same rows with
// every trigger on and finds the same values.
import { sql } from "drizzle-orm";
import { PROVIDER_CATEGORIES } from "../../../common/constants.js";
import { hashPassword } from "../../../server/features/auth/passwords.js";
import { queryRows, type Db } from "../../../server/db/client.js";
import type { RowCounts } from "../../seed/row-counts.js";
import {
  dropSecondaryIndexes,
  recomputeKeptTotals,
  timedStep,
  pauseTriggers,
  TRIGGERED_TABLES,
  type OnStep,
} from "./kept-totals.js";

export const SCALE_PASSWORD = "scale-password-1";
export const scaleEmail = (n: number) => `scale-user-${n}@example.com`;

export interface ScaleOptions {
  users: number;
  /** Hears each step's label and seconds. */
  onStep?: OnStep;
}

/** The tables the seed fills: their non-unique indexes are built after a bulk load. */
const LOADED_TABLES = [
  "users",
  "user_credentials",
  "providers",
  "user_providers",
  "projects",
  "project_providers",
  "reviews",
  "recommendations",
  "project_collaborators",
  "service_occurrences",
  "provider_requests",
  "provider_suggestions",
  "suggestion_vouches",
  "contacts",
] as const;

export type ScaleCounts = RowCounts & { contacts: number };

/** Per user: ~5 providers, ~10 list entries, ~5 projects with ~3 providers each, 1 request. */
const SCALE_RATIOS = {
  providers: 5,
  listEntries: 10,
  projects: 5,
  linksPerProject: 3,
  suggestionsPerRequest: 3,
  // Address-book entries per user (people find each other through their address books): most of them other users' numbers, a few strangers'.
  bookEntries: 20,
} as const;

const FIRST = [
  "Alex",
  "Sam",
  "Jordan",
  "Taylor",
  "Morgan",
  "Casey",
  "Riley",
  "Jamie",
  "Avery",
  "Quinn",
  "Maria",
  "David",
  "Priya",
  "Chen",
  "Fatima",
  "Lucas",
  "Emma",
  "Noah",
  "Olivia",
  "Liam",
];
const LAST = [
  "Nguyen",
  "Smith",
  "Garcia",
  "Patel",
  "Kim",
  "Johnson",
  "Brown",
  "Lopez",
  "Martin",
  "Davis",
  "Wilson",
  "Clark",
  "Lewis",
  "Walker",
  "Young",
  "Hall",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Green",
  "Baker",
  "Adams",
  "Nelson",
  "Hill",
];
const BRAND = [
  "Acme",
  "Bright",
  "Summit",
  "Oak",
  "Pioneer",
  "Blue Sky",
  "Evergreen",
  "Keystone",
  "Harbor",
  "Maple",
  "Granite",
  "Sunrise",
  "Liberty",
  "Cedar",
  "Northside",
];

const arr = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);

/** A stable id from a prefix and a row number: md5 shaped as a version-4 UUID (zod checks the version). */
const idOf = (prefix: string, expr: string) =>
  `overlay(overlay(md5('${prefix}' || (${expr})) placing '4' from 13) placing '8' from 17)::uuid`;

/** true when the scale community is already there (seeding twice would collide). */
export async function scaleSeeded(db: Db): Promise<boolean> {
  return (await one(db, sql`select count(*)::int as n from users where email = ${scaleEmail(1)}`)) > 0;
}

export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleCounts> {
  const N = Math.max(10, Math.floor(options.users));
  const P = N * SCALE_RATIOS.providers;
  const J = N * SCALE_RATIOS.projects;
  const hash = await hashPassword(SCALE_PASSWORD);
  const n = sql.raw(String(N));
  const p = sql.raw(String(P));
  const j = sql.raw(String(J));
  const user = (expr: string) => sql.raw(idOf("scale-user-", expr));
  const provider = (expr: string) => sql.raw(idOf("scale-provider-", expr));
  const project = (expr: string) => sql.raw(idOf("scale-project-", expr));
  const request = (expr: string) => sql.raw(idOf("scale-request-", expr));
  const randUserExpr = `(1 + floor(random() * ${N})::int)`;
  const randUser = sql.raw(randUserExpr);
  const randProvider = sql.raw(`(1 + floor(random() * ${P})::int)`);

  const onStep = options.onStep;

  await db.transaction(async (tx) => {
    const step = (label: string, query: ReturnType<typeof sql>) => timedStep(tx, label, query, onStep);
    // Statistics for the rows loaded so far, so the statements joining them are planned for their size.
    const analyze = (...tables: string[]) => step(`analyze ${tables.join(", ")}`, sql.raw(`analyze ${tables.join(", ")}`));
    // Room to sort and hash a million rows without spilling to temporary files.
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    const paused = await pauseTriggers(tx, TRIGGERED_TABLES);
    onStep?.(`triggers paused (${paused.how})`, 0);
    const deferredIndexes = await dropSecondaryIndexes(tx, LOADED_TABLES);
    await tx.execute(sql`select setseed(0.4242)`);

    await step(
      "users",
      sql`
      insert into users (id, email, first_name, last_name, phone, phone_key, proven_phone_key, email_verified_at,
        home_address, is_profile_complete, privacy_projects, privacy_amounts, privacy_contact_details, created_at, updated_at)
      select ${user("i")}, 'scale-user-' || i || '@example.com',
        (${arr(FIRST)})[1 + i % ${FIRST.length}], (${arr(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] || ' ' || i,
        -- A distinct number per user, and its E.164 form (common/phone.ts), as complete-profile writes them,
        -- so address books match people and the trust and privacy queries are measured as in life.
        '(415) ' || substr(lpad(i::text, 7, '0'), 1, 3) || '-' || substr(lpad(i::text, 7, '0'), 4, 4),
        '+1415' || lpad(i::text, 7, '0'),
        -- Proven, as the verification flows leave them: only proven numbers and e-mails match books.
        '+1415' || lpad(i::text, 7, '0'), now(),
        i || ' Elm Street', true,
        -- Privacy settings: most keep the defaults; some keep projects to contacts or to themselves,
        -- amounts to themselves, e-mail and phone to contacts.
        case when i % 10 = 3 then 'contacts' when i % 20 = 7 then 'nobody' else 'everyone' end,
        i % 10 <> 5, case when i % 5 = 1 then 'contacts' else 'everyone' end,
        now() - (random() * interval '400 days'), now()
      from generate_series(1, ${n}) i`,
    );
    await step(
      "user_credentials",
      sql`
      insert into user_credentials (user_id, password_hash)
      select ${user("i")}, ${hash} from generate_series(1, ${n}) i`,
    );

    await step(
      "providers",
      sql`
      insert into providers (id, name, email, phone, phone_key, website, category, description, user_id, created_at, updated_at)
      select ${provider("k")},
        (${arr(BRAND)})[1 + k % ${BRAND.length}] || ' ' || (${arr(PROVIDER_CATEGORIES)})[1 + k % ${PROVIDER_CATEGORIES.length}] || ' ' || k,
        'office' || k || '@provider.example.com', '555' || lpad(k::text, 7, '0'),
        -- phone_key: the E.164 form of these North American numbers (common/phone.ts).
        '+1555' || lpad(k::text, 7, '0'), 'https://provider' || k || '.example.com',
        (${arr(PROVIDER_CATEGORIES)})[1 + k % ${PROVIDER_CATEGORIES.length}], 'Local, insured and on time.',
        ${user(`1 + k % ${N}`)}, now() - (random() * interval '365 days'), now()
      from generate_series(1, ${p}) k`,
    );

    await step(
      "user_providers",
      sql`
      insert into user_providers (user_id, provider_id, source_type, is_vouched, vouch_rating, vouch_comment, vouched_at, created_at, backs)
      select distinct on (1, 2) ${user("i")}, ${provider("pk")}, case when v then 'vouched' else 'user_added' end,
        v, case when v then 3 + floor(r * 3)::int end, case when v then 'Great work, would hire again.' end,
        case when v then now() - (r * interval '300 days') end, now() - (r * interval '300 days'),
        -- The flag its trigger keeps (every scale user has a completed profile), so a bulk load's
        -- recompute has nothing to rewrite.
        true
      from (select i, ${randProvider} as pk, random() < 0.3 as v, random() as r
            from generate_series(1, ${n}) i, generate_series(1, ${sql.raw(String(SCALE_RATIOS.listEntries))}) s) x
      -- A random pick twice is one entry. Deduplicated here rather than by "on conflict" (a
      -- speculative insertion per row), and in key order, so the unique index grows at its right
      -- edge instead of at random pages.
      order by 1, 2, r`,
    );

    await step(
      "projects",
      sql`
      insert into projects (id, user_id, title, description, status, budget, start_date, progress, category, project_type,
        recurring_frequency, next_service_date, recurring_budget, created_at, updated_at)
      select ${project("k")}, ${user(`1 + k % ${N}`)},
        case when rec then 'Regular ' else 'Project ' end || k,
        'Synthetic project for the benchmark.',
        (case when rec then array['active','active','paused'] else array['planning','in_progress','completed','completed','on_hold'] end)[1 + floor(r * (case when rec then 3 else 5 end))::int]::project_status,
        case when rec then null else (1000 + floor(r * 20000))::numeric(10,2) end,
        (now() - r * interval '300 days')::date, case when rec then 0 else floor(r * 100)::int end,
        case when rec then 'Lawn Care' else 'Kitchen Renovation' end,
        (case when rec then 'recurring' else 'one_time' end)::project_type,
        case when rec then 'monthly'::recurring_frequency end,
        case when rec then (now() + interval '10 days')::date end,
        case when rec then 120.00 end,
        now() - (r * interval '400 days'), now()
      from (select k, k % 5 = 0 as rec, random() as r from generate_series(1, ${j}) k) x`,
    );

    await step(
      "project_providers",
      sql`
      insert into project_providers (project_id, provider_id, status, quote_amount, final_amount, rating, review, created_at, updated_at)
      select distinct on (1, 2) ${project("k")}, ${provider("pk")}, st::project_provider_status,
        case when st in ('quoted','accepted','in_progress','completed','active') then (500 + floor(r * 9000))::numeric(10,2) end,
        case when st = 'completed' then (500 + floor(r * 9000))::numeric(10,2) end,
        case when st in ('completed','active') and r < 0.8 then 2 + floor(r * 4)::int end,
        case when st in ('completed','active') and r < 0.8 then 'Did a careful job.' end,
        now() - (r * interval '350 days'), now()
      from (select k, ${randProvider} as pk, random() as r,
              case when k % 5 = 0 then (array['contacted','quoted','active','active'])[1 + floor(random() * 4)::int]
                   else (array['pending','contacted','estimate_scheduled','quoted','accepted','in_progress','completed','completed','rejected'])[1 + floor(random() * 9)::int] end as st
            from generate_series(1, ${j}) k, generate_series(1, ${sql.raw(String(SCALE_RATIOS.linksPerProject))}) s) x
      order by 1, 2, r`,
    );
    await analyze("users", "providers", "user_providers", "projects", "project_providers");

    await step(
      "reviews",
      sql`
      insert into reviews (user_id, provider_id, project_id, project_provider_id, rating, comment, created_at)
      select pr.user_id, pp.provider_id, pp.project_id, pp.id, pp.rating, pp.review, pp.updated_at
      from project_providers pp join projects pr on pr.id = pp.project_id
      where pp.rating is not null and pr.id in (select ${project("k")} from generate_series(1, ${j}) k)`,
    );
    await step(
      "recommendations",
      sql`
      insert into recommendations (from_user_id, provider_id, project_id, project_provider_id, source, rating, comment, final_amount, created_at, backs)
      select pr.user_id, pp.provider_id, pp.project_id, pp.id, 'project', pp.rating, pp.review, pp.final_amount, pp.created_at,
        -- recommendation_backs: the owner (the author, completed) keeps the project's audience.
        coalesce(pr.visibility, o.privacy_projects) = 'everyone'
      from project_providers pp join projects pr on pr.id = pp.project_id join users o on o.id = pr.user_id
      where pp.rating is not null and pr.id in (select ${project("k")} from generate_series(1, ${j}) k)`,
    );
    await step(
      "recommendations",
      sql`
      insert into recommendations (from_user_id, provider_id, source, rating, comment, created_at, backs)
      select up.user_id, up.provider_id, 'vouch', up.vouch_rating, up.vouch_comment, up.vouched_at, true
      from user_providers up where up.is_vouched and up.user_id in (select ${user("i")} from generate_series(1, ${n}) i)`,
    );

    await step(
      "project_collaborators",
      sql`
      insert into project_collaborators (project_id, user_id, invited_by)
      select pr.id, x.uid, pr.user_id
      from (select ${project(`1 + floor(random() * ${J})::int`)} as pid, ${user(randUserExpr)} as uid
            from generate_series(1, ${n}) i) x
      join projects pr on pr.id = x.pid and pr.user_id <> x.uid
      on conflict (project_id, user_id) do nothing`,
    );

    await step(
      "service_occurrences",
      sql`
      insert into service_occurrences (project_id, scheduled_date, status, completed_date, actual_cost)
      select ${project("k")}, (now() - (s * interval '30 days'))::date,
        (case when s = 0 then 'scheduled' else 'completed' end)::occurrence_status,
        case when s > 0 then (now() - (s * interval '30 days'))::date end, case when s > 0 then 120.00 end
      from generate_series(5, ${j}, 5) k, generate_series(0, 2) s`,
    );

    await step(
      "provider_requests",
      sql`
      insert into provider_requests (id, user_id, title, description, category, location, status, created_at, updated_at)
      select ${request("i")}, ${user(`1 + i % ${N}`)}, 'Looking for a good ' || lower(c) || ' (' || i || ')',
        'Who did you use and would you hire them again?', c, 'Springfield',
        (case when random() < 0.6 then 'active' else 'resolved' end)::request_status,
        now() - (random() * interval '200 days'), now()
      from (select i, (${arr(PROVIDER_CATEGORIES)})[1 + i % ${PROVIDER_CATEGORIES.length}] as c from generate_series(1, ${n}) i) x`,
    );
    await step(
      "provider_suggestions",
      sql`
      insert into provider_suggestions (request_id, suggesting_user_id, provider_id, provider_name, provider_category, comment, created_at)
      select ${request("i")}, ${user("u")}, case when typed then null else ${provider("pk")} end,
        case when typed then 'Handy neighbour ' || i || '-' || s else pv.name end, pv.category, 'They were great for us.',
        now() - (random() * interval '100 days')
      from (select i, s, ${randUser} as u, ${randProvider} as pk, random() < 0.3 as typed
            from generate_series(1, ${n}) i, generate_series(1, ${sql.raw(String(SCALE_RATIOS.suggestionsPerRequest))}) s) x
      join providers pv on pv.id = ${provider("pk")}
      where ${user("u")} <> ${user(`1 + i % ${N}`)}`,
    );
    await analyze("provider_requests", "provider_suggestions");
    await step(
      "suggestion_vouches",
      sql`
      insert into suggestion_vouches (suggestion_id, user_id, comment)
      select ps.id, ${user(randUserExpr)}, null
      from provider_suggestions ps join provider_requests rq on rq.id = ps.request_id
      where rq.user_id in (select ${user("i")} from generate_series(1, ${n}) i) and random() < 0.5
      on conflict (suggestion_id, user_id) do nothing`,
    );

    // Address books: each user's entries are other users' numbers (a contact on Vowch) and, one in
    // five, a number nobody on Vowch has (the phone key of a user id past the community).
    await step(
      "contacts",
      sql`
      insert into contacts (user_id, name, phone, phone_keys, created_at)
      select ${user("i")}, 'Contact ' || i || '-' || s, '+1415' || lpad(t::text, 7, '0'),
        array['+1415' || lpad(t::text, 7, '0')]::varchar[], now() - (random() * interval '100 days')
      from (select i, s, case when s % 5 = 0 then ${n} + i * 100 + s else ${randUser} end as t
            from generate_series(1, ${n}) i, generate_series(1, ${sql.raw(String(SCALE_RATIOS.bookEntries))}) s) x
      -- Each entry's name is its own ("Contact i-s"), so none collides: no "on conflict" needed.
      where t <> i
      order by 1, 2`,
    );

    // Recomputed before the indexes come back: rewriting 500,000 providers' ratings under their
    // trigram indexes took longer than the whole load.
    await analyze(...LOADED_TABLES);
    await recomputeKeptTotals(tx, onStep);
    for (const index of deferredIndexes) await step(`index ${index.name}`, sql.raw(index.definition));
    await paused.resume();
  });

  // A community's tables as autovacuum keeps them (statistics, and the visibility map that lets
  // counts be answered from an index alone), not as one bulk load leaves them: without it the
  // directory's category total read 3,572 heap pages instead of its index (7-34 ms against 0.3 ms
  // at 10,000 users), which no running community would show for long.
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  onStep?.("vacuum analyze", (performance.now() - started) / 1000);
  return countScale(db);
}

async function one(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** Row counts of the whole database (the scale community plus anything already there). */
async function countScale(db: Db): Promise<ScaleCounts> {
  const c = (table: string) => one(db, sql.raw(`select count(*)::int as n from ${table}`));
  return {
    users: await c("users"),
    providers: await c("providers"),
    userProviders: await c("user_providers"),
    projects: await c("projects"),
    projectProviders: await c("project_providers"),
    collaborators: await c("project_collaborators"),
    contacts: await c("contacts"),
    reviews: await c("reviews"),
    recommendations: await c("recommendations"),
    serviceOccurrences: await c("service_occurrences"),
    providerRequests: await c("provider_requests"),
    providerSuggestions: await c("provider_suggestions"),
    suggestionVouches: await c("suggestion_vouches"),
  };
}
