// The address-book readers' one interface: a file's bytes in, as they arrive, its entries out,
// one per card or row, in order (null for one that cannot be read). A reader holds no more of the
// file than the entry it is reading (the vCard reader drops photos and keys while it reads them),
// so the caller can stop at any entry (parse.ts counts them) and the rest of the file is never
// read. A UTF-16 file (Excel's "Unicode text", with or without its byte-order mark) is turned into
// UTF-8 as it arrives; the format is then told by the first bytes: vCard when the file starts with
// BEGIN:VCARD, else CSV. A new format is one more ContactsReader and one more line in `pickReader`.
import iconv from "iconv-lite";
import { readCsv } from "./csv-reader.js";
import type { RawItem } from "./parse.js";
import { readVcards } from "./vcard-reader.js";

/** Reads a file's items from its bytes; throws 400 CONTACTS_FILE_UNREADABLE for a file of which it can read nothing. */
export type ContactsReader = (bytes: AsyncIterable<Uint8Array>) => AsyncIterable<RawItem>;

/** Enough of the start to tell the encoding and the format (BOM, blank lines, "BEGIN:VCARD"). */
const SNIFF_BYTES = 64;
const VCARD_START = /^(\uFEFF)?\s*BEGIN:VCARD/i;

function pickReader(head: Uint8Array): ContactsReader {
  const text = new TextDecoder().decode(head);
  return VCARD_START.test(text) ? readVcards : readCsv;
}

/**
 * UTF-16 by its byte-order mark, or by a NUL beside the first character (text in UTF-16 without
 * a mark): the encoding to read the file in; null for any other file.
 */
function utf16Of(head: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (head.length < 2) return null;
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  if (head[0] !== 0 && head[1] === 0) return "utf-16le";
  if (head[0] === 0 && head[1] !== 0) return "utf-16be";
  return null;
}

/** UTF-16 bytes as UTF-8 bytes, as they arrive (the byte-order mark dropped). */
async function* fromUtf16(bytes: AsyncIterable<Uint8Array>, encoding: "utf-16le" | "utf-16be"): AsyncGenerator<Uint8Array> {
  const decoder = iconv.getDecoder(encoding);
  for await (const chunk of bytes) {
    const text = decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (text) yield Buffer.from(text, "utf8");
  }
  const rest = decoder.end();
  if (rest) yield Buffer.from(rest, "utf8");
}

/** The first SNIFF_BYTES (or more) of a stream, and the stream whole again. */
async function peek(bytes: AsyncIterable<Uint8Array>): Promise<{ head: Uint8Array; all: AsyncGenerator<Uint8Array> }> {
  const source = bytes[Symbol.asyncIterator]();
  const taken: Uint8Array[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) break;
    taken.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(taken, length);
  async function* all(): AsyncGenerator<Uint8Array> {
    try {
      if (head.length > 0) yield head;
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    } finally {
      await source.return?.(undefined);
    }
  }
  return { head: head.subarray(0, SNIFF_BYTES), all: all() };
}

/** The items of an address-book file, by the reader its first bytes call for. */
export async function* readContacts(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<RawItem> {
  let file = await peek(bytes);
  const utf16 = utf16Of(file.head);
  if (utf16) file = await peek(fromUtf16(file.all, utf16));
  try {
    yield* pickReader(file.head)(file.all);
  } finally {
    await file.all.return(undefined);
  }
}
