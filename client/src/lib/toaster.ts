// The toast viewport (Radix) loads after the first paint, so signed-out pages stay small. Code
// that must be sure a toast is on screen before it navigates away awaits `toasterReady()`.
import { lazy } from "react";

let loading: Promise<typeof import("@/components/ui/toaster")> | undefined;
const loadToaster = () => (loading ??= import("@/components/ui/toaster"));

export const toasterReady = async (): Promise<void> => {
  await loadToaster();
};

export const LazyToaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
