// "Who to call" (/home/who-to-call): the household's go-to providers and notes, readable offline.
import { useTranslation } from "@/lib/use-translation";
import { AppShell } from "@/components/layout/app-shell";
import { WhoToCall } from "@/features/home-items/who-to-call";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function WhoToCallPage() {
  const { t } = useTranslation("home");
  useDocumentTitle(t("whoToCall.title"));
  return (
    <AppShell pageKey="/">
      <h1 className="mb-4 text-xl font-bold">{t("whoToCall.title")}</h1>
      <WhoToCall />
    </AppShell>
  );
}
