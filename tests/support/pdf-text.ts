// The text a PDF holds, as a reader would select it: pdfjs-dist extracts each page's text runs.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every page's text, runs joined (a line break where the PDF ends a line). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  await doc.destroy();
  return pages.join("\n");
}

/** How many pages the PDF has. */
export async function pdfPages(bytes: Buffer): Promise<number> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return pages;
}
