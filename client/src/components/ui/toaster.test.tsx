// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELAYS } from "@common/delays";
import { Toaster, whenMounted } from "@/components/ui/toaster";
import { toast } from "@/hooks/use-toast";

// Each test mounts its own list; the one before left nothing on screen (afterEach outlasts the
// longest toast).
function setup() {
  render(<Toaster />);
  flush();
  return { toast };
}

/** The toasts sonner shows in its "Notifications" region (one leaving is marked data-removed). */
function visibleToasts() {
  const region = screen.getByRole("region", { name: /notifications/i });
  return within(region)
    .queryAllByRole("listitem")
    .filter((item) => item.getAttribute("data-visible") === "true" && item.getAttribute("data-removed") !== "true");
}

// sonner adds a toast on a timer and removes it a moment after it closes; fake timers keep those
// updates inside act().
function flush(ms = 0) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Asks for a toast, then lets sonner's timers add it. */
function shown(show: () => void) {
  act(show);
  flush(20);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  flush(DELAYS.copyFallbackMs + 1000);
  cleanup();
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows only one toast at a time: a second toast replaces the first", () => {
    const { toast } = setup();

    shown(() => toast({ title: "First toast", description: "first description" }));
    expect(visibleToasts()).toHaveLength(1);
    expect(within(visibleToasts()[0]!).getByText("First toast")).toBeTruthy();

    shown(() => toast({ title: "Second toast", description: "second description" }));
    flush(500);

    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(within(toasts[0]!).getByText("Second toast")).toBeTruthy();
    expect(within(toasts[0]!).getByText("second description")).toBeTruthy();
    expect(screen.queryByText("First toast")).toBeNull();
  });

  it("renders a destructive toast with its title, description and a Close button", () => {
    const { toast } = setup();

    shown(() =>
      toast({
        variant: "destructive",
        title: "Unauthorized",
        description: "You are logged out. Logging in again...",
      }),
    );

    const [item] = visibleToasts();
    expect(item).toBeDefined();
    expect(item!.getAttribute("data-type")).toBe("error");
    expect(item!.className).toContain("bg-destructive");
    expect(within(item!).getByText("Unauthorized")).toBeTruthy();
    expect(within(item!).getByText("You are logged out. Logging in again...")).toBeTruthy();
    expect(within(item!).getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("renders a default toast in the default look, with its action", () => {
    const { toast } = setup();
    const onClick = vi.fn();

    shown(() => toast({ title: "Saved", description: "All done", action: { label: "Undo", onClick } }));

    const [item] = visibleToasts();
    expect(item!.getAttribute("data-type")).not.toBe("error");
    expect(item!.className).toContain("bg-card");
    expect(item!.className).not.toContain("bg-destructive");
    act(() => within(item!).getByRole("button", { name: "Undo" }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("closes by itself after the default 5000 ms", () => {
    const { toast } = setup();

    shown(() => toast({ title: "Saved" }));
    flush(4900);
    expect(visibleToasts()).toHaveLength(1);

    flush(200);
    expect(visibleToasts()).toHaveLength(0);
    flush(500);
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("keeps a toast for the duration its call gives (the 10 s copy fallback)", () => {
    const { toast } = setup();

    shown(() => toast({ title: "Copy this message", description: "Hi", duration: DELAYS.copyFallbackMs }));
    flush(9900);
    expect(visibleToasts()).toHaveLength(1);

    flush(200);
    expect(visibleToasts()).toHaveLength(0);
  });

  it("shows a toast asked for before the list was mounted, once it is", () => {
    shown(() => toast({ title: "Early toast" }));
    expect(screen.queryByText("Early toast")).toBeNull();

    render(<Toaster />);
    flush(20);
    expect(within(visibleToasts()[0]!).getByText("Early toast")).toBeTruthy();
  });

  it("holds code waiting for the list until it is mounted (a redirect timed from the toast)", () => {
    const ran = vi.fn();
    whenMounted(ran);
    expect(ran).not.toHaveBeenCalled();

    render(<Toaster />);
    flush();
    expect(ran).toHaveBeenCalledOnce();
    whenMounted(ran);
    expect(ran).toHaveBeenCalledTimes(2);
  });
});
