import { AppShell } from "@/components/layout/app-shell";

export default function Page() {
  return (
    <AppShell pageKey="/contacts">
      <h1 className="text-2xl font-bold text-foreground">Friends</h1>
    </AppShell>
  );
}
