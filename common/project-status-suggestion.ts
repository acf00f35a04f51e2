// The project's own status follows its providers as a one-tap suggestion the
// owner confirms (never an automatic change):
// - a planning project with an accepted (or further along) provider → "Mark project In Progress?"
//   (a recurring project: "Mark project Active?");
// - a one-time project not yet completed whose hired providers are all completed, with at least one
//   completed and none still at work → "Mark project Completed?".
import { PROJECT_STATUS_LABELS, type ProjectStatus } from "./constants";

export interface StatusSuggestion {
  target: ProjectStatus;
  question: string;
  confirmLabel: string;
}

const suggestion = (target: ProjectStatus): StatusSuggestion => ({
  target,
  question: `Mark project ${PROJECT_STATUS_LABELS[target]}?`,
  confirmLabel: `Mark ${PROJECT_STATUS_LABELS[target]}`,
});

const AT_WORK = ["accepted", "in_progress"];
const HIRED = ["accepted", "in_progress", "completed", "active"];

export function projectStatusSuggestion(
  project: { status: string; projectType: string },
  links: readonly { status: string }[],
): StatusSuggestion | null {
  const statuses = links.map((l) => l.status);
  if (
    project.projectType !== "recurring" &&
    project.status !== "completed" &&
    statuses.includes("completed") &&
    !statuses.some((s) => AT_WORK.includes(s))
  ) {
    return suggestion("completed");
  }
  if (project.status === "planning" && statuses.some((s) => HIRED.includes(s))) {
    return suggestion(project.projectType === "recurring" ? "active" : "in_progress");
  }
  return null;
}
