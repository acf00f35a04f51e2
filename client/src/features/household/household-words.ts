// The household's words, one place for the card, its dialogs and the join page.
import type { HouseholdRole } from "@common/household";

export const ROLE_NAMES: Record<HouseholdRole, string> = { owner: "Owner", member: "Member", viewer: "Viewer" };

/** What each role a link can give may do, as the invite dialog and the join page say it. */
export const ROLE_HINTS: Record<"member" | "viewer", string> = {
  member: "Runs the home with you: works on your projects, shares your provider list, upkeep and appliances.",
  viewer: "Only looks (a sitter, a tenant): sees projects, providers, tasks and appliances, without amounts or notes.",
};

/** What becomes visible to the household's members when someone joins it. */
export const WHAT_MEMBERS_SEE = "your projects, your provider list and your shared notes";
