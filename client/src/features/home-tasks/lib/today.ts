// Today in the browser's own zone (what "overdue" and a new log entry's default day are read against).
import { dateIn } from "@common/time-zone";

export const today = (now = new Date()) => dateIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
