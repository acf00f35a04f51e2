// Quiet hours: pushes due between `from` and `until` (minutes after midnight in the person's time
// zone; the window may run past midnight) wait until it ends. The inbox is never held.

export interface QuietHours {
  on: boolean;
  from: number;
  until: number;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { on: true, from: 21 * 60, until: 8 * 60 };

/** Minutes after local midnight at `now` in `timeZone` (UTC when unknown). */
function localMinutes(now: Date, timeZone: string | null): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: timeZone ?? "UTC",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/** How many minutes a push due at `now` waits (0: send now). */
export function quietWaitMinutes(now: Date, timeZone: string | null, quiet: QuietHours): number {
  if (!quiet.on || quiet.from === quiet.until) return 0;
  const m = localMinutes(now, timeZone);
  const inside = quiet.from < quiet.until ? m >= quiet.from && m < quiet.until : m >= quiet.from || m < quiet.until;
  return inside ? (quiet.until - m + 1440) % 1440 : 0;
}
