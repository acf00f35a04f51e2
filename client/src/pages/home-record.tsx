// "Home" (/home): the home's own screen — "Who to call", its upkeep tasks with their log, and the
// home's items with their documents after them. Reached from Profile and from Home's "Coming up". Titled "Your home" so the tab
// does not read like the main Home.
import { AppShell } from "@/components/layout/app-shell";
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { ItemsSection } from "@/features/home-items/items-section";
import { TasksSection } from "@/features/home-tasks/tasks-section";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function HomeRecordPage() {
  const { t } = useTranslation("home");
  useDocumentTitle(t("record.documentTitle"));
  return (
    <AppShell>
      <h1 className="mb-4 text-2xl font-bold">{t("record.title")}</h1>
      <Link href={paths.whoToCall} className="mb-4 inline-flex min-h-11 items-center font-semibold text-primary underline">
        {t("whoToCall.title")}
      </Link>
      <TasksSection />
      <ItemsSection />
    </AppShell>
  );
}
