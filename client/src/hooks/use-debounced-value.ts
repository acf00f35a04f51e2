import { useEffect, useState } from "react";

/** The value once it has stayed the same for `delayMs` (the spec's constants and limits delays: pass one of `DELAYS`). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
