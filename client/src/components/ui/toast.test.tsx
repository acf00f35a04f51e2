// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The toast store lives at module level; load fresh copies per test so one test's
// toasts never leak into the next.
async function setup() {
  vi.resetModules();
  const { Toaster } = await import("@/components/ui/toaster");
  const { toast } = await import("@/hooks/use-toast");
  render(<Toaster />);
  return { toast };
}

/** The toasts currently mounted in Radix's "Notifications" region. */
function visibleToasts() {
  const region = screen.getByRole("region", { name: /notifications/i });
  return within(region).queryAllByRole("listitem");
}

// Radix announces each toast after a frame and drops the announcement after 1 s;
// fake timers keep those updates inside act().
function flush(ms = 0) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  flush(2000);
  cleanup();
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows only one toast at a time: a second toast replaces the first", async () => {
    const { toast } = await setup();

    act(() => {
      toast({ title: "First toast", description: "first description" });
    });
    flush();
    expect(visibleToasts()).toHaveLength(1);
    expect(within(visibleToasts()[0]!).getByText("First toast")).toBeTruthy();

    act(() => {
      toast({ title: "Second toast", description: "second description" });
    });
    flush();

    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(within(toasts[0]!).getByText("Second toast")).toBeTruthy();
    expect(within(toasts[0]!).getByText("second description")).toBeTruthy();
    expect(screen.queryByText("First toast")).toBeNull();
  });

  it("renders a destructive toast with its title, description and a Close button", async () => {
    const { toast } = await setup();

    act(() => {
      toast({
        variant: "destructive",
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
      });
    });
    flush();

    const [item] = visibleToasts();
    expect(item).toBeDefined();
    expect(item!.getAttribute("data-variant")).toBe("destructive");
    expect(item!.className).toContain("bg-destructive");
    expect(within(item!).getByText("Unauthorized")).toBeTruthy();
    expect(within(item!).getByText("You are logged out. Logging in again...")).toBeTruthy();
    expect(within(item!).getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("closes by itself after the default 5000 ms", async () => {
    const { toast } = await setup();

    act(() => {
      toast({ title: "Saved" });
    });
    flush(4900);
    expect(visibleToasts()).toHaveLength(1);

    flush(200);
    expect(screen.queryByText("Saved")).toBeNull();
  });
});
