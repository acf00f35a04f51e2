// The app's own offline page: shown on any screen while nobody can say who is signed in, because
// the network gave no answer and this device keeps no copy (after a sign-out, a remote sign-out or
// the account's deletion nothing is kept). Never the browser's error page, never someone's old
// data. It tries again by itself once the browser is back online.
import { useTranslation } from "@/lib/use-translation";
import { useEffect, useState } from "react";
import { CloudOff } from "lucide-react";
import { PendingButton } from "@/components/form/pending-button";
import { AuthPageFrame } from "@/features/auth/auth-page-frame";
import { useOffline } from "@/lib/online";
import { useDocumentTitle } from "@/hooks/use-document-title";

const MAX_PAUSE_MS = 30_000;

export default function OfflinePage({ retry, checking }: { retry: () => void; checking: boolean }) {
  const { t } = useTranslation();
  const offline = useOffline();
  useDocumentTitle(offline ? t("offlinePage.documentTitle") : t("offlinePage.unreachableTitle"));

  // Back online, it asks at once. While the browser says online and still no answer comes (the
  // connection is not usable yet, or the server is out of reach), it asks again after a pause that
  // doubles each time, up to half a minute.
  const [tries, setTries] = useState(0);
  useEffect(() => {
    const backOnline = () => {
      setTries(0);
      retry();
    };
    window.addEventListener("online", backOnline);
    return () => window.removeEventListener("online", backOnline);
  }, [retry]);
  useEffect(() => {
    if (offline || checking) return;
    const timer = window.setTimeout(
      () => {
        setTries((n) => n + 1);
        retry();
      },
      Math.min(1000 * 2 ** tries, MAX_PAUSE_MS),
    );
    return () => window.clearTimeout(timer);
  }, [offline, checking, tries, retry]);

  return (
    <AuthPageFrame title={offline ? t("offline.title") : t("offlinePage.unreachableTitle")}>
      <div className="mt-6 rounded-2xl border border-border bg-card p-5">
        <CloudOff className="mb-3 size-8 text-primary" aria-hidden="true" />
        <p className="text-sm text-foreground">{offline ? t("offlinePage.needsConnection") : t("offlinePage.notAnswering")}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t("offlinePage.lastSeen")}</p>
      </div>
      <PendingButton
        type="button"
        size="lg"
        className="mt-6 w-full"
        pending={checking}
        pendingText={t("offlinePage.tryingAgain")}
        onClick={retry}
      >
        {t("offlinePage.tryAgain")}
      </PendingButton>
    </AuthPageFrame>
  );
}
