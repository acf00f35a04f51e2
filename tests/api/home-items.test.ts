// The home's items and their documents: the household reads them, owner and members change
// them, a viewer's write answers 403 READ_ONLY (and a viewer sees no notes and only the PDFs),
// a former member and a stranger get 404, signed out 401. Documents are real files: a PDF as a
// quote PDF is stored, a phone's JPEG and HEIC cleaned as completion photos are. Both databases.
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_ITEMS_MAX, READ_ONLY_MESSAGE } from "../../common/household";
import { HOME_ITEM_LIMITS, type HomeDocument, type HomeItem, type HomeItemList } from "../../common/schemas/home-items";
import { addDays } from "../../common/recurring-dates";
import { homeItems, householdMembers, storedFiles } from "../../server/db/schema";
import { householdOf } from "../../server/features/household/membership";
import { isStored } from "../support/file-store";
import { multipart } from "../support/multipart";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";
import { insertProvider, tinyPdf } from "./projects-helpers";

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let viewer: SignedInUser;
let former: SignedInUser;
let stranger: SignedInUser;

const HEIC = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/photo.heic"));

/** A phone's JPEG carrying a camera make and a GPS position. */
const gpsJpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSMapDatum: "WGS-84" },
    })
    .toBuffer();

/** Puts `user` in `householdId` as `role` (the join routes' effect, written directly). */
async function putInHousehold(t: TestApp, user: SignedInUser, householdId: string, role: "member" | "viewer" | "owner") {
  await t.db.update(householdMembers).set({ householdId, role }).where(eq(householdMembers.userId, user.user.id));
}

const items = (as: SignedInUser) => as.request({ method: "GET", url: "/api/home/items" });
const create = (as: SignedInUser, payload: Record<string, unknown>) =>
  as.request({ method: "POST", url: "/api/home/items", payload });
const upload = (as: SignedInUser, itemId: string, filename: string, data: Buffer, contentType: string) =>
  as.request({
    method: "POST",
    url: `/api/home/items/${itemId}/documents`,
    ...multipart({}, [{ field: "file", filename, contentType, data }]),
  });

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
  await putInHousehold(t, member, home, "member");
  await putInHousehold(t, viewer, home, "viewer");
  // A former member: was in the home, now back in a household of their own.
  await putInHousehold(t, former, home, "member");
  await putInHousehold(t, former, formerOwn, "owner");
});
afterAll(() => t.close());

