// The problem → trade table: every entry names a provider category the app offers, and a search
// finds the trade by its problem words (plurals, phrases, punctuation and case aside).
import { describe, expect, it } from "vitest";
import { PROVIDER_CATEGORIES } from "./constants";
import { PROBLEM_TRADES, tradesForCategory, tradesForSearch } from "./problem-search";

describe("PROBLEM_TRADES", () => {
  it("has at least 40 problems, each mapped to a provider category, keys in lower case", () => {
    const entries = Object.entries(PROBLEM_TRADES);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const [problem, trade] of entries) {
      expect(PROVIDER_CATEGORIES).toContain(trade);
      expect(problem).toBe(problem.toLowerCase().trim());
    }
  });
});

describe("tradesForSearch", () => {
  it.each([
    ["leak", ["Plumber"]],
    ["Leaks", ["Plumber"]],
    ["clog", ["Plumber"]],
    ["clogged drain", ["Plumber"]],
    ["drain", ["Plumber"]],
    ["water heater", ["Plumber"]],
    ["Water heaters!", ["Plumber"]],
    ["my water heater is broken", ["Plumber"]],
    ["AC", ["HVAC"]],
    ["furnace", ["HVAC"]],
    ["heat pump", ["HVAC"]],
    ["outlet", ["Electrician"]],
    ["breakers", ["Electrician"]],
    ["Plumbing", ["Plumber"]],
    ["Electrical Work", ["Electrician"]],
    ["HVAC Maintenance", ["HVAC"]],
    ["glasses", ["Eye Care"]],
    ["leak and outlet", ["Plumber", "Electrician"]],
    ["water", []],
    ["emergency", []],
    ["acme", []],
    ["", []],
    ["constructor", []],
    ["toString", []],
  ] as const)("%j → %j", (search, trades) => {
    expect(tradesForSearch(search)).toEqual(trades);
  });
});

describe("tradesForCategory", () => {
  it.each([
    ["Plumber", ["Plumber"]],
    ["Painter", ["Painter"]],
    ["Plumbing", ["Plumber"]],
    ["Electrical Work", ["Electrician"]],
    ["HVAC Maintenance", ["HVAC"]],
    ["HVAC", ["HVAC"]],
    ["Other", []],
  ] as const)("%j → %j", (category, trades) => {
    expect(tradesForCategory(category)).toEqual(trades);
  });
});
