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
}

const MUTED = "#555555";
/** An amount in its currency (the account's that entered it). */
const money = (value: string, currency: string) => {
  const n = Number(value);
  return formatCurrency(n, currency, Number.isInteger(n) ? 0 : 2);
};
/** The parts that are there, joined with a middle dot. */
const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" · ");

/** The record as PDF bytes, built when one of the few places is free. */
export function handoverPdf(record: HandoverRecord, options: HandoverOptions): Promise<Buffer> {
  return builds.run(() => build(record, options));
}

async function build(record: HandoverRecord, { amounts, today }: HandoverOptions): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 54,
    lang: "en",
    tagged: true,
    displayTitle: true,
    info: { Title: "Hand-over record", Creator: "vowch" },
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
  const noteOn = (list: Capped<unknown>, noun: string, order: string) => {
    if (list.total === 0) detail(`No ${noun} recorded yet.`);
    else if (list.rows.length < list.total) detail(`Showing ${order} ${list.rows.length} of ${list.total} ${noun}.`);
  };

  doc.font("bold").fontSize(22).text("Hand-over record");
  doc
    .font("body")
    .fontSize(12)
    .text(record.address?.trim() || "No home address on file");
  detail(`Prepared on ${formatDate(today)} with vowch${amounts ? "" : ", without amounts"}.`);
  const empty = [record.jobs, record.log, record.items, record.providers].every((list) => list.total === 0);
  if (empty) {
    doc.moveDown(1);
    line("Nothing is recorded for this home yet: no completed work, upkeep, items or providers.");
  }

  heading("Completed work");
  noteOn(record.jobs, "jobs", "the latest");
  await eachRow(record.jobs.rows, (job) => {
    strong(job.title);
    detail(joined([formatDate(job.doneOn), job.trade, job.provider, amounts && job.amount && money(job.amount, job.currency)]));
    gap();
  });

  heading("Upkeep log");
  noteOn(record.log, "upkeep entries", "the latest");
  await eachRow(record.log.rows, (entry) => {
    line(joined([formatDate(entry.doneOn), entry.task]));
    const by = joined([entry.provider && `by ${entry.provider}`, amounts && entry.cost && money(entry.cost, entry.currency)]);
    if (by) detail(by);
    gap();
  });

  heading("Items, warranties and documents");
  noteOn(record.items, "items", "the first");
  await eachRow(record.items.rows, (item) => {
    strong(item.name);
    const made = joined([item.category, item.brand, item.model, item.serial && `serial ${item.serial}`]);
    if (made) detail(made);
    const dates = joined([
      item.purchasedOn && `bought ${formatDate(item.purchasedOn)}`,
      item.warrantyUntil &&
        `${item.warrantyUntil < today ? "warranty ended" : "warranty until"} ${formatDate(item.warrantyUntil)}`,
    ]);
    if (dates) detail(dates);
    if (item.documentCount > 0) {
      const more = item.documentCount - item.documents.length;
      detail(`Documents: ${item.documents.join(", ")}${more > 0 ? ` and ${more} more` : ""}`);
    }
    gap();
  });

  heading("The providers who know this house");
  noteOn(record.providers, "providers", "the most recent");
  await eachRow(record.providers.rows, (provider) => {
    strong(joined([provider.name, provider.category]));
    const contact = joined([provider.phone, provider.email, provider.website, provider.address]);
    detail(contact || "No contact details on file");
    const more = provider.jobCount - provider.jobs.length;
    line(`Jobs: ${provider.jobs.join(", ")}${more > 0 ? ` and ${more} more` : ""}`);
    gap();
  });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
