// Status badges of the spec's states and transitions: project statuses (unknown → raw value in the planning colour) and
// project-provider statuses (unknown → raw value in the pending look). A status the client does not
// know yet (a newer server) is shown as it comes, so the lookups take any string.
import { useTranslation } from "@/lib/use-translation";
import i18next from "i18next";
import {
  PROJECT_PROVIDER_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  type ProjectProviderStatus,
  type ProjectStatus,
} from "@common/constants";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const PROJECT_STATUS_CLASSES: Record<ProjectStatus, string> = {
  planning: "border-transparent bg-secondary text-secondary-foreground",
  in_progress: "border-transparent bg-primary text-primary-foreground",
  completed: "border-transparent bg-success text-success-foreground",
  active: "border-transparent bg-success text-success-foreground",
  paused: "border-transparent bg-warning text-warning-foreground",
  on_hold: "border-transparent bg-muted text-foreground",
};

/** Whether `key` is one of the record's own keys (a status this client knows). */
function knows<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(record, key);
}

export function projectStatusLabel(status: string): string {
  return knows(PROJECT_STATUS_LABELS, status) ? i18next.t(`common:status.project.${status}`) : status;
}

export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  useTranslation(); // re-renders on a language change
  return (
    <Badge className={cn(PROJECT_STATUS_CLASSES[knows(PROJECT_STATUS_CLASSES, status) ? status : "planning"], className)}>
      {projectStatusLabel(status)}
    </Badge>
  );
}

const LINK_STATUS_CLASSES: Record<ProjectProviderStatus, string> = {
  pending: "border-border bg-card text-foreground",
  contacted: "border-transparent bg-secondary text-secondary-foreground",
  estimate_scheduled: "border-transparent bg-accent-soft text-accent-foreground",
  quoted: "border-transparent bg-accent text-accent-foreground",
  accepted: "border-transparent bg-primary text-primary-foreground",
  in_progress: "border-transparent bg-primary text-primary-foreground",
  completed: "border-transparent bg-success text-success-foreground",
  active: "border-transparent bg-success text-success-foreground",
  rejected: "border-transparent bg-destructive text-destructive-foreground",
};

export function linkStatusLabel(status: string): string {
  return knows(PROJECT_PROVIDER_STATUS_LABELS, status) ? i18next.t(`common:status.link.${status}`) : status;
}

export function LinkStatusBadge({ status, count }: { status: string; count?: number }) {
  const { t } = useTranslation();
  const cls = LINK_STATUS_CLASSES[knows(LINK_STATUS_CLASSES, status) ? status : "pending"];
  return (
    <Badge className={cls}>
      {count !== undefined ? t("status.counted", { n: count, label: linkStatusLabel(status) }) : linkStatusLabel(status)}
    </Badge>
  );
}
