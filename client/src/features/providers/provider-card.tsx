// The spec's Provider card: rating to one decimal, up to 2 projects and 2 recommendations with
// overflow counts, "2.1 mi away", call/e-mail (or "No Contact Info"), share/copy, vouch, and a
// save button for a friend's provider (idle, pending spinner, saved check disabled).
import { useTranslation } from "@/lib/use-translation";
import { trustReason } from "./lib/trust-words";
import { categoryLabel } from "@/lib/category-label";
import { memo, useState } from "react";
import { Link, useLocation } from "wouter";
import { Bookmark, BookUser, Check, MapPin, PhoneOff, Share2, ShieldCheck, Star } from "lucide-react";
import type { ProviderListItem } from "@common/schemas/providers";
import { DISPLAY_CAPS } from "@common/constants";
import { formatRating } from "@common/format";
import { CallLink, EmailLink } from "@/components/shared/contact-links";
import { BackingBadge } from "@/components/shared/trust-badges";
import { RatingBreakdown } from "./rating-breakdown";
import { DoNotHireBadge } from "./do-not-hire-warning";
import { Badge } from "@/components/ui/badge";
import { NewBadge } from "./new-badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { displayName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { lazyDialog } from "@/lib/lazy-dialog";
import { isAlreadySaved, saveProviderFailure } from "@/features/providers/lib/already-saved";
import { useSaveContactProvider } from "./api/providers";
import { isFriendRecommended } from "./merge";
import { ProviderAvatar } from "@/components/shared/provider-avatar";
import { shareProviderDetails } from "./share-actions";

// A list shows dozens of cards: each mounting its own closed vouch form (a form, a mutation, a
// dialog root) was most of the Providers tab's start-up work (Lighthouse TBT). The
// dialog mounts, and its code loads, when the card's Vowch button first opens it.
const VouchDialog = lazyDialog(() => import("./vouch-dialog").then((m) => m.VouchDialog));

/** The friend a saved provider came from: the latest recommender, else a friend who has it listed. */
function recommendingFriendId(p: ProviderListItem): string | null {
  return p.recommendations[0]?.fromUser.id ?? p.friendMetadata?.friends[0]?.id ?? null;
}

