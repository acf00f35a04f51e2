// The columns that describe a project wherever one is listed beside something else (a provider's
// projects, the data export): one list, so a field added to the card reaches every reader.
import { projects } from "../../db/schema.js";

/** A project's own description, without its dates, money or recurrence. */
export const projectSummaryColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  status: projects.status,
  category: projects.category,
  projectType: projects.projectType,
};
