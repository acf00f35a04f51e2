// The spec's screens project summary card.
import { MoreVertical, Pencil, Trash2 } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useTranslation } from "@/lib/use-translation";
import { DISPLAY_CAPS, PROJECT_PROVIDER_STATUSES } from "@common/constants";
import { formatDate, formatMoney } from "@common/format";
import type { ProjectListItem } from "@common/schemas/projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { paths } from "@/lib/paths";
import { LinkStatusBadge, ProjectStatusBadge } from "@/components/shared/status-badges";
import { ProviderAvatar } from "@/components/shared/provider-avatar";
import { categoryLabel } from "@/lib/category-label";

export interface ProjectCardProps {
  project: ProjectListItem;
  /** Shows the Edit/Delete menu (owners only). */
  showActions?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function ProjectCard({ project, showActions = false, onEdit, onDelete }: ProjectCardProps) {
  const { t } = useTranslation("projects");
  const [, navigate] = useLocation();
  const open = () => navigate(paths.project(project.id));
  const budget = formatMoney(project.budget, project.currency);
  const perService = project.projectType === "recurring" ? formatMoney(project.recurringBudget, project.currency) : null;
  const extra = project.providerCount - project.providers.slice(0, DISPLAY_CAPS.projectCardAvatars).length;
  const counts = PROJECT_PROVIDER_STATUSES.filter((s) => (project.statusCounts[s] ?? 0) > 0);

  return (
    <Card
      role="article"
      aria-label={project.title}
      className="cursor-pointer p-4 transition-shadow hover:shadow-md"
      onClick={open}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 text-base leading-snug font-bold wrap-anywhere text-foreground">{project.title}</h2>
          {project.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{project.description}</p> : null}
        </div>
        {showActions ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("card.actions", { title: project.title })}
                className="-mt-1 -mr-2 shrink-0"
                onClick={(e) => e.stopPropagation()}
              >
                <MoreVertical className="size-5" aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
              <DropdownMenuItem onSelect={() => onEdit?.()}>
                <Pencil aria-hidden="true" /> {t("card.edit")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onDelete?.()} className="text-destructive focus:text-destructive">
                <Trash2 aria-hidden="true" /> {t("card.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        <ProjectStatusBadge status={project.status} />
        {project.projectType === "recurring" ? <Badge variant="outline">{t("detail.recurring")}</Badge> : null}
        {project.category ? (
          <Badge className="border-transparent bg-muted text-muted-foreground">{categoryLabel(project.category)}</Badge>
        ) : null}
      </div>

      <div className="mt-3 flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-foreground">
          {budget ?? (perService ? t("card.perService", { amount: perService }) : t("card.noBudget"))}
        </span>
        <span className="text-muted-foreground">
          {project.startDate ? t("card.started", { date: formatDate(project.startDate) }) : t("detail.facts.noStartDate")}
        </span>
      </div>

      <div className="mt-3 flex items-center justify-between gap-2">
        {project.providerCount === 0 ? (
          <span className="text-sm text-muted-foreground">{t("card.noProviders")}</span>
        ) : (
          <div className="flex items-center">
            {/* Side by side, each a 44px target; named by hidden text (axe's label-in-name). */}
            <div className="flex">
              {project.providers.slice(0, DISPLAY_CAPS.projectCardAvatars).map((p) => (
                <Link
                  key={p.id}
                  href={paths.provider(p.id)}
                  title={p.name}
                  onClick={(e) => e.stopPropagation()}
                  className="flex size-11 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="sr-only">{p.name}</span>
                  <ProviderAvatar id={p.id} name={p.name} />
                </Link>
              ))}
            </div>
            {extra > 0 ? <span className="ml-1 text-sm font-semibold text-muted-foreground">+{extra}</span> : null}
          </div>
        )}
        <Button
          variant="outline"
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {t("card.viewDetails")}
        </Button>
      </div>

      {counts.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-1.5" aria-label={t("card.byStatus")}>
          {counts.map((s) => (
            <LinkStatusBadge key={s} status={s} count={project.statusCounts[s]} />
          ))}
        </div>
      ) : null}
    </Card>
  );
}
