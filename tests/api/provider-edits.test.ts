// A provider's edit history ("Provider edits"): every edit records who changed which
// field old → new, GET /api/providers/{id}/edits pages it, the detail names the latest editor, and
// POST …/edits/{editId}/revert undoes one change (all or nothing), itself recorded.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderDetail, ProviderEdit } from "../../common/schemas/provider-edits";
import type { Provider } from "../../common/schemas/providers";
import { queryRows } from "../../server/db/client";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;
let ann: SignedInUser;
let bob: SignedInUser;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await buildTestApp();
  ann = await createUser(t.app, { profile: { firstName: "Ann", lastName: "Owner" } });
  bob = await createUser(t.app, { profile: { firstName: "Bob", lastName: "Stranger" } });
});
afterAll(() => t.close());

async function createProvider(user: SignedInUser, payload: Record<string, unknown> = {}) {
  const res = await user.request({
    method: "POST",
    url: "/api/providers",
    payload: { name: "Trusted Plumbing", category: "Plumber", phone: "555 100 2000", ...payload },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Provider>();
}

const patch = (user: SignedInUser, id: string, payload: Record<string, unknown>) =>
  user.request({ method: "PATCH", url: `/api/providers/${id}`, payload });

async function history(user: SignedInUser, id: string, query = "") {
  const res = await user.request({ method: "GET", url: `/api/providers/${id}/edits${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const revert = (user: SignedInUser, id: string, editId: string) =>
  user.request({ method: "POST", url: `/api/providers/${id}/edits/${editId}/revert` });

async function editRows(providerId: string) {
  return queryRows<{ id: string; changes: Record<string, unknown> }>(
    t.db,
    sql`select id, changes from provider_edits where provider_id = ${providerId} order by created_at`,
  );
}

const detail = async (user: SignedInUser, id: string) =>
  (await user.request({ method: "GET", url: `/api/providers/${id}` })).json<ProviderDetail>();

describe("recording edits", () => {
  it("creating a provider is not an edit; the detail has no last edit", async () => {
    const p = await createProvider(ann);
    expect(await editRows(p.id)).toEqual([]);
    expect((await detail(ann, p.id)).lastEdit).toBeNull();
    const res = await history(ann, p.id);
    expect(res.json()).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
    expect(res.headers.link).toBeUndefined();
  });

  it("writes one history row with only the fields that changed, by whom, and names them on the detail", async () => {
    const p = await createProvider(ann, { email: "hi@trusted.com" });
    const res = await patch(bob, p.id, {
      name: "Trusted Plumbing",
      category: "Plumber",
      email: "hi@trusted.com",
      phone: "555 999 0000",
      website: "",
      address: "9 New Road",
      description: "",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: "555 999 0000", address: "9 New Road" });

    const rows = await editRows(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.changes).toEqual({
      phone: { from: "555 100 2000", to: "555 999 0000" },
      address: { from: null, to: "9 New Road" },
    });

    const [edit] = (await history(ann, p.id)).json<ProviderEdit[]>();
    expect(edit).toMatchObject({
      editor: { id: bob.user.id, name: "Bob Stranger" },
      changes: [
        { field: "phone", from: "555 100 2000", to: "555 999 0000" },
        { field: "address", from: null, to: "9 New Road" },
      ],
      revertsEditId: null,
      revertedBy: null,
      revertible: true,
    });
    expect(Date.now() - new Date(edit!.editedAt).getTime()).toBeLessThan(60_000);

    const seen = await detail(ann, p.id);
    expect(seen.lastEdit).toEqual({ id: edit!.id, editedAt: edit!.editedAt, editor: { id: bob.user.id, name: "Bob Stranger" } });
  });

  it("writes nothing for an edit that changes nothing (blank and absent count as the same empty value)", async () => {
    const p = await createProvider(ann, { website: "trusted.com" });
    const before = await queryRows<{ updated: string }>(
      t.db,
      sql`select updated_at::text as updated from providers where id = ${p.id}`,
    );
    const res = await patch(bob, p.id, {
      name: "  Trusted Plumbing ",
      phone: "555 100 2000",
      email: "",
      address: "  ",
      website: "trusted.com",
    });
    expect(res.statusCode).toBe(200);
    expect(await editRows(p.id)).toEqual([]);
    expect(await queryRows(t.db, sql`select updated_at::text as updated from providers where id = ${p.id}`)).toEqual(before);
    expect((await patch(bob, p.id, {})).statusCode).toBe(200);
    expect(await editRows(p.id)).toEqual([]);
  });

  it("records text with a lone surrogate as stored (U+FFFD), not as a 500", async () => {
    const p = await createProvider(ann);
    const res = await patch(bob, p.id, { name: "Trusted \ud800 Plumbing" });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe("Trusted \ufffd Plumbing");
    expect((await patch(bob, p.id, { name: "Trusted \ud800 Plumbing" })).statusCode).toBe(200);
    const edits = (await history(ann, p.id)).json<ProviderEdit[]>();
    expect(edits.map((e) => e.changes)).toEqual([[{ field: "name", from: "Trusted Plumbing", to: "Trusted \ufffd Plumbing" }]]);
  });

  it("records Merge Info (blanks filled from another person's form) as an edit of the filled fields", async () => {
    const p = await createProvider(ann, { email: "" });
    const merged = await bob.request({
      method: "POST",
      url: "/api/providers",
      payload: {
        name: "Other name",
        category: "Plumber",
        phone: "555 000 0000",
        email: "new@trusted.com",
        mergeIntoProviderId: p.id,
      },
    });
    expect(merged.statusCode).toBe(200);
    const [edit] = (await history(ann, p.id)).json<ProviderEdit[]>();
    // The phone was set: never overwritten by a merge; only the blank e-mail was filled.
    expect(edit!.changes).toEqual([{ field: "email", from: null, to: "new@trusted.com" }]);
    expect(edit!.editor?.id).toBe(bob.user.id);
  });

  it("keeps the history a chain under concurrent edits: each edit starts from the value the previous one set", async () => {
    const p = await createProvider(ann);
    const phones = Array.from({ length: 8 }, (_, i) => `555 300 00${i}0`);
    const answers = await Promise.all(phones.map((phone, i) => patch(i % 2 ? ann : bob, p.id, { phone })));
    expect(answers.map((r) => r.statusCode)).toEqual(phones.map(() => 200));
    const edits = (await history(ann, p.id, "?limit=100")).json<ProviderEdit[]>().reverse();
    expect(edits).toHaveLength(phones.length);
    let value: string | null = "555 100 2000";
    for (const edit of edits) {
      expect(edit.changes).toHaveLength(1);
      expect(edit.changes[0]!.from).toBe(value);
      value = edit.changes[0]!.to;
    }
    expect((await detail(ann, p.id)).phone).toBe(value);
  });
});

describe("GET /api/providers/{id}/edits paging", () => {
  let providerId: string;
  beforeAll(async () => {
    providerId = (await createProvider(ann)).id;
    for (let i = 1; i <= 33; i++) {
      expect((await patch(i % 2 ? bob : ann, providerId, { description: `Version ${i}` })).statusCode).toBe(200);
    }
  });

  it("answers 30 newest first by default with the total and a Link to the next page", async () => {
    const res = await history(ann, providerId);
    const items = res.json<ProviderEdit[]>();
    expect(items).toHaveLength(30);
    expect(items[0]!.changes[0]!.to).toBe("Version 33");
    expect(items[29]!.changes[0]!.to).toBe("Version 4");
    expect(res.headers["x-total-count"]).toBe("33");
    expect(res.headers.link).toMatch(/^<\/api\/providers\/[0-9a-f-]+\/edits\?limit=30&cursor=[\w-]+>; rel="next"$/);
  });

  it("walks every page with limit and the Link's cursor, each edit once, and ends without a Link", async () => {
    const seen: string[] = [];
    let url: string | undefined = `/api/providers/${providerId}/edits?limit=10`;
    let pages = 0;
    while (url) {
      const res = await ann.request({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-total-count"]).toBe("33");
      const items = res.json<ProviderEdit[]>();
      expect(items.length).toBeLessThanOrEqual(10);
      seen.push(...items.map((e) => e.changes[0]!.to!));
      pages += 1;
      url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ""))?.[1];
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(Array.from({ length: 33 }, (_, i) => `Version ${33 - i}`));
  });

  it("allows up to 100 per page and refuses other limits and cursors with 400", async () => {
    expect((await history(ann, providerId, "?limit=100")).json()).toHaveLength(33);
    for (const query of [
      "?limit=0",
      "?limit=101",
      "?limit=abc",
      "?limit=2.5",
      "?cursor=",
      "?cursor=nope!",
      `?cursor=${Buffer.from("2024-01-01|x").toString("base64url")}`,
    ]) {
      const res = await ann.request({ method: "GET", url: `/api/providers/${providerId}/edits${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe("VALIDATION_FAILED");
    }
  });
});

describe("POST /api/providers/{id}/edits/{editId}/revert", () => {
  it("puts the old values back, records the revert as an edit, and a revert can itself be reverted", async () => {
    const p = await createProvider(ann);
    await patch(bob, p.id, { phone: "555 666 6666", name: "Trusted Plumbing Co" });
    const [hijack] = (await history(ann, p.id)).json<ProviderEdit[]>();

    const res = await revert(ann, p.id, hijack!.id);
    expect(res.statusCode).toBe(201);
    const undo = res.json<ProviderEdit>();
    expect(undo).toMatchObject({
      editor: { id: ann.user.id, name: "Ann Owner" },
      revertsEditId: hijack!.id,
      changes: [
        { field: "name", from: "Trusted Plumbing Co", to: "Trusted Plumbing" },
        { field: "phone", from: "555 666 6666", to: "555 100 2000" },
      ],
      revertible: true,
    });
    const restored = await detail(bob, p.id);
    expect(restored).toMatchObject({ name: "Trusted Plumbing", phone: "555 100 2000" });
    expect(restored.lastEdit?.editor?.name).toBe("Ann Owner");
    // The duplicate key follows the phone back.
    const [key] = await queryRows<{ phone_key: string }>(t.db, sql`select phone_key from providers where id = ${p.id}`);
    expect(key!.phone_key).toBe("+15551002000");

    const list = (await history(bob, p.id)).json<ProviderEdit[]>();
    expect(list.map((e) => e.id)).toEqual([undo.id, hijack!.id]);
    expect(list[1]).toMatchObject({
      revertible: false,
      revertedBy: { id: undo.id, editedAt: undo.editedAt, editor: { id: ann.user.id, name: "Ann Owner" } },
    });

    const again = await revert(bob, p.id, undo.id);
    expect(again.statusCode).toBe(201);
    expect((await detail(ann, p.id)).phone).toBe("555 666 6666");
    expect(await editRows(p.id)).toHaveLength(3);
  });

  it("answers 409 and writes nothing when a field was changed again after that edit (all or nothing)", async () => {
    const p = await createProvider(ann, { email: "a@trusted.com" });
    await patch(bob, p.id, { phone: "555 111 1111", email: "b@trusted.com" });
    const [first] = (await history(ann, p.id)).json<ProviderEdit[]>();
    await patch(ann, p.id, { phone: "555 222 2222" });
    const before = await editRows(p.id);

    const res = await revert(ann, p.id, first!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "PROVIDER_EDIT_OUTDATED",
      message: "Phone changed again after this edit. Revert the later change first.",
    });
    expect(await editRows(p.id)).toEqual(before);
    // The e-mail, untouched since, stays as the edit left it: no partial revert.
    expect(await detail(ann, p.id)).toMatchObject({ phone: "555 222 2222", email: "b@trusted.com" });
    const listed = (await history(ann, p.id)).json<ProviderEdit[]>();
    expect(listed.map((e) => e.revertible)).toEqual([true, false]);

    // Reverting the later change first, then the earlier one, works.
    expect((await revert(ann, p.id, listed[0]!.id)).statusCode).toBe(201);
    expect((await revert(ann, p.id, first!.id)).statusCode).toBe(201);
    expect(await detail(ann, p.id)).toMatchObject({ phone: "555 100 2000", email: "a@trusted.com" });
  });

  it("answers 409 'already undone' for a change that was reverted already", async () => {
    const p = await createProvider(ann);
    await patch(bob, p.id, { phone: "555 444 4444" });
    const [edit] = (await history(ann, p.id)).json<ProviderEdit[]>();
    expect((await revert(ann, p.id, edit!.id)).statusCode).toBe(201);
    const twice = await revert(bob, p.id, edit!.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "PROVIDER_EDIT_OUTDATED", message: "This change has already been undone." });
    expect(await editRows(p.id)).toHaveLength(2);
  });
});

