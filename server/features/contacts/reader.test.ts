// The address-book readers on their own: files in (in chunks of any size, as an upload arrives),
// raw entries out; what they drop unread (photos, keys, a card's 1,000th number), what they skip
// and count, and where they stop (parse.ts's counting). The real exports of phones and mail apps
// are in tests/fixtures/contacts/ (their sources in its README).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTACTS_FILE_UNREADABLE, CONTACTS_IMPORT_MAX } from "../../../common/schemas/contacts";
import { AppError } from "../../errors";
import { collectEntries, EMAIL_KEYS_CHARS_MAX, RAW_ENTRIES_MAX, toEntry, type RawEntry, type RawItem } from "./parse";
import { withoutPhotos } from "./photo-filter";
import { readContacts } from "./reader";
import { KEPT_LINE_CHARS_MAX, VcardLines } from "./vcard-reader";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/contacts");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** The bytes of `text` in chunks of `size` bytes (1: byte by byte, splitting every UTF-8 character and CRLF). */
async function* chunks(text: string | Buffer, size = 65_536): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(text: string | Buffer, size?: number): Promise<RawItem[]> {
  const entries: RawItem[] = [];
  for await (const entry of readContacts(chunks(text, size))) entries.push(entry);
  return entries;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const VCF = [
  "BEGIN:VCARD",
  "VERSION:3.0",
  "FN:Zoë Ünïcode",
  "N:Ünïcode;Zoë;;;",
  "TEL;TYPE=HOME:+44 20 7946 0958",
  "item1.TEL;TYPE=CELL:(415) 555-0132",
  "EMAIL;TYPE=work:ZOE@Example.com",
  "NOTE:a note\\, with a comma",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Plumber Pete",
  "TEL;VALUE=uri;TYPE=cell:tel:+1-212-555-0188",
  "END:VCARD",
  "",
].join("\r\n");

const ZOE: RawEntry = {
  names: ["Zoë Ünïcode", "Zoë Ünïcode"],
  phones: ["+44 20 7946 0958", "(415) 555-0132"],
  emails: ["ZOE@Example.com"],
};
const PETE: RawEntry = { names: ["Plumber Pete", ""], phones: ["tel:+1-212-555-0188"], emails: [] };

/** Base64-looking text of `length` characters. */
const base64 = (length: number) => "QUJDRA==".repeat(Math.ceil(length / 8)).slice(0, length);
/** `value` folded as vCard 3 folds it: 75-character lines, each continuation starting with a space. */
const folded = (start: string, value: string) => {
  const text = start + value;
  const lines = [text.slice(0, 75)];
  for (let at = 75; at < text.length; at += 74) lines.push(` ${text.slice(at, at + 74)}`);
  return lines.join("\r\n");
};

describe("vCard reader", () => {
  it("reads vCard 3 and 4 cards: names, numbers (with groups and tel: URIs) and e-mails", async () => {
    expect(await readAll(VCF)).toEqual([ZOE, PETE]);
  });

  it("reads the same entries whatever the chunks: byte by byte, through UTF-8 characters and CRLFs", async () => {
    expect(await readAll(VCF, 1)).toEqual([ZOE, PETE]);
    expect(await readAll(VCF, 7)).toEqual([ZOE, PETE]);
    expect(await readAll(VCF.replaceAll("\r\n", "\n"), 3)).toEqual([ZOE, PETE]);
    // A byte-order mark and blank lines before the first card.
    expect(await readAll(`\uFEFF\r\n\r\n${VCF}`, 2)).toEqual([ZOE, PETE]);
  });

  it("unfolds continuation lines of the properties it keeps", async () => {
    const card = ["BEGIN:VCARD", "VERSION:3.0", "FN:Fold", " ed Name", "TEL:+1 415", "\t555 0199", "END:VCARD"].join("\r\n");
    expect(await readAll(card, 5)).toEqual([{ names: ["Folded Name", ""], phones: ["+1 415555 0199"], emails: [] }]);
  });

  it("drops PHOTO, LOGO and KEY values while they stream by, folded, on one line or as vCard 2.1 base64", async () => {
    const photo = base64(3 * 1024 * 1024);
    const card = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Photo Person",
      folded("PHOTO;ENCODING=b;TYPE=JPEG:", photo),
      `item2.LOGO;ENCODING=b;TYPE=PNG:${photo}`,
      folded("KEY;ENCODING=b:", base64(100_000)),
      "TEL:+1 415 555 0101",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N:Person;Android;;;",
      "PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD",
      `  ${base64(76)}`,
      `  ${base64(76)}`,
      "",
      "TEL;TYPE=CELL:+1 415 555 0102",
      "END:VCARD",
    ].join("\r\n");
    const lines: string[] = [];
    const reader = new VcardLines((line) => lines.push(line));
    for (let at = 0; at < card.length; at += 65_536) reader.push(card.slice(at, at + 65_536));
    reader.end();
    // Only the kept lines were ever held, each at most a few dozen characters here.
    expect(reader.heldMax).toBeLessThan(100);
    expect(lines.some((l) => /PHOTO|LOGO|KEY/.test(l))).toBe(false);
    expect(await readAll(card)).toEqual([
      { names: ["Photo Person", ""], phones: ["+1 415 555 0101"], emails: [] },
      { names: ["Android Person"], phones: ["+1 415 555 0102"], emails: [] },
    ]);
  });

  it("keeps a card's first 20 numbers and e-mails and the start of an overlong line", async () => {
    const tels = Array.from({ length: 1000 }, (_, i) => `TEL:+1 415 555 ${String(i).padStart(4, "0")}`);
    const emails = Array.from({ length: 50 }, (_, i) => `EMAIL:p${i}@example.com`);
    const card = ["BEGIN:VCARD", "VERSION:3.0", `FN:${"Long ".repeat(2000)}`, ...tels, ...emails, "END:VCARD"].join("\r\n");
    const [entry] = await readAll(card);
    expect(entry!.phones).toEqual(tels.slice(0, 20).map((t) => t.slice(4)));
    expect(entry!.emails).toHaveLength(20);
    expect(entry!.names[0]!.length).toBeLessThanOrEqual(KEPT_LINE_CHARS_MAX);
  });

  it("hands over a card that never ends (or holds a NUL) as unreadable, and reads the cards around it", async () => {
    const half = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half\r\n";
    expect(await readAll(half)).toEqual([null]);
    expect(await readAll(`${half}${VCF}`, 3)).toEqual([null, ZOE, PETE]);
    expect(await readAll(`${VCF}BEGIN:VCARD\r\nFN:Nul\u0000\r\nTEL:+1 415 555 0100\r\nEND:VCARD\r\n${half}`)).toEqual([
      ZOE,
      PETE,
      null,
      null,
    ]);
    // An END without its BEGIN ends nothing.
    expect(await readAll("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\nEND:VCARD\r\n")).toEqual([
      { names: ["A", ""], phones: [], emails: [] },
    ]);
  });

  it("reads vCard 2.1: quoted-printable with soft line breaks, CHARSET, bare parameters, an AGENT's card inside", async () => {
    const card = [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:=C1lvarez;Sof=EDa;;;",
      "FN;CHARSET=UTF-8;QUOTED-PRINTABLE:Sof=C3=ADa =C3=81lvarez de la Fuente y Garc=C3=AD=",
      "a",
      "NOTE;ENCODING=QUOTED-PRINTABLE:a note=0D=0A=",
      "TEL;HOME:not a property",
      "",
      "TEL;CELL;PREF:+34 612 34 56 78",
      "AGENT:",
      "BEGIN:VCARD",
      "FN:The Agent",
      "TEL:+1 415 555 0199",
      "END:VCARD",
      "EMAIL;INTERNET:sofia@example.com",
      "END:VCARD",
    ].join("\r\n");
    const entry = {
      names: ["Sofía Álvarez de la Fuente y García", "Sofía Álvarez"],
      phones: ["+34 612 34 56 78"],
      emails: ["sofia@example.com"],
    };
    expect(await readAll(card)).toEqual([entry]);
    expect(await readAll(card, 1)).toEqual([entry]);
    // Line ends of every kind: LF, CR, CR CR LF.
    expect(await readAll(card.replaceAll("\r\n", "\n"), 5)).toEqual([entry]);
    expect(await readAll(card.replaceAll("\r\n", "\r"), 5)).toEqual([entry]);
    expect(await readAll(card.replaceAll("\r\n", "\r\r\n"), 5)).toEqual([entry]);
  });

  it("reads 8-bit values without a CHARSET as UTF-8, or as Windows-1252 when they are not UTF-8", async () => {
    const card = (name: Buffer) =>
      Buffer.concat([
        Buffer.from("BEGIN:VCARD\r\nVERSION:2.1\r\nFN:"),
        name,
        Buffer.from("\r\nTEL:+1 415 555 0101\r\nEND:VCARD\r\n"),
      ]);
    const names = async (file: Buffer) => ((await readAll(file))[0] as RawEntry).names[0];
    expect(await names(card(Buffer.from("Sofía Álvarez", "utf8")))).toBe("Sofía Álvarez");
    expect(await names(card(Buffer.from("Sofía Álvarez", "latin1")))).toBe("Sofía Álvarez");
  });
});

