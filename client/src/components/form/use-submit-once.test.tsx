// One submit at a time: a second submit while the first call runs is ignored before any re-render,
// each submit carries a new Idempotency-Key, and the guard opens again once the call settles.
import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useSubmitOnce } from "./use-submit-once";

type Vars = { title: string; idempotencyKey?: string };
type Options = { onSuccess?: (data: string) => unknown; onSettled?: () => unknown };

function fakeMutation() {
  const calls: { variables: Vars; options?: Options }[] = [];
  const mutate = vi.fn((variables: Vars, options?: Options) => void calls.push({ variables, options }));
  return { mutation: { mutate, isPending: false }, calls };
}

describe("useSubmitOnce", () => {
  it("sends once for two submits in the same tick, with a key", () => {
    const { mutation, calls } = fakeMutation();
    const { result } = renderHook(() => useSubmitOnce<string, Vars>(mutation));
    act(() => {
      result.current.submit({ title: "Deck" });
      result.current.submit({ title: "Deck" });
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.variables.title).toBe("Deck");
    expect(calls[0]!.variables.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("opens again when the call settles, with a new key, and passes onSuccess on", () => {
    const { mutation, calls } = fakeMutation();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmitOnce<string, Vars>(mutation));
    act(() => result.current.submit({ title: "Deck" }, { onSuccess }));
    calls[0]!.options!.onSuccess!("p1");
    expect(onSuccess).toHaveBeenCalledWith("p1");
    act(() => result.current.submit({ title: "Deck" }));
    expect(calls).toHaveLength(1);
    act(() => void calls[0]!.options!.onSettled!());
    act(() => result.current.submit({ title: "Deck" }));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.variables.idempotencyKey).not.toBe(calls[0]!.variables.idempotencyKey);
  });
});
