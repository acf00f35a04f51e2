// The toast viewport: sonner, set to the spec's rules. "Transient notifications (toasts) have an
// optional title, description, action and close button, in a default or a destructive look. Only
// one toast is visible at a time", shown for 5000 ms unless a call says otherwise. They come in
// from the top, just below the header, where they never cover the fixed bottom navigation, the
// floating add button or the header's buttons; dialogs keep clear of that area (--toast-area,
// index.css). Loaded lazily (lib/toaster.ts), so signed-out pages do not carry it.
import { useTranslation } from "@/lib/use-translation";
import { useEffect, type CSSProperties, type ReactNode } from "react";
import { CircleAlert, X } from "lucide-react";
import { toast as sonner, Toaster as Sonner, type ExternalToast } from "sonner";
import { DELAYS } from "@common/delays";

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** A button in the toast: its label and what it does. */
  action?: { label: ReactNode; onClick: () => void };
  /** Milliseconds on screen; the default is the spec's 5000. */
  duration?: number;
}

// Toasts asked for before the list is mounted (sonner hears only a mounted list) wait here, as does
// code that must know its toast is on screen (a redirect 500 ms after the toast).
let mounted = false;
const pending: ToastInput[] = [];
const waiting: (() => void)[] = [];

/** Runs `run` once the toast list is mounted: at once if it is. */
export function whenMounted(run: () => void): void {
  if (mounted) run();
  else waiting.push(run);
}

/** Spec: one toast visible at a time; a new toast replaces the current one. */
export function showToast({ title, description, variant, action, duration }: ToastInput): void {
  if (!mounted) {
    pending.push({ title, description, variant, action, duration });
    return;
  }
  sonner.dismiss();
  const options: ExternalToast = { description, action, duration };
  if (variant === "destructive") sonner.error(title, options);
  else sonner(title, options);
}

const edge = "max(0.75rem, env(safe-area-inset-left))";
const offset = { top: "calc(var(--header-height) + 0.75rem)", left: edge, right: edge };

export function Toaster() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    mounted = true;
    for (const toast of pending.splice(0)) showToast(toast);
    for (const run of waiting.splice(0)) run();
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={DELAYS.toastMs}
      closeButton
      // The language's direction, given: without it the list asks the browser for the page's
      // computed direction on every render, a style recalculation in the middle of the first one.
      dir={i18n.dir()}
      offset={offset}
      mobileOffset={offset}
      // The phone column's width (480 px less the edges) on wider screens.
      style={{ "--width": "min(456px, calc(100vw - 1.5rem))" } as CSSProperties}
      icons={{
        error: <CircleAlert className="size-5" aria-hidden="true" />,
        close: <X className="size-4" aria-hidden="true" />,
      }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: t("actions.close"),
        classNames: {
          toast:
            "group flex w-(--width) items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg border-border bg-card text-card-foreground",
          error: "destructive border-destructive bg-destructive text-destructive-foreground",
          icon: "mt-0.5 shrink-0",
          content: "grid min-w-0 flex-1 gap-0.5",
          title: "text-sm leading-5 font-bold",
          description: "text-sm leading-5 wrap-anywhere opacity-90",
          actionButton:
            "inline-flex h-9 shrink-0 items-center rounded-lg border border-current/30 px-3 text-sm font-medium hover:bg-foreground/5 focus-visible:ring-2 focus-visible:ring-ring outline-none",
          closeButton: [
            "absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground",
            "transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
            "group-[.destructive]:text-destructive-foreground/80 group-[.destructive]:hover:bg-destructive-foreground/10",
            "group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:ring-destructive-foreground",
          ].join(" "),
        },
      }}
    />
  );
}