describe("CSV reader", () => {
  it("reads a Google Contacts CSV (several values in a cell) and an Outlook CSV", async () => {
    const google = [
      "Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value",
      `Ben Trust,Ben,Trust,* Home,nobody@example.com,Mobile,"1 (415) 555.0150 ::: 415-555-0999"`,
      `,,,,,,`,
    ].join("\n");
    expect(await readAll(google, 10)).toEqual([
      { names: ["Ben Trust", "Ben Trust"], phones: ["1 (415) 555.0150", "415-555-0999"], emails: ["nobody@example.com"] },
      // A row with nothing in it is an entry of nothing (dropped when entries are made).
      { names: ["", ""], phones: [], emails: [] },
    ]);
    const outlook = ["First Name,Last Name,E-mail Address,Mobile Phone", `Dee,Trust,,4155550160`].join("\r\n");
    expect(await readAll(outlook)).toEqual([{ names: ["Dee Trust"], phones: ["4155550160"], emails: [] }]);
  });

  it("splits only the first 20 values off a cell of half a million", async () => {
    const csv = `Name,Phone\nMany,"${"1;".repeat(524_288)}"\n`;
    const [entry] = await readAll(csv);
    expect(entry!.phones).toEqual(Array.from({ length: 20 }, () => "1"));
  });

  it("refuses a file without a number or e-mail column and a binary file; hands over a row it cannot read as null", async () => {
    expect((await refusal(readAll("Fruit,Colour\napple,red\n"))).message).toBe(CONTACTS_FILE_UNREADABLE);
    expect((await refusal(readAll("\u0000\u0001PNG"))).message).toBe(CONTACTS_FILE_UNREADABLE);
    const a = { names: ["A", ""], phones: ["1"], emails: [] };
    expect(await readAll(`Name,Phone\nA,1\n${"x".repeat(100_000)}\u0000`)).toEqual([a, null]);
    // csv-parse tells of a record it skips as it parses (ahead of the rows it hands over): counted, not in place.
    const quoteNeverClosed = await readAll('Name,Phone\nA,1\n"B,2\n');
    expect(quoteNeverClosed).toHaveLength(2);
    expect(quoteNeverClosed).toEqual(expect.arrayContaining([a, null]));
  });

  it("tells the delimiter (comma, semicolon, tab) and finds the header after a preamble", async () => {
    const rows = (d: string) =>
      [`Name${d}Mobile Phone${d}E-mail Address`, `Ann Lee${d}+1 415 555 0110${d}ann@example.com`].join("\r\n");
    const ann = { names: ["Ann Lee", ""], phones: ["+1 415 555 0110"], emails: ["ann@example.com"] };
    for (const d of [",", ";", "\t"]) expect(await readAll(rows(d), 4)).toEqual([ann]);
    // Excel's "Unicode text": tabs, in UTF-16LE with its byte-order mark.
    expect(await readAll(Buffer.from(`\uFEFF${rows("\t")}`, "utf16le"), 5)).toEqual([ann]);
    // LinkedIn's "Notes:" and its sentence about e-mail addresses come before the header.
    const notes = 'Notes:\n"When exporting, some of the email addresses are missing, as the email setting says."\n\n';
    expect(await readAll(notes + rows(","))).toEqual([ann]);
  });

  it("reads an empty file as no entries", async () => {
    expect(await readAll("")).toEqual([]);
  });
});

