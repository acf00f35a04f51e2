// Property-based fuzzing of every JSON API route (fast-check): generated ids, queries, bodies,
// content types, unicode, dates, numbers, malformed JSON and multipart. Whatever arrives, the
// answer is never a 5xx, every error has the one error shape, and a refused request changes no
// stored row. Each run draws a new seed and prints it, so runs cover new inputs and a failure
// replays (FUZZ_SEED=N); a run sends FUZZ_RUNS generated requests (a few hundred by default, CI
// sends 10,000), and the counter proves the volume.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorCode } from "../../common/error-codes";
import { queryRows } from "../../server/db/client";
import { apiRoutes, fillParams, type RouteRef } from "../support/routes";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} to replay)`);
// Tables whose rows legitimately move on refused requests: the rolling session and the sign-in
// counters (a refused sign-in still counts).
const VOLATILE = new Set(["sessions", "rate_limits"]);

let t: TestApp;
let user: SignedInUser;
let routes: RouteRef[];
let fingerprintQuery: ReturnType<typeof sql.raw>;
/** Real ids, so bodies reach the handlers' rules and the database, not just the 404s. */
let known: string[] = [];
let idFor: (url: string) => string;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app);
  // Something to change: a project with a provider, so a wrongly accepted write would show.
  const project = (await user.request({ method: "POST", url: "/api/projects", payload: { title: "Fuzz target" } })).json<{
    id: string;
  }>();
  const provider = (
    await user.request({ method: "POST", url: "/api/providers", payload: { name: "Fuzz Co", category: "Plumber" } })
  ).json<{ id: string }>();
  const link = (
    await user.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId: provider.id } })
  ).json<{ id: string }>();
  const request = (
    await user.request({
      method: "POST",
      url: "/api/provider-requests",
      payload: { title: "Need a plumber", category: "Plumber" },
    })
  ).json<{ id: string }>();
  const item = (await user.request({ method: "POST", url: "/api/home/items", payload: { name: "Fuzz furnace" } })).json<{
    id: string;
  }>();
  known = [project.id, provider.id, link.id, request.id, user.user.id, item.id];
  idFor = (url) =>
    url.startsWith("/api/home/items/")
      ? item.id
      : url.startsWith("/api/projects/")
        ? project.id
        : url.startsWith("/api/providers/")
          ? provider.id
          : url.startsWith("/api/project-providers/")
            ? link.id
            : request.id;
  routes = apiRoutes(t.routes);
  // The push key pair is made on its first use here (a listening server makes it as it starts):
  // made now, so no GET that would make it runs between a refusal and its fingerprint.
  expect((await user.request({ method: "GET", url: "/api/push/key" })).statusCode).toBe(200);
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  // One statement: an md5 over every row of every table.
  fingerprintQuery = sql.raw(
    `select md5(string_agg(d, '|' order by d)) as digest from (${tables
      .filter((x) => !VOLATILE.has(x.name))
      .map((x) => `select '${x.name}:' || coalesce(md5(string_agg(r::text, ',' order by r::text)), '') as d from "${x.name}" r`)
      .join(" union all ")}) s`,
  );
});
afterAll(() => t.close());

async function fingerprint(): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(t.db, fingerprintQuery);
  return row!.digest;
}

const FIELDS = [
  "title",
  "description",
  "name",
  "category",
  "status",
  "projectType",
  "budget",
  "startDate",
  "endDate",
  "rating",
  "comment",
  "review",
  "userId",
  "providerId",
  "email",
  "phone",
  "website",
  "address",
  "notes",
  "quoteAmount",
  "finalAmount",
  "estimateScheduledDate",
  "estimateScheduledTime",
  "workStartDate",
  "serviceFrequency",
  "dayOfWeek",
  "dayOfMonth",
  "isPublic",
  "contactProvider",
  "sourceContactId",
  "experienceType",
  "projectTitle",
  "projectStartDate",
  "location",
  "budgetRange",
  "timeline",
  "firstName",
  "lastName",
  "homeAddress",
  "password",
  "vouched",
  "code",
  "token",
  "costKind",
  "role",
];

/** A valid body per write route: the fuzzer overrides some of its fields, so each bad value meets an otherwise valid request. */
const BASES: Record<string, Record<string, unknown>> = {
  "POST /api/projects": {
    title: "Base",
    description: "d",
    status: "planning",
    projectType: "one_time",
    budget: "100",
    startDate: "2024-01-01",
    endDate: "2024-02-01",
    costKind: "repair",
  },
  "PUT /api/projects/:id": {
    title: "Base",
    projectType: "recurring",
    recurringFrequency: "monthly",
    recurringDayOfMonth: 5,
    nextServiceDate: "2024-03-05",
  },
  "POST /api/providers": {
    name: "Base Co",
    category: "Plumber",
    email: "base@example.com",
    phone: "415 555 0100",
    website: "example.com",
  },
  "PATCH /api/providers/:id": { name: "Base Co", category: "Plumber" },
  "POST /api/home/items": { name: "Boiler", category: "Plumber", brand: "B", warrantyUntil: "2030-01-01", notes: "n" },
  "PATCH /api/home/items/:id": { name: "Boiler", model: "M", purchasedOn: "2020-01-01" },
  "PUT /api/home/notes": { notes: "Water shut-off under the sink" },
  "POST /api/providers/check-duplicates": { email: "base@example.com", phone: "415 555 0100", website: "example.com" },
  "POST /api/providers/:id/vouch": { rating: 5, comment: "Great" },
  "POST /api/providers/experience": {
    name: "Base Co",
    category: "Plumber",
    experienceType: "completed",
    projectType: "one_time",
    projectTitle: "Old job",
    projectStartDate: "2023-01-01",
    projectEndDate: "2023-02-01",
    wouldVouch: true,
    rating: 5,
    reviewText: "Very good work done",
    finalAmount: "100",
  },
  "POST /api/provider-requests": {
    title: "Need a painter",
    category: "Painter",
    description: "d",
    location: "here",
    budgetRange: "$",
    timeline: "soon",
  },
  "PATCH /api/provider-requests/:requestId": { status: "resolved" },
  "POST /api/provider-requests/:requestId/suggestions": {
    providerName: "Base Co",
    providerCategory: "Plumber",
    providerPhone: "415 555 0100",
  },
  "POST /api/auth/complete-profile": { firstName: "A", lastName: "B", phone: "415 555 0100", homeAddress: "1 St" },
  "POST /api/auth/register": { email: "fuzz@example.com", password: "correct horse battery" },
  "POST /api/projects/:id/collaborators": { userId: "00000000-0000-4000-8000-000000000000" },
  "POST /api/projects/:id/providers": { providerId: "00000000-0000-4000-8000-000000000000" },
  "POST /api/verification/phone/confirm": { code: "123456" },
  "POST /api/home/tasks": { title: "Test smoke alarms", every: "monthly", nextDue: "2027-01-31" },
  "POST /api/home/tasks/bulk": { tasks: [{ title: "Clean gutters", every: "twice-yearly" }] },
  "PATCH /api/home/tasks/:id": { title: "Replace furnace filter", every: "quarterly" },
  "POST /api/home/tasks/:id/done": { date: "2027-02-01", cost: "12.50" },
  "POST /api/verification/email/confirm": { token: "A".repeat(43) },
  "POST /api/auth/register/finish": { token: "A".repeat(43), inviteToken: "invite", password: "correct horse battery" },
  "POST /api/household/invites": { role: "member" },
  "POST /api/household/invites/preview": { token: "A".repeat(43) },
  "POST /api/household/join": { token: "A".repeat(43), leaveCurrent: true },
  "PATCH /api/household/members/:userId": { role: "member" },
};
const MULTIPART_BASES: Record<string, Record<string, string>> = {
  "PUT /api/project-providers/:id": {
    status: "contacted",
    notes: "n",
    quoteAmount: "10",
    estimateScheduledDate: "2024-01-01",
    estimateScheduledTime: "10:00",
    workStartDate: "2024-01-02",
  },
};

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202e",
    "😀".repeat(300),
    "x".repeat(70_000),
    "'; drop table users; --",
    "%00",
    "../../etc/passwd",
  ),
);
const date = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "0000-01-01",
      "2023-02-30",
      "2023-02-29",
      "1899-12-31",
      "2101-01-01",
      "9999-12-31",
      "2024-13-01",
      "2024-02-29T25:00:00Z",
      "not a date",
      "0001-01-01",
      "2023-04-31",
      "2023-02-29T10:00:00Z",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? "Invalid Date" : d.toISOString())),
  },
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MAX_SAFE_INTEGER, 99_999_999.995, 0.1),
);
const scalar = fc.oneof(text, date, number, fc.boolean(), fc.constant(null), fc.uuid());
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 3 }),
);

/** A bad value of the same kind as the valid one: dates get impossible dates, numbers edge numbers. */
const likeValue = (valid: unknown) =>
  typeof valid === "string" && /^\d{4}-\d{2}-\d{2}/.test(valid)
    ? fc.oneof({ arbitrary: date, weight: 4 }, { arbitrary: value, weight: 1 })
    : typeof valid === "number"
      ? fc.oneof({ arbitrary: number, weight: 4 }, { arbitrary: value, weight: 1 })
      : value;

const mutated = (base: Record<string, unknown>) => {
  const keys = Object.keys(base);
  if (keys.length === 0) return fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: 1, maxKeys: 6 });
  return fc
    .record({
      picked: fc.array(fc.constantFrom(...keys), { minLength: 1, maxLength: 1 }),
      dropped: fc.subarray(keys, { maxLength: Math.min(3, keys.length) }),
    })
    .chain(({ picked, dropped }) =>
      fc.tuple(...picked.map((k) => likeValue(base[k]).map((v) => [k, v] as const))).map((pairs) => {
        const out: Record<string, unknown> = { ...base, ...Object.fromEntries(pairs) };
        // Leaving fields out reaches rules that only apply when the others are absent.
        for (const k of dropped) if (!picked.includes(k)) delete out[k];
        return out;
      }),
    );
};

const jsonBody = (base: Record<string, unknown>) =>
  fc
    .oneof(
      { arbitrary: mutated(base), weight: 3 },
      { arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }), weight: 1 },
    )
    .map((o) => ({ payload: JSON.stringify(o), contentType: "application/json" }));
const rawBody = fc.record({
  payload: fc.oneof(text, fc.constantFrom("{", "[1,", "null", "true", '{"title":', '"\\ud800"', "{}".repeat(1000)), fc.json()),
  contentType: fc.constantFrom(
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "application/xml",
    "multipart/form-data",
    "image/png",
    "application/json; charset=utf-16",
  ),
});
function multipartOf(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; data: Uint8Array }[] = [],
  broken = false,
) {
  const boundary = "fuzzboundary";
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const fileParts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name.replace(/["\r\n]/g, "")}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      Buffer.from(f.data),
      Buffer.from("\r\n"),
    ]),
  );
  const end = broken ? `--${boundary}` : `--${boundary}--\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join("")), ...fileParts, Buffer.from(end)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const multipartBody = (base: Record<string, string>) =>
  fc
    .record({
      fields: fc
        .dictionary(fc.constantFrom(...FIELDS, ...Object.keys(base)), fc.oneof(text, date, number.map(String)), { maxKeys: 5 })
        .map((f) => ({ ...base, ...f })),
      files: fc.array(
        fc.record({
          field: fc.constantFrom("quotePdf", "photos", "file", "other"),
          name: fc.oneof(text, fc.constantFrom("evil.html", "a.pdf", "x.jpg", "")),
          type: fc.constantFrom("application/pdf", "image/jpeg", "image/png", "text/html", "application/octet-stream"),
          data: fc.uint8Array({ maxLength: 256 }),
        }),
        { maxLength: 3 },
      ),
      broken: fc.boolean(),
    })
    .map(({ fields, files, broken }) => multipartOf(fields, files, broken));

