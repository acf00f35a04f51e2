import { describe, expect, it } from "vitest";
import { isCalendarDate, isCalendarDateTime } from "./dates";

describe("calendar dates", () => {
  it.each(["2024-02-29", "2023-12-31", "1900-01-01", "2100-12-31", "2023-04-30"])("accepts %s", (d) => {
    expect(isCalendarDate(d)).toBe(true);
  });
  it.each([
    "0000-01-01",
    "0001-01-01",
    "1899-12-31",
    "2101-01-01",
    "2023-02-29",
    "2023-02-30",
    "2023-04-31",
    "2024-13-01",
    "2024-00-10",
    "2024-1-1",
    "+002024-01-01",
    "",
    "not a date",
  ])("refuses %s", (d) => {
    expect(isCalendarDate(d)).toBe(false);
  });
  it.each(["2024-03-01T10:00:00Z", "2024-03-01T10:00", "2024-03-01 10:00:00.123+02:00", "2024-03-01"])(
    "accepts the date-time %s",
    (d) => {
      expect(isCalendarDateTime(d)).toBe(true);
    },
  );
  it.each(["2023-02-29T10:00:00Z", "2024-02-29T25:00:00Z", "0000-01-01T00:00:00Z", "2024-03-01T10:60", "2024-03-01Tnoon"])(
    "refuses the date-time %s",
    (d) => {
      expect(isCalendarDateTime(d)).toBe(false);
    },
  );
});
