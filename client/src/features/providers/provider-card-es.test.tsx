// A provider card in Spanish: the trust line, the breakdown's plurals (Spanish's one/many/other
// forms, picked by Intl.PluralRules), the overflow counts and the buttons; what people typed stays as typed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { applyLanguage } from "@/lib/i18n";
import { providerBookKeys } from "@/features/provider-book/api/provider-book";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";
import { ProviderCard } from "./provider-card";

const daniel = { id: "u-dan", firstName: "Daniel", lastName: "Okafor" };

function renderCard(over: Parameters<typeof makeProvider>[0]) {
  renderInApp(<ProviderCard provider={makeProvider(over)} />, { seed: [[providerBookKeys.doNotHire(), { providerIds: [] }]] });
  return screen.getByRole("article", { name: "Ace Plumbing" });
}

describe("a provider card in Spanish", () => {
  beforeEach(() => applyLanguage("es"));
  afterEach(() => applyLanguage("en"));

  it("says who is behind the provider, with plural counts", () => {
    const card = renderCard({
      trust: { contactCount: 3, contactHiredCount: 1, firstContact: daniel, firstContactBacking: { kind: "hired", rating: 5 } },
      rating: "4.5",
      reviewCount: 4,
      ratingBreakdown: { hires: 3, vouches: 1, vouchedHires: 0, vouchedHire: null },
    });
    expect(
      within(card).getByText("Daniel lo contrató (5★) y lo recomienda · 2 contactos tuyos más", { exact: true }),
    ).toBeTruthy();
    expect(within(card).getByText("3 contrataciones · 1 aval", { exact: true })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Qué significan estas palabras" })).toBeTruthy();
    expect(within(card).queryByText(/recommends|hires|vowch/)).toBeNull();
  });

  it("uses the singular for one more contact, and keeps the provider's name as typed", () => {
    const card = renderCard({
      trust: {
        contactCount: 2,
        contactHiredCount: 0,
        firstContact: daniel,
        firstContactBacking: { kind: "vouch", rating: null },
      },
      phone: null,
      email: null,
    });
    expect(within(card).getByText("Daniel lo recomienda · 1 contacto tuyo más", { exact: true })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Ace Plumbing" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: /Sin datos de contacto/ })).toBeTruthy();
  });
});
