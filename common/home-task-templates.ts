// The seasonal upkeep templates "Add from templates" offers: what most homes need, how often,
// the month it is best done in (northern-hemisphere seasons) and the trade that does it (one of
// the provider categories, for "Ask your contacts").
import type { ProviderCategory } from "./constants";
import type { TaskEvery } from "./household";
import { addMonths } from "./recurring-dates";

export interface TaskTemplateDef {
  title: string;
  every: TaskEvery;
  month?: number;
  category: ProviderCategory;
}

export const TASK_TEMPLATES: readonly TaskTemplateDef[] = [
  { title: "Test smoke and CO alarms", every: "monthly", category: "Electrician" },
  { title: "Replace furnace filter", every: "quarterly", category: "HVAC" },
  { title: "Flush the water heater", every: "yearly", month: 9, category: "Plumber" },
  { title: "Clean gutters and downspouts", every: "twice-yearly", month: 10, category: "General Contractor" },
  { title: "Service the furnace", every: "yearly", month: 9, category: "HVAC" },
  { title: "Service the air conditioner", every: "yearly", month: 4, category: "HVAC" },
  { title: "Replace smoke alarm batteries", every: "yearly", month: 11, category: "Electrician" },
  { title: "Test GFCI outlets", every: "monthly", category: "Electrician" },
  { title: "Check the electrical panel", every: "yearly", month: 3, category: "Electrician" },
  { title: "Check for leaks under sinks", every: "quarterly", category: "Plumber" },
  { title: "Drain outdoor faucets for winter", every: "yearly", month: 10, category: "Plumber" },
  { title: "Test the sump pump", every: "twice-yearly", month: 3, category: "Plumber" },
  { title: "Clean the dryer vent", every: "yearly", month: 1, category: "General Contractor" },
  { title: "Inspect the roof", every: "yearly", month: 5, category: "General Contractor" },
  { title: "Sweep the chimney", every: "yearly", month: 8, category: "General Contractor" },
  { title: "Reseal windows and doors", every: "yearly", month: 9, category: "Carpenter" },
  { title: "Check the deck for loose boards", every: "yearly", month: 5, category: "Carpenter" },
  { title: "Touch up exterior paint", every: "yearly", month: 6, category: "Painter" },
  { title: "Inspect the fence", every: "yearly", month: 4, category: "Fencing" },
  { title: "Seal the driveway", every: "yearly", month: 7, category: "Concrete" },
  { title: "Aerate and seed the lawn", every: "yearly", month: 9, category: "Lawn Care" },
  { title: "Rake leaves", every: "yearly", month: 11, category: "Lawn Care" },
  { title: "Start the sprinkler system", every: "yearly", month: 4, category: "Lawn Care" },
  { title: "Winterize the sprinkler system", every: "yearly", month: 10, category: "Lawn Care" },
  { title: "Deep clean the house", every: "twice-yearly", month: 4, category: "House Cleaning" },
  { title: "Clean the range hood filter", every: "quarterly", category: "House Cleaning" },
  { title: "Clean the refrigerator coils", every: "yearly", month: 2, category: "House Cleaning" },
  { title: "Clean window screens", every: "yearly", month: 5, category: "House Cleaning" },
];

/**
 * When a template's task is first due: the 1st of its month, this year if that is still ahead
 * (or this month), else next year; a template without a month starts today.
 */
export function firstDueOf(template: Pick<TaskTemplateDef, "month">, today: string): string {
  if (!template.month) return today;
  const month = Number(today.slice(5, 7));
  if (template.month === month) return today;
  const start = `${today.slice(0, 4)}-${String(template.month).padStart(2, "0")}-01`;
  return template.month > month ? start : addMonths(start, 12);
}
