import { describe, expect, it } from "vitest";
import { currencyDigits, formatCurrency, formatDate, formatMoney, formatRating, formatTime, formatUsd } from "./format";
import { accountCurrencies, currencyRequestSchema } from "./currency";
import { providerCategoryForProject } from "./constants";
import { allowedTargets, friendHiredStatusLabel, nextStep } from "./status-flow";

describe("formatting (the spec's constants and limits)", () => {
  it("shows money in USD without decimals", () => {
    expect(formatMoney("4200.00")).toBe("$4,200");
    expect(formatMoney(1234567.89)).toBe("$1,234,568");
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney("")).toBeNull();
  });
  it("shows each amount in its own currency: USD as the spec's in English, others as Intl's in the locale", () => {
    expect(formatMoney("4200.00", "USD", "en")).toBe("$4,200");
    expect(formatMoney("4200.00", "EUR", "en")).toBe("€4,200");
    expect(formatMoney("4200.40", "GBP", "en")).toBe("£4,200");
    expect(formatMoney("4200", "JPY", "en")).toBe("¥4,200");
    expect(formatMoney("4200.00", "EUR", "de")).toBe("4.200\u00a0€");
    expect(formatMoney("4200.00", "USD", "es")).toMatch(/^4\.?200\s?US\$$/);
    expect(formatCurrency(85.5, "EUR", 2, "en")).toBe("€85.50");
    // A currency with no decimals keeps none even where two are asked for.
    expect(formatCurrency(85, "JPY", 2, "en")).toBe("¥85");
  });
  it("offers and accepts only currencies Intl knows with at most 2 decimals", () => {
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("BHD")).toBe(3);
    expect(accountCurrencies()).toEqual(expect.arrayContaining(["USD", "EUR", "JPY", "GBP"]));
    expect(accountCurrencies()).not.toContain("BHD");
    expect(currencyRequestSchema.safeParse({ currency: "JPY" }).success).toBe(true);
    expect(currencyRequestSchema.safeParse({ currency: "BHD" }).success).toBe(false);
    expect(currencyRequestSchema.safeParse({ currency: "ABC" }).success).toBe(false);
  });
  it("writes dollars exactly as Intl's en-US currency format does, without building one", () => {
    const intl = (digits: 0 | 2) =>
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const formats = { 0: intl(0), 2: intl(2) };
    // Halves, binary fractions that sit just under a half, every magnitude, both signs, zeros.
    const values = [
      0, -0, 0.5, 1.5, 2.5, -2.5, -0.4, 0.005, 1.005, 2.675, 999.5, 999.995, 1000, 1234567.89, 9007199254740991, 1e21,
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const magnitude = 10 ** Math.floor(random() * 13);
      const n = Math.round(random() * magnitude * 1000) / 1000;
      values.push(random() < 0.2 ? -n : n, Math.floor(n) + 0.5, Math.floor(n) + 0.005);
    }
    for (const n of values) {
      expect(formatUsd(n), String(n)).toBe(formats[0].format(n));
      expect(formatUsd(n, 2), String(n)).toBe(formats[2].format(n));
    }
  });
  it("shows dates as MMM d, yyyy and invalid ones raw", () => {
    expect(formatDate("2024-03-05")).toBe("Mar 5, 2024");
    expect(formatDate("not a date")).toBe("not a date");
  });
  it("shows 12-hour times and one-decimal ratings", () => {
    expect(formatTime("14:30:00")).toBe("2:30 PM");
    expect(formatTime("00:05")).toBe("12:05 AM");
    expect(formatRating("4")).toBe("4.0");
    expect(formatRating(4.25)).toBe("4.3");
  });
});

describe("category mapping (the spec's constants and limits)", () => {
  it("maps project categories to provider categories", () => {
    expect(providerCategoryForProject("Painting")).toBe("Painter");
    expect(providerCategoryForProject("Landscaping")).toBe("Lawn Care");
    expect(providerCategoryForProject("Deck/Patio")).toBe("General Contractor");
    expect(providerCategoryForProject("General Renovation")).toBe("General Contractor");
    expect(providerCategoryForProject("Home Improvement")).toBe("General Contractor");
    expect(providerCategoryForProject("Photography")).toBe("Photographer");
    expect(providerCategoryForProject("Plumbing")).toBe("Plumbing");
  });
});

describe("status flow (the spec's states and transitions)", () => {
  it("gives the next-step button per status", () => {
    expect(nextStep("pending", "one_time")).toEqual({ label: "Mark Contacted", target: "contacted", required: "none" });
    expect(nextStep("contacted", "one_time").required).toBe("estimate");
    expect(nextStep("estimate_scheduled", "one_time").label).toBe("Add Quote");
    expect(nextStep("estimate_scheduled", "one_time", true).label).toBe("Edit Quote");
    expect(nextStep("in_progress", "one_time")).toMatchObject({
      label: "Mark Completed",
      target: "completed",
      required: "completion",
    });
    expect(nextStep("in_progress", "recurring")).toMatchObject({ label: "Mark Active", target: "active" });
    expect(nextStep("completed", "one_time").label).toBe("Update Review");
    expect(nextStep("active", "recurring").label).toBe("Update Service");
    expect(nextStep("weird", "one_time")).toMatchObject({ label: "Add Quote", target: null });
  });
  it("allows one step forward, staying, or rejected", () => {
    expect(allowedTargets("contacted", "one_time").sort()).toEqual(["contacted", "estimate_scheduled", "rejected"]);
    expect(allowedTargets("pending", "one_time")).not.toContain("quoted");
  });
  it("labels hired links on a friend's view", () => {
    expect(friendHiredStatusLabel("active")).toBe("Active");
    expect(friendHiredStatusLabel("completed")).toBe("Completed");
    expect(friendHiredStatusLabel("accepted")).toBe("In Progress");
  });
});
