// The spec's Project detail: back, Edit (PUT), Delete, summary, Providers card, Collaborators card.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { useLocation, useParams, useSearchParams } from "wouter";
import { usePrefetchQuery } from "@tanstack/react-query";
import { formatDate, formatMoney } from "@common/format";
import { canEditFields, canWork, type ProjectAccess } from "@common/project-access";
import { AppShell } from "@/components/layout/app-shell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/api/auth";
import { useDeleteProject, useProject } from "@/features/projects/api/projects";
import { projectProviderQueries } from "@/features/projects/api/project-providers";
import { collaboratorQueries } from "@/features/projects/api/collaborators";
import { CollaboratorsCard } from "@/features/projects/collaborators-card";
import { DeleteProjectDialog } from "@/features/projects/delete-project-dialog";
import { ProvidersCard } from "@/features/projects/providers-card";
import { categoryLabel } from "@/lib/category-label";
import { ProjectStatusBadge } from "@/components/shared/status-badges";
import { AddToCalendar } from "@/components/shared/add-to-calendar";
import { calendarUrls } from "@/features/recurring/api/recurring";
import { ServiceLogCard } from "@/features/recurring/service-log-card";
import { StatusSuggestion } from "@/features/quotes/status-suggestion";
import { toast } from "@/hooks/use-toast";
import { hasStatus } from "@/lib/api-client";
import { cameFromInsideApp } from "@/lib/history-entries";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { lazyDialog } from "@/lib/lazy-dialog";

// The edit form, loaded on first open: the screen renders without the form libraries.
const ProjectFormDialog = lazyDialog(() => import("@/features/projects/project-form-dialog").then((m) => m.ProjectFormDialog));

/** How a project that is not the viewer's came to them. */
const ACCESS_BADGES = {
  member: "detail.access.member",
  collaborator: "detail.access.collaborator",
  viewer: "detail.access.viewer",
} as const satisfies Record<Exclude<ProjectAccess, "owner">, string>;

const FREQUENCIES = ["weekly", "monthly", "quarterly", "yearly", "not_specified"] as const;

/** A weekday's name (0 = Sunday) in the page's language. */
const dayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: "long" }).format(new Date(2023, 0, 1 + day));

