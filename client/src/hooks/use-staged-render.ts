import { startTransition, useEffect, useState } from "react";

/**
 * Whether a screen may render all of its content: false on the render where `more` first became
 * true (its data arrived while the screen was open), so that render shows only the first screenful;
 * then true, in a transition React renders in slices of a few milliseconds, so a phone paints the
 * first screenful early and its main thread stays free for a tap. True from the start when the data
 * was already there as the screen mounted (Back, a cached answer), and true once true.
 */
export function useStagedRender(more: boolean): boolean {
  const [whole, setWhole] = useState(more);
  const staged = more && !whole;
  useEffect(() => {
    if (staged) startTransition(() => setWhole(true));
  }, [staged]);
  return whole;
}
