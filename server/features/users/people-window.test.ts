// The process's memory of each viewer's window: it covers a call only while every person in it is
// known counted, and forgets by the clock and by size.
import { expect, it } from "vitest";
import { PeopleWindow } from "./people-window";

function clocked() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

it("covers a call only when everyone in it is known to be in the window", () => {
  const clock = clocked();
  const window = new PeopleWindow(clock.now);
  expect(window.covers("v", ["a"])).toBe(false);
  window.remember("v", ["a", "b"], 60);
  expect(window.covers("v", ["a"])).toBe(true);
  expect(window.covers("v", ["b", "a"])).toBe(true);
  expect(window.covers("v", ["a", "c"])).toBe(false);
  expect(window.covers("w", ["a"]), "another viewer's window").toBe(false);
});

it("lets each person go when the database's minute for them ends, less a margin", () => {
  const clock = clocked();
  const window = new PeopleWindow(clock.now);
  window.remember("v", ["a"], 60);
  clock.advance(30_000);
  window.remember("v", ["b"], 60);
  expect(window.covers("v", ["a", "b"])).toBe(true);
  clock.advance(28_500); // a: 58.5 s of its 60, within the 2 s margin
  expect(window.covers("v", ["a"])).toBe(false);
  expect(window.covers("v", ["b"])).toBe(true);
  clock.advance(30_000);
  expect(window.covers("v", ["b"])).toBe(false);
  // Too little time left to be worth keeping.
  window.remember("v", ["c"], 1);
  expect(window.covers("v", ["c"])).toBe(false);
});

it("forgets the viewers not heard of longest beyond its size", () => {
  const window = new PeopleWindow(clocked().now, 2);
  window.remember("v1", ["a"], 60);
  window.remember("v2", ["a"], 60);
  window.remember("v1", ["b"], 60); // v1 heard of again: v2 is now the oldest
  window.remember("v3", ["a"], 60);
  expect(window.covers("v2", ["a"])).toBe(false);
  expect(window.covers("v1", ["a", "b"])).toBe(true);
  expect(window.covers("v3", ["a"])).toBe(true);
});
