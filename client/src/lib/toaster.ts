// The toast viewport (sonner, components/ui/toaster.tsx) loads after the first paint, so
// signed-out pages stay small. `toast` asks for a toast at once when the viewport is there, else as
// soon as it is; code that must be sure a toast is on screen before it navigates away runs through
// `whenToasterReady`, which waits for the mounted list (the first screen may still be rendering).
import { lazy } from "react";
import type { ToastInput } from "@/components/ui/toaster";

type ToasterModule = typeof import("@/components/ui/toaster");

let loaded: ToasterModule | undefined;
let loading: Promise<ToasterModule> | undefined;
const loadToaster = () =>
  (loading ??= import("@/components/ui/toaster").then((m) => {
    loaded = m;
    return m;
  }));

function withToaster(run: (toaster: ToasterModule) => void): void {
  if (loaded) run(loaded);
  else void loadToaster().then(run);
}

export function whenToasterReady(run: () => void): void {
  withToaster((toaster) => toaster.whenMounted(run));
}

/** The app's one toast call: a title, a description, a look, an action and a duration, all optional. */
export function toast(input: ToastInput): void {
  withToaster((toaster) => toaster.showToast(input));
}

export const LazyToaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
