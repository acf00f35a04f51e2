import { describe, expect, it } from "vitest";
import { validTimeZone, dateIn, instantOf, offsetMinutes, wallClock } from "./time-zone";

describe("validTimeZone", () => {
  it("accepts IANA names Intl knows, as sent, and refuses anything else", () => {
    expect(validTimeZone("America/New_York")).toBe("America/New_York");
    expect(validTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(validTimeZone("Europe/Kyiv")).toBe("Europe/Kyiv");
    expect(validTimeZone("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos_Aires");
    expect(validTimeZone("Etc/GMT+5")).toBe("Etc/GMT+5");
    expect(validTimeZone("America/New_York;X-EVIL:1")).toBeNull();
    expect(validTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(validTimeZone("UTC")).toBe("UTC");
    expect(validTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(validTimeZone("")).toBeNull();
    expect(validTimeZone(42)).toBeNull();
    expect(validTimeZone(`Europe/${"x".repeat(80)}`)).toBeNull();
  });
});

describe("wall clock and instants", () => {
  it("reads an instant as the zone's date and time", () => {
    const t = new Date("2026-12-01T15:00:00Z");
    expect(wallClock(t, "America/New_York")).toMatchObject({ year: 2026, month: 12, day: 1, hour: 10, minute: 0 });
    expect(dateIn(new Date("2026-12-01T23:30:00Z"), "Asia/Tokyo")).toBe("2026-12-02");
    expect(dateIn(new Date("2026-12-01T03:30:00Z"), "America/Los_Angeles")).toBe("2026-11-30");
    expect(offsetMinutes(t, "Asia/Kolkata")).toBe(330);
  });

  it("turns a zone's wall-clock time into the instant, across daylight-saving changes", () => {
    expect(instantOf("2026-12-01", "America/New_York", "10:00").toISOString()).toBe("2026-12-01T15:00:00.000Z");
    expect(instantOf("2026-07-01", "America/New_York").toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(instantOf("2026-03-29", "Europe/Berlin", "12:00").toISOString()).toBe("2026-03-29T10:00:00.000Z");
    // 02:30 does not exist on 8 March 2026 in New York: the later offset (03:30 EDT).
    expect(instantOf("2026-03-08", "America/New_York", "02:30").toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 01:30 happens twice on 1 November 2026: the first one (EDT).
    expect(instantOf("2026-11-01", "America/New_York", "01:30").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(instantOf("2026-12-02", "Pacific/Auckland").toISOString()).toBe("2026-12-01T11:00:00.000Z");
  });
});
