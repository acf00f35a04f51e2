// Privacy (/profile/privacy): who sees my projects, whether others see what I
// paid, who gets my e-mail and phone. Reached from a control on Profile (the spec's "Privacy &
// Security" entry keeps its toast). Each change is saved at once (docs/decisions/077-privacy-settings.md).
import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { ChevronLeft, Home, Lock } from "lucide-react";
import { CONTACT_DETAILS_AUDIENCES, CONTACT_DETAILS_LABELS, PROJECT_AUDIENCES, PROJECT_AUDIENCE_LABELS } from "@common/privacy";
import type { PrivacyPatch } from "@common/schemas/privacy";
import { AppShell } from "@/components/layout/app-shell";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { usePrivacy, useUpdatePrivacy } from "@/features/privacy/api/privacy";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { errorToast } from "@/lib/query-client";
import { useDocumentTitle } from "@/hooks/use-document-title";

const PROJECT_HINTS = {
  everyone: "Friend pages, Home activity and provider pages show your projects and hires.",
  contacts: "Only people in your own address book see them. Being in someone else's book gives them nothing.",
  nobody: "Your projects show to no one; your friend page says \u201cNo Projects Yet\u201d.",
} as const;
const DETAILS_HINTS = {
  everyone: "Friends can write to you from your page and the people search shows your e-mail.",
  contacts: "Others can still find you by your whole e-mail or phone number, never by part of it.",
} as const;

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-4 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <h2 id={id} className="font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PrivacyPage() {
  useDocumentTitle("Privacy");
  const ids = useId();
  const settings = usePrivacy();
  const update = useUpdatePrivacy(errorToast("Your setting was not saved. Please try again."));

  function change(patch: PrivacyPatch) {
    update.mutate(patch, {
      onSuccess: () => toast({ title: "Privacy updated", description: "Your choice is saved." }),
    });
  }

  const s = settings.data;
  return (
    <AppShell>
      <Link href={paths.profile} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary">
        <ChevronLeft aria-hidden className="size-4" /> Profile
      </Link>
      <h1 className="text-2xl font-bold">Privacy</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Choose what other people on Vowch see. Your collaborators always see the projects you share with them.
      </p>
      {settings.isLoading ? (
        <Skeleton className="mt-4 h-96" aria-label="Loading privacy settings" />
      ) : settings.isError || !s ? (
        <p className="mt-4 rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
          Your settings could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <Section title="Who sees my projects" id={`${ids}-projects`}>
            <RadioGroup
              aria-labelledby={`${ids}-projects`}
              className="mt-3"
              value={s.projects}
              disabled={update.isPending}
              onValueChange={(v) => change({ projects: v as (typeof PROJECT_AUDIENCES)[number] })}
            >
              {PROJECT_AUDIENCES.map((value) => (
                <div key={value} className="flex items-start gap-3 py-1">
                  <RadioGroupItem id={`${ids}-projects-${value}`} value={value} className="mt-0.5" />
                  <Label htmlFor={`${ids}-projects-${value}`} className="grid gap-0.5 text-sm font-medium">
                    {PROJECT_AUDIENCE_LABELS[value]}
                    <span className="font-normal text-muted-foreground">{PROJECT_HINTS[value]}</span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
            <p className="mt-2 text-caption text-muted-foreground">Each project can choose otherwise on its own form.</p>
          </Section>

          <Section title="What I paid" id={`${ids}-amounts`}>
            <div className="mt-3 flex min-h-12 items-center justify-between gap-3">
              <Label htmlFor={`${ids}-amounts-switch`} className="grid gap-0.5 text-sm font-medium">
                Show my amounts to others
                <span className="font-normal text-muted-foreground">
                  {s.amounts
                    ? "Budgets, quotes and final amounts show where your projects do."
                    : "Others see \u201cHired\u201d without a number; budgets and quotes stay yours."}
                </span>
              </Label>
              <Switch
                id={`${ids}-amounts-switch`}
                checked={s.amounts}
                disabled={update.isPending}
                onCheckedChange={(amounts) => change({ amounts })}
              />
            </div>
          </Section>

          <Section title="Who gets my e-mail and phone" id={`${ids}-details`}>
            <RadioGroup
              aria-labelledby={`${ids}-details`}
              className="mt-3"
              value={s.contactDetails}
              disabled={update.isPending}
              onValueChange={(v) => change({ contactDetails: v as (typeof CONTACT_DETAILS_AUDIENCES)[number] })}
            >
              {CONTACT_DETAILS_AUDIENCES.map((value) => (
                <div key={value} className="flex items-start gap-3 py-1">
                  <RadioGroupItem id={`${ids}-details-${value}`} value={value} className="mt-0.5" />
                  <Label htmlFor={`${ids}-details-${value}`} className="grid gap-0.5 text-sm font-medium">
                    {CONTACT_DETAILS_LABELS[value]}
                    <span className="font-normal text-muted-foreground">{DETAILS_HINTS[value]}</span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </Section>

          <ul className="mt-4 grid gap-2 text-sm text-muted-foreground">
            <li className="flex items-start gap-2">
              <Home aria-hidden className="mt-0.5 size-4 shrink-0" /> Your home address is never shown to anyone but you.
            </li>
            <li className="flex items-start gap-2">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" /> Your address book is yours alone; nobody is told you added
              them.
            </li>
          </ul>
        </>
      )}
    </AppShell>
  );
}
