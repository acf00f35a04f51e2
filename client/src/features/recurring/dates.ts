// Dates as the user's own clock shows them (the browser's zone): today, and short labels.
import i18next from "i18next";
import { addDays } from "@common/recurring-dates";
import { formatDate } from "@common/format";

const pad = (n: number) => String(n).padStart(2, "0");

/** Today on this device, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Today", "Tomorrow", else "Mon, Dec 7" — from date-only values, never shifted by a zone. */
export function dayLabel(date: string, today = localToday()): string {
  if (date === today) return i18next.t("projects:dates.today");
  if (date === addDays(today, 1)) return i18next.t("projects:dates.tomorrow");
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const language = i18next.language;
  if (language && language !== "en")
    return new Intl.DateTimeFormat(document.documentElement.lang || language, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(y, m - 1, d)));
  const weekday = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" });
  return `${weekday}, ${formatDate(date).replace(/, \d{4}$/, "")}`;
}
