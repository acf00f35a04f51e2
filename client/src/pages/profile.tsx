import {
  BadgeCheck,
  BookUser,
  Bell,
  ChevronRight,
  CircleHelp,
  EyeOff,
  LogOut,
  Mail,
  Pencil,
  Settings,
  Shield,
  House,
  UserPen,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";

import { useState, type MouseEvent } from "react";
import { APP_VERSION, PROFILE_STATS } from "@common/constants";
import { AppShell } from "@/components/layout/app-shell";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AppearanceCard } from "@/features/account/appearance-card";
import { LanguageCard } from "@/features/account/language-card";
import { FormatsCard } from "@/features/account/formats-card";
import { PasskeysCard } from "@/features/account/passkeys-card";
import { HouseholdCard } from "@/features/household/household-card";
import { YourDataCard } from "@/features/account/your-data-card";
import { HandoverCard } from "@/features/handover/handover-card";
import { VerificationCard } from "@/features/verification/verification-card";
import { isUnreachablePhone, savedPhoneWarning } from "@/features/account/profile-fields";
import { useAuth } from "@/features/auth/api/auth";
import { toast } from "@/hooks/use-toast";
import { displayName } from "@/lib/display-name";
import { lazyDialog } from "@/lib/lazy-dialog";
import { paths } from "@/lib/paths";
import { usePhoneRegion } from "@/lib/phone-region";
import { clearPersonalCaches } from "@/lib/pwa/personal-caches";
import { forgetDevice } from "@/features/push/lib/push-device";
import { useDocumentTitle } from "@/hooks/use-document-title";

// The spec's screens and constants and limits: the profile statistics are fixed.
const STATS = [
  { key: "projects", value: PROFILE_STATS.projects },
  { key: "providers", value: PROFILE_STATS.providers },
  { key: "reviews", value: PROFILE_STATS.reviews },
] as const;

/** "Your network": the home, contacts, privacy and money screens. */
const NETWORK_LINKS = [
  { key: "home", href: paths.homeRecord, icon: House },
  { key: "contacts", href: paths.addressBook, icon: BookUser },
  { key: "privacy", href: paths.privacy, icon: EyeOff },
  { key: "money", href: paths.money, icon: Wallet },
] as const;

/** The spec's menu entries (each says "Coming Soon"), by their catalogue keys. */
const SECTIONS: { key: "account" | "app"; entries: { key: string; icon: LucideIcon }[] }[] = [
  {
    key: "account",
    entries: [
      { key: "editProfile", icon: UserPen },
      { key: "emailPreferences", icon: Mail },
      { key: "notifications", icon: Bell },
    ],
  },
  {
    key: "app",
    entries: [
      { key: "appSettings", icon: Settings },
      { key: "privacySecurity", icon: Shield },
      { key: "helpSupport", icon: CircleHelp },
    ],
  },
];

// Tapping the profile card edits the profile (the spec's "Edit Profile" entry keeps its toast).
const ProfileEditDialog = lazyDialog(() => import("@/features/account/profile-edit-dialog").then((m) => m.ProfileEditDialog));

/**
 * Sign Out (the spec's screens): the offline copies of this person's data and this device's push
 * subscription (the server's row and the browser's) go first, then /api/logout.
 */
function signOut(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  void Promise.all([clearPersonalCaches(), forgetDevice({ timeoutMs: 3000 })]).then(() => window.location.assign(paths.logout));
}

