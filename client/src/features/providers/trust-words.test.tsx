// The exact words a provider card says for what happened: "recommends" only for a vouch or a job
// rated 4★ or more, one spelling ("vowch"), a breakdown whose words match its numbers, and the ⓘ
// that opens "What these words mean".
import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { Provider } from "@common/schemas/providers";
import type { PersonBacking } from "@common/trust";
import { providerBookKeys } from "@/features/provider-book/api/provider-book";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";
import { ProviderCard } from "./provider-card";

const daniel = { id: "u-dan", firstName: "Daniel", lastName: "Okafor" };

function cardWith(backing: PersonBacking, over: Partial<Provider> = {}) {
  renderInApp(
    <ProviderCard
      provider={makeProvider({
        trust: {
          contactCount: 1,
          contactHiredCount: backing.kind === "hired" ? 1 : 0,
          firstContact: daniel,
          firstContactBacking: backing,
        },
        ...over,
      })}
    />,
    { seed: [[providerBookKeys.doNotHire(), { providerIds: [] }]] },
  );
  return screen.getByRole("article", { name: "Ace Plumbing" });
}

describe("a provider card says what happened", () => {
  it.each<[string, PersonBacking, string]>([
    ["a vouch", { kind: "vouch", rating: null }, "Daniel recommends them"],
    ["a job rated 4★ or more", { kind: "hired", rating: 5 }, "Daniel hired them (5★) and recommends them"],
    ["a job rated below 4★", { kind: "hired", rating: 2 }, "Daniel hired them (2★)"],
    ["a quote only", { kind: "quote", rating: null }, "Daniel got a quote"],
    ["a place on the list only", { kind: "list", rating: null }, "On Daniel's list"],
  ])("%s: %j", (_, backing, words) => {
    const card = cardWith(backing);
    expect(within(card).getByText(words, { exact: true })).toBeTruthy();
    if (!words.includes("recommends")) expect(within(card).queryByText(/recommend/)).toBeNull();
  });

  it("counts each person once and says so when a vowch counts as a hire, without a second vowch count", () => {
    const card = cardWith(
      { kind: "vouch", rating: null },
      {
        rating: "5.0",
        reviewCount: 2,
        isVouched: false,
        vouchCount: 1,
        ratingBreakdown: { hires: 2, vouches: 0, vouchedHires: 1, vouchedHire: daniel },
      },
    );
    expect(within(card).getByText("2 hires", { exact: true })).toBeTruthy();
    expect(within(card).getByText("Daniel vowched and hired them: counted once, as a hire", { exact: true })).toBeTruthy();
    expect(within(card).queryByText(/\d+ vowch/)).toBeNull();
    expect(within(card).queryByText(/vouch/i)).toBeNull();
  });

  it("labels friends' recommendations by what they are, spelled vowch", () => {
    const rec = (id: string, source: string, verifiedHire: boolean) => ({
      id,
      source,
      rating: source === "project" ? 2 : 5,
      comment: null,
      finalAmount: source === "project" ? "410.00" : null,
      currency: "USD",
      amountHidden: false,
      createdAt: "2026-03-04T10:00:00.000Z",
      verifiedHire,
      category: source === "project" ? "Plumbing" : null,
      fromUser: { ...daniel, id: `u-${id}` },
      project: null,
    });
    const card = cardWith(
      { kind: "hired", rating: 2 },
      { recommendations: [rec("a", "vouch", false), rec("b", "project", true)], recommendationCount: 2 },
    );
    expect(within(card).getByText("What friends said")).toBeTruthy();
    expect(within(card).getByText("Vowched")).toBeTruthy();
    expect(within(card).getByText("Verified hire")).toBeTruthy();
    expect(within(card).getAllByText("· Plumbing · Mar 2026 · $410")).toHaveLength(1);
    expect(within(card).queryByText(/Vouched/)).toBeNull();
  });

  it("opens What these words mean from the ⓘ beside the breakdown", async () => {
    const card = cardWith(
      { kind: "quote", rating: null },
      { reviewCount: 1, ratingBreakdown: { hires: 1, vouches: 0, vouchedHires: 0, vouchedHire: null } },
    );
    fireEvent.click(within(card).getByRole("button", { name: "What these words mean" }));
    const sheet = await screen.findByRole("dialog", { name: "What these words mean" });
    expect(within(sheet).getByText("got a quote")).toBeTruthy();
    expect(within(sheet).getByText("They asked for a quote and got one, but haven't hired them.")).toBeTruthy();
  });
});