describe("entries and their limits", () => {
  it("keeps an entry's first 20 numbers and e-mails, and its e-mails within the index's budget", () => {
    const phones = Array.from({ length: 1000 }, (_, i) => `+1 415 555 ${String(i).padStart(4, "0")}`);
    const long = (i: number) => `${String(i).padStart(2, "0")}${"x".repeat(230)}@example.com`;
    const entry = toEntry({ names: ["Many"], phones, emails: Array.from({ length: 30 }, (_, i) => long(i)) }, "US")!;
    expect(entry.phoneKeys).toHaveLength(20);
    expect(entry.emailKeys.join("").length).toBeLessThanOrEqual(EMAIL_KEYS_CHARS_MAX);
    expect(entry.emailKeys).toEqual([long(0), long(1), long(2), long(3)]);
  });

  it(`stops reading at ${CONTACTS_IMPORT_MAX} entries or ${RAW_ENTRIES_MAX} cards or rows: truncated, the rest unread`, async () => {
    let pulled = 0;
    async function* rows(count: number, phone: (i: number) => string): AsyncGenerator<RawItem> {
      yield { names: [], phones: [], emails: [] };
      yield null;
      for (let i = 0; i < count; i++) {
        pulled += 1;
        yield { names: [`P${i}`], phones: [phone(i)], emails: [] };
      }
    }
    const matchable = (i: number) => `+1 415 555 ${String(i % 10_000).padStart(4, "0")}`;
    const many = await collectEntries(rows(100_000, matchable), "US");
    expect(many.entries).toHaveLength(CONTACTS_IMPORT_MAX);
    expect([many.skipped, many.truncated]).toEqual([2, true]);
    expect(many.entries.at(-1)!.name).toBe(`P${CONTACTS_IMPORT_MAX - 1}`);
    expect(pulled).toBe(CONTACTS_IMPORT_MAX + 1);

    pulled = 0;
    const none = await collectEntries(
      rows(100_000, () => "not a number"),
      "US",
    );
    expect([none.entries.length, none.skipped, none.truncated]).toEqual([0, RAW_ENTRIES_MAX, true]);
    expect(pulled).toBe(RAW_ENTRIES_MAX - 1);

    const exact = await collectEntries(rows(CONTACTS_IMPORT_MAX, matchable), "US");
    expect([exact.entries.length, exact.skipped, exact.truncated]).toEqual([CONTACTS_IMPORT_MAX, 2, false]);
    // Three times 5,000 numbers through libphonenumber: seconds on a busy machine.
  }, 60_000);

  it("refuses a file of which not one card or row could be read, and reads one with a card to read", async () => {
    async function* items(...list: RawItem[]) {
      yield* list;
    }
    expect((await refusal(collectEntries(items(null, null), "US"))).message).toBe(CONTACTS_FILE_UNREADABLE);
    expect(await collectEntries(items(), "US")).toEqual({ entries: [], skipped: 0, truncated: false });
    const one = await collectEntries(items(null, { names: ["No Number"], phones: [], emails: [] }), "US");
    expect([one.entries.length, one.skipped]).toEqual([0, 2]);
  });
});