describe("home items", () => {
  it("owner and members add, edit and delete; everyone in the household reads; others get 404", async () => {
    const provider = await insertProvider(t.db, owner.user.id, { category: "HVAC" });
    const made = await create(owner, {
      name: "Furnace",
      category: "HVAC",
      brand: "Carrier",
      model: "59TP6",
      serial: "A123",
      purchasedOn: "2020-10-01",
      warrantyUntil: "2030-10-01",
      providerId: provider.id,
      notes: "Filter 16x25x1",
    });
    expect(made.statusCode).toBe(201);
    const item = made.json<HomeItem>();
    expect(item).toMatchObject({ name: "Furnace", serial: "A123", provider: { id: provider.id }, notes: "Filter 16x25x1" });

    const byMember = await create(member, { name: "Water heater" });
    expect(byMember.statusCode).toBe(201);
    const byViewer = await create(viewer, { name: "Sneaky" });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json()).toMatchObject({ code: "READ_ONLY", message: READ_ONLY_MESSAGE });

    for (const reader of [owner, member, viewer]) {
      const list = (await items(reader)).json<HomeItemList>();
      expect(list.items.map((i) => i.name)).toEqual(expect.arrayContaining(["Furnace", "Water heater"]));
      expect((await reader.request({ method: "GET", url: `/api/home/items/${item.id}` })).statusCode).toBe(200);
    }
    expect((await items(viewer)).json<HomeItemList>().role).toBe("viewer");
    for (const outsider of [former, stranger]) {
      expect((await items(outsider)).json<HomeItemList>().items).toEqual([]);
      for (const req of [
        { method: "GET" as const, url: `/api/home/items/${item.id}` },
        { method: "PATCH" as const, url: `/api/home/items/${item.id}`, payload: { name: "Mine" } },
        { method: "DELETE" as const, url: `/api/home/items/${item.id}` },
      ]) {
        expect((await outsider.request(req)).statusCode).toBe(404);
      }
    }

    // A viewer reads without the notes, and cannot change or delete.
    const seen = (await viewer.request({ method: "GET", url: `/api/home/items/${item.id}` })).json<HomeItem>();
    expect(seen.notes).toBeNull();
    expect(seen.serial).toBe("A123");
    for (const req of [
      { method: "PATCH" as const, url: `/api/home/items/${item.id}`, payload: { name: "x" } },
      { method: "DELETE" as const, url: `/api/home/items/${item.id}` },
    ]) {
      const res = await viewer.request(req);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("READ_ONLY");
    }

    // A member edits; a blank optional field is cleared, the others stay.
    const edited = await member.request({
      method: "PATCH",
      url: `/api/home/items/${item.id}`,
      payload: { model: "", warrantyUntil: "2031-01-31" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<HomeItem>()).toMatchObject({ model: null, brand: "Carrier", warrantyUntil: "2031-01-31" });

    const gone = byMember.json<HomeItem>().id;
    expect((await owner.request({ method: "DELETE", url: `/api/home/items/${gone}` })).statusCode).toBe(204);
    expect((await member.request({ method: "GET", url: `/api/home/items/${gone}` })).statusCode).toBe(404);
  });

  it("answers 401 signed out on every route", async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ["GET", "/api/home/items"],
      ["POST", "/api/home/items"],
      ["GET", `/api/home/items/${id}`],
      ["PATCH", `/api/home/items/${id}`],
      ["DELETE", `/api/home/items/${id}`],
      ["POST", `/api/home/items/${id}/documents`],
      ["DELETE", `/api/home/items/${id}/documents/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "GET" || method === "DELETE" ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
    }
  });

  it("refuses bad input with 400 and a message", async () => {
    for (const payload of [
      {},
      { name: "" },
      { name: "x".repeat(HOME_ITEM_LIMITS.name + 1) },
      { name: "Fridge", category: "Astrology" },
      { name: "Fridge", warrantyUntil: "2030-02-30" },
      { name: "Fridge", providerId: "nope" },
      { name: "Fridge", providerId: crypto.randomUUID() },
      { name: "Fridge", notes: "x".repeat(5001) },
    ]) {
      const res = await create(owner, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const item = (await create(owner, { name: "Dryer" })).json<HomeItem>();
    expect((await owner.request({ method: "PATCH", url: `/api/home/items/${item.id}`, payload: {} })).statusCode).toBe(400);
    expect((await owner.request({ method: "GET", url: "/api/home/items/not-a-uuid" })).statusCode).toBe(400);
  });
});

describe("documents", () => {
  let itemId: string;
  beforeAll(async () => {
    itemId = (await create(owner, { name: "Dishwasher" })).json<HomeItem>().id;
  });

  it("stores a PDF as it came, downloadable by the household as a PDF attachment", async () => {
    const pdf = tinyPdf("Manual");
    const res = await upload(member, itemId, "manual.pdf", pdf, "application/pdf");
    expect(res.statusCode).toBe(201);
    const doc = res.json<HomeDocument>();
    expect(doc).toMatchObject({ name: "manual.pdf", contentType: "application/pdf", size: pdf.length });
    for (const reader of [owner, member, viewer]) {
      const file = await reader.request({ method: "GET", url: `/api/files/${doc.id}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(file.headers["content-disposition"]).toContain('filename="manual.pdf"');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    for (const outsider of [former, stranger]) {
      expect((await outsider.request({ method: "GET", url: `/api/files/${doc.id}` })).statusCode).toBe(404);
    }
  });

  it("cleans a phone's JPEG (no EXIF, no GPS) and turns a HEIC into JPEG; a viewer sees neither", async () => {
    const sent = await gpsJpeg();
    expect(sent.includes("WGS-84")).toBe(true);
    const jpeg = await upload(owner, itemId, "receipt.jpg", sent, "image/jpeg");
    expect(jpeg.statusCode).toBe(201);
    const heic = await upload(owner, itemId, "label.HEIC", HEIC, "application/octet-stream");
    expect(heic.statusCode).toBe(201);
    expect(heic.json<HomeDocument>().contentType).toBe("image/jpeg");
    const file = await owner.request({ method: "GET", url: `/api/files/${jpeg.json<HomeDocument>().id}` });
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["content-security-policy"]).toBe("sandbox");
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes("WGS-84")).toBe(false);
    expect(file.rawPayload.includes("PhoneCo")).toBe(false);
    const thumb = await member.request({ method: "GET", url: `/api/files/${jpeg.json<HomeDocument>().id}?size=thumb` });
    expect(thumb.headers["content-type"]).toBe("image/webp");

    // A viewer: the item's PDFs only (photos are mostly receipts, with amounts).
    const seen = (await viewer.request({ method: "GET", url: `/api/home/items/${itemId}` })).json<HomeItem>();
    expect(seen.documents.map((d) => d.contentType)).toEqual(["application/pdf"]);
    const counted = (await items(viewer)).json<HomeItemList>().items.find((i) => i.id === itemId);
    expect(counted?.documentCount).toBe(1);
    expect((await items(owner)).json<HomeItemList>().items.find((i) => i.id === itemId)?.documentCount).toBe(3);
    expect((await viewer.request({ method: "GET", url: `/api/files/${jpeg.json<HomeDocument>().id}` })).statusCode).toBe(404);
  });

  it("refuses what is neither PDF nor image (415), a viewer (403), outsiders (404); deletes with its bytes", async () => {
    const text = await upload(owner, itemId, "notes.txt", Buffer.from("hello there, not a pdf"), "text/plain");
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain("not a PDF or an image");
    expect((await upload(viewer, itemId, "m.pdf", tinyPdf(), "application/pdf")).statusCode).toBe(403);
    for (const outsider of [former, stranger]) {
      expect((await upload(outsider, itemId, "m.pdf", tinyPdf(), "application/pdf")).statusCode).toBe(404);
    }
    const noFile = await owner.request({ method: "POST", url: `/api/home/items/${itemId}/documents`, payload: {} });
    expect(noFile.statusCode).toBe(400);

    const doc = (await upload(owner, itemId, "warranty.pdf", tinyPdf("W"), "application/pdf")).json<HomeDocument>();
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, doc.id));
    expect(await isStored(t.config, row!.storageKey)).toBe(true);
    const url = `/api/home/items/${itemId}/documents/${doc.id}`;
    expect((await viewer.request({ method: "DELETE", url })).statusCode).toBe(403);
    expect((await stranger.request({ method: "DELETE", url })).statusCode).toBe(404);
    expect((await former.request({ method: "DELETE", url })).statusCode).toBe(404);
    expect((await member.request({ method: "DELETE", url })).statusCode).toBe(204);
    expect((await member.request({ method: "DELETE", url })).statusCode).toBe(404);
    expect(await isStored(t.config, row!.storageKey)).toBe(false);
  });

  it("deleting an item removes its documents' rows and bytes", async () => {
    const item = (await create(owner, { name: "Oven" })).json<HomeItem>();
    const doc = (await upload(owner, item.id, "oven.pdf", tinyPdf("Oven"), "application/pdf")).json<HomeDocument>();
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, doc.id));
    expect((await member.request({ method: "DELETE", url: `/api/home/items/${item.id}` })).statusCode).toBe(204);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, doc.id))).toEqual([]);
    expect(await isStored(t.config, row!.storageKey)).toBe(false);
  });
});

