import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import type { Provider } from "@common/schemas/providers";
import { providerBookKeys, useDoNotHireIds } from "@/features/provider-book/api/provider-book";
import { ProviderCard } from "./provider-card";
import { DuplicatePrompt } from "./duplicate-prompt";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";

/** As a list shows a card: the viewer's marks read once for the list (useDoNotHireIds). */
function CardInList({ provider, showSave }: { provider: Provider; showSave: boolean }) {
  const doNotHire = useDoNotHireIds(true);
  return <ProviderCard provider={provider} showSave={showSave} doNotHire={doNotHire.has(provider.id)} />;
}

function renderCard(provider: Provider, showSave = false, doNotHire: string[] = []) {
  return renderInApp(<CardInList provider={provider} showSave={showSave} />, {
    path: "/providers",
    // The viewer's own "Don't hire again" marks, as GET /api/providers/do-not-hire answers.
    seed: [[providerBookKeys.doNotHire(), { providerIds: doNotHire }]],
  });
}

const person = (id: string, firstName: string) => ({ id, firstName, lastName: "Doe" });
const rec = (id: string, name: string) => ({
  id,
  source: "vouch",
  rating: 5,
  comment: `${name} liked it`,
  finalAmount: null,
  currency: "USD",
  amountHidden: false,
  createdAt: "2026-11-01T00:00:00Z",
  verifiedHire: false,
  category: null,
  fromUser: person(`u-${id}`, name),
  project: null,
});

describe("ProviderCard (the spec's screens)", () => {
  it("shows the rating to one decimal, the distance, 2 projects and 2 recommendations with overflow counts", () => {
    renderCard(
      makeProvider({
        rating: "4",
        projects: [
          { id: "a", title: "Kitchen", status: "completed" },
          { id: "b", title: "Bathroom", status: "quoted" },
          { id: "c", title: "Garage", status: "contacted" },
        ],
        projectCount: 5,
        recommendations: [rec("r1", "Ann"), rec("r2", "Ben"), rec("r3", "Cy")],
        recommendationCount: 4,
        phone: "(555) 010-2000",
        phoneKey: "+15550102000",
        email: "ace@example.com",
      }),
    );
    const card = screen.getByRole("article", { name: "Ace Plumbing" });
    expect(within(card).getByText("4.0")).toBeTruthy();
    expect(within(card).getByText("2.1 mi away")).toBeTruthy();
    expect(within(card).getByText("Kitchen")).toBeTruthy();
    expect(within(card).getByText("Bathroom")).toBeTruthy();
    expect(within(card).queryByText("Garage")).toBeNull();
    expect(within(card).getByText("+3 more")).toBeTruthy();
    expect(within(card).getByText("Ann Doe")).toBeTruthy();
    expect(within(card).queryByText("Cy Doe")).toBeNull();
    expect(within(card).getByText("+2 more")).toBeTruthy();
    // Ratings show one decimal (the spec's constants and limits), friends' recommendation ratings too.
    expect(within(card).getAllByText("5.0")).toHaveLength(2);
    expect(within(card).getByRole("link", { name: "Call Ace Plumbing" }).getAttribute("href")).toBe("tel:+15550102000");
    expect(within(card).getByRole("link", { name: "Email Ace Plumbing" }).getAttribute("href")).toBe("mailto:ace@example.com");
    expect(within(card).queryByRole("button", { name: "No Contact Info" })).toBeNull();
  });

  it("shows a phone that is no phone number as plain text, not as a Call link", () => {
    renderCard(makeProvider({ phone: "call me maybe", email: null }));
    const card = screen.getByRole("article", { name: "Ace Plumbing" });
    expect(within(card).queryByRole("link", { name: "Call Ace Plumbing" })).toBeNull();
    expect(within(card).getByText("call me maybe")).toBeTruthy();
    expect(card.querySelector('a[href^="tel:"]')).toBeNull();
    expect(within(card).queryByRole("button", { name: "No Contact Info" })).toBeNull();
  });

  it("dials the number the server kept in E.164: a London number saved in the UK calls London from a US account", () => {
    renderCard(makeProvider({ phone: "020 7946 0958", phoneKey: "+442079460958", email: null }));
    const call = within(screen.getByRole("article", { name: "Ace Plumbing" })).getByRole("link", { name: "Call Ace Plumbing" });
    expect(call.getAttribute("href")).toBe("tel:+442079460958");
  });

  it("offers No Contact Info without phone and e-mail, and the save button states for a friend's provider", () => {
    renderCard(makeProvider({ recommendations: [rec("r1", "Ann")], recommendationCount: 1 }), true);
    expect(screen.getByRole("button", { name: "No Contact Info" })).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>("button", { name: "Save Ace Plumbing" });
    expect(save.disabled).toBe(false);
  });

  it("shows a saved friend's provider as saved and disabled", () => {
    renderCard(
      makeProvider({ isSaved: true, friendMetadata: { count: 1, friends: [{ ...person("f", "Fay"), isVouched: true }] } }),
      true,
    );
    const saved = screen.getByRole<HTMLButtonElement>("button", { name: "Saved Ace Plumbing" });
    expect(saved.disabled).toBe(true);
  });

  it("hides the save button for the viewer's own providers", () => {
    renderCard(makeProvider({ isSaved: true }), true);
    expect(screen.queryByRole("button", { name: /Save/ })).toBeNull();
  });
});

describe("DuplicatePrompt (the spec's screens)", () => {
  it("offers Merge Info, Create Anyway and Cancel", () => {
    const calls: string[] = [];
    render(
      <DuplicatePrompt
        matches={[makeProvider({ name: "Existing Co" })]}
        onMerge={(p) => calls.push(`merge:${p.name}`)}
        onCreateAnyway={() => calls.push("create")}
        onCancel={() => calls.push("cancel")}
      />,
    );
    screen.getByRole("button", { name: "Merge Info" }).click();
    screen.getByRole("button", { name: "Create Anyway" }).click();
    screen.getByRole("button", { name: "Cancel" }).click();
    expect(calls).toEqual(["merge:Existing Co", "create", "cancel"]);
  });

  it("renders nothing without matches", () => {
    const { container } = render(
      <DuplicatePrompt matches={[]} onMerge={() => {}} onCreateAnyway={() => {}} onCancel={() => {}} />,
    );
    expect(container.innerHTML).toBe("");
  });

  it("warns on the card of a provider I marked Don't hire again, and only that one", () => {
    const marked = makeProvider({ id: "p-marked", name: "Marked Co" });
    const { unmount } = renderCard(marked, false, ["p-marked"]);
    expect(within(screen.getByRole("article", { name: "Marked Co" })).getByText("Don't hire again")).toBeTruthy();
    unmount();
    renderCard(makeProvider({ id: "p-other", name: "Other Co" }), false, ["p-marked"]);
    expect(within(screen.getByRole("article", { name: "Other Co" })).queryByText("Don't hire again")).toBeNull();
  });
});
