// Providers card (the spec's screens and states): each link with its status, details, next-step button and edit.
import { useState } from "react";
import { Calendar, Pencil, Plus, Scale, Undo2 } from "lucide-react";
import { Link } from "wouter";
import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import type { ProjectType } from "@common/constants";
import { shownAppointment } from "@common/appointment";
import { formatDate, formatMoney, formatTime } from "@common/format";
import type { ProjectProviderWithProvider } from "@common/schemas/project-providers";
import { quoteGroups } from "@common/quote-groups";
import { nextStep } from "@common/status-flow";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { toast } from "@/hooks/use-toast";
import { paths } from "@/lib/paths";
import { AddToCalendar } from "@/components/shared/add-to-calendar";
import { calendarUrls } from "@/features/recurring/api/recurring";
import { lazyDialog } from "@/lib/lazy-dialog";
import { errorToast } from "@/lib/query-client";
import { useProjectProviders, useRemovePhoto, useUpdateLink } from "./api/project-providers";
import type { LinkDialogConfig } from "./link-update-dialog";
import { OwnerOnlyNotice } from "./owner-only-notice";
import { PhotoGallery } from "./photo-gallery";
import { ProviderAvatar } from "@/components/shared/provider-avatar";
import { LinkStatusBadge } from "@/components/shared/status-badges";
import { EarlierQuotes, QuotePdfLink } from "@/components/shared/quote-pdf-link";
import { useAuth } from "@/features/auth/api/auth";
import { mayUndoReject, useRejectUndo } from "./reject-undo";
import { categoryLabel } from "@/lib/category-label";
import { stepLabel } from "./lib/step-label";
import { LoadError } from "@/components/ui/load-error";

// The one-time privacy question after the owner's first completed job, loaded on first open.
const PrivacyQuestionSheet = lazyDialog(() => import("./privacy-question-sheet").then((m) => m.PrivacyQuestionSheet));

// Add Provider and the steps' dialog hold forms: loaded on first open, so the project's screen
// renders without the form libraries. The steps' dialog is open while it has a link and a step.
const AddProviderDialog = lazyDialog(() => import("./add-provider-dialog").then((m) => m.AddProviderDialog));
const LinkUpdateDialog = lazyDialog(
  () => import("./link-update-dialog").then((m) => m.LinkUpdateDialog),
  ({ link, config }) => link !== null && config !== null,
);

// The quote comparison, loaded on first open.
const CompareQuotesDialog = lazyDialog(() => import("./compare-quotes-dialog").then((m) => m.CompareQuotesDialog));

/** The toast of each step that needs no input: it says what happened. */
const UPDATE_FAILED = errorToast(() => i18next.t("projects:providers.updateFailed"));

const MOVE_TOASTS = {
  contacted: "moves.contacted",
  accepted: "moves.accepted",
  active: "moves.active",
  rejected: "moves.rejected",
} as const;
type Move = keyof typeof MOVE_TOASTS;

/**
 * One review per job, the hirer's: the next step completes a one-time job (its final amount and
 * rating) or updates its review, which only the project's owner may do.
 */
export function ownerOnlyStep(link: ProjectProviderWithProvider, projectType: ProjectType): boolean {
  return link.status === "completed" || nextStep(link.status, projectType, !!link.quoteAmount).required === "completion";
}

/**
 * The dialog a next-step button opens, or null when the step needs no input. A service update
 * asks for a rating and review only from the project's owner (`isOwner`).
 */
export function stepDialog(link: ProjectProviderWithProvider, projectType: ProjectType, isOwner = true): LinkDialogConfig | null {
  const step = nextStep(link.status, projectType, !!link.quoteAmount);
  const label = stepLabel(step.label);
  const t = i18next.getFixedT(null, "projects");
  switch (step.required) {
    case "estimate":
      return {
        kind: "estimate",
        title: label,
        submitLabel: label,
        target: "estimate_scheduled",
        done: t("done.estimateScheduled"),
      };
    case "quote":
      return { kind: "quote", title: label, submitLabel: t("steps.saveQuote"), target: "quoted", done: t("done.quoteSaved") };
    case "workStart":
      return { kind: "workStart", title: label, submitLabel: label, target: "in_progress", done: t("done.workScheduled") };
    case "completion":
      return { kind: "completion", title: label, submitLabel: label, target: "completed", done: t("done.jobCompleted") };
    default:
      break;
  }
  if (link.status === "completed")
    return {
      kind: "completion",
      title: t("steps.updateReview"),
      submitLabel: t("steps.updateReview"),
      target: "completed",
      done: t("done.reviewUpdated"),
    };
  if (link.status === "active")
    return {
      kind: "service",
      title: t("steps.updateService"),
      submitLabel: t("steps.updateService"),
      target: "active",
      done: t("done.serviceUpdated"),
      rates: isOwner,
    };
  if (step.target === null) return { kind: "quote", title: label, submitLabel: t("steps.saveQuote"), done: t("done.quoteSaved") };
  return null;
}