describe("real exports of phones and mail apps", () => {
  const entries = async (name: string, size?: number) => (await readAll(fixture(name), size)) as RawEntry[];

  it("reads Android's vCard 2.1: quoted-printable UTF-8 names over soft line breaks, its photo dropped", async () => {
    const cards = await entries("android.vcf");
    expect(cards).toHaveLength(6);
    expect(cards[0]!.emails).toEqual(["john.doe@company.com"]);
    expect(cards[2]).toEqual({ names: ["Ñ Ñ Ñ Ñ Ñ", "Ñ Ñ Ñ Ñ"], phones: ["123456789"], emails: [] });
    expect(cards[3]!.names[0]).toBe("Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ");
    expect(cards[5]!.emails).toEqual(["henry@company.com"]);
    expect(cards[5]!.names[2]).toBe("Ñ".repeat(44));
    expect(await entries("android.vcf", 7)).toEqual(cards);
  });

  it("reads Outlook 2003 and 2007 (vCard 2.1 with quoted-printable, keys and photos)", async () => {
    expect(await entries("outlook-2003.vcf")).toEqual([
      {
        names: ["John Doe III", "John Doe", "Company, The TheDepartment"],
        phones: ["BusinessPhone", "HomePhone", "MobilePhone", "BusinessFaxPhone"],
        emails: ["jdoe@hotmail.com"],
      },
    ]);
    const [outlook2007] = await entries("outlook-2007.vcf", 100);
    expect(outlook2007!.names[0]).toBe("Mr. Michael Angstadt Jr.");
    expect(outlook2007!.phones).toEqual(["(111) 555-1111", "(111) 555-2222", "(111) 555-4444", "(111) 555-3333"]);
    expect(outlook2007!.emails).toEqual(["mike.angstadt@gmail.com"]);
  });

  it("reads the iPhone's CR CR LF lines and its grouped e-mail (item1.EMAIL)", async () => {
    const [card] = await entries("iphone.vcf", 333);
    expect(card!.names.slice(0, 2)).toEqual(["Mr. John Richter James Doe Sr.", "John Doe"]);
    expect(card!.emails).toEqual(["john.doe@ibm.com"]);
    expect(card!.phones).toHaveLength(7);
    expect(card!.phones.at(-1)).toBe("905-222-1234");
  });

  it("reads Gmail, Mac (PHOTO;BASE64), Lotus Notes, Evolution and Thunderbird vCards", async () => {
    expect((await entries("gmail.vcf"))[0]).toMatchObject({
      emails: ["john.doe@ibm.com"],
      phones: ["905-555-1234", "905-666-1234"],
    });
    const [mac] = await entries("mac-address-book.vcf", 1000);
    expect(mac!.names[0]).toBe("Mr. John Richter,James Doe Sr.");
    expect(mac!.emails).toEqual(["john.doe@ibm.com"]);
    expect((await entries("lotus-notes.vcf"))[0]!.emails).toEqual(["john.doe@ibm.com", "billy_bob@gmail.com"]);
    expect((await entries("evolution.vcf", 50))[0]).toMatchObject({
      phones: ["905-666-1234", "905-555-1234"],
      emails: ["john.doe@ibm.com"],
    });
    expect(await entries("thunderbird.vcf")).toEqual([
      { names: ["contact number one", "contact one"], phones: [], emails: ["contact1@invalid"] },
      { names: ["contact number two", "contact two"], phones: [], emails: ["contact2@invalid"] },
    ]);
  });

  it("reads CSV from Thunderbird (UTF-8, UTF-16LE and BE, semicolons, Windows-1252), Google, Outlook and LinkedIn", async () => {
    const thunderbird = [
      { names: ["contact number one", "contact one"], phones: [], emails: ["contact1@invalid"] },
      { names: ["contact number two", "contact two"], phones: [], emails: ["contact2@invalid"] },
    ];
    expect(await entries("thunderbird.csv")).toEqual(thunderbird);
    expect(await entries("thunderbird-windows-1252.csv", 100)).toEqual(thunderbird);
    const john = [{ names: ["John Doe", "John Doe"], phones: [], emails: ["johndoe@host.invalid"] }];
    expect(await entries("thunderbird-utf16le.csv", 3)).toEqual(john);
    expect(await entries("thunderbird-utf16be.csv")).toEqual(john);
    expect(await entries("thunderbird-semicolon.csv")).toEqual([
      { names: ["John Doe", "John Doe"], phones: [], emails: ["john@doe.invalid"] },
      { names: ["Jane Doe", "Jane Doe"], phones: [], emails: ["jane@doe.invalid"] },
    ]);
    expect(await entries("google.csv")).toEqual([
      {
        names: ["Prefix Firstname Middle Lastname Suffix", "Firstname Lastname"],
        phones: ["pager", "mainphone", "homephone", "homefax", "mobile", "workphone", "workfax"],
        emails: ["home@aaa.pl", "work@email.pl", "unknown@email.com", "other@email.com"],
      },
    ]);
    expect(await entries("outlook.csv")).toEqual([
      { names: [""], phones: [], emails: ["test1@domain.tld", "test2@domain.tld", "test3@domain.tld"] },
    ]);
    const linkedin = [
      { names: ["Sofía Álvarez"], phones: [], emails: ["sofia.alvarez@example.com"] },
      { names: ["Ben Trust"], phones: [], emails: [] },
    ];
    expect(await entries("linkedin.csv")).toEqual(linkedin);
    expect(await entries("linkedin-windows-1252.csv", 9)).toEqual(linkedin);
  });
});

