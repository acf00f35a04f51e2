// The header's bell: a link to the inbox with the unread count, refreshed by a light poll.
import { useTranslation } from "@/lib/use-translation";
import { Bell } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { useUnreadCount } from "./api/notifications";

export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const shown = unread >= 100 ? "99+" : String(unread);
  return (
    <Link
      href={paths.notifications}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-full text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <Bell className="size-6" aria-hidden="true" />
      <span className="sr-only">{unread > 0 ? t("bell.unread", { shown }) : t("title")}</span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-bold text-destructive-foreground"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
