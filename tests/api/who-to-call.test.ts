// "Who to call": the go-to provider per trade is the one most recently hired on a project of
// anyone in the household, unless a member picked another ("Make go-to"); DELETE goes back to
// automatic. The household's notes (≤ 5,000 characters) are edited by owner and members and read by
// viewers. Former members and strangers see their own household's, signed out 401. Both databases.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUSEHOLD_NOTES_MAX, READ_ONLY_MESSAGE } from "../../common/household";
import type { WhoToCall } from "../../common/schemas/home-items";
import { householdMembers, projectProviders } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let viewer: SignedInUser;
let former: SignedInUser;
let stranger: SignedInUser;

const read = async (as: SignedInUser) => {
  const res = await as.request({ method: "GET", url: "/api/home/who-to-call" });
  expect(res.statusCode).toBe(200);
  return res.json<WhoToCall>();
};

/** A project of `as` with `providerId` hired on it ("completed", or `status`), changed at `at`. */
async function hire(as: SignedInUser, providerId: string, at: Date, status: "completed" | "accepted" | "quoted" = "completed") {
  const project = (await as.request({ method: "POST", url: "/api/projects", payload: { title: "Job" } })).json<{ id: string }>();
  const link = (
    await as.request({ method: "POST", url: `/api/projects/${project.id}/providers`, payload: { providerId } })
  ).json<{ id: string }>();
  await t.db.update(projectProviders).set({ status, updatedAt: at }).where(eq(projectProviders.id, link.id));
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, member, viewer, former, stranger] = (await Promise.all(Array.from({ length: 5 }, () => createUser(t.app)))) as [
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
    SignedInUser,
  ];
  const home = (await householdOf(t.db, owner.user.id)).householdId;
  const formerOwn = (await householdOf(t.db, former.user.id)).householdId;
  const put = (u: SignedInUser, householdId: string, role: "owner" | "member" | "viewer") =>
    t.db.update(householdMembers).set({ householdId, role }).where(eq(householdMembers.userId, u.user.id));
  await put(member, home, "member");
  await put(viewer, home, "viewer");
  await put(former, home, "member");
  await put(former, formerOwn, "owner");
});
afterAll(() => t.close());

