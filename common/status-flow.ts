// The spec's states and transitions: the next step of a project's provider, per current status.
import type { ProjectProviderStatus, ProjectType } from "./constants";

type RequiredInput = "none" | "estimate" | "quote" | "workStart" | "completion";

export interface NextStep {
  label: string;
  target: ProjectProviderStatus | null;
  required: RequiredInput;
}

export function nextStep(status: string, projectType: ProjectType, hasQuote = false): NextStep {
  switch (status) {
    case "pending":
      return { label: "Mark Contacted", target: "contacted", required: "none" };
    case "contacted":
      return { label: "Schedule Estimate", target: "estimate_scheduled", required: "estimate" };
    case "estimate_scheduled":
      return { label: hasQuote ? "Edit Quote" : "Add Quote", target: "quoted", required: "quote" };
    case "quoted":
      return { label: "Accept Offer", target: "accepted", required: "none" };
    case "accepted":
      return { label: "Schedule Work", target: "in_progress", required: "workStart" };
    case "in_progress":
      return projectType === "recurring"
        ? { label: "Mark Active", target: "active", required: "none" }
        : { label: "Mark Completed", target: "completed", required: "completion" };
    case "completed":
      return { label: "Update Review", target: "completed", required: "none" };
    case "active":
      return { label: "Update Service", target: "active", required: "none" };
    default:
      return { label: hasQuote ? "Edit Quote" : "Add Quote", target: null, required: "none" };
  }
}

/** Statuses a link may move to from `from` (forward one step, staying, or the manual "rejected"). */
export function allowedTargets(from: string, projectType: ProjectType): ProjectProviderStatus[] {
  const step = nextStep(from, projectType);
  const targets = new Set<ProjectProviderStatus>(["rejected"]);
  if (step.target) targets.add(step.target);
  if (from !== "rejected") targets.add(from as ProjectProviderStatus);
  return [...targets];
}

/** The spec's states and transitions: on a friend's view, hired links show active/completed as such, anything else "In Progress". */
export const HIRED_STATUSES = ["accepted", "in_progress", "completed", "active"] as const;
export function isHiredStatus(status: string): boolean {
  return (HIRED_STATUSES as readonly string[]).includes(status);
}
export function friendHiredStatusLabel(status: string): "Active" | "Completed" | "In Progress" {
  if (status === "active") return "Active";
  if (status === "completed") return "Completed";
  return "In Progress";
}
