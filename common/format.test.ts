import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatRating, formatTime } from "./format";
import { providerCategoryForProject } from "./constants";
import { allowedTargets, friendHiredStatusLabel, nextStep } from "./status-flow";

describe("formatting (spec §9)", () => {
  it("shows money in USD without decimals", () => {
    expect(formatMoney("4200.00")).toBe("$4,200");
    expect(formatMoney(1234567.89)).toBe("$1,234,568");
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney("")).toBeNull();
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

describe("category mapping (spec §9)", () => {
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

describe("status flow (spec §4)", () => {
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
