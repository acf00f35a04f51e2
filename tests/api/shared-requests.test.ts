// A request answered through a link: the asker's share link, the public page anyone with it reads
// (and what it never shows), guests' suggestions and their journey to the asker's list, the
// limits, the public pages' headers, the request log and the link previews, on a real database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { MyProviderRequest, PublicRequest, RequestLink } from "../../common/schemas/requests";
import type { NotificationItem } from "../../common/schemas/notifications";
import { notificationText } from "../../common/notification-text";
import { translator } from "../../server/i18n/index";
import { notifications, providerRequests, providerSuggestions, providers, users } from "../../server/db/schema";
import { GUEST_SUGGESTION_LIMITS } from "../../server/features/requests/links";
import { LANDING_PREVIEW, LinkPreviews } from "../../server/features/link-previews/registry";
import { joinLinkPreview } from "../../server/features/link-previews/entries";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

const PUBLIC_URL = "https://vowch.example";
const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" /><title>Vowch</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let clientDir: string;
const logLines: string[] = [];
let ivy: SignedInUser, al: SignedInUser, cy: SignedInUser;
let requestId: string;
let ivyPhone: string;

const get = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url });
const guestPost = (token: string, payload: object, ip = "203.0.113.1", headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/api/public/requests/${token}/suggestions`, payload, remoteAddress: ip, headers });
const makeLink = async (u: SignedInUser, id: string) => u.request({ method: "POST", url: `/api/provider-requests/${id}/link` });
const newRequest = async (u: SignedInUser, payload: object) => {
  const res = await u.request({ method: "POST", url: "/api/provider-requests", payload });
  expect(res.statusCode).toBe(201);
  return res.json<MyProviderRequest>().id;
};
const tokenOf = (link: RequestLink) => link.token;
const guest = {
  guestName: "Gus Guest",
  providerName: "Boiler Bob",
  providerPhone: "+1 415 555 0142",
  comment: "Fixed ours fast",
};

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => logLines.push(...chunk.toString().split("\n").filter(Boolean)));
  t = await buildTestApp({ publicUrl: PUBLIC_URL, clientDir, logLevel: "info" }, stream);
  ivyPhone = "+1 415 555 0171";
  ivy = await createUser(t.app, {
    profile: { firstName: "Ivy", lastName: "Lastnameson", phone: ivyPhone, homeAddress: "12 Secret Lane" },
  });
  al = await createUser(t.app, { profile: { firstName: "Al", lastName: "Memberly" } });
  cy = await createUser(t.app, { profile: { firstName: "Cy", lastName: "Other" } });
  requestId = await newRequest(ivy, {
    title: "Need a boiler engineer",
    category: "HVAC",
    description: "Boiler makes a noise",
    location: "Hidden Town",
    budgetRange: "$200 - $400",
    timeline: "This week",
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("the asker's share link", () => {
  it("is made once (201, then 200 with the same token), listed on the request, and only the asker's", async () => {
    expect((await makeLink(al, requestId)).statusCode).toBe(404);
    expect((await al.request({ method: "DELETE", url: `/api/provider-requests/${requestId}/link` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `/api/provider-requests/${requestId}/link` })).statusCode).toBe(401);
    const first = await makeLink(ivy, requestId);
    expect(first.statusCode).toBe(201);
    const link = first.json<RequestLink>();
    // 32 URL-safe characters: 192 random bits.
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.url).toBe(`${PUBLIC_URL}/r/${link.token}`);
    const again = await makeLink(ivy, requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(link);
    const mine = (await ivy.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    expect(mine.find((r) => r.id === requestId)!.shareLink).toEqual({ url: link.url, createdAt: expect.any(String) });
  });

  it("switched off, its page answers 404 and a new link has a new token", async () => {
    const id = await newRequest(ivy, { title: "Need a window cleaner", category: "Cleaning" });
    const old = (await makeLink(ivy, id)).json<RequestLink>();
    expect((await get(t.app, `/api/public/requests/${old.token}`)).statusCode).toBe(200);
    expect((await ivy.request({ method: "DELETE", url: `/api/provider-requests/${id}/link` })).statusCode).toBe(204);
    expect((await get(t.app, `/api/public/requests/${old.token}`)).statusCode).toBe(404);
    expect((await guestPost(old.token, guest)).statusCode).toBe(404);
    const mine = (await ivy.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    expect(mine.find((r) => r.id === id)!.shareLink).toBeNull();
    const fresh = await makeLink(ivy, id);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json<RequestLink>().token).not.toBe(old.token);
  });

  it("unknown and malformed tokens are 404", async () => {
    for (const token of ["x".repeat(32), "short", "%3Cscript%3E"]) {
      expect((await get(t.app, `/api/public/requests/${token}`)).statusCode).toBe(404);
    }
  });
});

describe("getting started", () => {
  it("the first share link an account makes marks its third step done, and a later one keeps that date", async () => {
    const asker = await createUser(t.app);
    const step = async () =>
      (await asker.request({ method: "GET", url: "/api/getting-started" })).json<{ sharedRequest: boolean }>();
    expect((await step()).sharedRequest).toBe(false);
    const id = await newRequest(asker, { title: "Need a roofer", category: "Cleaning" });
    expect((await makeLink(asker, id)).statusCode).toBe(201);
    expect((await step()).sharedRequest).toBe(true);
    const [first] = await t.db.select({ at: users.requestLinkSharedAt }).from(users).where(eq(users.id, asker.user.id));
    await asker.request({ method: "DELETE", url: `/api/provider-requests/${id}/link` });
    expect((await makeLink(asker, id)).statusCode).toBe(201);
    const [again] = await t.db.select({ at: users.requestLinkSharedAt }).from(users).where(eq(users.id, asker.user.id));
    expect(again!.at).toEqual(first!.at);
  });
});

describe("the public page", () => {
  it("shows the request, the asker's first name, the link's suggestions and a count of members' — nothing else of anyone", async () => {
    const token = tokenOf((await makeLink(ivy, requestId)).json<RequestLink>());
    // A member suggests on the app; a guest through the link, with contact details.
    const member = await al.request({
      method: "POST",
      url: `/api/provider-requests/${requestId}/suggestions`,
      payload: { providerName: "Heat Hannah", providerPhone: "+1 415 555 0190", comment: "Members only text" },
    });
    expect(member.statusCode).toBe(201);
    const made = await guestPost(token, { ...guest, providerEmail: "bob@boilers.test", providerWebsite: "boilers.test" });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      id: expect.any(String),
      providerName: "Boiler Bob",
      comment: "Fixed ours fast",
      createdAt: expect.any(String),
    });

    t.statements.count = 0;
    const res = await get(t.app, `/api/public/requests/${token}`);
    expect(res.statusCode).toBe(200);
    expect(t.statements.count).toBe(2);
    const page = res.json<PublicRequest>();
    expect(page).toEqual({
      title: "Need a boiler engineer",
      category: "HVAC",
      description: "Boiler makes a noise",
      timeline: "This week",
      budgetRange: "$200 - $400",
      status: "active",
      asker: { firstName: "Ivy" },
      suggestions: [
        { id: made.json().id, providerName: "Boiler Bob", comment: "Fixed ours fast", createdAt: expect.any(String) },
      ],
      memberSuggestionCount: 1,
    });
    const body = res.body;
    for (const secret of [
      "Lastnameson",
      "Hidden Town",
      "12 Secret Lane",
      ivy.user.email!,
      // Every phone of the story in its written, E.164 and dashed forms (a bare "415" would also
      // match a random id or timestamp now and then).
      ...["0171", "0142", "0190"].flatMap((line) => [`555 ${line}`, `555${line}`, `555-${line}`]),
      "bob@boilers.test",
      "boilers.test",
      "Gus",
      "Heat Hannah",
      "Members only text",
      "Memberly",
      al.user.email!,
      ivy.user.id,
      requestId,
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("shows the budget only when the asker shares amounts", async () => {
    const token = tokenOf((await makeLink(ivy, requestId)).json<RequestLink>());
    await t.db.update(users).set({ privacyAmounts: false }).where(eq(users.id, ivy.user.id));
    expect((await get(t.app, `/api/public/requests/${token}`)).json<PublicRequest>().budgetRange).toBeNull();
    await t.db.update(users).set({ privacyAmounts: true }).where(eq(users.id, ivy.user.id));
    expect((await get(t.app, `/api/public/requests/${token}`)).json<PublicRequest>().budgetRange).toBe("$200 - $400");
  });

  it("a resolved request says so and refuses suggestions; a deleted one is 404", async () => {
    const id = await newRequest(ivy, { title: "Need a gardener soon", category: "Landscaping" });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    await ivy.request({ method: "PATCH", url: `/api/provider-requests/${id}`, payload: { status: "resolved" } });
    expect((await get(t.app, `/api/public/requests/${token}`)).json<PublicRequest>().status).toBe("resolved");
    const refused = await guestPost(token, guest);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("REQUEST_RESOLVED");
    await t.db.delete(providerRequests).where(eq(providerRequests.id, id));
    expect((await get(t.app, `/api/public/requests/${token}`)).statusCode).toBe(404);
    expect((await guestPost(token, guest)).statusCode).toBe(404);
  });

  it("sends noindex, no-referrer and no-store, on errors too", async () => {
    const token = tokenOf((await makeLink(ivy, requestId)).json<RequestLink>());
    for (const res of [
      await get(t.app, `/api/public/requests/${token}`),
      await get(t.app, `/api/public/requests/${"y".repeat(32)}`),
      await guestPost(token, { guestName: "" }),
      await get(t.app, `/r/${token}`),
      await get(t.app, `/r/${"y".repeat(32)}`),
    ]) {
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("a guest's suggestion", () => {
  it("validates: a name, a provider name, a way to reach them, the phone and website rules, lengths", async () => {
    const token = tokenOf((await makeLink(ivy, requestId)).json<RequestLink>());
    const cases: [object, string][] = [
      [{ ...guest, guestName: "" }, "guestName"],
      [{ ...guest, guestName: "x".repeat(101) }, "guestName"],
      [{ ...guest, providerName: "" }, "providerName"],
      [{ guestName: "Gus", providerName: "Bob" }, "providerPhone"],
      [{ ...guest, providerPhone: "call me" }, "providerPhone"],
      [{ ...guest, providerWebsite: "not a site" }, "providerWebsite"],
      [{ ...guest, providerEmail: "nope" }, "providerEmail"],
      [{ ...guest, comment: "x".repeat(1001) }, "comment"],
    ];
    for (const [payload, field] of cases) {
      const res = await guestPost(token, payload, "198.51.100.77");
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect(
      (await guestPost(token, { ...guest, providerPhone: "", providerWebsite: "https://bob.example" }, "198.51.100.77"))
        .statusCode,
    ).toBe(201);
  });

  it("reaches the asker marked as a guest's, stays out of From Friends, takes no +1s, notifies, and saves through the duplicate check", async () => {
    const id = await newRequest(ivy, { title: "Need a roofer quickly", category: "Roofing" });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    const [existing] = await t.db
      .insert(providers)
      .values({ name: "Roof Ray Ltd", category: "Roofing", website: "https://www.roofray.example/about" })
      .returning();
    const first = await guestPost(
      token,
      { guestName: "Gina", providerName: "Roof Ray", providerWebsite: "roofray.example" },
      "192.0.2.10",
    );
    const second = await guestPost(
      token,
      { guestName: "Gil", providerName: "Tile Tim", providerEmail: "Tim@Tiles.test" },
      "192.0.2.11",
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    const mine = (await ivy.request({ method: "GET", url: "/api/provider-requests" })).json<MyProviderRequest[]>();
    const suggestions = mine.find((r) => r.id === id)!.suggestions;
    expect(
      suggestions.map((s) => [
        s.guestName,
        s.suggestingUser,
        s.suggestingUserId,
        s.providerName,
        s.providerWebsite,
        s.providerEmail,
      ]),
    ).toEqual([
      ["Gina", null, null, "Roof Ray", "roofray.example", null],
      ["Gil", null, null, "Tile Tim", null, "tim@tiles.test"],
    ]);
    const friends = (await al.request({ method: "GET", url: "/api/provider-suggestions" })).json<MyProviderRequest[]>();
    expect(friends.find((r) => r.id === id)!.suggestions).toEqual([]);
    for (const u of [al, ivy]) {
      expect(
        (await u.request({ method: "POST", url: `/api/provider-suggestions/${first.json().id}/vouch`, payload: {} })).statusCode,
      ).toBe(404);
    }

    const inbox = (await ivy.request({ method: "GET", url: "/api/notifications" })).json<NotificationItem[]>();
    const viaLink = inbox.filter((n) => n.type === "link_suggestion" && n.request?.id === id);
    expect(viaLink.map((n) => notificationText(n, translator("en", "notices")))).toEqual([
      "Gil suggested Tile Tim through your link for “Need a roofer quickly”",
      "Gina suggested Roof Ray through your link for “Need a roofer quickly”",
    ]);
    expect(viaLink[0]!.actor).toBeNull();
    const prefs = (await ivy.request({ method: "GET", url: "/api/notifications/preferences" })).json();
    expect(prefs.email.link_suggestion).toBe(true);

    // Roof Ray's website host matches a directory provider: saving reuses it.
    const savedRay = await ivy.request({ method: "POST", url: `/api/provider-suggestions/${first.json().id}/save` });
    expect(savedRay.statusCode).toBe(201);
    expect(savedRay.json().providerId).toBe(existing!.id);
    // Tile Tim is new: created with the guest's details.
    const savedTim = await ivy.request({ method: "POST", url: `/api/provider-suggestions/${second.json().id}/save` });
    expect(savedTim.statusCode).toBe(201);
    const [tim] = await t.db.select().from(providers).where(eq(providers.id, savedTim.json().providerId));
    expect(tim).toMatchObject({ name: "Tile Tim", email: "tim@tiles.test", category: "Roofing", sourceContactId: null });
  });

  it("a signed-in visitor with the link suggests as themselves", async () => {
    const id = await newRequest(ivy, { title: "Need an electrician", category: "Electrician" });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    const res = await cy.request({
      method: "POST",
      url: `/api/public/requests/${token}/suggestions`,
      payload: { providerName: "Sparky Sue", providerWebsite: "sparky.example" },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(providerSuggestions).where(eq(providerSuggestions.id, res.json().id));
    expect(row).toMatchObject({
      suggestingUserId: cy.user.id,
      guestName: null,
      requestLinkId: null,
      providerWebsite: "sparky.example",
    });
    const page = (await get(t.app, `/api/public/requests/${token}`)).json<PublicRequest>();
    expect([page.suggestions, page.memberSuggestionCount]).toEqual([[], 1]);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.suggestionId, res.json().id));
    expect(note).toMatchObject({ type: "suggestion", actorUserId: cy.user.id });
    const own = await ivy.request({ method: "POST", url: `/api/public/requests/${token}/suggestions`, payload: guest });
    expect(own.json().code).toBe("OWN_ITEM");
  });

  it("members' suggestions take a website too", async () => {
    const id = await newRequest(ivy, { title: "Need a locksmith", category: "Locksmith" });
    const res = await al.request({
      method: "POST",
      url: `/api/provider-requests/${id}/suggestions`,
      payload: { providerName: "Lock Lou", providerWebsite: "lou.example" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ providerWebsite: "lou.example", guestName: null });
    const bad = await al.request({
      method: "POST",
      url: `/api/provider-requests/${id}/suggestions`,
      payload: { providerName: "Lock Lee", providerWebsite: "no way" },
    });
    expect(bad.json().errors[0].message).toBe("Invalid website");
  });

  it("a filled honeypot is answered 201 and nothing is kept", async () => {
    const id = await newRequest(ivy, { title: "Need a carpenter", category: "Carpenter" });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    const res = await guestPost(token, { ...guest, company: "Spam Inc" }, "192.0.2.99");
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(providerSuggestions).where(eq(providerSuggestions.requestId, id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.requestId, id))).toEqual([]);
  });

  it("is refused from another site", async () => {
    const token = tokenOf((await makeLink(ivy, requestId)).json<RequestLink>());
    const res = await guestPost(token, guest, "192.0.2.50", { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("CROSS_ORIGIN");
    const fetched = await guestPost(token, guest, "192.0.2.50", { "sec-fetch-site": "cross-site" });
    expect(fetched.statusCode).toBe(403);
  });
});

describe("limits", () => {
  it("5 guest suggestions per address an hour (429 with Retry-After)", async () => {
    const id = await newRequest(ivy, { title: "Need a plasterer", category: "Plasterer" });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    const { limit } = GUEST_SUGGESTION_LIMITS.perAddress;
    for (let i = 0; i < limit; i++)
      expect((await guestPost(token, { ...guest, providerName: `P${i}` }, "192.0.2.200")).statusCode).toBe(201);
    const refused = await guestPost(token, guest, "192.0.2.200");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect((await guestPost(token, guest, "192.0.2.201")).statusCode).toBe(201);
  });

  it("30 per link a day, from any address", async () => {
    const id = await newRequest(ivy, { title: "Need a handyman", category: "Handyman" });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    const { limit } = GUEST_SUGGESTION_LIMITS.perLink;
    for (let i = 0; i < limit; i++) expect((await guestPost(token, guest, `10.1.${i}.1`)).statusCode).toBe(201);
    const refused = await guestPost(token, guest, "10.2.0.1");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(86000);
  });

  it("50 suggestions per request", async () => {
    const id = await newRequest(ivy, { title: "Need a mover soon", category: "Moving" });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    await t.db
      .insert(providerSuggestions)
      .values(Array.from({ length: 50 }, (_, i) => ({ requestId: id, guestName: "Earlier", providerName: `Mover ${i}` })));
    const refused = await guestPost(token, guest, "10.3.0.1");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("the request log", () => {
  it("writes public links with the token cut to 4 characters", async () => {
    const token = tokenOf((await makeLink(ivy, requestId)).json<RequestLink>());
    logLines.length = 0;
    await get(t.app, `/api/public/requests/${token}`);
    await guestPost(token, { guestName: "" });
    await get(t.app, `/r/${token}`);
    await get(t.app, `/join/${token}?x=1`);
    const urls = logLines.map((l) => JSON.parse(l) as { req?: { url: string } }).flatMap((l) => (l.req ? [l.req.url] : []));
    const cut = token.slice(0, 4);
    expect(urls).toEqual([
      `/api/public/requests/${cut}…`,
      `/api/public/requests/${cut}…/suggestions`,
      `/r/${cut}…`,
      `/join/${cut}…?x=1`,
    ]);
    expect(logLines.join("\n")).not.toContain(token);
  });
});

describe("link previews", () => {
  it("a shared request's page carries its preview, escaped, with first name only", async () => {
    const id = await newRequest(ivy, {
      title: `<script>alert("x")</script> & 'quotes'`,
      category: "Plumber",
      location: "Hidden Town",
    });
    const token = tokenOf((await makeLink(ivy, id)).json<RequestLink>());
    const res = await get(t.app, `/r/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    const html = res.body;
    const escaped = "Ivy asks: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;";
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped}" />`);
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/icons/icon-512.png" />`);
    expect(html).toContain(`<meta name="twitter:card" content="summary" />`);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("Lastnameson");
    expect(html).not.toContain("Hidden Town");
    expect(html).toContain('<div id="root"></div>');
  });

  it("an unknown token gets the landing preview", async () => {
    const res = await get(t.app, `/r/${"z".repeat(32)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta property="og:title" content="${LANDING_PREVIEW.title}" />`);
    expect((await get(t.app, `/r/a/b`)).statusCode).toBe(404);
  });

  it("an invite link's page names the inviter by first name; a switched-off one gets the landing preview", async () => {
    const made = await ivy.request({ method: "POST", url: "/api/invites" });
    expect(made.statusCode, made.body).toBe(201);
    const invite = made.json<{ id: string; token: string }>();
    const page = await get(t.app, `/join/${invite.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:title" content="Ivy invited you to vowch" />`);
    expect(page.body).not.toContain("Lastnameson");
    expect((await ivy.request({ method: "DELETE", url: `/api/invites/${invite.id}` })).statusCode).toBe(204);
    expect((await get(t.app, `/join/${invite.token}`)).body).toContain(
      `<meta property="og:title" content="${LANDING_PREVIEW.title}" />`,
    );
  });

  it("the invitation entry names the inviter's first name from the lookup it is given", async () => {
    const previews = new LinkPreviews().register(
      "/join/",
      joinLinkPreview(async (_db, token) => (token === "good-token" ? { firstName: `Sam <b>` } : null)),
    );
    expect(await previews.previewFor(t.db, "/join/good-token")).toEqual({
      title: "Sam <b> invited you to vowch",
      description: "Sam <b> uses vowch to find trusted service providers through friends. Join them.",
    });
    expect(await previews.previewFor(t.db, "/join/unknown")).toEqual(LANDING_PREVIEW);
    expect(await previews.previewFor(t.db, "/projects")).toBeUndefined();
  });
});
