import { describe, expect, it } from "vitest";
import { formatCost } from "./cost";
import { dayLabel, localToday } from "./dates";
import { nextAfterVisit } from "./log-visit-dialog";

describe("dayLabel", () => {
  it("names today and tomorrow, else weekday and date, from the date alone", () => {
    expect(dayLabel("2026-12-05", "2026-12-05")).toBe("Today");
    expect(dayLabel("2026-12-06", "2026-12-05")).toBe("Tomorrow");
    expect(dayLabel("2026-12-07", "2026-12-05")).toBe("Mon, Dec 7");
    expect(dayLabel("2027-01-01", "2026-12-31")).toBe("Tomorrow");
    expect(dayLabel("2028-02-29", "2028-02-20")).toBe("Tue, Feb 29");
  });

  it("today is the device's own date", () => {
    expect(localToday(new Date(2026, 0, 31, 23, 59))).toBe("2026-01-31");
  });
});

describe("nextAfterVisit (the dialog's preview)", () => {
  const project = { id: "p", nextServiceDate: "2027-01-31", recurringFrequency: "monthly", recurringDayOfMonth: null };
  it("rolls from the scheduled date like the server", () => {
    expect(nextAfterVisit(project, "2027-02-03")).toBe("2027-02-28");
    expect(nextAfterVisit({ ...project, nextServiceDate: "2027-02-28", recurringDayOfMonth: 31 }, "2027-02-28")).toBe(
      "2027-03-31",
    );
    expect(nextAfterVisit({ ...project, nextServiceDate: null, recurringFrequency: "weekly" }, "2027-03-03")).toBe("2027-03-10");
    expect(nextAfterVisit({ ...project, recurringFrequency: null }, "2027-01-31")).toBeNull();
  });
});

describe("formatCost", () => {
  it("keeps cents unless the amount is whole", () => {
    expect(formatCost("80.00", "USD")).toBe("$80");
    expect(formatCost("165.50", "USD")).toBe("$165.50");
    expect(formatCost("1234.05", "USD")).toBe("$1,234.05");
    expect(formatCost("80.50", "EUR")).toBe("€80.50");
  });
});