const bodyFor = (route: RouteRef) => {
  const key = `${route.method} ${route.url}`;
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: jsonBody(BASES[key] ?? {}), weight: 4 },
    { arbitrary: rawBody, weight: 2 },
    { arbitrary: multipartBody(MULTIPART_BASES[key] ?? {}), weight: MULTIPART_BASES[key] ? 4 : 1 },
  );
};

const param = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 4 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: text.filter((s) => s.length > 0 && s.length < 500), weight: 1 },
    { arbitrary: fc.constantFrom("not-a-uuid", "00000000-0000-0000-0000-000000000000"), weight: 1 },
  );
const query = fc.dictionary(
  fc.constantFrom("category", "search", "limit", "cursor", "status", "order", "contactId", "tab", "year"),
  fc.oneof(text, number.map(String)),
  { maxKeys: 4 },
);

/** Most runs go to the write routes with a valid base, where a single bad field can reach the database. */
const requestArb = (list: RouteRef[]) => {
  const writes = list.filter((r) => `${r.method} ${r.url}` in BASES || `${r.method} ${r.url}` in MULTIPART_BASES);
  return fc
    .oneof({ arbitrary: fc.constantFrom(...writes), weight: 3 }, { arbitrary: fc.constantFrom(...list), weight: 2 })
    .chain((route) => fc.record({ route: fc.constant(route), param: param(), query, body: bodyFor(route) }));
};

