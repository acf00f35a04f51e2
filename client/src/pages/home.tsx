import { AppShell } from "@/components/layout/app-shell";
import { useAuth } from "@/features/auth/use-auth";

export default function HomePage() {
  const { user } = useAuth();
  return (
    <AppShell pageKey="/">
      <h1 className="text-2xl font-bold text-foreground">Hi {user?.firstName ?? "there"}</h1>
    </AppShell>
  );
}
