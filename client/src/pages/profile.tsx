import {
  BadgeCheck,
  Bell,
  ChevronRight,
  CircleHelp,
  LogOut,
  Mail,
  Settings,
  Shield,
  UserPen,
  type LucideIcon,
} from "lucide-react";
import { APP_VERSION, PROFILE_STATS } from "@common/constants";
import { AppShell } from "@/components/layout/app-shell";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth/api/auth";
import { toast } from "@/hooks/use-toast";
import { displayName } from "@/lib/display-name";
import { paths } from "@/lib/paths";

// Spec §2/§9: the profile statistics are fixed.
const STATS = [
  { label: "Projects", value: PROFILE_STATS.projects },
  { label: "Providers", value: PROFILE_STATS.providers },
  { label: "Reviews", value: PROFILE_STATS.reviews },
];

const SECTIONS: { title: string; entries: { label: string; icon: LucideIcon }[] }[] = [
  {
    title: "Account",
    entries: [
      { label: "Edit Profile", icon: UserPen },
      { label: "Email Preferences", icon: Mail },
      { label: "Notifications", icon: Bell },
    ],
  },
  {
    title: "App",
    entries: [
      { label: "App Settings", icon: Settings },
      { label: "Privacy & Security", icon: Shield },
      { label: "Help & Support", icon: CircleHelp },
    ],
  },
];

export default function ProfilePage() {
  const { user } = useAuth();
  const name = displayName(user);
  return (
    <AppShell>
      <section className="flex flex-col items-center pt-2 pb-6 text-center">
        <UserAvatar user={user} className="size-20" fallbackClassName="text-2xl" />
        <h1 className="mt-3 text-xl font-bold text-foreground">{name}</h1>
        {user?.email ? <p className="text-sm text-muted-foreground">{user.email}</p> : null}
        <Badge variant="success" className="mt-2 gap-1">
          <BadgeCheck aria-hidden className="size-3.5" />
          Verified User
        </Badge>
      </section>
      <ul className="grid grid-cols-3 gap-3" aria-label="Statistics">
        {STATS.map((stat) => (
          <li key={stat.label} className="rounded-2xl border border-border bg-card p-3 text-center shadow-sm">
            <p className="text-2xl font-extrabold text-primary">{stat.value}</p>
            <p className="text-xs font-medium text-muted-foreground">{stat.label}</p>
          </li>
        ))}
      </ul>
      {SECTIONS.map((section) => (
        <Card key={section.title} className="mt-4">
          <CardHeader className="pb-2">
            <CardTitle>
              <h2 className="text-base font-semibold">{section.title}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="p-0 pb-2">
            <ul>
              {section.entries.map(({ label, icon: Icon }) => (
                <li key={label}>
                  <button
                    type="button"
                    onClick={() => toast({ title: "Coming Soon", description: `${label} settings will be available soon!` })}
                    className="flex min-h-12 w-full items-center gap-3 px-6 text-left text-sm font-medium text-foreground hover:bg-muted"
                  >
                    <Icon aria-hidden className="size-5 text-muted-foreground" />
                    <span className="flex-1">{label}</span>
                    <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
      <Button
        asChild
        variant="outline"
        size="lg"
        className="mt-6 w-full border-destructive/40 text-destructive hover:bg-destructive/10"
      >
        <a href={paths.logout}>
          <LogOut aria-hidden className="size-4" />
          Sign Out
        </a>
      </Button>
      <footer className="mt-8 text-center text-xs text-muted-foreground">
        <p>Vowch version {APP_VERSION}</p>
        <p className="mt-1">© 2024 Vowch. All rights reserved.</p>
      </footer>
    </AppShell>
  );
}
