// "E-mail me about": one switch per event (the inbox always records them all), and the weekly
// digest's own (off until turned on).
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import { NOTIFICATION_TYPES, type NotificationType } from "@common/notification-types";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { errorToast } from "@/lib/query-client";
import { useNotificationPreferences, useUpdatePreferences } from "./api/notifications";

export function EmailPreferences() {
  const { t } = useTranslation("notifications");
  const prefs = useNotificationPreferences();
  const update = useUpdatePreferences(errorToast(() => i18next.t("notifications:settingFailed")));

  function change(type: NotificationType, email: boolean) {
    update.mutate({ email: { [type]: email } });
  }

  return (
    <section aria-labelledby="email-prefs-heading" className="mt-8 rounded-2xl border border-border bg-card p-4">
      <h2 id="email-prefs-heading" className="font-bold">
        {t("email.title")}
      </h2>
      {prefs.isLoading ? (
        <Skeleton className="mt-3 h-40" />
      ) : prefs.data && !prefs.data.emailAvailable ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("email.unavailable")}</p>
      ) : prefs.data ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{t("email.intro")}</p>
          <ul className="mt-3 divide-y divide-border">
            {NOTIFICATION_TYPES.map((type) => (
              <li key={type} className="flex min-h-12 items-center justify-between gap-3 py-2">
                <Label htmlFor={`email-${type}`} className="text-sm font-normal">
                  {t(`types.${type}`)}
                </Label>
                <Switch
                  id={`email-${type}`}
                  checked={prefs.data.email[type]}
                  disabled={update.isPending}
                  onCheckedChange={(checked) => change(type, checked)}
                />
              </li>
            ))}
            <li className="flex min-h-12 items-center justify-between gap-3 py-2">
              <div>
                <Label htmlFor="email-weekly-digest" className="text-sm font-normal">
                  {t("email.weeklyDigest.label")}
                </Label>
                <p id="email-weekly-digest-hint" className="text-xs text-muted-foreground">
                  {t("email.weeklyDigest.hint")}
                </p>
              </div>
              <Switch
                id="email-weekly-digest"
                aria-describedby="email-weekly-digest-hint"
                checked={prefs.data.weeklyDigest}
                disabled={update.isPending}
                onCheckedChange={(checked) => update.mutate({ weeklyDigest: checked })}
              />
            </li>
          </ul>
        </>
      ) : null}
    </section>
  );
}
