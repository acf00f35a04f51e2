// "Home" (/home): the home's own screen — its upkeep tasks with their log, and the home's records
// after them. Reached from Profile and from Home's "Coming up". Titled "Your home" so the tab
// does not read like the main Home.
import { AppShell } from "@/components/layout/app-shell";
import { TasksSection } from "@/features/home-tasks/tasks-section";
import { useDocumentTitle } from "@/hooks/use-document-title";

export default function HomeRecordPage() {
  useDocumentTitle("Your home");
  return (
    <AppShell>
      <h1 className="mb-4 text-2xl font-bold">Home</h1>
      <TasksSection />
    </AppShell>
  );
}