describe("bounds and Coming up", () => {
  it("holds at most 200 items per household, the whole list under 64 KB", async () => {
    const full = await createUser(t.app);
    const home = (await householdOf(t.db, full.user.id)).householdId;
    // Every field as long as it may be.
    await t.db.insert(homeItems).values(
      Array.from({ length: HOME_ITEMS_MAX - 1 }, (_, i) => ({
        householdId: home,
        name: `${i}`.padEnd(HOME_ITEM_LIMITS.name, "n"),
        category: "General Contractor",
        brand: "b".repeat(HOME_ITEM_LIMITS.brand),
        model: "m".repeat(HOME_ITEM_LIMITS.model),
        serial: "s".repeat(HOME_ITEM_LIMITS.serial),
        warrantyUntil: "2030-12-31",
        notes: "x".repeat(HOME_ITEM_LIMITS.notes),
      })),
    );
    expect((await create(full, { name: "n".repeat(HOME_ITEM_LIMITS.name), category: "General Contractor" })).statusCode).toBe(
      201,
    );
    const refused = await create(full, { name: "One more" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("at most 200 items");
    const res = await items(full);
    expect(res.json<HomeItemList>().items).toHaveLength(HOME_ITEMS_MAX);
    expect(res.rawPayload.length).toBeLessThan(64_000);
  });

  it("shows a household's warranty ending within 30 days in Coming up, to everyone in it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const soon = (await create(member, { name: "Heat pump", warrantyUntil: addDays(today, 20) })).json<HomeItem>();
    const later = (await create(member, { name: "Boiler", warrantyUntil: addDays(today, 45) })).json<HomeItem>();
    const past = (await create(member, { name: "Kettle", warrantyUntil: addDays(today, -3) })).json<HomeItem>();
    for (const reader of [owner, member, viewer]) {
      const list = (await reader.request({ method: "GET", url: "/api/coming-up" })).json<{ kind: string; itemId?: string }[]>();
      const ids = list.filter((i) => i.kind === "warranty").map((i) => i.itemId);
      expect(ids).toContain(soon.id);
      expect(ids).not.toContain(later.id);
      expect(ids).not.toContain(past.id);
      expect(list.find((i) => i.itemId === soon.id)).toEqual({
        kind: "warranty",
        itemId: soon.id,
        name: "Heat pump",
        date: addDays(today, 20),
      });
    }
    for (const outsider of [former, stranger]) {
      const list = (await outsider.request({ method: "GET", url: "/api/coming-up" })).json<{ itemId?: string }[]>();
      expect(list.some((i) => i.itemId === soon.id)).toBe(false);
    }
    const [row] = await t.db
      .select()
      .from(homeItems)
      .where(and(eq(homeItems.id, soon.id)));
    expect(row?.warrantyUntil).toBe(addDays(today, 20));
  });
});