function assertErrorShape(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(String(res.headers["content-type"]), label).toContain("application/json");
  const parsed = JSON.parse(res.body) as Record<string, unknown>;
  expect(typeof parsed.message, label).toBe("string");
  expect(res.body, label).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|Failed query/);
  if (res.statusCode === 401) {
    expect(parsed, label).toEqual({ message: "Unauthorized" });
    return;
  }
  expect(isErrorCode(parsed.code), `${label}: code ${String(parsed.code)}`).toBe(true);
  // A fixed message carries its catalogue key, for the client to translate.
  if ("key" in parsed) expect(typeof parsed.key, label).toBe("string");
  const extra = Object.keys(parsed).filter((k) => !["code", "message", "key", "errors"].includes(k));
  expect(extra, label).toEqual([]);
}

let baseline = "";
let sent = 0;

/** Sends one request and checks it: no 5xx, the error shape, and a refusal changes no row. */
async function send(route: RouteRef, url: string, body: { payload: string | Buffer; contentType: string } | undefined) {
  const res = await user.request({
    method: route.method,
    url,
    payload: route.method === "GET" ? undefined : body?.payload,
    headers: route.method !== "GET" && body ? { "content-type": body.contentType } : {},
  });
  sent += 1;
  const label = `[FUZZ_SEED=${SEED}] ${route.method} ${url.slice(0, 120)} ${String(body?.payload ?? "").slice(0, 160)}`;
  assertErrorShape(res, label);
  if (route.method === "GET") return;
  const after = await fingerprint();
  if (res.statusCode >= 400) expect(after, `${label} was refused (${res.statusCode}) but changed stored rows`).toBe(baseline);
  baseline = after;
}

