// A form's failure from the server, announced when it appears: one look for every form and dialog.
// It scrolls itself into view when it appears or changes (in a sheet, above the pinned footer: the
// sheet's scroll padding), so a long dialog's error is never left below the fold.
import { useEffect, useRef } from "react";

export function FormError({ error }: { error: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [error]);
  if (!error) return null;
  return (
    <p
      ref={ref}
      role="alert"
      className="rounded-lg border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {error}
    </p>
  );
}
