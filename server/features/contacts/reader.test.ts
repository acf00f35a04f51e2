// The address-book readers on their own: files in (in chunks of any size, as an upload arrives),
// raw entries out; what they drop unread (photos, keys, a card's 1,000th number) and where they
// stop (parse.ts's counting).
import { describe, expect, it } from "vitest";
import { CONTACTS_FILE_UNREADABLE, CONTACTS_IMPORT_MAX } from "../../../common/schemas/contacts";
import { AppError } from "../../errors";
import { collectEntries, EMAIL_KEYS_CHARS_MAX, RAW_ENTRIES_MAX, toEntry, TOO_MANY_CONTACTS, type RawEntry } from "./parse";
import { readContacts } from "./reader";
import { KEPT_LINE_CHARS_MAX, VcardLines } from "./vcard-reader";

/** The bytes of `text` in chunks of `size` bytes (1: byte by byte, splitting every UTF-8 character and CRLF). */
async function* chunks(text: string | Buffer, size = 65_536): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(text: string | Buffer, size?: number): Promise<RawEntry[]> {
  const entries: RawEntry[] = [];
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

  it("refuses a card that never ends, and an END without a BEGIN", async () => {
    expect((await refusal(readAll("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Half"))).message).toBe(CONTACTS_FILE_UNREADABLE);
    expect((await refusal(readAll("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\nEND:VCARD\r\n"))).statusCode).toBe(400);
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

  it("refuses a file without a number or e-mail column, a binary file and a broken one", async () => {
    expect((await refusal(readAll("Fruit,Colour\napple,red\n"))).message).toBe(CONTACTS_FILE_UNREADABLE);
    expect((await refusal(readAll("\u0000\u0001PNG"))).message).toBe(CONTACTS_FILE_UNREADABLE);
    expect((await refusal(readAll(`Name,Phone\nA,1\n${"x".repeat(100_000)}\u0000`))).message).toBe(CONTACTS_FILE_UNREADABLE);
    expect((await refusal(readAll('Name,Phone\n"A,1\n'))).message).toBe(CONTACTS_FILE_UNREADABLE);
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

  it(`stops reading at the first entry past ${CONTACTS_IMPORT_MAX}, and at ${RAW_ENTRIES_MAX} cards or rows`, async () => {
    let pulled = 0;
    async function* rows(count: number, phone: (i: number) => string) {
      yield { names: [], phones: [], emails: [] } satisfies RawEntry;
      for (let i = 0; i < count; i++) {
        pulled += 1;
        yield { names: [`P${i}`], phones: [phone(i)], emails: [] } satisfies RawEntry;
      }
    }
    const matchable = (i: number) => `+1 415 555 ${String(i % 10_000).padStart(4, "0")}`;
    const tooMany = await refusal(collectEntries(rows(100_000, matchable), "US"));
    expect([tooMany.statusCode, tooMany.message]).toEqual([413, TOO_MANY_CONTACTS]);
    expect(pulled).toBe(CONTACTS_IMPORT_MAX + 1);

    pulled = 0;
    expect(
      (
        await refusal(
          collectEntries(
            rows(100_000, () => "not a number"),
            "US",
          ),
        )
      ).statusCode,
    ).toBe(413);
    expect(pulled).toBe(RAW_ENTRIES_MAX);

    expect(await collectEntries(rows(CONTACTS_IMPORT_MAX, matchable), "US")).toHaveLength(CONTACTS_IMPORT_MAX);
  });
});
