import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { ProviderRequestDialog, providersListHref } from "./provider-request-dialog";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";
import { providerKeys } from "@/features/providers/api/providers";
import { moneyKeys } from "@/features/money/api/money";

const painters = Array.from({ length: 5 }, (_, i) =>
  makeProvider({ id: `p${i}`, name: `Painter ${i}`, category: "Painter", rating: "4.0" }),
);

function renderDialog(props: Partial<React.ComponentProps<typeof ProviderRequestDialog>> = {}) {
  return renderInApp(<ProviderRequestDialog open onOpenChange={() => {}} {...props} />, {
    seed: [
      // One page of the first 3 and the total (X-Total-Count) of 5: "+2 more" comes from the total.
      [providerKeys.matches({ category: "Painter" }, 3), { items: painters.slice(0, 3), nextCursor: "c2", total: 5 }],
      // The form's line of what contacts paid: too few to tell.
      [moneyKeys.prices("Painter"), { category: "Painter", enough: false, jobs: 1 }],
    ],
  });
}

describe("ProviderRequestDialog (the spec's screens, wizard)", () => {
  it("goes category → 3 providers + N more → form, and Back on step 2 resets to step 1", () => {
    renderDialog();
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    expect(screen.getAllByRole("button").filter((b) => b.closest("[role=group]"))).toHaveLength(18);
    fireEvent.click(screen.getByRole("button", { name: "Painter" }));
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
    expect(screen.getByText("Painter 0")).toBeTruthy();
    expect(screen.getByText("Painter 2")).toBeTruthy();
    expect(screen.queryByText("Painter 3")).toBeNull();
    expect(screen.getByText("+2 more providers available")).toBeTruthy();
    // Each result opens the provider; "+N more" opens the Providers list filtered as step 2 was.
    expect(screen.getByRole("link", { name: /Painter 0/ }).getAttribute("href")).toBe("/providers/p0");
    expect(screen.getByRole("link", { name: "+2 more providers available" }).getAttribute("href")).toBe(
      "/providers?category=Painter",
    );
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Painter" }));
    fireEvent.click(screen.getByRole("button", { name: "Request from Friends" }));
    expect(screen.getByText("Step 3 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send Request" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
  });

  it("opens at step 2 when given a category", () => {
    renderDialog({ initialCategory: "Painter" });
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
    expect(screen.getByText("Providers matching Painter")).toBeTruthy();
  });

  it("shows the spec's validation messages on step 3", async () => {
    renderDialog({ initialCategory: "Painter" });
    fireEvent.click(screen.getByRole("button", { name: "Request from Friends" }));
    fireEvent.change(screen.getByLabelText("What do you need?"), { target: { value: "Pain" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Please describe what you need (at least 5 characters)")).toBeTruthy();
  });
});

describe("providersListHref", () => {
  it.each([
    [undefined, "", "/providers"],
    ["Painter", "", "/providers?category=Painter"],
    [undefined, "water heater", "/providers?search=water+heater"],
    ["HVAC", "a&b", "/providers?category=HVAC&search=a%26b"],
  ])("%s + %j → %s", (category, search, href) => {
    expect(providersListHref(category, search)).toBe(href);
  });
});