export function editDialog(link: ProjectProviderWithProvider): LinkDialogConfig {
  const t = i18next.getFixedT(null, "projects");
  return link.status === "estimate_scheduled"
    ? {
        kind: "estimate",
        title: t("steps.editAppointment"),
        submitLabel: t("steps.saveAppointment"),
        done: t("done.estimateScheduled"),
      }
    : { kind: "quote", title: t("steps.editQuote"), submitLabel: t("steps.saveQuote"), done: t("done.quoteSaved") };
}

function LinkRow({
  link,
  projectType,
  isOwner,
  readOnly,
  ownerFirstName,
  onOpen,
  onOwnerOnly,
  onCompleted,
}: {
  link: ProjectProviderWithProvider;
  projectType: ProjectType;
  isOwner: boolean;
  /** A household viewer: the link as it stands, no step, edit, reject or photo controls. */
  readOnly: boolean;
  ownerFirstName: string | null;
  onOpen: (link: ProjectProviderWithProvider, config: LinkDialogConfig) => void;
  /** A collaborator tapped a step that is the owner's (ownerOnlyStep). */
  onOwnerOnly: () => void;
  /** The job was just completed (a recurring job marked active). */
  onCompleted: () => void;
}) {
  const { t } = useTranslation("projects");
  const update = useUpdateLink(UPDATE_FAILED);
  const removePhoto = useRemovePhoto(UPDATE_FAILED);
  const step = nextStep(link.status, projectType, !!link.quoteAmount);
  const dialog = stepDialog(link, projectType, isOwner);
  const finished = link.status === "completed" || link.status === "active";
  const [confirmReject, setConfirmReject] = useState(false);
  const { user } = useAuth();
  const undo = useRejectUndo();

  function move(status: Move) {
    update.mutate(
      { linkId: link.id, fields: { status } },
      {
        onSuccess: () => {
          toast({
            title: t(MOVE_TOASTS[status]),
            description: link.provider.name,
            // A rejection can be taken back while its toast shows (and later on the card).
            action: status === "rejected" ? { label: t("providers.undo"), onClick: () => undo.run([link.id]) } : undefined,
          });
          if (status === "active" && link.status !== "active") onCompleted();
        },
      },
    );
  }

  function onNext() {
    if (!isOwner && ownerOnlyStep(link, projectType)) onOwnerOnly();
    else if (dialog) onOpen(link, dialog);
    else if (step.target) move(step.target as Move);
  }

  const estimate = estimateText(link, user?.timeZone ?? null);

  return (
    <li
      className="grid min-w-0 gap-3 border-b border-border py-4 first:pt-0 last:border-b-0 last:pb-0"
      aria-label={link.provider.name}
    >
      <div className="flex items-start gap-3">
        {/* The name beside it is the same link for keyboards and screen readers. */}
        <Link href={paths.provider(link.provider.id)} aria-hidden="true" tabIndex={-1} className="rounded-full">
          <ProviderAvatar id={link.provider.id} name={link.provider.name} className="size-11 text-sm" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link href={paths.provider(link.provider.id)} className="line-clamp-2 font-semibold text-foreground hover:underline">
            {link.provider.name}
          </Link>
          <p className="text-xs text-muted-foreground">{categoryLabel(link.provider.category)}</p>
        </div>
        <LinkStatusBadge status={link.status} />
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {estimate ? (
          <>
            <dt className="text-muted-foreground">{t("providers.estimate")}</dt>
            <dd className="flex items-center gap-1">
              <Calendar className="size-3.5" aria-hidden="true" /> {estimate}
            </dd>
            {link.status === "estimate_scheduled" ? (
              <dd className="col-start-2">
                <AddToCalendar
                  href={calendarUrls.estimate(link.id)}
                  label={t("providers.addEstimateToCalendar", { name: link.provider.name })}
                />
              </dd>
            ) : null}
          </>
        ) : null}
        {link.quoteAmount ? (
          <>
            <dt className="text-muted-foreground">{t("providers.quote")}</dt>
            <dd className="font-semibold">{formatMoney(link.quoteAmount, link.currency)}</dd>
          </>
        ) : null}
        {link.workStartDate ? (
          <>
            <dt className="text-muted-foreground">{t("providers.workStarts")}</dt>
            <dd>{formatDate(link.workStartDate)}</dd>
          </>
        ) : null}
        {link.finalAmount ? (
          <>
            <dt className="text-muted-foreground">{t("providers.final")}</dt>
            <dd className="font-semibold">{formatMoney(link.finalAmount, link.currency)}</dd>
          </>
        ) : null}
        {link.notes ? (
          <>
            <dt className="text-muted-foreground">{t("providers.notes")}</dt>
            <dd className="wrap-anywhere whitespace-pre-line">{link.notes}</dd>
          </>
        ) : null}
      </dl>

      {link.quotePdfUrl ? <QuotePdfLink url={link.quotePdfUrl} name={link.quotePdfName} /> : null}
      {/* An answer cached offline by an older version has no earlier quotes. */}
      <EarlierQuotes quotes={link.earlierQuotes ?? []} viewerId={user?.id} />

      {finished && link.rating ? (
        <div className="grid gap-1">
          <StarRating
            value={link.rating}
            readOnly
            size="sm"
            // The job's one rating is the owner's.
            label={
              isOwner
                ? t("providers.yourRating")
                : ownerFirstName?.trim()
                  ? t("providers.ownersRating", { name: ownerFirstName.trim() })
                  : t("providers.ownerRating")
            }
          />
          {link.review ? <p className="text-sm wrap-anywhere whitespace-pre-line text-foreground">“{link.review}”</p> : null}
        </div>
      ) : null}

      <PhotoGallery
        photos={link.completionPhotos}
        // The owner may remove any photo, anyone else only the ones they added (an answer cached
        // offline by an older version names no uploader: only the owner is offered Remove).
        removable={(url) => !readOnly && (isOwner || (!!user && uploaderOf(link, url) === user.id))}
        removing={removePhoto.isPending}
        onRemove={(url) => removePhoto.mutate({ linkId: link.id, fileId: url.split("/").pop()! })}
      />

      {readOnly ? null : link.status !== "rejected" ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={onNext} disabled={update.isPending} className="flex-1">
            {stepLabel(step.label)}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={editDialog(link).title}
            onClick={() => onOpen(link, editDialog(link))}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          {!finished ? (
            <Button
              variant="ghost"
              className="text-destructive"
              disabled={update.isPending}
              onClick={() => setConfirmReject(true)}
            >
              {t("providers.reject")}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">{t("providers.rejectedNote")}</p>
          {mayUndoReject(link, isOwner) ? (
            <Button
              variant="outline"
              className="h-11"
              aria-label={t("providers.undoRejectLabel", { name: link.provider.name })}
              disabled={undo.pending}
              onClick={() => undo.run([link.id])}
            >
              <Undo2 aria-hidden="true" /> {t("providers.undoReject")}
            </Button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirmReject}
        onOpenChange={setConfirmReject}
        title={t("providers.rejectTitle", { name: link.provider.name })}
        description={t("providers.rejectText")}
        action={t("providers.reject")}
        onConfirm={() => {
          setConfirmReject(false);
          move("rejected");
        }}
      />
    </li>
  );
}

/**
 * "Dec 1, 2026 at 9:30 AM": the appointment's day and time in the zone it was scheduled in, with
 * that zone's short name ("9:30 AM PST") when the viewer's profile zone is another.
 */
function estimateText(link: ProjectProviderWithProvider, viewerZone: string | null): string | null {
  if (!link.estimateScheduledDate) return null;
  const shown = shownAppointment(link.estimateScheduledDate, link.estimateTimeZone ?? "UTC", viewerZone);
  if (!link.estimateScheduledTime) return formatDate(shown.date);
  const time = `${formatTime(shown.time)}${shown.zoneName ? ` ${shown.zoneName}` : ""}`;
  return i18next.t("projects:providers.estimateAt", { date: formatDate(shown.date), time });
}

/** Who added a completion photo (its user id), if known. */
function uploaderOf(link: ProjectProviderWithProvider, url: string): string | null {
  const i = link.completionPhotos.indexOf(url);
  return link.completionPhotoUploaders?.[i] ?? null;
}

export function ProvidersCard({
  projectId,
  projectType,
  projectCategory,
  isOwner = false,
  readOnly = false,
  ownerFirstName = null,
}: {
  projectId: string;
  projectType: ProjectType;
  projectCategory: string | null;
  /**
   * The viewer owns the project: only the owner brings back a finished job that was rejected,
   * completes a one-time job and rates it.
   */
  isOwner?: boolean;
  /** A household viewer reads the providers only (no Add Provider, no steps). */
  readOnly?: boolean;
  /** The owner's first name, for a collaborator's notice ("Only Alex can complete and rate this job"). */
  ownerFirstName?: string | null;
}) {
  const { t } = useTranslation("projects");
  const { data: links, isLoading, isError, isFetching, refetch } = useProjectProviders(projectId);
  const [adding, setAdding] = useState(false);
  const [active, setActive] = useState<{ link: ProjectProviderWithProvider; config: LinkDialogConfig } | null>(null);
  const [comparing, setComparing] = useState(false);
  const [ownerOnly, setOwnerOnly] = useState(false);
  const [askingPrivacy, setAskingPrivacy] = useState(false);
  const { user } = useAuth();
  /** The owner's job was just completed: ask who sees it, once per account. */
  function onCompleted() {
    if (isOwner && user && !user.privacyAskedAt) setAskingPrivacy(true);
  }
  // Like with like: the quotes of trades with two or more.
  const quoted = quoteGroups(links ?? []).reduce((n, g) => n + g.quotes.length, 0);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle>
          <h2 className="text-lg font-bold">{t("providers.title", { n: links?.length ?? 0 })}</h2>
        </CardTitle>
        {readOnly ? null : (
          <Button size="sm" className="h-11" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> {t("providers.add")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : isError ? (
          <LoadError message={t("providers.loadError")} retrying={isFetching} onRetry={() => void refetch()} />
        ) : !links || links.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("providers.empty")}</p>
        ) : (
          <>
            {quoted >= 2 && !readOnly ? (
              <Button variant="outline" className="mb-4 w-full" onClick={() => setComparing(true)}>
                <Scale aria-hidden="true" /> {t("providers.compare", { n: quoted })}
              </Button>
            ) : null}
            <ul className="flex flex-col" aria-label={t("providers.list")}>
              {links.map((link) => (
                <LinkRow
                  key={link.id}
                  link={link}
                  projectType={projectType}
                  isOwner={isOwner}
                  readOnly={readOnly}
                  ownerFirstName={ownerFirstName}
                  onOpen={(l, config) => setActive({ link: l, config })}
                  onOwnerOnly={() => setOwnerOnly(true)}
                  onCompleted={onCompleted}
                />
              ))}
            </ul>
          </>
        )}
      </CardContent>
      <AddProviderDialog
        open={adding}
        onOpenChange={setAdding}
        projectId={projectId}
        projectCategory={projectCategory}
        attachedIds={new Set((links ?? []).map((l) => l.providerId))}
      />
      <CompareQuotesDialog projectId={projectId} open={comparing} onOpenChange={setComparing} />
      <OwnerOnlyNotice open={ownerOnly} onOpenChange={setOwnerOnly} ownerFirstName={ownerFirstName} />
      <LinkUpdateDialog
        link={active?.link ?? null}
        config={active?.config ?? null}
        viewerZone={user?.timeZone ?? null}
        onOpenChange={(open) => !open && setActive(null)}
        onSaved={(link, config) => {
          if (config.kind === "completion" && config.target === "completed" && link.status !== "completed") onCompleted();
        }}
      />
      <PrivacyQuestionSheet projectId={projectId} open={askingPrivacy} onOpenChange={setAskingPrivacy} />
    </Card>
  );
}
