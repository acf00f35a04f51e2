import { describe, expect, it } from "vitest";
import { addDays, addMonths, anchorDayFor, dayOfWeek, daysInMonth, rollForward } from "./recurring-dates";

/** Each date the schedule visits, starting at `from`, `steps` times (the anchor kept as the server keeps it). */
function walk(from: string, frequency: string, steps: number, dayOfMonth: number | null = null): string[] {
  const anchor = anchorDayFor(from, frequency, dayOfMonth);
  const out: string[] = [];
  let at = from;
  for (let i = 0; i < steps; i++) {
    at = rollForward(at, frequency, anchor)!;
    out.push(at);
  }
  return out;
}

describe("daysInMonth", () => {
  it("knows February in leap and common years, century rules included", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe("weekly", () => {
  it("adds 7 days and keeps the day of week, across months, years and a DST weekend", () => {
    expect(rollForward("2026-03-05", "weekly")).toBe("2026-03-12");
    expect(rollForward("2026-12-28", "weekly")).toBe("2027-01-04");
    expect(rollForward("2024-02-26", "weekly")).toBe("2024-03-04");
    expect(rollForward("2024-02-22", "weekly")).toBe("2024-02-29");
    // 8 March 2026 is the US daylight-saving change, 29 March the EU one: no day is lost.
    expect(rollForward("2026-03-06", "weekly")).toBe("2026-03-13");
    expect(rollForward("2026-03-27", "weekly")).toBe("2026-04-03");
    for (const d of walk("2026-01-06", "weekly", 60)) expect(dayOfWeek(d)).toBe(dayOfWeek("2026-01-06"));
  });
});

describe("monthly, quarterly and yearly", () => {
  it("keep the day of month", () => {
    expect(rollForward("2026-01-15", "monthly")).toBe("2026-02-15");
    expect(rollForward("2026-11-15", "quarterly")).toBe("2027-02-15");
    expect(rollForward("2026-06-10", "yearly")).toBe("2027-06-10");
    expect(rollForward("2026-12-01", "monthly")).toBe("2027-01-01");
  });

  it("clamp 29–31 to the month's end and come back to the anchor day (Jan 31 → Feb 28 → Mar 31)", () => {
    expect(walk("2026-01-31", "monthly", 4)).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(walk("2024-01-31", "monthly", 2)).toEqual(["2024-02-29", "2024-03-31"]);
    expect(walk("2026-01-30", "monthly", 2)).toEqual(["2026-02-28", "2026-03-30"]);
    expect(walk("2026-01-29", "monthly", 2)).toEqual(["2026-02-28", "2026-03-29"]);
    expect(walk("2026-11-30", "quarterly", 3)).toEqual(["2027-02-28", "2027-05-30", "2027-08-30"]);
    expect(walk("2026-08-31", "quarterly", 2)).toEqual(["2026-11-30", "2027-02-28"]);
  });

  it("move Feb 29 to Feb 28 in common years and back to Feb 29 in the next leap year", () => {
    expect(walk("2024-02-29", "yearly", 4)).toEqual(["2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]);
    expect(walk("2096-02-29", "yearly", 4)).toEqual(["2097-02-28", "2098-02-28", "2099-02-28", "2100-02-28"]);
  });

  it("use the project's day of month as the anchor when it has one", () => {
    // Scheduled on the clamped Feb 28 with the project's day of month 31: back to Mar 31.
    expect(rollForward("2026-02-28", "monthly", anchorDayFor("2026-02-28", "monthly", 31))).toBe("2026-03-31");
    expect(walk("2026-04-30", "monthly", 2, 31)).toEqual(["2026-05-31", "2026-06-30"]);
  });

  it("without an anchor, a clamped date keeps its own day", () => {
    expect(addMonths("2026-02-28", 1)).toBe("2026-03-28");
    expect(addMonths("2026-01-31", 1, 31)).toBe("2026-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });
});

describe("not specified", () => {
  it("does not roll", () => {
    expect(rollForward("2026-01-31", null)).toBeNull();
    expect(rollForward("2026-01-31", undefined)).toBeNull();
    expect(rollForward("2026-01-31", "not_specified")).toBeNull();
    expect(anchorDayFor("2026-01-31", "weekly", 12)).toBeNull();
  });
});

describe("addDays", () => {
  it("is pure date math whatever the process's time zone", () => {
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-12-31", 14)).toBe("2027-01-14");
  });

  it("refuses what is not a date", () => {
    expect(() => addDays("2026-1-1", 1)).toThrow(RangeError);
  });
});
