import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { authKeys } from "@/features/auth/api/auth";
import { renderInApp } from "@/test/render";
import { AddProviderWizard } from "./add-provider-wizard";

function renderWizard(prefill?: { name: string; phone: string; email: string; website: string }) {
  const user = {
    id: "u1",
    email: "a@b.co",
    firstName: "A",
    lastName: "B",
    profileImageUrl: null,
    phone: null,
    homeAddress: null,
    isProfileComplete: true,
  };
  return renderInApp(<AddProviderWizard open onOpenChange={() => {}} prefill={prefill} />, {
    path: "/providers",
    seed: [[authKeys.user(), user]],
  });
}

describe("AddProviderWizard gating (the spec's screens)", () => {
  it("starts on step 1 with Back disabled; Next names what is missing and stays until name and category are set", async () => {
    renderWizard();
    expect(screen.getByText("Step 1 of 3 · Provider details")).toBeTruthy();
    const back = screen.getByRole<HTMLButtonElement>("button", { name: "Back" });
    expect(back.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Provider name is required");
    expect(screen.getByText("Category is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Provider name"), { target: { value: "Joe's Plumbing" } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.queryByText("Provider name is required")).toBeNull());
    expect(screen.getByText("Category is required")).toBeTruthy();
    expect(screen.getByText("Step 1 of 3 · Provider details")).toBeTruthy();
    // No submit button before step 3.
    expect(screen.queryByRole("button", { name: "Add Provider" })).toBeNull();
  });
});

describe("AddProviderWizard opened from a share", () => {
  it("starts with the shared name, phone, e-mail and website, and says so", async () => {
    renderWizard({ name: "Joe's Plumbing", phone: "555-201-3344", email: "joe@example.com", website: "https://joe.example" });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Provider name").value).toBe("Joe's Plumbing"));
    expect(screen.getByLabelText<HTMLInputElement>("Phone").value).toBe("555-201-3344");
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("joe@example.com");
    expect(screen.getByLabelText<HTMLInputElement>("Website").value).toBe("https://joe.example");
    expect(screen.getByText("Filled in from what you shared. Check it and choose a category.")).toBeTruthy();
  });

  it("starts blank without a share", () => {
    renderWizard();
    expect(screen.getByLabelText<HTMLInputElement>("Provider name").value).toBe("");
    expect(screen.queryByText(/Filled in from what you shared/)).toBeNull();
  });
});
