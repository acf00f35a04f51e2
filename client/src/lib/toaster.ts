// The toast viewport (Radix) loads after the first paint, so signed-out pages stay small. Code
// that must be sure a toast is on screen before it navigates away runs through
// `whenToasterReady` (at once when the viewport is there, else as soon as it is).
import { lazy } from "react";

let loaded = false;
let loading: Promise<typeof import("@/components/ui/toaster")> | undefined;
const loadToaster = () =>
  (loading ??= import("@/components/ui/toaster").then((m) => {
    loaded = true;
    return m;
  }));

export function whenToasterReady(run: () => void): void {
  if (loaded) run();
  else void loadToaster().then(run);
}

export const LazyToaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
