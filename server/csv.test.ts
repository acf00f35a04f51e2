// The CSV writer, read back by csv-parse (a parser this project did not write): every text cell a
// spreadsheet would run as a formula comes back with a leading `'`, everything else as it was.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { writeCsv } from "./csv";

const read = (csv: string) => parse<Record<string, string>>(csv, { columns: true });

describe("writeCsv", () => {
  it("prefixes text cells that begin with =, +, -, @, tab or carriage return with '", () => {
    const cells = ['=HYPERLINK("https://evil.example","Click")', "+1 555 0100", "-2+3", "@SUM(A1)", "\tcmd", "\r=1+1"];
    const back = read(
      writeCsv(
        ["cell"],
        cells.map((cell) => ({ cell })),
      ),
    );
    expect(back.map((row) => row.cell)).toEqual(cells.map((cell) => `'${cell}`));
  });

  it("keeps every other cell as it was: text, quotes, commas, line breaks, numbers, dates, booleans, JSON", () => {
    const when = new Date("2026-11-27T08:00:00.000Z");
    const csv = writeCsv(
      ["text", "quoted", "count", "when", "flag", "json", "empty"],
      [{ text: "a=b", quoted: 'Aunt May, "the"\nbest', count: -3, when, flag: true, json: { a: 1 }, empty: null }],
    );
    expect(read(csv)).toEqual([
      {
        text: "a=b",
        quoted: 'Aunt May, "the"\nbest',
        count: "-3",
        when: when.toISOString(),
        flag: "true",
        json: '{"a":1}',
        empty: "",
      },
    ]);
  });

  it("writes the header line alone when there are no rows", () => {
    expect(writeCsv(["name", "createdAt"], [])).toBe("name,createdAt\n");
  });
});
