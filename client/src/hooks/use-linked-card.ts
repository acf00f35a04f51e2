// A card a link points at (`#request-…` from a notification): it is scrolled into view when it
// first renders and highlighted, so the reader sees at once which one the link meant.
import { useEffect, useRef, useState } from "react";

export function useLinkedCard<T extends HTMLElement>(anchor: string) {
  const ref = useRef<T>(null);
  const [linked] = useState(() => typeof window !== "undefined" && window.location.hash === `#${anchor}`);
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView?.({ block: "center" });
  }, [linked]);
  return { ref, linked };
}
