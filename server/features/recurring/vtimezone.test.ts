// The calendar file's VTIMEZONE built from Intl: the observance in force on 1 January and every
// offset change of the year, in both hemispheres, and one fixed observance where nothing changes.
import { describe, expect, it } from "vitest";
import { vtimezone } from "./vtimezone";

/** Each observance as "KIND DTSTART FROM→TO NAME". */
const observances = (text: string) =>
  [
    ...text.matchAll(/BEGIN:(STANDARD|DAYLIGHT)\r\nDTSTART:(\S+)\r\nTZOFFSETFROM:(\S+)\r\nTZOFFSETTO:(\S+)\r\nTZNAME:(\S+)\r\n/g),
  ].map((m) => `${m[1]} ${m[2]} ${m[3]}→${m[4]} ${m[5]}`);

describe("vtimezone", () => {
  it("gives Los Angeles its changes of the year, each onset on the clock it ends", () => {
    const text = vtimezone("America/Los_Angeles", 2026);
    expect(text.startsWith("BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n")).toBe(true);
    expect(text.endsWith("END:VTIMEZONE\r\n")).toBe(true);
    expect(observances(text)).toEqual([
      "STANDARD 20251102T020000 -0700→-0800 PST",
      "DAYLIGHT 20260308T020000 -0800→-0700 PDT",
      "STANDARD 20261101T020000 -0700→-0800 PST",
    ]);
  });

  it("starts Sydney's year in daylight time (southern hemisphere)", () => {
    expect(observances(vtimezone("Australia/Sydney", 2027))).toEqual([
      "DAYLIGHT 20261004T020000 +1000→+1100 GMT+11",
      "STANDARD 20270404T030000 +1100→+1000 GMT+10",
      "DAYLIGHT 20271003T020000 +1000→+1100 GMT+11",
    ]);
  });

  it("gives a zone without changes one fixed observance", () => {
    expect(observances(vtimezone("Asia/Kolkata", 2026))).toEqual(["STANDARD 19700101T000000 +0530→+0530 GMT+5:30"]);
  });
});
