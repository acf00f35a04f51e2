// The spec's screens Provider detail (/providers/{id}).
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import { trustReason } from "@/features/providers/lib/trust-words";
import { categoryLabel } from "@/lib/category-label";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "wouter";
import {
  ArrowLeft,
  ContactRound,
  Copy,
  ExternalLink,
  Globe,
  Mail,
  MapPin,
  Navigation,
  Pencil,
  Phone,
  Share2,
  ShieldCheck,
  Star,
  Users,
} from "lucide-react";
import { formatRating } from "@common/format";
import { websiteHref } from "@common/website";
import { directionsUrl } from "@/lib/directions";
import { AppShell } from "@/components/layout/app-shell";
import { Badge } from "@/components/ui/badge";
import { NewBadge } from "@/features/providers/new-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryLoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import {
  providerVcardUrl,
  useProvider,
  useProviderContactProjects,
  useProviderUserProjects,
} from "@/features/providers/api/providers";
import { NetworkProjects, YourProjects } from "@/features/providers/detail-sections";
import { RatingBreakdown } from "@/features/providers/rating-breakdown";
import { EditedBy } from "@/features/providers/edited-by";
import { ContactChanges } from "@/features/providers/contact-changes";
import { isFriendRecommended } from "@/features/providers/merge";
import { PhoneText } from "@/components/shared/contact-links";
import { ProviderAvatar } from "@/components/shared/provider-avatar";
import { SaveProviderButton } from "@/features/providers/provider-card";
import { copyProviderLink, shareProviderLink } from "@/features/providers/share-actions";
import { DoNotHireWarning } from "@/features/providers/do-not-hire-warning";
import { YourHistoryCard } from "@/features/provider-book/your-history-card";
import { StartWorkActions } from "@/features/quotes/start-work-actions";
import { hasStatus } from "@/lib/api-client";
import { lazyDialog } from "@/lib/lazy-dialog";
import { pageItems } from "@/lib/query-client";
import { paths } from "@/lib/paths";
import { telUrl } from "@/lib/share";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useStagedRender } from "@/hooks/use-staged-render";
import type { Provider } from "@common/schemas/providers";

// The forms open in dialogs, loaded when first opened: the page renders without the form libraries.
const ProviderFormDialog = lazyDialog(() =>
  import("@/features/providers/provider-form-dialog").then((m) => m.ProviderFormDialog),
);
const VouchDialog = lazyDialog(() => import("@/features/providers/vouch-dialog").then((m) => m.VouchDialog));
const ProviderHistoryDialog = lazyDialog(() =>
  import("@/features/providers/provider-history-dialog").then((m) => m.ProviderHistoryDialog),
);

function DetailSkeleton() {
  const { t } = useTranslation("providers");
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={t("detail.loading")}>
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}

