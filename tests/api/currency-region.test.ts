// Each account's currency and phone region (docs/decisions/148-currency-and-phone-region.md): every
// account starts in USD (existing ones too: the migration) and in the instance's region; an amount
// keeps the currency of the account that entered it, whoever reads it; totals count one currency at
// a time; a change of currency or region applies to what is entered afterwards only.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdMembers, projectProviders, projects, providers, users } from "../../server/db/schema";
import { migrationsFolder } from "../../server/paths";
import { householdOf } from "../../server/features/household/membership";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider, projectWithLink } from "./projects-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

async function ok<T>(user: SignedInUser, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown): Promise<T> {
  const res = await user.request({ method, url, payload: payload as Record<string, unknown> });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return (res.body ? res.json<T>() : undefined) as T;
}
type Me = { currency: string; phoneRegion: string; phoneRegionChoice: string | null };
const me = (user: SignedInUser) => ok<Me>(user, "GET", "/api/auth/user");

describe("the migration", () => {
  it("puts every existing account and amount in USD and every account in the instance's region", async () => {
    const old = await createUser(t.app);
    const { projectId } = await projectWithLink(t.db, old, "Before currencies", { budget: "900" });
    const statements = fs
      .readFileSync(
        path.join(
          migrationsFolder,
          fs.readdirSync(migrationsFolder).find((f) => f.endsWith("_currency-region.sql"))!,
        ),
        "utf8",
      )
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    // The database as it was before: no currency anywhere, no phone region.
    await t.db.transaction(async (tx) => {
      for (const table of ["users", "projects", "project_providers", "recommendations", "service_occurrences", "home_task_log"])
        await tx.execute(sql.raw(`alter table ${table} drop column currency`));
      await tx.execute(sql.raw(`alter table users drop column phone_region`));
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    const [account] = await t.db
      .select({ currency: users.currency, region: users.phoneRegion })
      .from(users)
      .where(eq(users.id, old.user.id));
    expect(account).toEqual({ currency: "USD", region: null });
    const [project] = await t.db.select({ currency: projects.currency }).from(projects).where(eq(projects.id, projectId));
    expect(project!.currency).toBe("USD");
    expect(await me(old)).toMatchObject({ currency: "USD", phoneRegion: "US", phoneRegionChoice: null });
  });
});

describe("PUT /api/account/currency", () => {
  it("changes the account's currency", async () => {
    const user = await createUser(t.app);
    expect((await me(user)).currency).toBe("USD");
    await ok(user, "PUT", "/api/account/currency", { currency: "JPY" });
    expect((await me(user)).currency).toBe("JPY");
    await ok(user, "PUT", "/api/account/currency", { currency: "EUR" });
    expect((await me(user)).currency).toBe("EUR");
  });

  it("refuses an unknown currency and one with more than 2 decimals with 400 and a clear message", async () => {
    const user = await createUser(t.app);
    for (const [currency, message] of [
      ["XYZ", /Choose a currency from the list/],
      ["usd", /Choose a currency from the list/],
      ["BHD", /at most 2 decimals/],
      ["KWD", /at most 2 decimals/],
      [42, /Choose a currency from the list|Invalid input/],
    ] as const) {
      const res = await user.request({ method: "PUT", url: "/api/account/currency", payload: { currency } });
      expect(res.statusCode, String(currency)).toBe(400);
      expect(res.json<{ message: string }>().message, String(currency)).toMatch(message);
    }
    expect((await me(user)).currency).toBe("USD");
  });

  it("answers 401 signed out", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/account/currency", payload: { currency: "EUR" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("amounts keep the currency of the account that entered them", () => {
  let eve: SignedInUser; // EUR
  let uma: SignedInUser; // USD, in Eve's household
  let projectId: string;
  let linkId: string;

  beforeAll(async () => {
    eve = await createUser(t.app, { profile: { firstName: "Eve", lastName: "Euro" } });
    uma = await createUser(t.app, { profile: { firstName: "Uma", lastName: "Dollar" } });
    const { householdId } = await householdOf(t.db, eve.user.id);
    await t.db.update(householdMembers).set({ householdId, role: "member" }).where(eq(householdMembers.userId, uma.user.id));
    await ok(eve, "PUT", "/api/account/currency", { currency: "EUR" });
    ({ projectId, linkId } = await projectWithLink(t.db, eve, "Roof", { budget: "5000" }));
    await ok(eve, "PUT", `/api/project-providers/${linkId}`, {
      status: "estimate_scheduled",
      estimateScheduledDate: "2026-10-01",
      estimateScheduledTime: "10:00",
    });
    await ok(eve, "PUT", `/api/project-providers/${linkId}`, { status: "quoted", quoteAmount: "4200" });
  });

  it("shows a EUR account's quote in EUR to a USD viewer", async () => {
    const project = await ok<{ budget: string; currency: string }>(uma, "GET", `/api/projects/${projectId}`);
    expect(project).toMatchObject({ budget: "5000.00", currency: "EUR" });
    const links = await ok<Array<{ id: string; quoteAmount: string; currency: string }>>(
      uma,
      "GET",
      `/api/projects/${projectId}/providers`,
    );
    expect(links.find((l) => l.id === linkId)).toMatchObject({ quoteAmount: "4200.00", currency: "EUR" });
  });

  it("keeps earlier amounts in their currency after a change; an amount entered afterwards takes the new one", async () => {
    await ok(eve, "PUT", "/api/account/currency", { currency: "GBP" });
    const links = await ok<Array<{ id: string; currency: string }>>(eve, "GET", `/api/projects/${projectId}/providers`);
    expect(links.find((l) => l.id === linkId)!.currency).toBe("EUR");
    // Editing the project without touching its budget keeps the budget's currency.
    await ok(eve, "PUT", `/api/projects/${projectId}`, { title: "Roof again", budget: "5000" });
    expect((await ok<{ currency: string }>(eve, "GET", `/api/projects/${projectId}`)).currency).toBe("EUR");
    // A new quote is entered in GBP.
    await ok(eve, "PUT", `/api/project-providers/${linkId}`, { status: "quoted", quoteAmount: "3900" });
    const after = await ok<Array<{ id: string; currency: string }>>(uma, "GET", `/api/projects/${projectId}/providers`);
    expect(after.find((l) => l.id === linkId)!.currency).toBe("GBP");
    const fresh = await ok<{ currency: string }>(eve, "POST", "/api/projects", { title: "Garden", budget: "100" });
    expect(fresh.currency).toBe("GBP");
    await ok(eve, "PUT", "/api/account/currency", { currency: "EUR" });
  });

  it("counts the spending report one currency at a time, the viewer's first", async () => {
    const year = new Date().getUTCFullYear();
    const job = async (owner: SignedInUser, amount: string) => {
      const { id } = await ok<{ id: string }>(owner, "POST", "/api/projects", { title: `Job ${amount}` });
      const provider = await insertProvider(t.db, owner.user.id, { category: "Painter" });
      const [currency] = await t.db.select({ c: users.currency }).from(users).where(eq(users.id, owner.user.id));
      await t.db.insert(projectProviders).values({
        projectId: id,
        providerId: provider.id,
        status: "completed",
        finalAmount: amount,
        currency: currency!.c,
        completedAt: new Date(),
      });
    };
    await job(eve, "100");
    await job(eve, "50.50");
    await job(uma, "30");
    type Report = { currency: string; total: string; otherCurrencies: Array<{ currency: string; total: string }> };
    const forUma = await ok<Report>(uma, "GET", `/api/reports/spending?year=${year}`);
    expect(forUma).toMatchObject({ currency: "USD", total: "30.00", otherCurrencies: [{ currency: "EUR", total: "150.50" }] });
    const forEve = await ok<Report>(eve, "GET", `/api/reports/spending?year=${year}`);
    expect(forEve).toMatchObject({ currency: "EUR", total: "150.50", otherCurrencies: [{ currency: "USD", total: "30.00" }] });
    const csv = await uma.request({ method: "GET", url: `/api/reports/spending.csv?year=${year}` });
    expect(csv.body.split("\n")[0]).toContain("currency");
    expect(csv.body).toMatch(/100\.00,EUR/);
    expect(csv.body).toMatch(/30\.00,USD/);
  });
});

describe("PUT /api/account/phone-region", () => {
  it("reads numbers typed afterwards in the account's region and leaves stored ones as read", async () => {
    const ola = await createUser(t.app, { profile: { firstName: "Ola", lastName: "London" } });
    const before = await ok<{ id: string }>(ola, "POST", "/api/providers", {
      name: "Dial Before",
      category: "Plumber",
      phone: "(212) 555-0100",
    });
    // A London number without its country code is no US number.
    const refused = await ola.request({
      method: "POST",
      url: "/api/providers",
      payload: { name: "Too Soon", category: "Plumber", phone: "020 7946 0958" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe("Enter a valid phone number");

    await ok(ola, "PUT", "/api/account/phone-region", { region: "GB" });
    expect(await me(ola)).toMatchObject({ phoneRegion: "GB", phoneRegionChoice: "GB" });
    const after = await ok<{ id: string }>(ola, "POST", "/api/providers", {
      name: "Dial After",
      category: "Plumber",
      phone: "020 7946 0958",
    });
    const keys = await t.db.select({ id: providers.id, key: providers.phoneKey }).from(providers);
    expect(keys.find((k) => k.id === after.id)!.key).toBe("+442079460958");
    // The number stored before the change is still the US one it was read as.
    expect(keys.find((k) => k.id === before.id)!.key).toBe("+12125550100");

    await ok(ola, "PUT", "/api/account/phone-region", { region: null });
    expect(await me(ola)).toMatchObject({ phoneRegion: "US", phoneRegionChoice: null });
  });

  it("saves a suggested number in the region its suggester typed it in, a guest's in the instance's", async () => {
    const asker = await createUser(t.app, { profile: { firstName: "Ivy", lastName: "Asker" } });
    const gb = await createUser(t.app, { profile: { firstName: "Gus", lastName: "Briton" } });
    await ok(gb, "PUT", "/api/account/phone-region", { region: "GB" });
    const request = await ok<{ id: string }>(asker, "POST", "/api/provider-requests", {
      title: "A plumber?",
      category: "Plumber",
    });
    const { token } = await ok<{ token: string }>(asker, "POST", `/api/provider-requests/${request.id}/link`);
    const url = `/api/public/requests/${token}/suggestions`;
    // A member holding the link suggests in their own region; a guest's number is read in the instance's.
    const member = await ok<{ id: string }>(gb, "POST", url, { providerName: "Thames Pipes", providerPhone: "020 7946 0958" });
    const refused = await t.app.inject({
      method: "POST",
      url,
      payload: { guestName: "Gemma", providerName: "Guest Pipes", providerPhone: "020 7946 0959" },
    });
    expect(refused.statusCode).toBe(400);
    const guest = await t.app.inject({
      method: "POST",
      url,
      payload: { guestName: "Gemma", providerName: "Guest Pipes", providerPhone: "(212) 555-0177" },
    });
    expect(guest.statusCode).toBe(201);

    // What the asker's Call links dial: each number in E.164, as read where it was typed.
    const [asked] = await ok<
      Array<{ id: string; suggestions: Array<{ providerName: string; providerPhoneKey: string | null }> }>
    >(asker, "GET", "/api/provider-requests");
    expect(asked!.id).toBe(request.id);
    expect(asked!.suggestions.map((s) => [s.providerName, s.providerPhoneKey])).toEqual([
      ["Thames Pipes", "+442079460958"],
      ["Guest Pipes", "+12125550177"],
    ]);

    const keyOf = async (suggestionId: string) => {
      const saved = await ok<{ providerId: string }>(asker, "POST", `/api/provider-suggestions/${suggestionId}/save`);
      const [row] = await t.db.select({ key: providers.phoneKey }).from(providers).where(eq(providers.id, saved.providerId));
      return row!.key;
    };
    expect(await keyOf(member.id)).toBe("+442079460958");
    expect(await keyOf(guest.json<{ id: string }>().id)).toBe("+12125550177");
  });

  it("re-reads a reverted number in the region of whoever wrote it", async () => {
    const gb = await createUser(t.app, { profile: { firstName: "Gail", lastName: "Briton" } });
    const us = await createUser(t.app, { profile: { firstName: "Uma", lastName: "Statesider" } });
    await ok(gb, "PUT", "/api/account/phone-region", { region: "GB" });
    const provider = await ok<{ id: string }>(gb, "POST", "/api/providers", {
      name: "Camden Drains",
      category: "Plumber",
      phone: "020 7946 0960",
    });
    await ok(us, "PATCH", `/api/providers/${provider.id}`, { phone: "(212) 555-0160" });
    const [edit] = await ok<Array<{ id: string }>>(us, "GET", `/api/providers/${provider.id}/edits`);
    // The US account undoes its own change: the London number comes back with its London key.
    await ok(us, "POST", `/api/providers/${provider.id}/edits/${edit!.id}/revert`);
    const [row] = await t.db
      .select({ phone: providers.phone, key: providers.phoneKey })
      .from(providers)
      .where(eq(providers.id, provider.id));
    expect(row).toEqual({ phone: "020 7946 0960", key: "+442079460960" });
  });

  it("finds a person by a number typed in the searcher's region", async () => {
    const gb = await createUser(t.app, { profile: { firstName: "Gwen", lastName: "Searcher" } });
    await ok(gb, "PUT", "/api/account/phone-region", { region: "GB" });
    const found = await createUser(t.app, { profile: { firstName: "Fern", lastName: "Found" } });
    await t.db.update(users).set({ phone: "+44 20 7946 0961", phoneKey: "+442079460961" }).where(eq(users.id, found.user.id));
    const people = await ok<Array<{ id: string }>>(gb, "GET", `/api/users/all?search=${encodeURIComponent("020 7946 0961")}`);
    expect(people.map((p) => p.id)).toContain(found.user.id);
  });

  it("refuses a region libphonenumber does not know with 400 and a clear message", async () => {
    const user = await createUser(t.app);
    for (const region of ["XX", "gb", "GBR", 7]) {
      const res = await user.request({ method: "PUT", url: "/api/account/phone-region", payload: { region } });
      expect(res.statusCode, String(region)).toBe(400);
      expect(res.json<{ message: string }>().message, String(region)).toMatch(/Choose a region from the list|Invalid input/);
    }
  });

  it("answers 401 signed out", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/account/phone-region", payload: { region: "GB" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });
});
