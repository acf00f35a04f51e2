// Status badges of the spec's states and transitions: project statuses (unknown → raw value in the planning colour) and
// project-provider statuses.
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

export function projectStatusLabel(status: string): string {
  return PROJECT_STATUS_LABELS[status as ProjectStatus] ?? status;
}

export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  const known = status in PROJECT_STATUS_CLASSES;
  return (
    <Badge className={cn(PROJECT_STATUS_CLASSES[known ? (status as ProjectStatus) : "planning"], className)}>
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

function linkStatusLabel(status: string): string {
  return PROJECT_PROVIDER_STATUS_LABELS[status as ProjectProviderStatus] ?? status;
}

export function LinkStatusBadge({ status, count }: { status: string; count?: number }) {
  const cls = LINK_STATUS_CLASSES[status as ProjectProviderStatus] ?? LINK_STATUS_CLASSES.pending;
  return <Badge className={cls}>{count !== undefined ? `${count} ${linkStatusLabel(status)}` : linkStatusLabel(status)}</Badge>;
}
