// Every address book a phone or mail app writes is imported: real exports from public corpora
// (tests/fixtures/contacts/, sources in its README) through POST /api/contacts/import. The answer
// counts what was imported, matched and skipped and says whether reading stopped at 5,000 entries;
// a card that cannot be read is skipped, never the file; a .vcf of 32 MB with a photo on every card
// imports (its photos are dropped as it arrives); only a file of which nothing can be read is refused.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACTS_FILE_UNREADABLE, CONTACTS_IMPORT_MAX } from "../../common/schemas/contacts";
import { contacts } from "../../server/db/schema";
import { multipart } from "../support/multipart";
import { buildTestApp, createUser, type SignedInUser, type TestApp } from "../support/test-app";

let t: TestApp;

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/contacts");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

const upload = (user: SignedInUser, filename: string, data: Buffer) =>
  user.request({
    method: "POST",
    url: "/api/contacts/import",
    ...multipart({}, [{ field: "file", filename, contentType: "application/octet-stream", data }]),
  });

async function namesIn(user: SignedInUser): Promise<string[]> {
  const rows = await t.db.select({ name: contacts.name }).from(contacts).where(eq(contacts.userId, user.user.id));
  return rows.map((r) => r.name).sort();
}

/** Imports a file into a new account's empty book (so no entry of another file is there already). */
async function importNew(filename: string, data: Buffer) {
  const user = await createUser(t.app);
  return { res: await upload(user, filename, data), user };
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("real exports", () => {
  it("imports every phone's and mail app's file, counting the cards without a usable number or e-mail", async () => {
    // The corpora's made-up people: some of their numbers are no numbers (Android's "123456"), and
    // Thunderbird's export writes "contact1@invalid" (no domain), so those cards are skipped.
    const expected: Record<string, { imported: number; skipped: number }> = {
      "android.vcf": { imported: 4, skipped: 2 },
      "outlook-2003.vcf": { imported: 1, skipped: 0 },
      "outlook-2007.vcf": { imported: 1, skipped: 0 },
      "iphone.vcf": { imported: 1, skipped: 0 },
      "gmail.vcf": { imported: 1, skipped: 0 },
      "mac-address-book.vcf": { imported: 1, skipped: 0 },
      "lotus-notes.vcf": { imported: 1, skipped: 0 },
      "evolution.vcf": { imported: 1, skipped: 0 },
      "thunderbird.vcf": { imported: 0, skipped: 2 },
      "thunderbird.csv": { imported: 0, skipped: 2 },
      "thunderbird-utf16le.csv": { imported: 1, skipped: 0 },
      "thunderbird-utf16be.csv": { imported: 1, skipped: 0 },
      "thunderbird-semicolon.csv": { imported: 2, skipped: 0 },
      "thunderbird-windows-1252.csv": { imported: 0, skipped: 2 },
      "google.csv": { imported: 1, skipped: 0 },
      "outlook.csv": { imported: 1, skipped: 0 },
      "linkedin.csv": { imported: 1, skipped: 1 },
      "linkedin-windows-1252.csv": { imported: 1, skipped: 1 },
    };
    const answers: Record<string, unknown> = {};
    for (const name of Object.keys(expected)) {
      const { res } = await importNew(name, fixture(name));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      answers[name] = res.json();
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.entries(expected).map(([name, counts]) => [name, { ...counts, matched: 0, truncated: false }])),
    );
    // Eighteen accounts and imports.
  }, 120_000);

  it("stores the names as written: quoted-printable UTF-8 from Android, Windows-1252 from a LinkedIn CSV saved by Excel", async () => {
    const android = await importNew("android.vcf", fixture("android.vcf"));
    // Two cards of e-mails only (named by them), two of quoted-printable names; the two whose only
    // numbers are no numbers ("123456789") are skipped.
    expect(await namesIn(android.user)).toEqual(["jane.doe@company.com", "john.doe@company.com", "Ñ Ñ Ñ Ñ", "ÑÑÑÑ"]);
    const linkedin = await createUser(t.app);
    expect((await upload(linkedin, "Connections.csv", fixture("linkedin-windows-1252.csv"))).statusCode).toBe(200);
    expect(await namesIn(linkedin)).toEqual(["Sofía Álvarez"]);
    const iphone = await createUser(t.app);
    await upload(iphone, "iphone.vcf", fixture("iphone.vcf"));
    const [entry] = await t.db
      .select({ name: contacts.name, emailKeys: contacts.emailKeys, phoneKeys: contacts.phoneKeys })
      .from(contacts)
      .where(eq(contacts.userId, iphone.user.id));
    // CR CR LF line ends keep the grouped e-mail (item1.EMAIL) and every number.
    expect(entry).toEqual({
      name: "Mr. John Richter James Doe Sr.",
      emailKeys: ["john.doe@ibm.com"],
      phoneKeys: ["+19051111234", "+19052221234", "+19055551234", "+19056661234", "+19057771234", "+19058881234", "+19059991234"],
    });
  });
});

