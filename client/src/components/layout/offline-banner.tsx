// "You're offline" under the header of every signed-in screen.
import { useTranslation } from "@/lib/use-translation";
import { CloudOff } from "lucide-react";
import { useOffline } from "@/lib/online";

export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div role="status" className="border-t border-notice-border bg-notice text-notice-foreground">
      <p className="mx-auto flex max-w-[480px] items-center gap-2 px-4 py-2 text-sm">
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t("offline.bannerTitle")}</strong> {t("offline.bannerText")}
        </span>
      </p>
    </div>
  );
}
