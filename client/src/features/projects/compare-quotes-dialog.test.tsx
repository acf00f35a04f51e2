import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { QuoteItem } from "@common/schemas/quotes";
import { linkFixture, renderDialog, stubJsonFetch } from "@/test/dialog";
import { CompareQuotesDialog } from "./compare-quotes-dialog";

const quote = (id: string, name: string, over: Partial<QuoteItem> = {}): QuoteItem => ({
  ...linkFixture({
    id,
    providerId: `pr-${id}`,
    status: "quoted",
    quoteAmount: "1000.00",
    createdAt: "2026-01-01",
    updatedAt: "2026-01-01",
  }),
  provider: { id: `pr-${id}`, name, category: "Plumber", email: null, phone: null, rating: "4.5", reviewCount: 3 },
  contactsHired: [],
  ...over,
});

const electrician = (id: string, name: string, amount: string) =>
  quote(id, name, {
    quoteAmount: amount,
    provider: { id: `pr-${id}`, name, category: "Electrician", email: null, phone: null, rating: "4.0", reviewCount: 1 },
  });

const QUOTES = [
  quote("a", "Ace Plumbing", {
    quoteAmount: "1200.00",
    notes: "Copper pipes",
    quotePdfUrl: "/api/files/f1",
    quotePdfName: "ace.pdf",
  }),
  quote("b", "Best Pipes", {
    quoteAmount: "950.00",
    contactsHired: [
      { id: "u1", firstName: "Cora", lastName: "Contact" },
      { id: "u2", firstName: "Dan", lastName: "Doe" },
      { id: "u3", firstName: "Eve", lastName: "Eng" },
    ],
  }),
  quote("c", "Pipeworks Plumbing", { quoteAmount: "1100.00" }),
  electrician("d", "Volt Electric", "400.00"),
  electrician("e", "Spark Bros", "450.00"),
  // Not a comparison: a trade with one quote, and a link that is no longer "quoted".
  quote("f", "Handy Hank", {
    provider: { id: "pr-f", name: "Handy Hank", category: "Carpenter", email: null, phone: null, rating: "0", reviewCount: 0 },
  }),
  quote("g", "Rejected Co", { status: "rejected" }),
];

const renderCompareDialog = () =>
  renderDialog(<CompareQuotesDialog projectId="p1" open onOpenChange={() => {}} />, {
    path: "/projects/p1",
    seed: [[["/api/projects/p1/quotes"], { quotes: QUOTES }]],
  });

/** Records the accept calls. */
function stubFetch() {
  const sent: { url: string; body: unknown }[] = [];
  stubJsonFetch(
    (_url, init) => (init?.method === "POST" ? { accepted: QUOTES[1], rejectedIds: ["a"] } : { quotes: QUOTES }),
    (url, init) => {
      if (init?.method === "POST") sent.push({ url, body: JSON.parse(init.body as string) });
    },
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("CompareQuotesDialog", () => {
  it("shows each quote's amount, notes, PDF, status, rating, reviews and contacts who hired them", () => {
    stubFetch();
    const dialog = renderCompareDialog();
    const ace = within(dialog.getByRole("listitem", { name: "Ace Plumbing" }));
    expect(ace.getByText("$1,200")).toBeTruthy();
    expect(ace.getByText("Copper pipes")).toBeTruthy();
    expect(ace.getByRole("link", { name: "ace.pdf" }).getAttribute("href")).toBe("/api/files/f1");
    expect(ace.getByText("Quoted")).toBeTruthy();
    expect(ace.getByText("4.5/5")).toBeTruthy();
    expect(ace.getByText("(3 reviews)")).toBeTruthy();
    expect(ace.getByText("None of your contacts hired them yet")).toBeTruthy();
    const best = within(dialog.getByRole("listitem", { name: "Best Pipes" }));
    expect(best.getByText("Hired by Cora Contact, Dan Doe and 1 more of your contacts")).toBeTruthy();
  });

  it("compares like with like: one trade at a time, chips to switch, no lone quote nor rejected link", () => {
    stubFetch();
    const dialog = renderCompareDialog();
    const quotes = () => dialog.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"));
    expect(quotes()).toEqual(["Ace Plumbing", "Best Pipes", "Pipeworks Plumbing"]);
    const trades = within(dialog.getByRole("group", { name: "Trade" }));
    expect(trades.getAllByRole("button").map((b) => b.textContent)).toEqual(["Plumber3", "Electrician2"]);
    expect(trades.getByRole("button", { name: "Plumber 3" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(trades.getByRole("button", { name: "Electrician 2" }));
    expect(quotes()).toEqual(["Volt Electric", "Spark Bros"]);
    expect(dialog.getByText("2 Electrician quotes side by side. Swipe to see them all.")).toBeTruthy();
  });

  it("accepts one and, by default, rejects the others of its trade, named first", async () => {
    const sent = stubFetch();
    const dialog = renderCompareDialog();
    fireEvent.click(dialog.getByRole("button", { name: "Accept Best Pipes" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Accept Best Pipes's quote?" }));
    expect(
      confirm
        .getByRole("switch", { name: "Also reject: Ace Plumbing ($1,200), Pipeworks Plumbing ($1,100)" })
        .getAttribute("aria-checked"),
    ).toBe("true");
    fireEvent.click(confirm.getByRole("button", { name: "Accept Offer" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: "/api/projects/p1/quotes/b/accept", body: { rejectOthers: true } });
  });

  it("accepts without rejecting when the switch is turned off", async () => {
    const sent = stubFetch();
    const dialog = renderCompareDialog();
    fireEvent.click(dialog.getByRole("button", { name: "Accept Ace Plumbing" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Accept Ace Plumbing's quote?" }));
    fireEvent.click(confirm.getByRole("switch", { name: "Also reject: Best Pipes ($950), Pipeworks Plumbing ($1,100)" }));
    fireEvent.click(confirm.getByRole("button", { name: "Accept Offer" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ rejectOthers: false });
  });
});
