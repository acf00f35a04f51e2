// Long forms scroll inside the dialog; their buttons stay visible at the bottom edge.
export const STICKY_FOOTER =
  "sticky -bottom-5 z-10 -mx-5 -mb-5 flex-row justify-between gap-2 border-t border-border bg-card px-5 py-3 sm:justify-between";
