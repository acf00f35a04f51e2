import { useTranslation } from "@/lib/use-translation";
import { Link } from "wouter";
import { useAuth } from "@/features/auth/api/auth";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { displayName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { HeaderBar } from "./header-bar";
import { OfflineBanner } from "./offline-banner";
import { UserAvatar } from "./user-avatar";

export function AppHeader() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <HeaderBar below={<OfflineBanner />}>
      <NotificationBell />
      {/* Named by hidden text, not aria-label: the initials shown are not part of that name,
          which axe's label-in-name rule refuses for an aria-label. */}
      <Link href={paths.profile} className="flex size-11 shrink-0 items-center justify-center rounded-full">
        <span className="sr-only">{t("header.profileOf", { name: displayName(user) })}</span>
        <span aria-hidden="true">
          <UserAvatar user={user} />
        </span>
      </Link>
    </HeaderBar>
  );
}