describe("go-to providers", () => {
  it("is the most recently hired of each trade on any household project, until a member picks another", async () => {
    // One phone kept in E.164 (what the Call link dials), one saved before phones were checked (none).
    const oldPlumber = await insertProvider(t.db, owner.user.id, {
      category: "Plumber",
      phone: "(415) 555-0100",
      phoneKey: "+14155550100",
    });
    const newPlumber = await insertProvider(t.db, member.user.id, { category: "Plumber", phone: "+1 555 0101" });
    const quotedPlumber = await insertProvider(t.db, owner.user.id, { category: "Plumber" });
    const painter = await insertProvider(t.db, owner.user.id, { category: "Painter" });
    const strangersPlumber = await insertProvider(t.db, stranger.user.id, { category: "Plumber" });
    await hire(owner, oldPlumber.id, new Date("2025-01-01"));
    await hire(member, newPlumber.id, new Date("2026-01-01"), "accepted");
    // Only quoted, never hired; and a stranger's hire: neither counts.
    await hire(owner, quotedPlumber.id, new Date("2026-06-01"), "quoted");
    await hire(stranger, strangersPlumber.id, new Date("2026-07-01"));
    await hire(owner, painter.id, new Date("2024-05-01"));

    for (const reader of [owner, member, viewer]) {
      const answer = await read(reader);
      expect(answer.goTo).toEqual([
        {
          category: "Painter",
          provider: { id: painter.id, name: painter.name, phone: null, phoneKey: null },
          picked: false,
          others: [],
        },
        {
          category: "Plumber",
          provider: { id: newPlumber.id, name: newPlumber.name, phone: "+1 555 0101", phoneKey: null },
          picked: false,
          others: [{ id: oldPlumber.id, name: oldPlumber.name, phone: "(415) 555-0100", phoneKey: "+14155550100" }],
        },
      ]);
    }
    expect((await read(viewer)).role).toBe("viewer");
    expect((await read(owner)).role).toBe("owner");
    // Outside the household: their own (here the stranger's own hire only; the former member's nothing).
    expect((await read(stranger)).goTo.map((g) => g.provider.id)).toEqual([strangersPlumber.id]);
    expect((await read(former)).goTo).toEqual([]);

    // "Make go-to": a member picks the older plumber; everyone sees it, marked picked.
    const picked = await member.request({
      method: "PUT",
      url: "/api/home/go-to/Plumber",
      payload: { providerId: oldPlumber.id },
    });
    expect(picked.statusCode).toBe(200);
    const plumber = (await read(viewer)).goTo.find((g) => g.category === "Plumber");
    expect(plumber).toMatchObject({
      provider: { id: oldPlumber.id, phoneKey: "+14155550100" },
      picked: true,
      others: [{ id: newPlumber.id, phoneKey: null }],
    });

    // A viewer cannot pick or reset; the wrong trade or an unknown provider is refused.
    for (const req of [
      { method: "PUT" as const, url: "/api/home/go-to/Plumber", payload: { providerId: newPlumber.id } },
      { method: "DELETE" as const, url: "/api/home/go-to/Plumber" },
    ]) {
      const res = await viewer.request(req);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "READ_ONLY", message: READ_ONLY_MESSAGE });
    }
    for (const [url, payload] of [
      ["/api/home/go-to/Painter", { providerId: newPlumber.id }],
      ["/api/home/go-to/Plumber", { providerId: crypto.randomUUID() }],
      ["/api/home/go-to/Plumber", { providerId: "x" }],
      ["/api/home/go-to/Plumber", {}],
      ["/api/home/go-to/Astrology", { providerId: newPlumber.id }],
    ] as const) {
      const res = await owner.request({ method: "PUT", url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    // A stranger's pick is their own household's, never this one's.
    await stranger.request({ method: "PUT", url: "/api/home/go-to/Plumber", payload: { providerId: newPlumber.id } });
    expect((await read(owner)).goTo.find((g) => g.category === "Plumber")?.provider.id).toBe(oldPlumber.id);

    // Back to automatic.
    expect((await owner.request({ method: "DELETE", url: "/api/home/go-to/Plumber" })).statusCode).toBe(200);
    expect((await read(member)).goTo.find((g) => g.category === "Plumber")).toMatchObject({
      provider: { id: newPlumber.id },
      picked: false,
    });
  });
});

describe("the household's notes", () => {
  it("are written by owner and members, read by viewers, at most 5,000 characters", async () => {
    const saved = await member.request({
      method: "PUT",
      url: "/api/home/notes",
      payload: { notes: "Water shut-off under the sink" },
    });
    expect(saved.statusCode).toBe(200);
    const seen = await read(viewer);
    expect(seen.notes).toBe("Water shut-off under the sink");
    expect(seen.notesUpdatedBy).toEqual(expect.any(String));
    expect(seen.notesUpdatedAt).toEqual(expect.any(String));

    const byViewer = await viewer.request({ method: "PUT", url: "/api/home/notes", payload: { notes: "mine now" } });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().code).toBe("READ_ONLY");
    for (const outsider of [former, stranger]) expect((await read(outsider)).notes).toBe("");

    const full = "x".repeat(HOUSEHOLD_NOTES_MAX);
    expect((await owner.request({ method: "PUT", url: "/api/home/notes", payload: { notes: full } })).statusCode).toBe(200);
    expect((await read(member)).notes).toBe(full);
    const tooLong = await owner.request({ method: "PUT", url: "/api/home/notes", payload: { notes: `${full}x` } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("5,000");
    expect((await owner.request({ method: "PUT", url: "/api/home/notes", payload: {} })).statusCode).toBe(400);
    expect((await owner.request({ method: "PUT", url: "/api/home/notes", payload: { notes: " " } })).statusCode).toBe(200);
    expect((await read(viewer)).notes).toBe("");
  });

  it("answers 401 signed out on every route", async () => {
    for (const [method, url] of [
      ["GET", "/api/home/who-to-call"],
      ["PUT", "/api/home/go-to/Plumber"],
      ["DELETE", "/api/home/go-to/Plumber"],
      ["PUT", "/api/home/notes"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "PUT" ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });
});
