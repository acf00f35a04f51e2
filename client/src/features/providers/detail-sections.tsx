// Provider detail parts (the spec's Provider detail screen): "Your Projects" and "Network Projects".
import i18next from "i18next";
import { Trans } from "react-i18next";
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { FileText, Mail } from "lucide-react";
import type { ContactProject, UserProject } from "@common/schemas/providers";
import { formatMoney } from "@common/format";
import { isHiredStatus } from "@common/status-flow";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { linkStatusLabel } from "@/components/shared/status-badges";
import { BackingBadge } from "@/components/shared/trust-badges";
import { StarRating } from "@/components/ui/star-rating";
import { displayName, firstName } from "@/lib/display-name";
import { paths } from "@/lib/paths";
import { mailtoUrl } from "@/lib/share";

function ListSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden="true">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

export function YourProjects({
  projects,
  isLoading,
  more,
}: {
  projects: UserProject[] | undefined;
  isLoading: boolean;
  /** The list's end: loads the next page (paged lists). */
  more?: ReactNode;
}) {
  const { t } = useTranslation("providers");
  const heading = t("detail.yourProjects");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-bold">{heading}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <ListSkeleton />
        ) : !projects?.length ? (
          <p className="text-sm text-muted-foreground">{t("detail.noProjects")}</p>
        ) : (
          <ul className="grid gap-2">
            {projects.map((p) => {
              const quote = formatMoney(p.projectProvider.quoteAmount, p.projectProvider.currency);
              return (
                <li key={p.projectProvider.id} className="relative rounded-xl border border-border p-3 hover:bg-muted/50">
                  <div className="flex items-start justify-between gap-2">
                    <Link href={paths.project(p.id)} className="font-semibold after:absolute after:inset-0 hover:underline">
                      {p.title}
                    </Link>
                    <Badge variant="secondary">{linkStatusLabel(p.projectProvider.status)}</Badge>
                  </div>
                  {p.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{p.description}</p> : null}
                  <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
                    {quote ? (
                      <span>
                        <Trans
                          t={t}
                          i18nKey="detail.quote"
                          values={{ amount: quote }}
                          components={{ b: <span className="font-semibold" /> }}
                        />
                      </span>
                    ) : null}
                    {p.projectProvider.quotePdfUrl ? (
                      <a
                        href={p.projectProvider.quotePdfUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="relative z-10 inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        <FileText className="size-4" aria-hidden="true" />
                        {p.projectProvider.quotePdfName || t("detail.quotePdf")}
                      </a>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {isLoading ? null : more}
      </CardContent>
    </Card>
  );
}

/** The spec's screens: Ask opens a mail draft to the friend with subject "Question about {provider}". */
function askMailto(providerName: string, entry: ContactProject): string {
  const first = firstName(entry.user, i18next.t("providers:detail.ask.there"));
  return mailtoUrl({
    to: entry.user.email,
    subject: i18next.t("providers:detail.ask.subject", { provider: providerName }),
    body: i18next.t("providers:detail.ask.body", { first, provider: providerName, title: entry.project.title }),
  });
}

export function NetworkProjects({
  providerName,
  entries,
  isLoading,
  more,
}: {
  providerName: string;
  entries: ContactProject[] | undefined;
  isLoading: boolean;
  /** The list's end: loads the next page (paged lists). */
  more?: ReactNode;
}) {
  const { t } = useTranslation("providers");
  return (
    <Card id="network-projects">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-bold">{t("detail.networkProjects")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <ListSkeleton />
        ) : !entries?.length ? (
          <p className="text-sm text-muted-foreground">{t("detail.noNetworkProjects")}</p>
        ) : (
          <ul className="grid gap-3">
            {entries.map((e) => {
              const who = displayName(e.user);
              return (
                <li key={`${e.project.id}`} className="rounded-xl border border-border p-3">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold wrap-anywhere">{e.project.title}</p>
                      <p className="text-sm text-muted-foreground">{t("detail.by", { name: who })}</p>
                      {e.user.email ? null : (
                        <p className="mt-1 text-caption text-muted-foreground">{i18next.t("common:privacy.emailNotShared")}</p>
                      )}
                    </div>
                    <Button asChild variant="outline" size="sm" className="h-11">
                      <a
                        href={askMailto(providerName, e)}
                        aria-label={t("detail.askLabel", { name: who, provider: providerName })}
                      >
                        <Mail aria-hidden="true" /> {t("detail.ask.button")}
                      </a>
                    </Button>
                  </div>
                  <p className="mt-2 text-sm">
                    {t("detail.usedBy", {
                      name: who,
                      what: e.project.category ? categoryLabel(e.project.category) : e.project.title,
                    })}
                  </p>
                  {e.project.description ? <p className="mt-1 text-sm text-muted-foreground">{e.project.description}</p> : null}
                  {formatMoney(e.projectProvider.finalAmount, e.projectProvider.currency) ? (
                    <p className="mt-1 text-sm">
                      <Trans
                        t={t}
                        i18nKey="detail.paid"
                        values={{ amount: formatMoney(e.projectProvider.finalAmount, e.projectProvider.currency) }}
                        components={{ b: <span className="font-semibold" /> }}
                      />
                    </p>
                  ) : formatMoney(e.projectProvider.quoteAmount, e.projectProvider.currency) ? (
                    <p className="mt-1 text-sm">
                      <Trans
                        t={t}
                        i18nKey="detail.quoted"
                        values={{ amount: formatMoney(e.projectProvider.quoteAmount, e.projectProvider.currency) }}
                        components={{ b: <span className="font-semibold" /> }}
                      />
                    </p>
                  ) : e.amountsHidden && isHiredStatus(e.projectProvider.status) ? (
                    <p className="mt-1 text-sm font-semibold">{i18next.t("common:privacy.hiredWithoutAmount")}</p>
                  ) : null}
                  {e.recommendation || e.verifiedHire ? (
                    <div className="mt-2 rounded-lg bg-muted/60 p-2 text-sm">
                      <BackingBadge
                        backing={{
                          // On a project: a job tracked in Vowch, else one told afterwards. The
                          // amount is shown once, as "Paid" above.
                          source: e.verifiedHire ? "project" : "experience",
                          verifiedHire: e.verifiedHire,
                          category: e.project.category,
                          createdAt: e.recommendation?.createdAt,
                        }}
                      />
                      {e.recommendation?.rating ? (
                        <StarRating
                          value={e.recommendation.rating}
                          readOnly
                          size="sm"
                          label={t("detail.ratingOf", { name: who })}
                        />
                      ) : null}
                      {e.recommendation?.comment ? <p className="mt-1">“{e.recommendation.comment}”</p> : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {isLoading ? null : more}
      </CardContent>
    </Card>
  );
}
