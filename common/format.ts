// Money, dates and ratings as the spec's constants and limits shows them. English keeps the spec's
// formats whatever the phone's region ("Mar 5, 2024", "2:30 PM", "$4,200"); Spanish and German
// write them as Intl does for their locale. The client sets its locale once (setDisplayLocale);
// the server passes each reader's.

/** The currency's own number of decimals (USD 2, JPY 0, BHD 3); 2 for a code Intl does not know. */
export function currencyDigits(code: string): number {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "en": the spec's formats; any other locale: Intl's. */
let displayLocale = "en";

/** The locale the page writes dates, times and amounts in (client/src/lib/i18n.ts sets it). */
export function setDisplayLocale(locale: string) {
  displayLocale = locale;
}

const intlCache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function intlDate(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = intlCache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) intlCache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
function intlMoney(locale: string, fractionDigits: number, currency = "USD"): Intl.NumberFormat {
  const key = `n|${locale}|${fractionDigits}|${currency}`;
  let format = intlCache.get(key) as Intl.NumberFormat | undefined;
  const options = {
    style: "currency",
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  } as const;
  if (!format) intlCache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * "$4,200" or "$85.50": US dollars grouped by thousands, exactly as Intl's en-US currency format
 * writes them, but written out: building an Intl currency formatter loads ICU's data and cost a
 * phone's first render 45–70 ms here, 200–280 ms under Lighthouse's 4× slowdown
 * (docs/PERFORMANCE.md). Like ICU, it rounds the number's shortest decimal form ("1.005" → "1.01",
 * though the double is just under), half away from zero, and writes "-$5" for negatives. Numbers
 * JavaScript writes with an exponent, or beyond 2^53, go to Intl.
 */
export function formatUsd(n: number, fractionDigits: 0 | 2 = 0, locale = displayLocale): string {
  if (locale !== "en") return intlMoney(locale, fractionDigits).format(n);
  const abs = Math.abs(n);
  const text = String(abs);
  if (abs >= Number.MAX_SAFE_INTEGER || text.includes("e")) {
    const fraction = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", ...fraction }).format(n);
  }
  const [whole, fraction = ""] = text.split(".");
  let units = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0"));
  if ((fraction[fractionDigits] ?? "0") >= "5") units += 1n;
  const digits = units.toString().padStart(fractionDigits + 1, "0");
  const dollars = digits.slice(0, digits.length - fractionDigits).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const cents = fractionDigits > 0 ? `.${digits.slice(-fractionDigits)}` : "";
  return `${n < 0 || Object.is(n, -0) ? "-" : ""}$${dollars}${cents}`;
}

/**
 * An amount in its currency (ISO 4217, the account's that entered it): USD as formatUsd writes it;
 * another currency in English as Intl's en-US currency format ("€4,200", "CHF 85.50"), in other
 * languages as Intl's for the locale. `fractionDigits` is capped by the currency's own (¥ has none).
 */
export function formatCurrency(n: number, currency = "USD", fractionDigits: 0 | 2 = 0, locale = displayLocale): string {
  if (currency === "USD") return formatUsd(n, fractionDigits, locale);
  return intlMoney(locale === "en" ? "en-US" : locale, Math.min(fractionDigits, currencyDigits(currency)), currency).format(n);
}

/** "$4,200": an amount with no decimals, in its currency (USD unless told); null for empty values. */
export function formatMoney(value: string | number | null | undefined, currency = "USD", locale = displayLocale): string | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? formatCurrency(n, currency, 0, locale) : null;
}

// The platform's formatter (no date library on Home's first paint), in the device's zone as before.
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric" });

/** Whether `date` is a real instant (an unparsable text makes an Invalid Date). */
export const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/** "Mar 2024". */
export const formatMonth = (date: Date, locale = displayLocale) =>
  locale === "en" ? MONTH.format(date) : intlDate(locale, { month: "short", year: "numeric" }).format(date);

/** Midnight of a calendar day on the device's clock (setFullYear: years below 100 stay as given). */
function localDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** "Mar 5, 2024"; an invalid date shows its raw value (the spec's error catalogue). */
export function formatDate(value: string | Date | null | undefined, locale = displayLocale): string {
  if (value === null || value === undefined || value === "") return "";
  // A calendar day ("2024-03-05") is that day where the device is, not midnight UTC.
  const day = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = value instanceof Date ? value : day ? localDay(Number(day[1]), Number(day[2]), Number(day[3])) : new Date(value);
  if (!isValidDate(date)) return String(value);
  return locale === "en" ? DAY.format(date) : intlDate(locale, { day: "numeric", month: "short", year: "numeric" }).format(date);
}

/** "2:30 PM" from "14:30" or "14:30:00". */
export function formatTime(value: string | null | undefined, locale = displayLocale): string {
  if (!value) return "";
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  if (locale !== "en")
    return intlDate(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(2000, 0, 1, hours, Number(match[2])));
  const suffix = hours >= 12 ? "PM" : "AM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** Ratings show one decimal: "4.5". */
export function formatRating(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(1);
}
