// "Your history" on provider detail: every job with this provider on my projects
// (project, dates, amount, my rating), total spent, last hired, my own notes and my "Don't hire
// again" mark, each private until I switch on "Share with my household", and what the others of my
// household shared about this provider, which a member may change (docs/decisions/131-household-sharing.md).
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { useId } from "react";
import { Link } from "wouter";
import { formatDate, formatMoney } from "@common/format";
import type { ProviderJob } from "@common/schemas/provider-book";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { Switch } from "@/components/ui/switch";
import { LinkStatusBadge } from "@/components/shared/status-badges";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { errorToast } from "@/lib/query-client";
import { useCanChangeHome } from "@/features/household/api/household";
import { useProviderHistory, useUpdateProviderNotes } from "./api/provider-book";
import { HouseholdNote } from "./household-note";
import { NotesForm } from "./notes-form";

function JobRow({ job }: { job: ProviderJob }) {
  const { t } = useTranslation("providers");
  const dates = [
    t("book.job.added", { date: formatDate(job.addedAt) }),
    job.workStartDate ? t("book.job.workFrom", { date: formatDate(job.workStartDate) }) : null,
    job.status === "completed" ? t("book.job.finished", { date: formatDate(job.updatedAt) }) : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <li className="grid gap-1 border-b border-border py-3 first:pt-0 last:border-b-0 last:pb-0">
      <div className="flex items-start justify-between gap-2">
        <Link href={paths.project(job.projectId)} className="min-w-0 font-semibold wrap-anywhere text-primary hover:underline">
          {job.projectTitle}
        </Link>
        <LinkStatusBadge status={job.status} />
      </div>
      <p className="text-xs text-muted-foreground">{dates}</p>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{formatMoney(job.amount, job.currency) ?? t("book.job.noAmount")}</span>
        {job.myRating ? (
          <StarRating value={job.myRating} readOnly size="sm" label={t("book.job.yourRating")} />
        ) : (
          <span className="text-xs text-muted-foreground">{t("book.job.notRated")}</span>
        )}
      </div>
    </li>
  );
}

function ShareSwitch({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

export function YourHistoryCard({ providerId, providerName }: { providerId: string; providerName: string }) {
  const { t } = useTranslation("providers");
  const history = useProviderHistory(providerId);
  const update = useUpdateProviderNotes(
    providerId,
    errorToast(() => i18next.t("providers:book.saveFailed")),
  );
  const canChangeHome = useCanChangeHome();
  const markId = useId();
  const shareNotesId = useId();
  const shareMarkId = useId();

  function saveNotes(notes: string) {
    update.mutate({ notes }, { onSuccess: () => toast({ title: t("book.notesSaved"), description: providerName }) });
  }

  function setMark(doNotHire: boolean) {
    update.mutate(
      { doNotHire },
      {
        onSuccess: () =>
          toast({
            title: doNotHire ? t("book.marked") : t("book.markRemoved"),
            description: doNotHire ? t("book.onlyYouMark") : providerName,
          }),
      },
    );
  }

  function share(field: "notesShared" | "doNotHireShared", on: boolean) {
    update.mutate(
      { [field]: on },
      {
        onSuccess: () =>
          toast({
            title: on ? t("book.sharedTitle") : t("book.privateAgain"),
            description: field === "notesShared" ? t("book.yourNotes") : t("book.yourMark"),
          }),
      },
    );
  }

  const h = history.data;
  return (
    <Card role="region" aria-labelledby="your-history-title">
      <CardHeader>
        <CardTitle>
          <h2 id="your-history-title" className="text-lg font-bold">
            {t("book.title")}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {history.isLoading ? (
          <Skeleton className="h-24 w-full" />
        ) : history.isError || !h ? (
          <p className="text-sm text-destructive">{t("book.loadFailed")}</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{t("book.totalSpent")}</dt>
                <dd className="text-sm font-semibold">
                  {formatMoney(h.totalSpent, h.currency)}
                  {h.otherTotalsSpent.map((o) => (
                    <span key={o.currency} className="block">
                      {formatMoney(o.total, o.currency)}
                    </span>
                  ))}
                </dd>
              </div>
              <div className="rounded-xl bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{t("book.lastHired")}</dt>
                <dd className="text-sm font-semibold">{h.lastHiredAt ? formatDate(h.lastHiredAt) : t("book.never")}</dd>
              </div>
            </dl>
            {h.jobs.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("book.noJobs")}</p>
            ) : (
              <ul aria-label={t("book.jobsLabel")}>
                {h.jobs.map((job) => (
                  <JobRow key={job.linkId} job={job} />
                ))}
              </ul>
            )}
            <NotesForm
              saved={h.notes ?? ""}
              label={h.notesShared ? t("book.yourNotes") : t("book.privateNotes")}
              description={h.notesShared ? t("book.householdCanSee") : t("book.onlyYouNotes")}
              placeholder={t("book.notesPlaceholder")}
              pending={update.isPending}
              onSave={saveNotes}
            />
            <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-3">
              <div>
                <Label htmlFor={markId}>{t("doNotHire.badge")}</Label>
                <p className="text-xs text-muted-foreground">{t("book.markHint")}</p>
              </div>
              <Switch id={markId} checked={h.doNotHire} disabled={update.isPending} onCheckedChange={setMark} />
            </div>
            <ShareSwitch
              id={shareNotesId}
              label={t("book.shareNotes")}
              checked={h.notesShared}
              disabled={update.isPending}
              onChange={(on) => share("notesShared", on)}
            />
            <ShareSwitch
              id={shareMarkId}
              label={t("book.shareMark")}
              checked={h.doNotHireShared}
              disabled={update.isPending}
              onChange={(on) => share("doNotHireShared", on)}
            />
            {h.household.length > 0 ? (
              <section aria-labelledby={`${shareNotesId}-household`} className="grid gap-2">
                <h3 id={`${shareNotesId}-household`} className="text-sm font-semibold">
                  {t("book.fromHousehold")}
                </h3>
                <ul className="grid gap-2">
                  {h.household.map((entry) => (
                    <HouseholdNote key={entry.author.id} providerId={providerId} entry={entry} canEdit={canChangeHome} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
