// The household: the people who run one home together (docs/decisions/130-household.md).
// Every account is in exactly one household; alone, it is the owner of a household of one.

/** owner: manages the household; member: runs the home with the owner; viewer: reads only (a sitter, a tenant). */
export const HOUSEHOLD_ROLES = ["owner", "member", "viewer"] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** The most people one household holds, owner included. */
export const HOUSEHOLD_MAX_PEOPLE = 10;

/** How often an upkeep task comes back; "none" is a one-off (done once, then "No date"). */
export const TASK_EVERY = ["weekly", "monthly", "quarterly", "twice-yearly", "yearly", "none"] as const;
export type TaskEvery = (typeof TASK_EVERY)[number];

/** Upkeep tasks and home items are each capped per household, and answered unpaged. */
export const HOME_TASKS_MAX = 200;
export const HOME_ITEMS_MAX = 200;

/** The household's own notes for "Who to call" ("water shut-off under the sink"). */
export const HOUSEHOLD_NOTES_MAX = 5000;

/** The answer to a viewer's write. */
export const READ_ONLY_MESSAGE = "Viewers can't change this home";
