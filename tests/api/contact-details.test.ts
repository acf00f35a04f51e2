// E-mail and phone only where a screen uses them (no harvesting of the
// directory; docs/decisions/045-who-sees-email-and-phone.md). Another user, Pat, takes part in
// everything a viewer can see — projects, reviews, vouches, requests, suggestions, collaborations —
// then every GET route is called as the viewer and the raw body is searched for Pat's e-mail and
// phone. Each route has a row saying whether the e-mail may be there; a route without a row fails,
// so a new call must take a side. No call ever carries Pat's phone.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUnsubscribeToken } from "../../server/features/notifications/unsubscribe-token";
import type { ExperienceResult, Provider } from "../../common/schemas/providers";
import { users } from "../../server/db/schema";
import { apiRoutes, type RouteRef } from "../support/routes";
import { buildTestApp, createUser, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";

const PAT_PHONE = "+1 (555) 867-5309";
/** The phone as typed, and its digits as a normalised copy would hold them. */
const PHONE_NEEDLES = ["867-5309", "8675309"];
/** Pat's home address goes to Pat alone: in no answer to anyone else. */
const PAT_ADDRESS = "77 Hidden Lane";

let t: TestApp;
let viewer: SignedInUser;
let pat: SignedInUser;
let patEmail: string;
/** The URL each GET route is called with, and whether Pat's e-mail may appear in the answer. */
let calls: Record<string, { url: string; email: boolean }>;

beforeAll(async () => {
  t = await buildTestApp();
  viewer = await createUser(t.app, { profile: { firstName: "Vic", lastName: "Viewer" } });
  patEmail = uniqueEmail("pat.private");
  pat = await createUser(t.app, {
    email: patEmail,
    profile: { firstName: "Pat", lastName: "Private", phone: PAT_PHONE, homeAddress: PAT_ADDRESS },
  });
  const as = (user: SignedInUser, method: "POST" | "PUT", url: string, payload: Record<string, unknown>) =>
    user.request({ method, url, payload }).then((res) => {
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json<Record<string, unknown> & { id: string }>();
    });

  // Pat's finished job (review, recommendation, friend projects, network projects) and a vouch.
  const job = (await as(pat, "POST", "/api/providers/experience", {
    name: "Pat's Plumber",
    category: "Plumber",
    phone: "415-555-0100",
    email: "office@plumber.test",
    experienceType: "completed",
    projectTitle: "Kitchen sink",
    projectType: "one_time",
    rating: 5,
    wouldVouch: true,
    reviewText: "Fixed it in an hour, spotless.",
  })) as unknown as ExperienceResult;
  const vouched = (await as(viewer, "POST", "/api/providers", {
    name: "Vic's Painter",
    category: "Painter",
  })) as unknown as Provider;
  await as(pat, "POST", `/api/providers/${vouched.id}/vouch`, { rating: 4, comment: "Neat work" });

  // The viewer collaborates on Pat's project; Pat collaborates on the viewer's.
  const patProject = await as(pat, "POST", "/api/projects", { title: "Pat's deck" });
  await as(pat, "POST", `/api/projects/${patProject.id}/collaborators`, { userId: viewer.user.id });
  const vicProject = await as(viewer, "POST", "/api/projects", { title: "Vic's roof" });
  const added = await viewer.request({
    method: "POST",
    url: `/api/projects/${vicProject.id}/collaborators`,
    payload: { userId: pat.user.id },
  });
  expect(added.statusCode).toBe(201);
  // The collaborators card shows the added person's e-mail.
  expect(added.body).toContain(patEmail);
  expect(PHONE_NEEDLES.some((n) => added.body.includes(n))).toBe(false);

  // Requests both ways, with Pat's suggestion on the viewer's.
  const vicRequest = await as(viewer, "POST", "/api/provider-requests", {
    title: "Need a roofer",
    category: "General Contractor",
  });
  await as(pat, "POST", `/api/provider-requests/${vicRequest.id}/suggestions`, { providerId: job.provider.id });
  await as(pat, "POST", "/api/provider-requests", { title: "Need an electrician", category: "Electrician" });

  // Recurring work: Pat's lawn, shared with the viewer, with a next service and an estimate.
  const lawn = await as(pat, "POST", "/api/projects", {
    title: "Pat's lawn",
    projectType: "recurring",
    recurringFrequency: "weekly",
    nextServiceDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  });
  await as(pat, "POST", `/api/projects/${lawn.id}/collaborators`, { userId: viewer.user.id });
  await as(pat, "POST", `/api/projects/${lawn.id}/services`, { completedDate: "2026-01-05", notes: "Mowed" });
  const lawnLink = await as(pat, "POST", `/api/projects/${lawn.id}/providers`, { providerId: job.provider.id });
  await as(pat, "PUT", `/api/project-providers/${lawnLink.id}`, {
    status: "estimate_scheduled",
    estimateScheduledDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    estimateScheduledTime: "10:00",
  });

  const provider = job.provider.id;
  // Pat's invite link and a shared request of Pat's: the pages anyone with the link reads.
  const patInvite = (await pat.request({ method: "POST", url: "/api/invites" })).json<{ token: string }>();
  const patRequest = (
    await pat.request({ method: "POST", url: "/api/provider-requests", payload: { title: "Need a tiler", category: "Cleaning" } })
  ).json<{ id: string }>();
  const patLink = (await pat.request({ method: "POST", url: `/api/provider-requests/${patRequest.id}/link` })).json<{
    token: string;
  }>();
  // The viewer's own home: a task and an item of the household, which holds nobody else.
  const task = await as(viewer, "POST", "/api/home/tasks", { title: "Clean the gutters", every: "yearly" });
  const item = await as(viewer, "POST", "/api/home/items", { name: "Furnace" });

  calls = {
    "/api/auth/user": { url: "/api/auth/user", email: false },
    // The collaborator search shows each person's e-mail under the name.
    "/api/users/all": { url: "/api/users/all?search=Pat", email: true },
    // The Friends card shows the e-mail only in place of a missing name; Pat has one.
    "/api/friends": { url: "/api/friends", email: false },
    // The friend's page writes the Ask drafts to the friend's e-mail.
    "/api/contacts/:contactId": { url: `/api/contacts/${pat.user.id}`, email: true },
    "/api/contacts/:contactId/projects": { url: `/api/contacts/${pat.user.id}/projects`, email: false },
    "/api/recommendations": { url: "/api/recommendations", email: false },
    // The viewer's own privacy settings: no one else's data.
    "/api/privacy": { url: "/api/privacy", email: false },
    // The viewer's own address book: entries the viewer typed in, and only names of people matched.
    "/api/address-book": { url: "/api/address-book", email: false },
    "/api/providers": { url: "/api/providers", email: false },
    "/api/providers/saved": { url: "/api/providers/saved", email: false },
    "/api/providers/contact-recommended": { url: "/api/providers/contact-recommended", email: false },
    "/api/providers/recommended": { url: "/api/providers/recommended", email: false },
    "/api/providers/welcome": { url: "/api/providers/welcome", email: false },
    "/api/providers/browse": { url: "/api/providers/browse", email: false },
    "/api/providers/:id": { url: `/api/providers/${provider}`, email: false },
    "/api/providers/:id/projects": { url: `/api/providers/${provider}/projects`, email: false },
    // The provider's own contact lines, never a member's.
    "/api/providers/:id/vcard": { url: `/api/providers/${provider}/vcard`, email: false },
    "/api/providers/:id/edits": { url: `/api/providers/${provider}/edits`, email: false },
    "/api/providers/:id/user-projects": { url: `/api/providers/${provider}/user-projects`, email: false },
    // Network Projects: the Ask button drafts a mail to the friend.
    "/api/providers/:id/contact-projects": { url: `/api/providers/${provider}/contact-projects`, email: true },
    "/api/projects": { url: "/api/projects", email: false },
    // The collaborators card shows the owner's e-mail.
    "/api/projects/:id": { url: `/api/projects/${patProject.id}`, email: true },
    "/api/projects/:id/providers": { url: `/api/projects/${patProject.id}/providers`, email: false },
    // The quote comparison names the viewer's contacts who hired a provider (names only);
    // the provider book is the viewer's own.
    "/api/projects/:id/quotes": { url: `/api/projects/${patProject.id}/quotes`, email: false },
    "/api/providers/:id/history": { url: `/api/providers/${provider}/history`, email: false },
    "/api/providers/do-not-hire": { url: "/api/providers/do-not-hire", email: false },
    "/api/projects/:id/collaborators": { url: `/api/projects/${vicProject.id}/collaborators`, email: true },
    "/api/user/stats": { url: "/api/user/stats", email: false },
    // Recurring work: visits, Coming up and calendar files name projects and providers, no people.
    "/api/projects/:id/services": { url: `/api/projects/${lawn.id}/services`, email: false },
    "/api/projects/:id/next-service.ics": { url: `/api/projects/${lawn.id}/next-service.ics`, email: false },
    "/api/project-providers/:id/estimate.ics": { url: `/api/project-providers/${lawnLink.id}/estimate.ics`, email: false },
    "/api/coming-up": { url: "/api/coming-up", email: false },
    "/api/provider-requests": { url: "/api/provider-requests", email: false },
    "/api/provider-suggestions": { url: "/api/provider-suggestions", email: false },
    "/api/files/:id": { url: `/api/files/${randomUUID()}`, email: false },
    // The account's own: its passkeys; the export holds only what the viewer created.
    "/api/account": { url: "/api/account", email: false },
    "/api/export": { url: "/api/export", email: false },
    // What the account proved: its own e-mail and phone only.
    "/api/verification": { url: "/api/verification", email: false },

    // The inbox names people (Pat added the viewer to a project): names only.
    "/api/notifications": { url: "/api/notifications", email: false },
    "/api/notifications/unread-count": { url: "/api/notifications/unread-count", email: false },
    "/api/notifications/preferences": { url: "/api/notifications/preferences", email: false },
    // A plain GET of the e-mail's unsubscribe address sends to its page (303): nobody's data.
    "/api/notifications/unsubscribe": {
      url: `/api/notifications/unsubscribe?token=${signUnsubscribeToken(t.config.sessionSecret, viewer.user.id, "vouch")}`,
      email: false,
    },
    // The viewer's own invite links and first steps.
    "/api/invites": { url: "/api/invites", email: false },
    "/api/getting-started": { url: "/api/getting-started", email: false },
    // Pages for anyone holding a link: a first name and the request, never an e-mail.
    "/api/public/invites/:token": { url: `/api/public/invites/${patInvite.token}`, email: false },
    "/api/public/requests/:token": { url: `/api/public/requests/${patLink.token}`, email: false },
    // The viewer's household and home: its people by name and role, its tasks, items and who to
    // call, its money and its hand-over record (the providers' own contact lines only).
    "/api/household": { url: "/api/household", email: false },
    "/api/home/tasks": { url: "/api/home/tasks", email: false },
    "/api/home/tasks/:id": { url: `/api/home/tasks/${task.id}`, email: false },
    "/api/home/tasks/:id/log": { url: `/api/home/tasks/${task.id}/log`, email: false },
    "/api/home/task-templates": { url: "/api/home/task-templates", email: false },
    "/api/home/items": { url: "/api/home/items", email: false },
    "/api/home/items/:id": { url: `/api/home/items/${item.id}`, email: false },
    "/api/home/who-to-call": { url: "/api/home/who-to-call", email: false },
    "/api/home/handover.pdf": { url: "/api/home/handover.pdf", email: false },
    // Prices are amounts and counts, never anyone's; the report is the household's own.
    "/api/prices": { url: "/api/prices?category=Plumber", email: false },
    "/api/push/key": { url: "/api/push/key", email: false },
    "/api/push/subscriptions": { url: "/api/push/subscriptions", email: false },
    "/api/reports/spending": { url: "/api/reports/spending", email: false },
    "/api/reports/spending.csv": { url: "/api/reports/spending.csv", email: false },
  };
});
afterAll(() => t.close());

describe("another user's e-mail and phone", () => {
  it("travel only in the calls whose screens use them, and the phone in none", async () => {
    const gets: RouteRef[] = apiRoutes(t.routes).filter((r) => r.method === "GET");
    expect(gets.length).toBeGreaterThan(20);
    for (const route of gets) {
      const call = calls[route.url];
      expect(call, `no row for GET ${route.url}: say whether it may carry another user's e-mail`).toBeDefined();
      const res = await viewer.request({ method: "GET", url: call!.url });
      const below = route.url === "/api/files/:id" ? 500 : route.url === "/api/notifications/unsubscribe" ? 304 : 300;
      expect(res.statusCode, `GET ${call!.url}: ${res.body}`).toBeLessThan(below);
      expect(res.body.includes(patEmail), `Pat's e-mail in GET ${route.url}`).toBe(call!.email);
      for (const needle of PHONE_NEEDLES) expect(res.body.includes(needle), `Pat's phone in GET ${route.url}`).toBe(false);
      expect(res.body.includes(PAT_ADDRESS), `Pat's home address in GET ${route.url}`).toBe(false);
    }
  });

  it("shows the e-mail on a Friends card only in place of a missing name", async () => {
    const nameless = await createUser(t.app, { profile: { firstName: "Nora", lastName: "Nameless" } });
    await t.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, nameless.user.id));
    const list = (await viewer.request({ method: "GET", url: "/api/friends" })).json<
      { id: string; email: string | null; firstName: string | null }[]
    >();
    expect(list.find((f) => f.id === nameless.user.id)?.email).toBe(nameless.user.email);
    expect(list.find((f) => f.id === pat.user.id)?.email).toBeNull();
    // The viewer still sees their own e-mail and phone.
    const me = (await viewer.request({ method: "GET", url: "/api/auth/user" })).json<{ email: string; phone: string }>();
    expect(me).toMatchObject({ email: viewer.user.email, phone: viewer.user.phone });
  });
});
