import { AppShell } from "@/components/layout/app-shell";

export default function Page() {
  return (
    <AppShell pageKey="/requests">
      <h1 className="text-2xl font-bold text-foreground">Requests</h1>
    </AppShell>
  );
}