export default function ProjectDetailPage() {
  const { t, i18n } = useTranslation("projects");
  const { id = "" } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  // Opened from a notification (`?from=notification`): a project gone from reach says so.
  const fromNotification = useSearchParams()[0].get("from") === "notification";
  const { user } = useAuth();
  const { data: project, isLoading, error } = useProject(id);
  // The cards' calls start with the project's, not after it has answered (the server's page also
  // names all three up front: server/plugins/route-preload.ts).
  usePrefetchQuery(projectProviderQueries.list(id));
  usePrefetchQuery(collaboratorQueries.list(id));
  useDocumentTitle(project?.title ?? (isLoading ? null : t("detail.fallbackTitle")));
  const remove = useDeleteProject();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // Back returns where the user came from inside the app (Home, a provider, a filtered list…);
  // opened from outside (a shared link, a new tab) it goes to the spec's /projects.
  const goBack = () => (cameFromInsideApp() ? history.back() : navigate(paths.projects));
  const back = (
    <Button variant="ghost" className="-ml-3" onClick={goBack}>
      <ArrowLeft aria-hidden="true" /> {t("detail.back")}
    </Button>
  );

  if (isLoading) {
    return (
      <AppShell pageKey="/projects">
        <div aria-label={t("detail.loading")} className="grid gap-4">
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      </AppShell>
    );
  }

  // Unknown ids and projects the viewer may not see both answer 404 (and a malformed id 400).
  if (error && (hasStatus(error, 404) || hasStatus(error, 400))) {
    return (
      <AppShell pageKey="/projects">
        {back}
        <Card className="mt-3 p-8 text-center">
          {fromNotification ? (
            <>
              <h1 className="text-xl font-bold">{t("detail.goneTitle")}</h1>
              <p className="mt-2 text-sm text-muted-foreground">{t("detail.goneText")}</p>
            </>
          ) : (
            <>
              <h1 className="text-xl font-bold">{t("detail.notFoundTitle")}</h1>
              <p className="mt-2 text-sm text-muted-foreground">{t("detail.notFoundText")}</p>
            </>
          )}
          <Button className="mt-5" onClick={() => navigate(paths.projects)}>
            {t("detail.backToProjects")}
          </Button>
        </Card>
      </AppShell>
    );
  }

  if (error || !project) {
    return (
      <AppShell pageKey="/projects">
        <Card className="p-8 text-center">
          <h1 className="text-xl font-bold">{t("detail.errorTitle")}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t("detail.errorText")}</p>
          <Button className="mt-5" onClick={() => navigate(paths.projects)}>
            {t("detail.backToProjects")}
          </Button>
        </Card>
      </AppShell>
    );
  }

  function confirmDelete() {
    remove.mutate(project!.id, {
      onSuccess: () => {
        toast({ title: t("toast.success"), description: t("toast.deleted") });
        setDeleting(false);
        // Replace: Back must not return to the deleted project.
        navigate(paths.projects, { replace: true });
      },
      onError: () => setDeleting(false),
    });
  }

  const recurring = project.projectType === "recurring";
  const facts: [string, string][] = [];
  if (project.budget)
    facts.push([
      recurring ? t("detail.facts.totalBudget") : t("detail.facts.budget"),
      formatMoney(project.budget, project.currency)!,
    ]);
  if (recurring && project.recurringBudget)
    facts.push([t("detail.facts.perService"), formatMoney(project.recurringBudget, project.currency)!]);
  facts.push([t("detail.facts.startDate"), project.startDate ? formatDate(project.startDate) : t("detail.facts.noStartDate")]);
  if (project.endDate) facts.push([t("detail.facts.endDate"), formatDate(project.endDate)]);
  if (recurring && project.recurringFrequency) {
    const frequency = FREQUENCIES.find((f) => f === project.recurringFrequency);
    facts.push([t("detail.facts.frequency"), frequency ? t(`frequency.${frequency}`) : project.recurringFrequency]);
  }
  if (recurring && project.recurringDayOfWeek !== null)
    facts.push([
      t("detail.facts.day"),
      project.recurringDayOfWeek >= 0 && project.recurringDayOfWeek <= 6
        ? dayName(project.recurringDayOfWeek, i18n.language)
        : String(project.recurringDayOfWeek),
    ]);
  if (recurring && project.recurringDayOfMonth !== null)
    facts.push([t("detail.facts.dayOfMonth"), String(project.recurringDayOfMonth)]);
  if (recurring && project.nextServiceDate) facts.push([t("detail.facts.nextService"), formatDate(project.nextServiceDate)]);

  return (
    <AppShell pageKey="/projects">
      <div className="mb-2 flex items-center justify-between gap-2">
        {back}
        {canEditFields(project.access) ? (
          <div className="flex gap-1">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> {t("detail.edit")}
            </Button>
            {project.isOwner ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("detail.delete")}
                className="text-destructive"
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="flex flex-col gap-4">
        <Card>
          <CardContent className="grid gap-3 pt-5">
            <h1 className="text-2xl leading-tight font-bold wrap-anywhere">{project.title}</h1>
            <div className="flex flex-wrap gap-1.5">
              <ProjectStatusBadge status={project.status} />
              {recurring ? <Badge variant="outline">{t("detail.recurring")}</Badge> : null}
              {project.category ? (
                <Badge className="border-transparent bg-muted text-muted-foreground">{categoryLabel(project.category)}</Badge>
              ) : null}
              {project.access !== "owner" ? <Badge variant="outline">{t(ACCESS_BADGES[project.access])}</Badge> : null}
            </div>
            {project.description ? (
              <p className="text-sm wrap-anywhere whitespace-pre-line text-muted-foreground">{project.description}</p>
            ) : null}
            <dl className="grid grid-cols-2 gap-3">
              {facts.map(([label, value]) => (
                <div key={label} className="min-w-0 rounded-xl bg-muted p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-sm font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {recurring && project.nextServiceDate ? (
              <AddToCalendar href={calendarUrls.nextService(project.id)} label={t("detail.addToCalendar")} />
            ) : null}
            {recurring && project.recurringNotes ? (
              <dl>
                <dt className="text-xs text-muted-foreground">{t("detail.serviceNotes")}</dt>
                <dd className="text-sm wrap-anywhere whitespace-pre-line">{project.recurringNotes}</dd>
              </dl>
            ) : null}
          </CardContent>
        </Card>

        {recurring ? <ServiceLogCard project={project} readOnly={!canWork(project.access)} /> : null}
        {canEditFields(project.access) ? <StatusSuggestion project={project} /> : null}
        <ProvidersCard
          projectId={project.id}
          projectType={project.projectType}
          projectCategory={project.category}
          isOwner={project.isOwner}
          readOnly={!canWork(project.access)}
          ownerFirstName={project.owner.firstName}
        />
        <CollaboratorsCard project={project} viewerId={user?.id ?? ""} />
      </div>

      <ProjectFormDialog open={editing} onOpenChange={setEditing} project={project} />
      <DeleteProjectDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={project.title}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AppShell>
  );
}
