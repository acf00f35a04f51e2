// The exact words an item of Home's friend activity says for what happened: "recommends" only for
// a vouch or a job rated 4★ or more, no "vouch" on screen, and each amount once.
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { RecommendationItem } from "@common/schemas/friends";
import { renderInApp } from "@/test/render";
import { ActivityItem } from "./activity-item";

const item = (over: Partial<RecommendationItem>): RecommendationItem => ({
  id: "r1",
  source: "project",
  verifiedHire: true,
  fromContact: false,
  fromUser: { id: "u-tom", firstName: "Tom", lastName: "Reyes" },
  provider: { id: "p1", name: "Ace Plumbing", category: "Plumber" },
  project: { id: "pj1", title: "Leaky faucet", category: "Plumbing" },
  message: null,
  comment: null,
  review: null,
  rating: 2,
  finalAmount: "410.00",
  currency: "USD",
  amountHidden: false,
  createdAt: "2026-03-04T10:00:00.000Z",
  ...over,
});

describe("Home activity says what happened, each amount once", () => {
  it.each<[string, Partial<RecommendationItem>, string]>([
    ["a job rated 2★", {}, "Tom Reyes hired Ace Plumbing for Leaky faucet"],
    ["a job rated 5★", { rating: 5 }, "Tom Reyes hired Ace Plumbing for Leaky faucet and recommends them"],
    [
      "a vouch",
      { source: "vouch", verifiedHire: false, project: null, finalAmount: null, rating: 3 },
      "Tom Reyes recommends Ace Plumbing",
    ],
    [
      "a past hire",
      { source: "experience", verifiedHire: false, rating: 4 },
      "Tom Reyes hired Ace Plumbing for Leaky faucet and recommends them",
    ],
  ])("%s", (_, over, sentence) => {
    renderInApp(
      <ul>
        <ActivityItem item={item(over)} />
      </ul>,
    );
    const li = screen.getByRole("listitem");
    expect(li.querySelector("p")?.textContent).toBe(sentence);
    expect(li.textContent?.match(/\$410/g)?.length ?? 0).toBe(over.finalAmount === null ? 0 : 1);
    expect(li.textContent).not.toMatch(/recommended|vouch/i);
  });
});
