// The offline page: what it says offline and online, "Try again", and asking again by itself once
// back online (at once, then after pauses that double while no answer comes).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import OfflinePage from "./offline";

let online = false;
beforeEach(() => {
  online = false;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event("online")));
}

describe("OfflinePage", () => {
  it("says it is offline, asks again on Try again, and waits for the network before asking by itself", () => {
    const retry = vi.fn();
    render(<OfflinePage retry={retry} checking={false} />);
    expect(screen.getByRole("heading", { name: "You're offline" })).toBeTruthy();
    expect(screen.getByText("Vowch needs a connection to open this page.")).toBeTruthy();
    expect(document.title).toBe("Offline · Vowch");

    act(() => void vi.advanceTimersByTime(60_000));
    expect(retry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);

    goOnline();
    expect(retry).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("heading", { name: "Can't reach Vowch" })).toBeTruthy();
  });

  it("while checking, the button waits; online without an answer it asks again after 1 s, 2 s, 4 s …", () => {
    const retry = vi.fn();
    online = true;
    const { rerender } = render(<OfflinePage retry={retry} checking />);
    const button = screen.getByRole("button", { name: "Trying again…" });
    expect(button.hasAttribute("disabled")).toBe(true);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(retry).not.toHaveBeenCalled();

    // Each failed try (checking ends, still here) schedules the next, each pause twice the last.
    rerender(<OfflinePage retry={retry} checking={false} />);
    for (const pause of [1000, 2000, 4000]) {
      const before = retry.mock.calls.length;
      act(() => void vi.advanceTimersByTime(pause - 1));
      expect(retry).toHaveBeenCalledTimes(before);
      act(() => void vi.advanceTimersByTime(1));
      expect(retry).toHaveBeenCalledTimes(before + 1);
      rerender(<OfflinePage retry={retry} checking />);
      rerender(<OfflinePage retry={retry} checking={false} />);
    }
  });
});