export default function ProviderDetailPage() {
  const { t } = useTranslation("providers");
  const { id = "" } = useParams<{ id: string }>();
  const provider = useProvider(id);
  // Opened from a notification (`?from=notification`): a provider gone from Vowch says so.
  const fromNotification = useSearchParams()[0].get("from") === "notification";
  const userProjects = useProviderUserProjects(id);
  const contactProjects = useProviderContactProjects(id);
  const [editOpen, setEditOpen] = useState(false);
  const [vouchOpen, setVouchOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const p = provider.data;
  // The provider's own card first (the screen's largest paint, its name), the rest right after.
  const whole = useStagedRender(p !== undefined);
  useDocumentTitle(p?.name ?? (provider.isLoading ? null : t("detail.docTitle")));

  return (
    <AppShell pageKey="/providers">
      <div className="mb-3 flex items-center justify-between">
        <Button asChild variant="ghost" size="icon" aria-label={t("detail.backLabel")}>
          <Link href={paths.providers}>
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        {p ? (
          <Button variant="ghost" size="icon" aria-label={t("detail.share")} onClick={() => void shareProviderLink(p)}>
            <Share2 className="size-5" aria-hidden="true" />
          </Button>
        ) : null}
      </div>

      {provider.isLoading ? (
        <DetailSkeleton />
      ) : !p ? (
        <div className="grid justify-items-center gap-4 py-16 text-center">
          {fromNotification && (hasStatus(provider.error, 404) || hasStatus(provider.error, 400)) ? (
            <>
              <h1 className="text-xl font-bold">{t("detail.gone.title")}</h1>
              <p className="text-sm text-muted-foreground">{t("detail.gone.body")}</p>
            </>
          ) : (
            <h1 className="text-xl font-bold">{t("detail.notFound")}</h1>
          )}
          {provider.isError && !hasStatus(provider.error, 404) && !hasStatus(provider.error, 400) ? (
            <p className="text-sm text-muted-foreground">{t("detail.loadFailed")}</p>
          ) : null}
          <Button asChild>
            <Link href={paths.providers}>{t("detail.backToProviders")}</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <DoNotHireWarning providerId={p.id} />
          <Card>
            <CardContent className="grid gap-4 pt-5">
              {/* Below 360 px the name takes the card's full width under the avatar and Edit, so a
                  long name wraps between its words; an unbroken one still breaks to fit. */}
              <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-3">
                <ProviderAvatar id={p.id} name={p.name} size="lg" className="size-14 text-lg" />
                <div className="min-w-0 max-[359px]:col-span-3 max-[359px]:row-start-2">
                  <h1 className="text-xl leading-tight font-bold break-words">{p.name}</h1>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant="secondary">{categoryLabel(p.category)}</Badge>
                    <span className="inline-flex items-center gap-1 whitespace-nowrap">
                      <Star className="size-4 fill-accent text-accent-strong" aria-hidden="true" />
                      <span className="font-semibold">{formatRating(p.rating)}/5</span>
                      <span className="text-muted-foreground">{t("detail.reviews", { count: p.reviewCount })}</span>
                    </span>
                    <NewBadge reviewCount={p.reviewCount} />
                  </div>
                  {p.reviewCount > 0 ? (
                    <RatingBreakdown breakdown={p.ratingBreakdown} reviewCount={p.reviewCount} className="mt-1" />
                  ) : null}
                  {trustReason(p.trust) ? <p className="mt-1 text-sm font-medium text-primary">{trustReason(p.trust)}</p> : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-11 max-[359px]:col-start-3 max-[359px]:row-start-1"
                  onClick={() => setEditOpen(true)}
                >
                  <Pencil aria-hidden="true" /> {t("detail.edit")}
                </Button>
              </div>
              {p.description ? <p className="text-sm text-muted-foreground">{p.description}</p> : null}
              <ul className="grid gap-1 text-sm">
                {p.email ? (
                  <li>
                    <a
                      href={`mailto:${p.email}`}
                      className="inline-flex min-h-11 items-center gap-2 text-primary hover:underline"
                    >
                      <Mail className="size-4" aria-hidden="true" />
                      {p.email}
                    </a>
                  </li>
                ) : null}
                {p.phone ? (
                  <li>
                    {p.phoneKey ? (
                      <a
                        href={telUrl(p.phoneKey)}
                        className="inline-flex min-h-11 items-center gap-2 text-primary hover:underline"
                      >
                        <Phone className="size-4" aria-hidden="true" />
                        {p.phone}
                      </a>
                    ) : (
                      <PhoneText phone={p.phone} className="inline-flex min-h-11 items-center gap-2 break-words" />
                    )}
                  </li>
                ) : null}
                {p.website ? (
                  <li>
                    <a
                      href={websiteHref(p.website)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 break-all text-primary hover:underline"
                    >
                      <Globe className="size-4 shrink-0" aria-hidden="true" />
                      {p.website}
                      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                    </a>
                  </li>
                ) : null}
                {p.address ? (
                  <li className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="flex items-center gap-2">
                      <MapPin className="size-4 shrink-0" aria-hidden="true" />
                      {p.address}
                    </span>
                    <a
                      href={directionsUrl(p.address)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-1 font-medium text-primary hover:underline"
                    >
                      <Navigation className="size-4 shrink-0" aria-hidden="true" />
                      {t("detail.directions")}
                    </a>
                  </li>
                ) : null}
                {!p.email && !p.phone && !p.website && !p.address ? (
                  <li className="text-muted-foreground">{t("detail.noContact")}</li>
                ) : null}
              </ul>
              <ContactChanges providerId={p.id} changes={p.contactChanges} />
              {p.lastEdit ? <EditedBy lastEdit={p.lastEdit} onOpen={() => setHistoryOpen(true)} /> : null}
              <div className="flex flex-wrap items-center gap-2">
                {p.isVouched ? (
                  <Badge variant="success" className="h-8 px-3">
                    <ShieldCheck aria-hidden="true" /> {t("card.youVouched")}
                  </Badge>
                ) : (
                  <Button variant="secondary" className="h-11" onClick={() => setVouchOpen(true)}>
                    <ShieldCheck aria-hidden="true" /> {t("card.vouch")}
                  </Button>
                )}
                {!p.isSaved || isFriendRecommended(p) ? (
                  <span className="[&_button]:h-11">
                    <SaveProviderButton provider={p} />
                  </span>
                ) : null}
              </div>
            </CardContent>
          </Card>

          {whole ? <ProviderSections provider={p} userProjects={userProjects} contactProjects={contactProjects} /> : null}

          <ProviderFormDialog open={editOpen} onOpenChange={setEditOpen} provider={p} />
          <VouchDialog provider={p} open={vouchOpen} onOpenChange={setVouchOpen} />
          <ProviderHistoryDialog provider={p} open={historyOpen} onOpenChange={setHistoryOpen} />
        </div>
      )}
    </AppShell>
  );
}

/** The screen below the provider's card: quick actions, contacts' use, the viewer's history and both project lists. */
function ProviderSections({
  provider: p,
  userProjects,
  contactProjects,
}: {
  provider: Provider;
  userProjects: ReturnType<typeof useProviderUserProjects>;
  contactProjects: ReturnType<typeof useProviderContactProjects>;
}) {
  const { t } = useTranslation("providers");
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-bold">{t("detail.quickActions")}</h2>
          </CardTitle>
        </CardHeader>
        {/* Two buttons a row where their words fit, one a row on the narrowest phones (320 px). */}
        <CardContent className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
          {/* Start the work from here. */}
          <StartWorkActions provider={p} className="grid grid-cols-1 gap-2 min-[360px]:col-span-2 min-[360px]:grid-cols-2" />
          <Button variant="outline" onClick={() => void shareProviderLink(p)}>
            <Share2 aria-hidden="true" /> {t("detail.shareProvider")}
          </Button>
          <Button variant="outline" onClick={() => void copyProviderLink(p)}>
            <Copy aria-hidden="true" /> {t("detail.copyLink")}
          </Button>
          {/* A vCard the phone offers to add to its contacts. */}
          <Button asChild variant="outline" className="min-[360px]:col-span-2">
            <a href={providerVcardUrl(p.id)} download>
              <ContactRound aria-hidden="true" /> {t("detail.saveToContacts")}
            </a>
          </Button>
        </CardContent>
      </Card>

      {p.contactUsageCount > 0 ? (
        <div role="note" className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-4 text-sm">
          <Users className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t("detail.contactUsage", { count: p.contactUsageCount })}</p>
            <p className="text-muted-foreground">
              <Trans
                t={t}
                i18nKey="detail.askHint"
                components={{
                  ask: <a href="#network-projects" className="font-semibold text-primary underline-offset-4 hover:underline" />,
                }}
              />
            </p>
          </div>
        </div>
      ) : null}

      <YourHistoryCard providerId={p.id} providerName={p.name} />

      <YourProjects
        projects={pageItems(userProjects.data)}
        isLoading={userProjects.isLoading}
        more={<QueryLoadMore query={userProjects} label={t("detail.loadMoreYours")} />}
      />
      <NetworkProjects
        providerName={p.name}
        entries={pageItems(contactProjects.data)}
        isLoading={contactProjects.isLoading}
        more={<QueryLoadMore query={contactProjects} label={t("detail.loadMoreNetwork")} />}
      />
    </>
  );
}
