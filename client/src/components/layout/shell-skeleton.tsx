// The first paint of a signed-in screen: the header, the bottom navigation and a skeleton of the
// page, painted before the user (GET /api/auth/user) and the screen's chunk have arrived. It holds
// nothing of the user: a neutral avatar, no name, no unread count. Part of the entry chunk, so it
// imports only what the landing page already carries and the few icons of the navigation.
import { useTranslation } from "@/lib/use-translation";
import { Bell, UserRound } from "lucide-react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { BottomNav } from "./bottom-nav";
import { HeaderBar } from "./header-bar";

const LINK = "flex size-11 shrink-0 items-center justify-center rounded-full";

/** An avatar that is nobody's: shown until the user is known. */
function NeutralAvatar() {
  return (
    <span
      data-testid="neutral-avatar"
      className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground"
    >
      <UserRound className="size-5" aria-hidden="true" />
    </span>
  );
}

export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-background">
      <HeaderBar>
        <Link href={paths.notifications} className={`${LINK} text-foreground hover:bg-muted`}>
          <Bell className="size-6" aria-hidden="true" />
          <span className="sr-only">{t("nav.notifications")}</span>
        </Link>
        <Link href={paths.profile} className={LINK}>
          <span className="sr-only">{t("nav.profile")}</span>
          <span aria-hidden="true">
            <NeutralAvatar />
          </span>
        </Link>
      </HeaderBar>
      <main aria-busy="true" className="mx-auto w-full max-w-[480px] px-4 pt-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))]">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        <div data-testid="page-skeleton" aria-hidden="true" className="grid gap-4">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      </main>
      <BottomNav />
    </div>
  );
}
