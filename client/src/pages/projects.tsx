// The spec's Projects list: header, status chips, summary cards, New Project dialog, floating add button.
import { useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { FolderOpen, Plus } from "lucide-react";
import type { ProjectListItem } from "@common/schemas/projects";
import { AppShell } from "@/components/layout/app-shell";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteProject, useProjects } from "@/features/projects/api/projects";
import { DeleteProjectDialog } from "@/features/projects/delete-project-dialog";
import { ProjectCard } from "@/features/projects/project-card";
import { StatusChips } from "@/features/projects/status-chips";
import { useSearchParam } from "@/hooks/use-search-param";
import { toast } from "@/hooks/use-toast";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { lazyDialog } from "@/lib/lazy-dialog";

// The form (and the form libraries with it) loads when "New project" first opens it.
const ProjectFormDialog = lazyDialog(() => import("@/features/projects/project-form-dialog").then((m) => m.ProjectFormDialog));

export default function ProjectsPage() {
  const { t } = useTranslation("projects");
  useDocumentTitle(t("list.title"));
  const { data: projects, isLoading, isError, refetch } = useProjects();
  // The chip lives in `?status=` (All, the default, leaves it out).
  const [filter, setFilter] = useSearchParam<string>("status", "all");
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);
  // The spec's error catalogue: the card's delete flow prefixes the expired-session text with "Unauthorized: ".
  const remove = useDeleteProject("redirect-prefixed");

  const list = projects ?? [];
  const activeFilter = filter === "all" || list.some((p) => p.status === filter) ? filter : "all";
  const shown = activeFilter === "all" ? list : list.filter((p) => p.status === activeFilter);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t("toast.success"), description: t("toast.deleted") });
        setDeleting(null);
      },
      onError: () => setDeleting(null),
    });
  }

  return (
    <AppShell pageKey="/projects">
      <div className="mb-4 flex items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-foreground">{t("list.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("list.subtitle")}</p>
        </div>
        <Button onClick={() => setCreating(true)} className="shrink-0">
          <Plus aria-hidden="true" /> {t("list.new")}
        </Button>
      </div>

      {isLoading ? (
        <div className="grid gap-3" aria-label={t("list.loading")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <Card className="p-6 text-center">
          <p className="font-semibold">{t("list.errorTitle")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("list.errorText")}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            {t("list.tryAgain")}
          </Button>
        </Card>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center p-8 text-center">
          <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="mt-3 font-semibold">{t("list.emptyTitle")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("list.emptyText")}</p>
          <Button className="mt-4" onClick={() => setCreating(true)}>
            {t("list.create")}
          </Button>
        </Card>
      ) : (
        <>
          <StatusChips projects={list} value={activeFilter} onChange={setFilter} />
          {/* Room below the last card for the floating + (3.5rem and a gap): it never covers a card's actions. */}
          <div className="mt-3 flex flex-col gap-3 pb-20">
            {shown.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                showActions={project.isOwner}
                onEdit={() => toast({ title: t("list.comingSoonTitle"), description: t("list.comingSoonText") })}
                onDelete={() => setDeleting(project)}
              />
            ))}
          </div>
        </>
      )}

      <Button
        size="icon"
        aria-label={t("list.add")}
        onClick={() => setCreating(true)}
        className="fixed right-[max(1rem,calc(50%-240px+1rem))] bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 size-14 rounded-full shadow-lg"
      >
        <Plus className="size-6" aria-hidden="true" />
      </Button>

      <ProjectFormDialog open={creating} onOpenChange={setCreating} />
      <DeleteProjectDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.title ?? ""}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AppShell>
  );
}
