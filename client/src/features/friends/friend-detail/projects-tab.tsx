import i18next from "i18next";
import { useTranslation } from "@/lib/use-translation";
import { categoryLabel } from "@/lib/category-label";
import type { ReactNode } from "react";
import { Calendar, DollarSign, Mail, Repeat, Tag } from "lucide-react";
import type { FriendProfile, FriendProject, FriendProjectProvider } from "@common/schemas/friends";
import { formatDate, formatMoney } from "@common/format";
import { ListCard } from "@/components/layout/list-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { friendProjectStatusLabel } from "@/features/friends/friend-providers";
import { askAboutProjectMailto, askForRecommendationsMailto } from "@/features/friends/lib/messages";
import { ProjectProvider } from "./project-provider";

export function ProjectsTab({
  friend,
  projects,
  startWork,
}: {
  friend: FriendProfile;
  projects: FriendProject[];
  /** The start-work actions under each provider (a feature of its own, composed by the page). */
  startWork: (provider: FriendProjectProvider) => ReactNode;
}) {
  const { t } = useTranslation("friends");
  if (projects.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-border bg-card p-6 text-center">
        <p className="font-semibold">{t("project.noneTitle")}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("project.none", { name: friend.firstName ?? t("actions.yourFriendCapital") })}
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={t("detail.tabs.projects")}>
      {projects.map((project) => {
        const budget = formatMoney(project.budget, project.currency);
        const { hired, quoted, total } = project.providers;
        const row = (p: FriendProjectProvider, isHired: boolean) => (
          <ProjectProvider
            key={p.linkId}
            friend={friend}
            project={project}
            provider={p}
            hired={isHired}
            startWork={startWork(p)}
          />
        );
        return (
          <ListCard key={project.id} label={project.title}>
            <div className="flex items-start justify-between gap-2">
              <h2 className="line-clamp-2 text-subtitle font-bold">{project.title}</h2>
              <div className="flex shrink-0 flex-wrap justify-end gap-1">
                <Badge variant={project.status === "active" ? "default" : "secondary"}>
                  {friendProjectStatusLabel(project.status)}
                </Badge>
                {project.projectType === "recurring" ? (
                  <Badge variant="outline">
                    <Repeat aria-hidden="true" />
                    {t("recurring")}
                  </Badge>
                ) : null}
              </div>
            </div>
            <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-caption text-muted-foreground">
              <span>{t("project.providers", { count: total })}</span>
              {budget ? (
                <span className="inline-flex items-center gap-1">
                  <DollarSign className="size-3.5" aria-hidden="true" />
                  {budget}
                </span>
              ) : null}
              {project.startDate ? (
                <span className="inline-flex items-center gap-1">
                  <Calendar className="size-3.5" aria-hidden="true" />
                  {formatDate(project.startDate)}
                </span>
              ) : null}
              {project.category ? (
                <span className="inline-flex items-center gap-1">
                  <Tag className="size-3.5" aria-hidden="true" />
                  {categoryLabel(project.category)}
                </span>
              ) : null}
            </div>

            {total === 0 ? (
              <div className="mt-3 rounded-xl bg-muted p-3 text-sm">
                <p className="text-muted-foreground">{t("project.noProviders")}</p>
                <a
                  className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
                  href={askForRecommendationsMailto({ friend, friendEmail: friend.email, projectTitle: project.title })}
                >
                  {t("project.askRecommendations")}
                </a>
                {friend.email ? null : (
                  <p className="text-caption text-muted-foreground">{i18next.t("common:privacy.emailNotShared")}</p>
                )}
              </div>
            ) : (
              <>
                {hired.length > 0 ? (
                  <section className="mt-3" aria-label={t("project.hiredFor", { title: project.title })}>
                    <h3 className="mb-2 text-sm font-bold">{t("project.hired")}</h3>
                    <ul className="grid gap-2">{hired.map((p) => row(p, true))}</ul>
                  </section>
                ) : null}
                {quoted.length > 0 ? (
                  <section className="mt-3" aria-label={t("project.quotedFor", { title: project.title })}>
                    <h3 className="mb-2 text-sm font-bold">{t("project.quoted")}</h3>
                    <ul className="grid gap-2">{quoted.map((p) => row(p, false))}</ul>
                  </section>
                ) : null}
                <Button asChild variant="outline" className="mt-3 h-auto min-h-11 w-full py-2 text-center whitespace-normal">
                  <a
                    href={askAboutProjectMailto({
                      friend,
                      friendEmail: friend.email,
                      projectTitle: project.title,
                      providerNames: [...hired, ...quoted].map((p) => p.name),
                    })}
                  >
                    <Mail aria-hidden="true" />
                    {t("project.askAbout", { name: friend.firstName ?? t("project.them") })}
                  </a>
                </Button>
                {friend.email ? null : (
                  <p className="mt-1 text-caption text-muted-foreground">{i18next.t("common:privacy.emailNotShared")}</p>
                )}
              </>
            )}
          </ListCard>
        );
      })}
    </ul>
  );
}
