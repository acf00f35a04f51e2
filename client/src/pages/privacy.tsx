// Privacy (/profile/privacy): who sees my projects, whether others see what I
// paid, who gets my e-mail and phone. Reached from a control on Profile (the spec's "Privacy &
// Security" entry keeps its toast). Each change is saved at once (docs/decisions/077-privacy-settings.md).
import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { ChevronLeft, Home, Lock } from "lucide-react";
import { CONTACT_DETAILS_AUDIENCES, PROJECT_AUDIENCES } from "@common/privacy";
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
  const { t } = useTranslation("account");
  useDocumentTitle(t("privacy.title"));
  const ids = useId();
  const settings = usePrivacy();
  const update = useUpdatePrivacy(errorToast(() => t("privacy.saveFailed")));

  function change(patch: PrivacyPatch) {
    update.mutate(patch, {
      onSuccess: () => toast({ title: t("privacy.updated"), description: t("privacy.updatedDescription") }),
    });
  }

  const s = settings.data;
  return (
    <AppShell>
      <Link href={paths.profile} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary">
        <ChevronLeft aria-hidden className="size-4" /> {t("page.title")}
      </Link>
      <h1 className="text-2xl font-bold">{t("privacy.title")}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t("privacy.intro")}</p>
      {settings.isLoading ? (
        <Skeleton className="mt-4 h-96" aria-label={t("privacy.loading")} />
      ) : settings.isError || !s ? (
        <p className="mt-4 rounded-2xl bg-muted p-4 text-sm text-muted-foreground">{t("privacy.loadFailed")}</p>
      ) : (
        <>
          <Section title={t("privacy.projects.title")} id={`${ids}-projects`}>
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
                    {t(`privacy.projects.labels.${value}`)}
                    <span className="font-normal text-muted-foreground">{t(`privacy.projects.hints.${value}`)}</span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
            <p className="mt-2 text-caption text-muted-foreground">{t("privacy.projects.perProject")}</p>
          </Section>

          <Section title={t("privacy.amounts.title")} id={`${ids}-amounts`}>
            <div className="mt-3 flex min-h-12 items-center justify-between gap-3">
              <Label htmlFor={`${ids}-amounts-switch`} className="grid gap-0.5 text-sm font-medium">
                {t("privacy.amounts.label")}
                <span className="font-normal text-muted-foreground">
                  {s.amounts ? t("privacy.amounts.shown") : t("privacy.amounts.hidden")}
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

          <Section title={t("privacy.details.title")} id={`${ids}-details`}>
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
                    {t(`privacy.details.labels.${value}`)}
                    <span className="font-normal text-muted-foreground">{t(`privacy.details.hints.${value}`)}</span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </Section>

          <ul className="mt-4 grid gap-2 text-sm text-muted-foreground">
            <li className="flex items-start gap-2">
              <Home aria-hidden className="mt-0.5 size-4 shrink-0" /> {t("privacy.address")}
            </li>
            <li className="flex items-start gap-2">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" /> {t("privacy.addressBook")}
            </li>
          </ul>
        </>
      )}
    </AppShell>
  );
}