export default function ProfilePage() {
  const { t } = useTranslation("account");
  useDocumentTitle(t("page.title"));
  const { user } = useAuth();
  const region = usePhoneRegion();
  const name = displayName(user);
  const [editing, setEditing] = useState(false);
  return (
    <AppShell>
      {/* The whole card is one tap target (a button stretched over it): the heading stays a heading. */}
      <section className="relative flex flex-col items-center rounded-2xl pt-2 pb-6 text-center">
        <span className="relative">
          <UserAvatar user={user} className="size-20" fallbackClassName="text-2xl" />
          <span className="absolute -right-1 -bottom-1 flex size-7 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground">
            <Pencil aria-hidden className="size-3.5" />
          </span>
        </span>
        <h1 className="mt-3 text-xl font-bold text-foreground">{name}</h1>
        {user?.email ? <p className="text-sm text-muted-foreground">{user.email}</p> : null}
        {isUnreachablePhone(user?.phone, region) ? (
          <p className="mt-1 px-4 text-sm font-medium text-warning" data-slot="phone-warning">
            {savedPhoneWarning(user?.phone ?? "")}
          </p>
        ) : null}
        <Badge variant="success" className="mt-2 gap-1">
          <BadgeCheck aria-hidden className="size-3.5" />
          {t("page.verified")}
        </Badge>
        <button
          type="button"
          aria-label={t("page.editDetails")}
          onClick={() => setEditing(true)}
          className="absolute inset-0 rounded-2xl hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </section>
      {user ? <ProfileEditDialog open={editing} onOpenChange={setEditing} user={user} /> : null}
      <ul className="grid grid-cols-3 gap-3" aria-label={t("page.statistics")}>
        {STATS.map((stat) => (
          <li key={stat.key} className="rounded-2xl border border-border bg-card p-3 text-center shadow-sm">
            <p className="text-2xl font-extrabold text-primary">{stat.value}</p>
            <p className="text-xs font-medium text-muted-foreground">{t(`page.stats.${stat.key}`)}</p>
          </li>
        ))}
      </ul>
      <VerificationCard />
      <HouseholdCard />
      <Card className="mt-4">
        <CardHeader className="pb-2">
          <CardTitle>
            <h2 className="text-base font-semibold">{t("page.network")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="p-0 pb-2">
          {/* Privacy you control is its own control; the spec's "Privacy & Security" entry keeps its toast. */}
          {NETWORK_LINKS.map(({ key, href, icon: Icon }) => (
            <Link
              key={key}
              href={href}
              className="flex min-h-12 w-full items-center gap-3 px-6 text-left text-sm font-medium text-foreground hover:bg-muted"
            >
              <Icon aria-hidden className="size-5 text-muted-foreground" />
              <span className="flex-1">{t(`page.links.${key}`)}</span>
              <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
            </Link>
          ))}
        </CardContent>
      </Card>
      {SECTIONS.map((section) => (
        <Card key={section.key} className="mt-4">
          <CardHeader className="pb-2">
            <CardTitle>
              <h2 className="text-base font-semibold">{t(`page.sections.${section.key}`)}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="p-0 pb-2">
            <ul>
              {section.entries.map(({ key, icon: Icon }) => {
                const label = t(`page.entries.${key}` as "page.entries.editProfile");
                return (
                  <li key={key}>
                    <button
                      type="button"
                      onClick={() =>
                        toast({ title: t("page.comingSoon"), description: t("page.comingSoonDescription", { label }) })
                      }
                      className="flex min-h-12 w-full items-center gap-3 px-6 text-left text-sm font-medium text-foreground hover:bg-muted"
                    >
                      <Icon aria-hidden className="size-5 text-muted-foreground" />
                      <span className="flex-1">{label}</span>
                      <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ))}
      <AppearanceCard />
      <LanguageCard />
      <FormatsCard />
      <HandoverCard />
      <PasskeysCard />
      <YourDataCard />
      <Button
        asChild
        variant="outline"
        size="lg"
        className="mt-6 w-full border-destructive/40 text-destructive hover:bg-destructive/10"
      >
        <a href={paths.logout} onClick={signOut}>
          <LogOut aria-hidden className="size-4" />
          {t("page.signOut")}
        </a>
      </Button>
      <footer className="mt-8 text-center text-xs text-muted-foreground">
        <p>{t("page.version", { version: APP_VERSION })}</p>
        <p className="mt-1">{t("page.copyright")}</p>
      </footer>
    </AppShell>
  );
}
