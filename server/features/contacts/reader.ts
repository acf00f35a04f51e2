// The address-book readers' one interface: a file's bytes in, as they arrive, its entries out,
// one per card or row, in order. A reader holds no more of the file than the entry it is reading
// (the vCard reader drops photos and keys while it reads them), so the caller can stop at any entry
// (parse.ts counts them) and the rest of the file is never read. The format is told by the first
// bytes: vCard when the file starts with BEGIN:VCARD, else CSV. A new format (or a reader that
// knows more of a phone's vCard) is one more ContactsReader and one more line in `pickReader`.
import { CONTACTS_FILE_UNREADABLE } from "../../../common/schemas/contacts.js";
import { badRequest } from "../../errors.js";
import { readCsv } from "./csv-reader.js";
import type { RawEntry } from "./parse.js";
import { readVcards } from "./vcard-reader.js";

/** Reads a file's entries from its bytes; throws 400 CONTACTS_FILE_UNREADABLE for a file it cannot read. */
export type ContactsReader = (bytes: AsyncIterable<Uint8Array>) => AsyncIterable<RawEntry>;

/** Enough of the start to tell the format (BOM, blank lines, "BEGIN:VCARD"). */
const SNIFF_BYTES = 64;
const VCARD_START = /^(\uFEFF)?\s*BEGIN:VCARD/i;

function pickReader(head: Uint8Array): ContactsReader {
  const text = new TextDecoder().decode(head);
  return VCARD_START.test(text) ? readVcards : readCsv;
}

/** The bytes as they come, refusing a NUL anywhere (a binary file, or text in UTF-16). */
async function* textBytes(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of bytes) {
    if (chunk.includes(0)) throw badRequest(CONTACTS_FILE_UNREADABLE);
    yield chunk;
  }
}

/** A stream of bytes whose first `head` bytes were already taken, whole again. */
async function* prepend(head: Uint8Array, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (head.length > 0) yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/** The entries of an address-book file, by the reader its first bytes call for. */
export async function* readContacts(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<RawEntry> {
  const source = textBytes(bytes)[Symbol.asyncIterator]();
  try {
    const taken: Uint8Array[] = [];
    let length = 0;
    while (length < SNIFF_BYTES) {
      const next = await source.next();
      if (next.done) break;
      taken.push(next.value);
      length += next.value.length;
    }
    const head = Buffer.concat(taken, length);
    const reader = pickReader(head.subarray(0, SNIFF_BYTES));
    yield* reader(prepend(head, source));
  } finally {
    await source.return?.(undefined);
  }
}
