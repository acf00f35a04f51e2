import type { ReactNode } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AppHeader } from "./app-header";
import { BottomNav } from "./bottom-nav";
import type { TabKey } from "./nav-tabs";

/**
 * Shared chrome of every signed-in screen: header, a phone-width column, the bottom navigation.
 * The tooltip provider lives here, not at the root, so signed-out pages never load it.
 */
export function AppShell({ children, pageKey }: { children: ReactNode; pageKey?: TabKey }) {
  return (
    <TooltipProvider>
      <div className="min-h-dvh bg-background">
        <AppHeader />
        <main className="mx-auto w-full max-w-[480px] px-4 pt-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))]">{children}</main>
        <BottomNav pageKey={pageKey} />
      </div>
    </TooltipProvider>
  );
}
