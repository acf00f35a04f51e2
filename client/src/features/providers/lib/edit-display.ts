// Who edited a provider and when, as the detail ("Edited by …") and the history show it.
import i18next from "i18next";
import { formatDistanceStrict } from "date-fns";
import { formatDate } from "@common/format";
import type { ProviderEdit } from "@common/schemas/provider-edits";

/** The editor's name; an edit whose author's account is gone keeps no name. */
export const editorName = (editor: ProviderEdit["editor"]) => editor?.name ?? i18next.t("providers:edits.formerMember");

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** "just now", "5 minutes ago" within a week, then the date ("on Mar 5, 2024"). */
export function editedWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const seconds = (now.getTime() - at.getTime()) / 1000;
  if (seconds < 60) return i18next.t("providers:edits.justNow");
  if (seconds < WEEK_SECONDS) return formatDistanceStrict(at, now, { addSuffix: true });
  return i18next.t("providers:edits.onDate", { date: formatDate(at) });
}
