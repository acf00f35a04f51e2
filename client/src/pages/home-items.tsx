// The home's items with their manuals and receipts (/home/items).
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { AppShell } from "@/components/layout/app-shell";
import { ItemsSection } from "@/features/home-items/items-section";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { paths } from "@/lib/paths";

export default function HomeItemsPage() {
  const { t } = useTranslation("home");
  useDocumentTitle(t("items.title"));
  return (
    <AppShell pageKey="/">
      <ItemsSection headingLevel={1} />
      <Link href={paths.whoToCall} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline">
        {t("whoToCall.title")}
      </Link>
    </AppShell>
  );
}
