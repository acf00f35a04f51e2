// The household's words, one place for the card, its dialogs and the join page.
import type { HouseholdRole } from "@common/household";

export const ROLE_NAMES: Record<HouseholdRole, string> = { owner: "Owner", member: "Member", viewer: "Viewer" };

/** What each role a link can give may do, as the invite dialog and the join page say it. */
export const ROLE_HINTS: Record<"member" | "viewer", string> = {
  member: "Runs the home with you: works on your projects, shares your provider list, upkeep and appliances.",
  viewer: "Only looks (a sitter, a tenant): sees projects, providers, tasks and appliances, without amounts or notes.",
};

/** The same, said to the person joining. */
export const JOINER_HINTS: Record<"member" | "viewer", string> = {
  member: "you run the home together, working on each other's projects and sharing the provider list, upkeep and appliances.",
  viewer: "you see the home's projects, providers, tasks and appliances, without amounts or notes, and change nothing.",
};