describe("access and bad ids", () => {
  let providerId: string;
  let editId: string;
  beforeAll(async () => {
    providerId = (await createProvider(ann)).id;
    await patch(bob, providerId, { phone: "555 777 7777" });
    editId = (await history(ann, providerId)).json<ProviderEdit[]>()[0]!.id;
  });

  it("answers a signed-out call with exactly 401 {message: Unauthorized}", async () => {
    for (const [method, url] of [
      ["GET", `/api/providers/${providerId}/edits`],
      ["POST", `/api/providers/${providerId}/edits/${editId}/revert`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).toBe('{"message":"Unauthorized"}');
    }
  });

  it("answers an incomplete profile 403 'Complete your profile first' and writes nothing", async () => {
    const newcomer = await createUser(t.app, { profile: false });
    for (const [method, url] of [
      ["GET", `/api/providers/${providerId}/edits`],
      ["POST", `/api/providers/${providerId}/edits/${editId}/revert`],
    ] as const) {
      const res = await newcomer.request({ method, url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: "PROFILE_INCOMPLETE", message: "Complete your profile first" });
    }
    expect(await editRows(providerId)).toHaveLength(1);
  });

  it("answers an unknown provider, an unknown change and another provider's change with 404", async () => {
    const other = await createProvider(bob, { name: "Someone Else" });
    await patch(ann, other.id, { phone: "555 888 8888" });
    const otherEdit = (await history(bob, other.id)).json<ProviderEdit[]>()[0]!.id;
    const cases: [string, "GET" | "POST", string, string][] = [
      ["unknown provider", "GET", `/api/providers/${UNKNOWN}/edits`, "Provider not found"],
      ["unknown provider", "POST", `/api/providers/${UNKNOWN}/edits/${editId}/revert`, "Provider not found"],
      ["unknown change", "POST", `/api/providers/${providerId}/edits/${UNKNOWN}/revert`, "Change not found"],
      ["another provider's change", "POST", `/api/providers/${providerId}/edits/${otherEdit}/revert`, "Change not found"],
    ];
    for (const [label, method, url, message] of cases) {
      const res = await bob.request({ method, url });
      expect(res.statusCode, label).toBe(404);
      expect(res.json(), label).toMatchObject({ code: "NOT_FOUND", message });
    }
    expect(await editRows(providerId)).toHaveLength(1);
    expect(await editRows(other.id)).toHaveLength(1);
  });

  it("answers malformed ids with 400, never 500", async () => {
    for (const [method, url] of [
      ["GET", "/api/providers/not-a-uuid/edits"],
      ["POST", `/api/providers/not-a-uuid/edits/${editId}/revert`],
      ["POST", `/api/providers/${providerId}/edits/12345/revert`],
      ["POST", `/api/providers/${providerId}/edits/${"x".repeat(60)}/revert`],
    ] as const) {
      const res = await bob.request({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe("VALIDATION_FAILED");
    }
  });

  it("lets any member see the history and revert, as anyone may see and edit a provider (the spec's roles and permissions)", async () => {
    const carol = await createUser(t.app, { profile: { firstName: "Carol", lastName: "Third" } });
    expect((await history(carol, providerId)).json<ProviderEdit[]>()).toHaveLength(1);
    expect((await revert(carol, providerId, editId)).statusCode).toBe(201);
    expect((await detail(ann, providerId)).lastEdit?.editor?.name).toBe("Carol Third");
  });
});
