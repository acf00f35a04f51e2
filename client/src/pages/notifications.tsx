// The inbox, opened from the header's bell: what happened in your network, and
// which of it also reaches this account's devices (Web Push) and comes by e-mail.
import { useTranslation } from "@/lib/use-translation";
import { CheckCheck } from "lucide-react";
import { AppShell } from "@/components/layout/app-shell";
import { Button } from "@/components/ui/button";
import { useMarkRead, useUnreadCount } from "@/features/notifications/api/notifications";
import { EmailPreferences } from "@/features/notifications/email-preferences";
import { NotificationList } from "@/features/notifications/notification-list";
import { PushSettings } from "@/features/notifications/push-settings";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function NotificationsPage() {
  const { t } = useTranslation("notifications");
  useDocumentTitle(t("title"));
  const unread = useUnreadCount().data?.unread ?? 0;
  const markRead = useMarkRead();
  return (
    <AppShell>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({})}
        >
          <CheckCheck aria-hidden="true" />
          {t("markAllRead")}
        </Button>
      </div>
      <NotificationList />
      <PushSettings />
      <EmailPreferences />
    </AppShell>
  );
}
