// The account export holds every table the account owns or wrote (the list and the reasons are
// in docs/decisions/126-first-paint-and-the-whole-export.md): one row of each kind is seeded for
// the exporting account and one for another account, and each is looked for in the zip, read with
// yauzl and csv-parse (readers nobody here wrote). Never a secret: no key, hash or token.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { parse as parseCsv } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  homeItems,
  homeTaskLog,
  homeTasks,
  householdMembers,
  invites,
  notificationPreferences,
  notifications,
  passkeys,
  projectCollaborators,
  projectProviders,
  projects,
  providerEdits,
  providerNotes,
  providerRequests,
  providerSuggestions,
  providers,
  recommendations,
  reviews,
  serviceOccurrences,
  sessions,
  storedFiles,
  suggestionVouches,
  userCredentials,
  userIdentities,
  userProviders,
  users,
} from "../../server/db/schema";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";
import { unzip } from "../support/unzip";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://vowch.example" });
});
afterAll(() => t.close());

/**
 * One row of every kind the account owns or wrote, each text marked with `tag`; `partner`
 * collaborates on the account's project and is the actor of its notification.
 */
async function seedEverything(userId: string, tag: string, partner: string) {
  const db = t.db;
  const [provider] = await db
    .insert(providers)
    .values({ name: `${tag} provider`, category: "Plumber", userId })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ userId, title: `${tag} project`, projectType: "recurring" })
    .returning();
  const [link] = await db
    .insert(projectProviders)
    .values({ projectId: project!.id, providerId: provider!.id, notes: `${tag} link` })
    .returning();
  await db.insert(serviceOccurrences).values({ projectId: project!.id, scheduledDate: "2026-01-05", notes: `${tag} visit` });
  await db.insert(projectCollaborators).values({ projectId: project!.id, userId: partner, invitedBy: userId });
  await db
    .insert(reviews)
    .values({ userId, providerId: provider!.id, projectId: project!.id, rating: 4, comment: `${tag} review` });
  await db
    .insert(recommendations)
    .values({ fromUserId: userId, providerId: provider!.id, source: "vouch", comment: `${tag} recommendation` });
  await db.insert(userProviders).values({ userId, providerId: provider!.id, isVouched: true, vouchComment: `${tag} vouch` });
  const [request] = await db
    .insert(providerRequests)
    .values({ userId, title: `${tag} request`, category: "Plumber" })
    .returning();
  const [suggestion] = await db
    .insert(providerSuggestions)
    .values({ requestId: request!.id, suggestingUserId: userId, providerName: `${tag} suggestion` })
    .returning();
  await db.insert(suggestionVouches).values({ suggestionId: suggestion!.id, userId, comment: `${tag} plus one` });
  await db.insert(contacts).values({ userId, name: `${tag} contact` });
  await db
    .insert(providerEdits)
    .values({ providerId: provider!.id, editorUserId: userId, changes: { address: { from: null, to: `${tag} edit` } } });
  await db.insert(providerNotes).values({ userId, providerId: provider!.id, notes: `${tag} note` });
  await db.insert(passkeys).values({
    userId,
    credentialId: `${tag}-credential-SECRET`,
    publicKey: `${tag}-public-key-SECRET`,
    deviceType: "multiDevice",
    name: `${tag} passkey`,
  });
  await db.insert(userIdentities).values({ userId, issuer: "https://id.example", subject: `${tag}-subject` });
  await db.insert(invites).values({
    userId,
    tokenHash: `${tag}-hash-SECRET`.padEnd(64, "0"),
    tokenSealed: `${tag}-sealed-SECRET`,
    joins: tag === "mine" ? 3 : 7,
    expiresAt: new Date("2027-01-01T00:00:00Z"),
  });
  const [notification] = await db
    .insert(notifications)
    .values({ userId, type: "collaborator", actorUserId: partner, projectId: project!.id })
    .returning();
  await db.insert(notificationPreferences).values({ userId, type: "vouch", email: false });
  await db.update(users).set({ timeZone: "America/Chicago", privacyProjects: "contacts" }).where(eq(users.id, userId));
  await db.insert(storedFiles).values({
    projectProviderId: link!.id,
    kind: "completion_photo",
    storageKey: `${tag}-${randomUUID()}`,
    contentType: "image/png",
    size: 1,
    originalName: `${tag} photo.png`,
    uploadedBy: userId,
  });
  // The household's records: a task with its log, an item with a manual.
  const [household] = await db
    .select({ id: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  const [task] = await db
    .insert(homeTasks)
    .values({ householdId: household!.id, createdBy: userId, title: `${tag} task`, every: "yearly", nextDue: "2027-01-05" })
    .returning();
  await db.insert(homeTaskLog).values({ taskId: task!.id, doneOn: "2026-01-05", doneBy: userId, notes: `${tag} done` });
  const [item] = await db
    .insert(homeItems)
    .values({ householdId: household!.id, createdBy: userId, name: `${tag} furnace` })
    .returning();
  await db.insert(storedFiles).values({
    homeItemId: item!.id,
    kind: "home_document",
    storageKey: `${tag}-${randomUUID()}`,
    contentType: "application/pdf",
    size: 1,
    originalName: `${tag} manual.pdf`,
    // Uploaded by someone no longer here: it is the household's, listed with its items.
    uploadedBy: null,
  });
  return { project: project!, notification: notification! };
}

describe("the account export", () => {
  it("holds one of each kind of row the account owns or wrote, nobody else's, and no secret", async () => {
    const me = await createUser(t.app, { profile: { firstName: "Mina", lastName: "Mine" } });
    const other = await createUser(t.app, { profile: { firstName: "Otto", lastName: "Other" } });
    const third = await createUser(t.app, { profile: { firstName: "Tess", lastName: "Third" } });
    const mine = await seedEverything(me.user.id, "mine", other.user.id);
    await seedEverything(other.user.id, "theirs", third.user.id);
    // I collaborate on one of the other account's projects too.
    const [shared] = await t.db.insert(projects).values({ userId: other.user.id, title: "Shared porch" }).returning();
    await t.db.insert(projectCollaborators).values({ projectId: shared!.id, userId: me.user.id, role: "helper" });

    const res = await me.request({ method: "GET", url: "/api/export" });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const csv = (name: string) => {
      expect(entries.has(name), name).toBe(true);
      return parseCsv<Record<string, string>>(entries.get(name)!, { columns: true, bom: true });
    };
    // Every text of mine in its file and column.
    const found: [file: string, column: string, value: string][] = [
      ["projects.csv", "title", "mine project"],
      ["links.csv", "notes", "mine link"],
      ["service_visits.csv", "notes", "mine visit"],
      ["service_visits.csv", "projectTitle", "mine project"],
      ["reviews.csv", "comment", "mine review"],
      ["recommendations.csv", "comment", "mine recommendation"],
      ["my_providers.csv", "vouchComment", "mine vouch"],
      ["providers_added.csv", "name", "mine provider"],
      ["requests.csv", "title", "mine request"],
      ["suggestions.csv", "providerName", "mine suggestion"],
      ["plus_ones.csv", "comment", "mine plus one"],
      ["plus_ones.csv", "providerName", "mine suggestion"],
      ["contacts.csv", "name", "mine contact"],
      ["provider_notes.csv", "notes", "mine note"],
      ["passkeys.csv", "name", "mine passkey"],
      ["sign_in_identities.csv", "subject", "mine-subject"],
      ["invite_links.csv", "joins", "3"],
      ["files.csv", "name", "mine photo.png"],
      ["household.csv", "firstName", "Mina"],
      ["home_tasks.csv", "title", "mine task"],
      ["home_task_log.csv", "notes", "mine done"],
      ["home_task_log.csv", "taskTitle", "mine task"],
      ["home_items.csv", "name", "mine furnace"],
      ["home_documents.csv", "name", "mine manual.pdf"],
      ["home_documents.csv", "itemName", "mine furnace"],
    ];
    for (const [file, column, value] of found) {
      expect(
        csv(file).map((row) => row[column]),
        `${file} ${column}`,
      ).toEqual([value]);
    }
    expect(csv("provider_edits.csv").map((row) => JSON.parse(row.changes!) as unknown)).toEqual([
      { address: { from: null, to: "mine edit" } },
    ]);
    expect(csv("passkeys.csv")).toEqual([expect.objectContaining({ deviceType: "multiDevice", backedUp: "false" })]);
    // Collaborations both ways: who collaborates on my project, and the project I collaborate on.
    expect(
      csv("collaborations.csv")
        .map((row) => [row.projectId, row.collaboratorId, row.collaboratorFirstName, row.role])
        .sort(),
    ).toEqual(
      [
        [mine.project.id, other.user.id, "Otto", "collaborator"],
        [shared!.id, me.user.id, "Mina", "helper"],
      ].sort(),
    );
    expect(csv("notifications.csv")).toEqual([
      expect.objectContaining({ id: mine.notification.id, type: "collaborator", projectId: mine.project.id, readAt: "" }),
    ]);
    expect(csv("settings.csv")).toEqual([
      expect.objectContaining({
        timeZone: "America/Chicago",
        theme: "system",
        currency: "USD",
        phoneRegion: "",
        privacyProjects: "contacts",
        privacyAmounts: "true",
      }),
    ]);
    expect(Object.fromEntries(csv("notification_settings.csv").map((row) => [row.type, row.email]))).toEqual({
      request: "true",
      suggestion: "true",
      suggestion_vouch: "true",
      collaborator: "true",
      vouch: "false",
      provider_change: "true",
      link_suggestion: "true",
      invite_joined: "true",
      household_added: "true",
      task_due: "false",
      warranty: "false",
      appointment: "false",
    });
    expect(new Set(csv("notification_settings.csv").map((row) => row.push))).toEqual(new Set(["true"]));
    expect(csv("push_devices.csv")).toEqual([]);
    expect(csv("profile.csv")).toEqual([expect.objectContaining({ id: me.user.id, firstName: "Mina", hasPassword: "true" })]);
    expect(csv("household.csv")).toEqual([expect.objectContaining({ userId: me.user.id, role: "owner" })]);

    // The same in export.json.
    const json = JSON.parse(entries.get("export.json")!) as Record<string, unknown>;
    expect(json.settings).toMatchObject({ timeZone: "America/Chicago" });
    expect(json.service_visits).toEqual([expect.objectContaining({ notes: "mine visit" })]);

    // Nothing of the other account's (its rows are all marked "theirs"), and no key, hash or token.
    const [hash] = await t.db.select().from(userCredentials).where(eq(userCredentials.userId, me.user.id));
    const sids = (await t.db.select({ sid: sessions.sid }).from(sessions)).map((s) => s.sid);
    expect(sids.length).toBeGreaterThan(0);
    for (const [name, text] of entries) {
      expect(text, name).not.toContain("theirs");
      expect(text, name).not.toContain("SECRET");
      expect(text, name).not.toContain(hash!.passwordHash);
      for (const sid of sids) expect(text, name).not.toContain(sid);
      expect(text, name).not.toContain(other.user.email!);
    }
  });

  it("starts every CSV with a byte-order mark and names each file and its columns in README.txt", async () => {
    const user = await createUser(t.app);
    const entries = await unzip((await user.request({ method: "GET", url: "/api/export" })).rawPayload);
    const readme = entries.get("README.txt")!;
    expect(readme).toContain("Your Vowch data");
    const names = [...entries.keys()].filter((name) => name !== "README.txt");
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) expect(readme, name).toMatch(new RegExp(`^${name.replace(".", "\\.")}: \\S`, "m"));
    const csvs = names.filter((name) => name.endsWith(".csv"));
    expect(csvs.length).toBe(names.length - 1);
    for (const name of csvs) {
      const text = entries.get(name)!;
      expect(text.startsWith("\uFEFF"), name).toBe(true);
      const [header = []]: string[][] = parseCsv(text, { bom: true, to_line: 1 });
      expect(header.length, name).toBeGreaterThan(0);
      // README's "Columns:" line right under the file's own line is the CSV's header.
      const at = readme.indexOf(`${name}: `);
      const columnsLine = readme.slice(at).split("\r\n")[1]!;
      expect(columnsLine, name).toBe(`  Columns: ${header.join(", ")}`);
    }
  });
});
