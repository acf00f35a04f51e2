// A screen's content in two steps: the render where its data arrives shows the first screenful,
// the rest follows in a transition; data already there at mount renders whole at once.
import { expect, it } from "vitest";
import { act, render } from "@testing-library/react";
import { useStagedRender } from "./use-staged-render";

function Probe({ more, seen }: { more: boolean; seen: boolean[] }) {
  seen.push(useStagedRender(more));
  return null;
}

it("renders whole at once when the data was there as the screen mounted", () => {
  const seen: boolean[] = [];
  render(<Probe more seen={seen} />);
  expect(seen).not.toContain(false);
});

it("shows the first screenful on the render the data arrives, then the whole, and stays whole", () => {
  const seen: boolean[] = [];
  const { rerender } = render(<Probe more={false} seen={seen} />);
  expect(seen.at(-1)).toBe(false);
  const before = seen.length;
  act(() => {
    rerender(<Probe more seen={seen} />);
  });
  // The render with the data first (false), then the transition's (true).
  expect(seen.slice(before)[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  act(() => {
    rerender(<Probe more={false} seen={seen} />);
  });
  expect(seen.at(-1)).toBe(true);
});
