// The hand-over record as a PDF (pdfkit): real text in DejaVu Sans, embedded and subset, so every
// name prints as typed ("Ζήτα Στέγες") and can be selected, searched and read aloud. The record's
// lists are capped before they get here, so the document (and the buffer it is built in) stays
// small. Laying text out is CPU work on the request thread: the build hands the event loop a turn
// every few rows, and at most two builds run at once (the rest wait their turn).
import { readFile } from "node:fs/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatCurrency, formatDate } from "../../../common/format.js";
import { DecodeQueue } from "../files/decode-queue.js";
import type { Language } from "../../../common/i18n/languages.js";
import { localeFor, translator } from "../../i18n/index.js";
import type { Capped, HandoverRecord } from "./record.js";

/** Builds running at once in this process. */
const builds = new DecodeQueue(2);
/** Rows laid out between two turns of the event loop. */
const ROWS_PER_TURN = 20;

/** Calls `write` for each row, handing the event loop a turn every ROWS_PER_TURN rows. */
async function eachRow<T>(rows: T[], write: (row: T) => void): Promise<void> {
  for (const [i, row] of rows.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    write(row);
  }
}

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** DejaVu Sans, regular and bold, read once from the dejavu-fonts-ttf package. */
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

export interface HandoverOptions {
  /** Whether job amounts and upkeep costs are printed. */
  amounts: boolean;
  /** The day the record is made, "YYYY-MM-DD" in the caller's zone. */
  today: string;
  /** The reader's language: the record's words, dates and amounts. */
  language: Language;
}

const MUTED = "#555555";
/** An amount in its currency (the account's that entered it), in the reader's locale. */
const money = (value: string, currency: string, locale: string) => {
  const n = Number(value);
  return formatCurrency(n, currency, Number.isInteger(n) ? 0 : 2, locale);
};
/** The parts that are there, joined with a middle dot. */
const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" · ");

/** The record as PDF bytes, built when one of the few places is free. */
export function handoverPdf(record: HandoverRecord, options: HandoverOptions): Promise<Buffer> {
  return builds.run(() => build(record, options));
}

async function build(record: HandoverRecord, { amounts, today, language }: HandoverOptions): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const t = translator(language, "pdf");
  const locale = localeFor(language);
  const date = (value: string) => formatDate(value, locale);
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 54,
    lang: language === "en" ? "en" : locale,
    tagged: true,
    displayTitle: true,
    info: { Title: t("title"), Creator: "vowch" },
  });
  doc.registerFont("body", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const heading = (text: string) => doc.moveDown(1).font("bold").fontSize(14).fillColor("black").text(text).moveDown(0.3);
  const line = (text: string) => doc.font("body").fontSize(10.5).fillColor("black").text(text);
  const strong = (text: string) => doc.font("bold").fontSize(10.5).fillColor("black").text(text);
  const detail = (text: string) => doc.font("body").fontSize(9.5).fillColor(MUTED).text(text);
  const gap = () => doc.moveDown(0.4);
  /** "None recorded yet", or "Showing the latest 200 of 340 jobs." when the list was cut. */
  const noteOn = (list: Capped<unknown>, section: "jobs" | "log" | "items" | "providers") => {
    if (list.total === 0) detail(t(`${section}.none`));
    else if (list.rows.length < list.total) detail(t(`${section}.showing`, { shown: list.rows.length, total: list.total }));
  };
  const more = (key: string, names: string[], count: number) =>
    count > 0 ? t(`${key}More`, { names: names.join(", "), count }) : t(key, { names: names.join(", ") });

  doc.font("bold").fontSize(22).text(t("title"));
  doc
    .font("body")
    .fontSize(12)
    .text(record.address?.trim() || t("noAddress"));
  detail(t(amounts ? "prepared" : "preparedWithoutAmounts", { date: date(today) }));
  const empty = [record.jobs, record.log, record.items, record.providers].every((list) => list.total === 0);
  if (empty) {
    doc.moveDown(1);
    line(t("empty"));
  }

  heading(t("jobs.heading"));
  noteOn(record.jobs, "jobs");
  await eachRow(record.jobs.rows, (job) => {
    strong(job.title);
    detail(joined([date(job.doneOn), job.trade, job.provider, amounts && job.amount && money(job.amount, job.currency, locale)]));
    gap();
  });

  heading(t("log.heading"));
  noteOn(record.log, "log");
  await eachRow(record.log.rows, (entry) => {
    line(joined([date(entry.doneOn), entry.task]));
    const by = joined([
      entry.provider && t("log.by", { provider: entry.provider }),
      amounts && entry.cost && money(entry.cost, entry.currency, locale),
    ]);
    if (by) detail(by);
    gap();
  });

  heading(t("items.heading"));
  noteOn(record.items, "items");
  await eachRow(record.items.rows, (item) => {
    strong(item.name);
    const made = joined([item.category, item.brand, item.model, item.serial && t("items.serial", { serial: item.serial })]);
    if (made) detail(made);
    const dates = joined([
      item.purchasedOn && t("items.bought", { date: date(item.purchasedOn) }),
      item.warrantyUntil &&
        t(item.warrantyUntil < today ? "items.warrantyEnded" : "items.warrantyUntil", { date: date(item.warrantyUntil) }),
    ]);
    if (dates) detail(dates);
    if (item.documentCount > 0) {
      detail(more("items.documents", item.documents, item.documentCount - item.documents.length));
    }
    gap();
  });

  heading(t("providers.heading"));
  noteOn(record.providers, "providers");
  await eachRow(record.providers.rows, (provider) => {
    strong(joined([provider.name, provider.category]));
    const contact = joined([provider.phone, provider.email, provider.website, provider.address]);
    detail(contact || t("providers.noContact"));
    line(more("providers.jobs", provider.jobs, provider.jobCount - provider.jobs.length));
    gap();
  });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