/** Sends a generated request: the route with its params filled and the query appended. */
function sendGenerated(route: RouteRef, id: string, q: Record<string, string>, body: Parameters<typeof send>[2]) {
  const search = new URLSearchParams(q).toString();
  return send(route, `${fillParams(route.url, encodeURIComponent(id))}${search ? `?${search}` : ""}`, body);
}

const DATE_EDGES = [
  "0000-01-01",
  "0001-01-01",
  "2023-02-30",
  "2023-02-29",
  "2023-04-31",
  "1899-12-31",
  "2101-01-01",
  "9999-12-31",
  "2024-13-01",
  "2024-00-10",
  "2024-02-29T25:00:00Z",
  "2023-02-29T10:00:00Z",
  "+002024-01-01",
  "2024-1-1",
  "not a date",
  "",
];
const NUMBER_EDGES = [
  -1,
  0,
  1.5,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  99_999_999.995,
  "12abc",
  "",
  null,
];
const TEXT_EDGES = ["", " ", "\u0000", "x".repeat(70_000), "😀".repeat(300), "\ud800", null, 5, true, [], {}];

const kindOf = (valid: unknown) =>
  typeof valid === "string" && /^\d{4}-\d{2}-\d{2}/.test(valid)
    ? DATE_EDGES
    : typeof valid === "number"
      ? NUMBER_EDGES
      : TEXT_EDGES;

describe("fuzzing every API route", () => {
  beforeAll(async () => {
    baseline = await fingerprint();
  });

  it("answers every edge value in every field of every write, alone and with the other dates left out", async () => {
    const before = sent;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const base = BASES[key] ?? MULTIPART_BASES[key];
      if (!base) continue;
      const url = fillParams(route.url, idFor(route.url));
      const dates = Object.keys(base).filter((k) => kindOf(base[k]) === DATE_EDGES);
      for (const [field, valid] of Object.entries(base)) {
        for (const edge of kindOf(valid)) {
          const variants = [{ ...base, [field]: edge }];
          if (dates.length > 1 && dates.includes(field)) {
            variants.push(
              Object.fromEntries(
                Object.entries(base)
                  .filter(([k]) => k === field || !dates.includes(k))
                  .map(([k, v]) => [k, k === field ? edge : v]),
              ),
            );
          }
          for (const values of variants) {
            const body =
              key in MULTIPART_BASES
                ? multipartOf(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])))
                : { payload: JSON.stringify(values), contentType: "application/json" };
            await send(route, url, body);
          }
        }
      }
    }
    expect(sent - before).toBeGreaterThan(700);
  }, 600_000);

  it("answers a generated bad input on every route", async () => {
    const before = sent;
    for (const [i, route] of routes.entries()) {
      const input = fc.sample(fc.record({ param: param(), query, body: bodyFor(route) }), { numRuns: 1, seed: SEED + i })[0]!;
      await sendGenerated(route, input.param, input.query, input.body);
    }
    expect(routes.length).toBeGreaterThan(50);
    expect(sent - before).toBe(routes.length);
  }, 300_000);

  it(`answers ${RUNS} generated bad inputs without a 5xx, in the one error shape, changing nothing when it refuses`, async () => {
    const before = sent;
    await fc.assert(
      fc.asyncProperty(requestArb(routes), ({ route, param: id, query: q, body: b }) => sendGenerated(route, id, q, b)),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent - before).toBe(RUNS);
  }, 900_000);
});
