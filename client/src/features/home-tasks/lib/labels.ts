// The words of upkeep tasks that come from code, in the page's language: how often (the English
// values stay in the API) and the seasonal templates' titles (a task whose title is a template's,
// untouched, shows the template's translation; a title someone typed is shown as typed).
import i18next from "i18next";
import type { TaskEvery } from "@common/household";
import { TASK_TEMPLATES } from "@common/home-task-templates";

type LooseT = (key: string, options: { defaultValue: string }) => string;
const t = (key: string, defaultValue: string) => (i18next.t as unknown as LooseT)(key, { defaultValue });

/** The catalogue key of a template title: "Test smoke and CO alarms" → "test-smoke-and-co-alarms". */
const templateKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const TEMPLATE_TITLES = new Set(TASK_TEMPLATES.map((template) => template.title));

/** A task's title for display: a template's title translated, any other as typed. */
export const taskTitle = (title: string): string =>
  TEMPLATE_TITLES.has(title) ? t(`home:templates.titles.${templateKey(title)}`, title) : title;

/** "Every month", "Once"… */
export const everyLabel = (every: TaskEvery): string => i18next.t(`home:every.${every}`);