export function SaveProviderButton({ provider }: { provider: ProviderListItem }) {
  const { t } = useTranslation("providers");
  const save = useSaveContactProvider(saveProviderFailure);
  const [savedHere, setSaved] = useState(false);
  if (provider.isSaved || savedHere || save.isSuccess) {
    return (
      <Button variant="secondary" size="sm" disabled aria-label={t("save.savedLabel", { name: provider.name })}>
        <Check aria-hidden="true" /> {t("save.saved")}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={save.isPending}
      aria-label={t("save.saveLabel", { name: provider.name })}
      onClick={() =>
        save.mutate(
          { provider, sourceContactId: recommendingFriendId(provider) },
          {
            onSuccess: () => {
              setSaved(true);
              toast({ title: t("save.doneTitle"), description: t("save.doneBody", { name: provider.name }) });
            },
            onError: (err) => {
              if (isAlreadySaved(err)) setSaved(true);
            },
          },
        )
      }
    >
      {save.isPending ? <Spinner className="size-4" /> : <Bookmark aria-hidden="true" />}
      {t("save.save")}
    </Button>
  );
}

/**
 * A list card takes the lean list item; a whole provider fits too. `doNotHire`: I marked
 * the provider "Don't hire again" (the list reads the marks once for all its cards). Memoized: a
 * card re-renders only when its provider changes, not when the page's search or tabs do.
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
  showSave = false,
  doNotHire = false,
}: {
  provider: ProviderListItem;
  showSave?: boolean;
  doNotHire?: boolean;
}) {
  const { t } = useTranslation("providers");
  const [, navigate] = useLocation();
  const [vouchOpen, setVouchOpen] = useState(false);
  const p = provider;
  const projects = p.projects.slice(0, DISPLAY_CAPS.providerCardProjects);
  const moreProjects = Math.max(0, p.projectCount - projects.length);
  const recs = p.recommendations.slice(0, DISPLAY_CAPS.providerCardRecommendations);
  const moreRecs = Math.max(0, p.recommendationCount - recs.length);
  const hasContact = !!(p.phone || p.email);
  const reason = trustReason(p.trust);

  return (
    <>
      <article
        aria-label={p.name}
        className="cursor-pointer rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors hover:bg-muted/40"
        onClick={(e) => {
          // Clicks in a sheet opened from the card (a portal outside it) are not the card's.
          if (!e.currentTarget.contains(e.target as Node)) return;
          if ((e.target as HTMLElement).closest("a,button,[role=dialog]")) return;
          navigate(paths.provider(p.id));
        }}
      >
        <div className="flex items-start gap-3">
          <ProviderAvatar id={p.id} name={p.name} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="flex items-start justify-between gap-2">
              <h2 className="line-clamp-2 min-w-0 text-base leading-tight font-bold">
                <Link href={paths.provider(p.id)} className="wrap-anywhere hover:underline">
                  {p.name}
                </Link>
              </h2>
              <Button
                variant="ghost"
                size="icon"
                className="-mt-2 -mr-2"
                aria-label={t("card.shareLabel", { name: p.name })}
                onClick={() => void shareProviderDetails(p)}
              >
                <Share2 aria-hidden="true" />
              </Button>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <Badge variant="secondary">{categoryLabel(p.category)}</Badge>
              {doNotHire ? <DoNotHireBadge /> : null}
              <span
                className="inline-flex items-center gap-1 whitespace-nowrap"
                aria-label={t("card.ratingLabel", { rating: formatRating(p.rating), count: p.reviewCount })}
              >
                <Star className="size-4 fill-accent text-accent-strong" aria-hidden="true" />
                <span className="font-semibold text-foreground">{formatRating(p.rating)}</span>
                <span>({p.reviewCount})</span>
              </span>
              <NewBadge reviewCount={p.reviewCount} />
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {t("card.distance")}
              </span>
            </div>
            {p.reviewCount > 0 ? (
              <RatingBreakdown breakdown={p.ratingBreakdown} reviewCount={p.reviewCount} className="mt-1" />
            ) : null}
            {reason ? (
              <p className="mt-1 flex items-center gap-1 text-sm font-medium text-primary">
                <BookUser className="size-4 shrink-0" aria-hidden="true" />
                {reason}
              </p>
            ) : null}
            {/* The vowches are counted in the breakdown above, each person once. */}
            {p.isVouched ? (
              <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-success">
                <ShieldCheck className="size-4" aria-hidden="true" />
                {t("card.youVouched")}
              </p>
            ) : null}
          </div>
        </div>

        {projects.length > 0 ? (
          <div className="mt-3 text-sm">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("card.projects")}</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {projects.map((project) => (
                <li key={project.id} className="max-w-full min-w-0">
                  <Badge variant="outline" className="block max-w-full truncate">
                    {project.title}
                  </Badge>
                </li>
              ))}
              {moreProjects > 0 ? (
                <li className="self-center text-xs text-muted-foreground">{t("card.more", { count: moreProjects })}</li>
              ) : null}
            </ul>
          </div>
        ) : null}

        {recs.length > 0 ? (
          <div className="mt-3 text-sm">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("card.friendsSaid")}</p>
            <ul className="mt-1 grid gap-1.5">
              {recs.map((r) => (
                <li key={r.id} className="rounded-xl bg-muted/60 px-3 py-2">
                  <span className="font-semibold">{displayName(r.fromUser)}</span>
                  {r.rating ? (
                    <span className="ml-1 inline-flex items-center gap-0.5 text-muted-foreground">
                      <Star className="size-3.5 fill-accent text-accent-strong" aria-hidden="true" />
                      {formatRating(r.rating)}
                    </span>
                  ) : null}
                  <div>
                    <BackingBadge backing={r} />
                  </div>
                  {r.comment ? <p className="line-clamp-2 text-muted-foreground">“{r.comment}”</p> : null}
                </li>
              ))}
              {moreRecs > 0 ? <li className="text-xs text-muted-foreground">{t("card.more", { count: moreRecs })}</li> : null}
            </ul>
          </div>
        ) : null}

        <div className="mt-3 flex flex-wrap items-center gap-2">
          {hasContact ? (
            <>
              {p.phone ? <CallLink name={p.name} phone={p.phone} phoneKey={p.phoneKey} /> : null}
              {p.email ? <EmailLink name={p.name} href={`mailto:${p.email}`} /> : null}
            </>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              onClick={() => toast({ title: t("card.noContact"), description: t("card.noContactBody", { name: p.name }) })}
            >
              <PhoneOff aria-hidden="true" /> {t("card.noContact")}
            </Button>
          )}
          <div className="ml-auto flex items-center gap-2">
            {!p.isVouched ? (
              <Button
                variant="secondary"
                size="sm"
                className="h-11"
                onClick={() => setVouchOpen(true)}
                aria-label={t("vouch.title", { name: p.name })}
              >
                <ShieldCheck aria-hidden="true" /> {t("card.vouch")}
              </Button>
            ) : null}
            {showSave && isFriendRecommended(p) ? (
              <span className="[&_button]:h-11">
                <SaveProviderButton provider={p} />
              </span>
            ) : null}
          </div>
        </div>
      </article>
      <VouchDialog provider={p} open={vouchOpen} onOpenChange={setVouchOpen} />
    </>
  );
});

export function ProviderCardSkeleton() {
  return (
    <div className="rounded-2xl border border-border bg-card p-4" aria-hidden="true">
      <div className="flex gap-3">
        <div className="size-12 animate-pulse rounded-full bg-foreground/8" />
        <div className="grid flex-1 gap-2">
          <div className="h-4 w-2/3 animate-pulse rounded bg-foreground/8" />
          <div className="h-3 w-1/2 animate-pulse rounded bg-foreground/8" />
        </div>
      </div>
      <div className="mt-4 h-9 w-full animate-pulse rounded-xl bg-foreground/8" />
    </div>
  );
}
