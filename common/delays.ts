// The app's waits and debounces (the spec's constants and limits). Apart from constants.ts because the landing page needs
// one of them (the session-expired toast before sign-in) and none of the lists: a module is
// bundled whole, so importing the constants there put every category list in its script.
export const DELAYS = {
  loginRedirectMs: 500,
  searchDebounceMs: 300,
  duplicateCheckDebounceMs: 1000,
  tooltipOpenMs: 700,
  tooltipSkipMs: 300,
  toastMs: 5000,
  copiedMessageMs: 5000,
  copyFallbackMs: 10000,
} as const;
