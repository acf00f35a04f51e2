import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { addEnglish, startI18n } from "@/lib/i18n";
import enSignedIn from "@/locales/en-signed-in";

// In the browser the toast viewport loads after the first paint (lib/toaster.ts, checked by the
// e2e suite); component tests load it at once so toasts are synchronous.
vi.mock("@/lib/toaster", async () => {
  const { Toaster, showToast } = await import("@/components/ui/toaster");
  return { whenToasterReady: (run: () => void) => run(), toast: showToast, LazyToaster: Toaster };
});

// Components speak through i18next: English, as the app starts on an English phone, with the
// signed-in screens' English (in the app it comes with their routes).
await startI18n();
addEnglish(enSignedIn);

afterEach(() => cleanup());

// findBy* and waitFor wait for what the component shows next: a second by default is short for a
// busy 2-core machine running the API and browser tests beside these (a wait that succeeds still
// ends as soon as it does).
configure({ asyncUtilTimeout: 5000 });

// The files of the component project share one window (isolate: false in vitest.config.ts): each
// starts from empty storage at "/" and leaves no stub, spy or fake clock to the next.
function resetWindow() {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
}
beforeAll(resetWindow);
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetWindow();
});
