import { AppShell } from "@/components/layout/app-shell";

export default function Page() {
  return (
    <AppShell pageKey="/projects">
      <h1 className="text-2xl font-bold text-foreground">Projects</h1>
    </AppShell>
  );
}
