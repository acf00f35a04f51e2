// Who edited a provider and when, as the detail ("Edited by …") and the history show it.
import i18next from "i18next";
import { formatDate } from "@common/format";
import type { ProviderEdit } from "@common/schemas/provider-edits";

/** The editor's name; an edit whose author's account is gone keeps no name. */
export const editorName = (editor: ProviderEdit["editor"]) => editor?.name ?? i18next.t("providers:edits.formerMember");

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;
const WEEK_SECONDS = 7 * DAY_SECONDS;

/** "5 minutes ago", "hace 3 horas": the platform's relative time in the page's language. */
function ago(seconds: number): string {
  const format = new Intl.RelativeTimeFormat(i18next.language || "en", { numeric: "always" });
  if (seconds < HOUR_SECONDS) return format.format(-Math.round(seconds / 60), "minute");
  if (seconds < DAY_SECONDS) return format.format(-Math.round(seconds / HOUR_SECONDS), "hour");
  return format.format(-Math.round(seconds / DAY_SECONDS), "day");
}

/** "just now", "5 minutes ago" within a week, then the date ("on Mar 5, 2024"). */
export function editedWhen(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const seconds = (now.getTime() - at.getTime()) / 1000;
  if (seconds < 60) return i18next.t("providers:edits.justNow");
  if (seconds < WEEK_SECONDS) return ago(seconds);
  return i18next.t("providers:edits.onDate", { date: formatDate(at) });
}
