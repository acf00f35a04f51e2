// A screen's place kept in the URL (`?tab=`, `?status=`), so Back and reload return to it.
import { useSearchParams } from "wouter";

/**
 * One query parameter as state: the value, or `fallback` when absent or not one of `allowed`.
 * Setting it replaces the current history entry (a tab or a chip is not a new screen, so Back
 * leaves the screen); setting the fallback removes the parameter. Other parameters are kept.
 */
export function useSearchParam<T extends string>(name: string, fallback: T, allowed?: readonly T[]): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && (!allowed || (allowed as readonly string[]).includes(raw)) ? (raw as T) : fallback;
  function set(next: T) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace: true },
    );
  }
  return [value, set];
}
