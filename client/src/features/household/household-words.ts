// The household's words, one place for the card, its dialogs and the join page: the roles' names
// and what each role may do, from the household catalogue in the page's language.
import i18next from "i18next";
import type { HouseholdRole } from "@common/household";

/** "Owner", "Member", "Viewer". */
export const roleName = (role: HouseholdRole): string => i18next.t(`household:roles.${role}`);

/** The role inside a sentence ("is now a member"). */
export const roleInSentence = (role: HouseholdRole): string => i18next.t(`household:rolesInSentence.${role}`);

/** What each role a link can give may do, as the invite dialog and the join page say it. */
export const roleHint = (role: "member" | "viewer"): string => i18next.t(`household:hints.${role}`);

/** The same, said to the person joining. */
export const joinerHint = (role: "member" | "viewer"): string => i18next.t(`household:joinerHints.${role}`);
