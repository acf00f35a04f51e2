// The spec's calls and constants and limits: the duplicate check runs 1 s after the e-mail, phone or website changes and again
// on submit; its errors are only logged (the spec's error catalogue).
import { useCallback, useEffect, useRef, useState } from "react";
import { DELAYS } from "@common/delays";
import type { Provider } from "@common/schemas/providers";
import { checkDuplicates } from "./api/providers";

export function useDuplicateCheck(getValues: () => { email?: string; phone?: string; website?: string }, excludeId?: string) {
  const [matches, setMatches] = useState<Provider[]>([]);
  const [dismissed, setDismissed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback(async (): Promise<Provider[]> => {
    const { email, phone, website } = getValues();
    if (!email?.trim() && !phone?.trim() && !website?.trim()) {
      setMatches([]);
      return [];
    }
    try {
      const found = await checkDuplicates({ email, phone, website, excludeId });
      setMatches(found);
      return found;
    } catch (err) {
      console.warn("Duplicate check failed", err);
      return [];
    }
  }, [getValues, excludeId]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    setDismissed(false);
    timer.current = setTimeout(() => void run(), DELAYS.duplicateCheckDebounceMs);
  }, [run]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setMatches([]);
    setDismissed(false);
  }, []);

  /** "Cancel": hide the prompt; the next submit checks again. */
  const clear = useCallback(() => setMatches([]), []);

  return {
    matches: dismissed ? [] : matches,
    run,
    schedule,
    dismiss: () => setDismissed(true),
    isDismissed: dismissed,
    reset,
    clear,
  };
}
