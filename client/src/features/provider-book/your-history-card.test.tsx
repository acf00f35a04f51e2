import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ProviderHistory } from "@common/schemas/provider-book";
import { stubJsonFetch } from "@/test/dialog";
import { renderInApp } from "@/test/render";
import { providerBookKeys } from "./api/provider-book";
import { YourHistoryCard } from "./your-history-card";

const history = (notes: string | null): ProviderHistory => ({
  jobs: [],
  totalSpent: "0.00",
  currency: "USD",
  otherTotalsSpent: [],
  lastHiredAt: null,
  notes,
  doNotHire: false,
  notesShared: false,
  doNotHireShared: false,
  household: [],
});

const calls: { url: string; init?: RequestInit }[] = [];
let stored = "Gate code 4411";

function renderCard() {
  renderInApp(<YourHistoryCard providerId="pr1" providerName="Fence Pros" />, {
    path: "/providers/pr1",
    seed: [[providerBookKeys.history("pr1"), history(stored)]],
  });
}

const notes = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Private notes" });
const save = () => screen.getByRole<HTMLButtonElement>("button", { name: "Save notes" });

beforeEach(() => {
  calls.length = 0;
  stored = "Gate code 4411";
  stubJsonFetch(
    (url, init) => {
      // The card asks who may change the home (a member may edit what others shared).
      if (url === "/api/household") return { id: "h1", members: [] };
      if (init?.method === "PATCH") stored = (JSON.parse(init.body as string) as { notes: string }).notes.trim();
      return history(stored);
    },
    (url, init) => calls.push({ url, init }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("YourHistoryCard private notes", () => {
  it("shows the saved notes with the privacy hint, and Save stays off until the notes change", () => {
    renderCard();
    expect(notes().value).toBe("Gate code 4411");
    expect(notes().maxLength).toBe(5000);
    const hint = screen.getByText("Only you can see these notes.");
    expect(notes().getAttribute("aria-describedby")?.split(" ")).toContain(hint.id);
    expect(save().disabled).toBe(true);
    fireEvent.change(notes(), { target: { value: "Gate code 4411  " } });
    expect(save().disabled).toBe(true);
    fireEvent.change(notes(), { target: { value: "Ask for Sam" } });
    expect(save().disabled).toBe(false);
  });

  it("sends the notes as typed and shows the saved notes with Save off again", async () => {
    renderCard();
    fireEvent.change(notes(), { target: { value: "Ask for Sam " } });
    fireEvent.click(save());
    await waitFor(() => expect(calls.some((c) => c.init?.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.init?.method === "PATCH");
    expect(patch?.url).toBe("/api/providers/pr1/history");
    expect(JSON.parse(patch?.init?.body as string)).toEqual({ notes: "Ask for Sam " });
    await waitFor(() => expect(notes().value).toBe("Ask for Sam"));
    expect(save().disabled).toBe(true);
  });
});
