import { describe, expect, it } from "vitest";
import { quoteGroups } from "./quote-groups";

const link = (id: string, status: string, category: string) => ({ id, status, provider: { category } });

describe("quoteGroups: like with like", () => {
  it.each([
    { name: "no links", links: [], groups: [] },
    { name: "one quote is no comparison", links: [link("a", "quoted", "Plumber")], groups: [] },
    {
      name: "two quotes of one trade compare",
      links: [link("a", "quoted", "Plumber"), link("b", "quoted", "Plumber")],
      groups: [["Plumber", ["a", "b"]]],
    },
    {
      name: "other statuses never count, whatever their amount",
      links: [
        link("a", "quoted", "Plumber"),
        link("b", "in_progress", "Plumber"),
        link("c", "rejected", "Plumber"),
        link("d", "estimate_scheduled", "Plumber"),
      ],
      groups: [],
    },
    {
      name: "trades apart, in the order of their first quote; a lone trade left out",
      links: [
        link("e1", "quoted", "Electrician"),
        link("p1", "quoted", "Plumber"),
        link("c1", "quoted", "Carpenter"),
        link("p2", "quoted", "Plumber"),
        link("e2", "quoted", "Electrician"),
      ],
      groups: [
        ["Electrician", ["e1", "e2"]],
        ["Plumber", ["p1", "p2"]],
      ],
    },
  ])("$name", ({ links, groups }) => {
    expect(quoteGroups(links).map((g) => [g.category, g.quotes.map((q) => q.id)])).toEqual(groups);
  });
});