describe("the upload's photo filter", () => {
  /** The bytes the filter keeps of `file`, fed in chunks of `size`. */
  function filtered(file: Buffer, size: number): Buffer {
    const filter = withoutPhotos();
    const kept: Buffer[] = [];
    for (let at = 0; at < file.length; at += size) kept.push(...filter.push(file.subarray(at, at + size)));
    kept.push(...filter.end());
    return Buffer.concat(kept);
  }

  it("drops every photo, logo and key of the real exports, in chunks of any size, and the entries read the same", async () => {
    for (const name of [
      "android.vcf",
      "outlook-2003.vcf",
      "outlook-2007.vcf",
      "iphone.vcf",
      "mac-address-book.vcf",
      "lotus-notes.vcf",
    ]) {
      const file = fixture(name);
      const whole = filtered(file, file.length);
      expect(whole.length, name).toBeLessThan(file.length);
      expect(whole.toString("latin1"), name).not.toMatch(/^(\w+\.)?(PHOTO|LOGO|KEY)\b/im);
      expect(whole.toString("latin1"), name).not.toContain("/9j/4AAQ");
      for (const size of [1, 7, 4096]) expect(filtered(file, size).equals(whole), `${name} in chunks of ${size}`).toBe(true);
      expect(await readAll(whole), name).toEqual(await readAll(file));
    }
  });

  it("passes a CSV and a UTF-16 file unchanged", () => {
    for (const name of ["google.csv", "thunderbird-utf16le.csv", "linkedin.csv"]) {
      const file = fixture(name);
      expect(filtered(file, 5).equals(file), name).toBe(true);
    }
  });
});
