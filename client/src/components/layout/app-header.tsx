import { Link } from "wouter";
import { Wordmark } from "@/components/brand/logo";
import { useAuth } from "@/features/auth/api/auth";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { displayName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { OfflineBanner } from "./offline-banner";
import { UserAvatar } from "./user-avatar";

export function AppHeader() {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 pt-safe backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-[480px] items-center justify-between gap-3 px-4">
        {/* Named by what it shows (the wordmark and the tagline), as axe's label-in-name rule asks. */}
        <Link href={paths.home} className="flex min-w-0 flex-col items-start">
          <Wordmark className="h-7" />
          <span className="truncate text-xs text-muted-foreground">Who your friends recommend</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1">
          <NotificationBell />
          {/* Named by hidden text, not aria-label: the initials shown are not part of that name,
              which axe's label-in-name rule refuses for an aria-label. */}
          <Link href={paths.profile} className="flex size-11 shrink-0 items-center justify-center rounded-full">
            <span className="sr-only">Profile of {displayName(user)}</span>
            <span aria-hidden="true">
              <UserAvatar user={user} />
            </span>
          </Link>
        </div>
      </div>
      <OfflineBanner />
    </header>
  );
}
