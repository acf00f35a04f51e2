import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CategorySelect } from "./category-select";

afterEach(() => vi.unstubAllGlobals());

/** Idle callbacks held until the test runs them. */
function holdIdle() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => waiting.push(run));
  vi.stubGlobal("cancelIdleCallback", () => {});
  return () => act(() => waiting.splice(0).forEach((run) => run()));
}

describe("CategorySelect, deferred", () => {
  it("shows a stand-in with the trigger's name and value until idle, then the select", async () => {
    const runIdle = holdIdle();
    render(<CategorySelect value="all" onChange={() => {}} includeAll deferred aria-label="Category" />);
    const standIn = screen.getByRole("combobox", { name: "Category" });
    expect(standIn.textContent).toBe("All Categories");
    expect(standIn.getAttribute("data-slot")).toBe("select-trigger");
    runIdle();
    // The real select names the chosen option the same way.
    expect((await screen.findByRole("combobox", { name: "Category" })).textContent).toBe("All Categories");
    expect(screen.getByRole("combobox", { name: "Category" })).not.toBe(standIn);
  });

  it("opens at once when the stand-in is pressed before the page was idle, and a pick reaches onChange", async () => {
    holdIdle();
    const onChange = vi.fn();
    render(<CategorySelect value="all" onChange={onChange} includeAll deferred aria-label="Category" />);
    fireEvent.pointerDown(screen.getByRole("combobox", { name: "Category" }), { button: 0, pointerType: "mouse" });
    const option = await screen.findByRole("option", { name: "Plumber" });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith("Plumber");
  });

  it("opens from the keyboard on the stand-in", async () => {
    holdIdle();
    render(<CategorySelect value="Painter" onChange={() => {}} includeAll deferred aria-label="Category" />);
    expect(screen.getByRole("combobox", { name: "Category" }).textContent).toBe("Painter");
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Category" }), { key: "ArrowDown" });
    expect(await screen.findByRole("option", { name: "Electrician" })).toBeTruthy();
  });
});
