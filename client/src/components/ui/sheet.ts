// Every dialog is a bottom sheet on a phone. It spans the app's column along the bottom
// edge, scrolls inside itself, and keeps its footer (the buttons) pinned in view. Its top stays
// below the header and the toast area (TOAST_AREA in toast.tsx), so a toast never covers a
// dialog's buttons nor the header's.

/**
 * The sheet's frame; `--sheet-pad-b` is its bottom padding (the home indicator's inset included).
 * Its scroll padding keeps whatever is scrolled to (a focused field, a form's error) above the
 * pinned footer, whose buttons may wrap to two rows on a narrow phone.
 */
export const SHEET_CONTENT = [
  "fixed inset-x-0 bottom-0 z-50 mx-auto grid w-full max-w-[480px] gap-4",
  "max-h-[calc(100dvh_-_var(--toast-area))] overflow-x-hidden overflow-y-auto overscroll-contain scroll-pb-36",
  "rounded-t-2xl border border-b-0 border-border bg-card p-5 pb-(--sheet-pad-b) text-card-foreground shadow-xl outline-none",
  "[--sheet-pad-b:max(1.25rem,env(safe-area-inset-bottom))]",
  "data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out",
].join(" ");

/**
 * One footer for every dialog: secondary actions first, the primary one last (spec: "Back, Cancel
 * and Send Request"), in a row that wraps on a narrow phone; pinned to the sheet's bottom edge
 * while a long form scrolls.
 */
export const SHEET_FOOTER = [
  "sticky bottom-[calc(-1*var(--sheet-pad-b))] z-10 -mx-5 -mb-(--sheet-pad-b) flex flex-row flex-wrap justify-end gap-2",
  "border-t border-border bg-card px-5 pt-3 pb-(--sheet-pad-b)",
  "[&>*]:min-w-[6rem] [&>*]:flex-auto",
].join(" ");