describe("cards that cannot be read", () => {
  it("imports a good file with one unreadable card appended, and counts it", async () => {
    const owner = await createUser(t.app);
    const broken = Buffer.from("BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:Half=\r\n");
    const res = await upload(owner, "contacts.vcf", Buffer.concat([fixture("gmail.vcf"), broken]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 1, matched: 0, skipped: 1, truncated: false });
    expect(await namesIn(owner)).toEqual(["Mr. John Richter, James Doe Sr."]);
  });

  it("imports a vCard 3.0 file with an Android 2.1 card and a Mac card with PHOTO;BASE64 appended (each refused the whole file)", async () => {
    const owner = await createUser(t.app);
    const res = await upload(
      owner,
      "contacts.vcf",
      // Evolution's file ends without a line end: last, as a file's last card may.
      Buffer.concat([fixture("gmail.vcf"), fixture("android.vcf"), fixture("mac-address-book.vcf"), fixture("evolution.vcf")]),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Gmail's and Evolution's John Doe are the same entry (same name, numbers and e-mail): one is added.
    expect(res.json()).toEqual({ imported: 6, matched: 0, skipped: 2, truncated: false });
  });

  it("refuses with 400 a file of which nothing can be read, without telling the person to export a file", async () => {
    const owner = await createUser(t.app);
    for (const [name, data] of [
      ["broken.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half\r\nBEGIN:VCARD\r\nFN:Other half\r\n"],
      ["list.csv", "Fruit,Colour\napple,red\n"],
      ["photo.jpg", "\u00ff\u00d8\u00ff\u00e0\u0000\u0010JFIF\u0000"],
    ] as const) {
      const res = await upload(owner, name, Buffer.from(data, "latin1"));
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: "VALIDATION_FAILED", message: CONTACTS_FILE_UNREADABLE });
      expect(res.json<{ message: string }>().message).not.toMatch(/export/i);
    }
    expect(await namesIn(owner)).toEqual([]);
  });
});

describe("large files", () => {
  it(`imports the first ${CONTACTS_IMPORT_MAX.toLocaleString("en-US")} entries of a longer file and says it was truncated`, async () => {
    const owner = await createUser(t.app);
    const rows = Array.from({ length: CONTACTS_IMPORT_MAX + 1 }, (_, i) => {
      const n = String(i).padStart(4, "0");
      return `P${n},+1 415 555 ${n}`;
    });
    const res = await upload(owner, "many.csv", Buffer.from(["Name,Mobile Phone", "No Number,", ...rows].join("\n")));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: CONTACTS_IMPORT_MAX, matched: 0, skipped: 1, truncated: true });
    const names = await namesIn(owner);
    expect(names).toHaveLength(CONTACTS_IMPORT_MAX);
    expect(names.at(-1)).toBe(`P${String(CONTACTS_IMPORT_MAX - 1).padStart(4, "0")}`);
  }, 120_000);

  it("imports a .vcf of about 32 MB with a photo on every card (the photos are dropped as it arrives); 32 MB and a byte is 413", async () => {
    const owner = await createUser(t.app);
    // The Mac Address Book's card (a 20 KB PHOTO;BASE64), its e-mail made one of each copy's own.
    const card = fixture("mac-address-book.vcf").toString("latin1");
    const copies: Buffer[] = [];
    let length = 0;
    for (let i = 0; length + card.length < 32 * 1024 * 1024 - 64 * 1024; i++) {
      const copy = Buffer.from(card.replace("john.doe@ibm.com", `john.doe+${i}@ibm.com`), "latin1");
      copies.push(copy);
      length += copy.length;
    }
    const file = Buffer.concat(copies, length);
    expect(file.length).toBeGreaterThan(31 * 1024 * 1024);
    const res = await upload(owner, "contacts.vcf", file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: copies.length, matched: 0, skipped: 0, truncated: false });

    const tooBig = await upload(
      owner,
      "contacts.vcf",
      Buffer.concat([file, Buffer.alloc(32 * 1024 * 1024 + 1 - file.length, "\n")]),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: "TOO_LARGE", message: "The file is larger than 32 MB" });
  }, 120_000);
});
