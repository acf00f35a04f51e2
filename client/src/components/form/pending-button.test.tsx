import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { PendingButton } from "./pending-button";

function renderInForm(button: React.ReactElement) {
  const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
  render(<form onSubmit={onSubmit}>{button}</form>);
  return onSubmit;
}

describe("PendingButton", () => {
  it("idle: reads its label, is enabled, not busy, and submits its form", () => {
    const onSubmit = renderInForm(<PendingButton pending={false}>Save Changes</PendingButton>);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Save Changes" });
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("pending: reads the pending text, is disabled and busy, and does not submit", () => {
    const onSubmit = renderInForm(
      <PendingButton pending pendingText="Completing...">
        Complete Profile
      </PendingButton>,
    );
    expect(screen.queryByText("Complete Profile")).toBeNull();
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Completing..." });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads "Saving..." while pending when no pending text is given', () => {
    renderInForm(<PendingButton pending>Log Visit</PendingButton>);
    expect(screen.getByRole("button", { name: "Saving..." })).toBeTruthy();
  });

  it("stays disabled by its own condition when idle", () => {
    renderInForm(
      <PendingButton pending={false} disabled>
        Add to project
      </PendingButton>,
    );
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Add to project" }).disabled).toBe(true);
  });
});
