import { AppShell } from "@/components/layout/app-shell";

export default function Page() {
  return (
    <AppShell pageKey="/providers">
      <h1 className="text-2xl font-bold text-foreground">Providers</h1>
    </AppShell>
  );
}
