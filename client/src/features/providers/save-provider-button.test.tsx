import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "@/hooks/use-toast";
import { SaveProviderButton } from "./provider-card";
import { makeProvider } from "@/test/provider-fixtures";
import { renderInApp } from "@/test/render";

vi.mock("@/hooks/use-toast", () => ({ toast: vi.fn() }));

function answer(status: number, body: object) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, statusText: "x" }))),
  );
}

function renderButton() {
  renderInApp(<SaveProviderButton provider={makeProvider()} />);
  fireEvent.click(screen.getByRole("button", { name: "Save Ace Plumbing" }));
}

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("Save provider failures (the spec's error catalogue)", () => {
  it("PROVIDER_ALREADY_SAVED (409) shows Already Saved and the saved state", async () => {
    answer(409, { code: "PROVIDER_ALREADY_SAVED", message: "Provider is on your list" });
    renderButton();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Already Saved",
        description: "This provider is already in your provider list.",
      }),
    );
    expect(screen.getByRole("button", { name: "Saved Ace Plumbing" })).toBeTruthy();
  });

  it("decides by status/code, not by English text: a 400 saying 'already exists' is an Error", async () => {
    answer(400, { code: "VALIDATION_FAILED", message: "Name already exists" });
    renderButton();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Error",
        description: "Failed to save provider: Name already exists",
        variant: "destructive",
      }),
    );
  });

  it("an expired session shows only the session toast, not the Error toast", async () => {
    answer(401, { message: "Unauthorized" });
    vi.stubGlobal("location", { pathname: "/providers", search: "", href: "" });
    renderButton();
    // Settled: the button is enabled again once every onError has run.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Ace Plumbing" }).hasAttribute("disabled")).toBe(false));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Unauthorized" }));
    await waitFor(() => expect(location.href).toBe("/api/login"), { timeout: 1500 });
  });
});
