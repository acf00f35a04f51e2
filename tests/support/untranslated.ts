// "No English text" on a screen in another language: the texts a person reads or hears (visible
// text, and the accessible names and hints set by attribute) checked against the English
// catalogue. A text is English left behind when it is an English catalogue text (placeholders
// matching anything) whose translation in the page's language differs, or when it holds a word
// only English has (an English literal that never reached the catalogue).
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

const LOCALES = path.join(import.meta.dirname, "../../common/locales");

type Tree = { [key: string]: string | Tree };

function flatten(language: string): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") entries.set(prefix + key, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  const dir = path.join(LOCALES, language);
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"))) {
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Tree, `${file}:`);
  }
  return entries;
}

/** The product's name, which every language writes the same (an English key may hold it as a word). */
const NAMES = new Set(["Vowch"]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One pattern per English text that the language translates differently. */
function englishPatterns(language: string): Array<{ key: string; pattern: RegExp }> {
  const english = flatten("en");
  const other = flatten(language);
  const patterns: Array<{ key: string; pattern: RegExp }> = [];
  for (const [key, text] of english) {
    const translated = other.get(key);
    if (translated === undefined || translated === text || NAMES.has(text)) continue;
    // Too short to tell a language by ("OK", "PDF") or nothing but a placeholder.
    const literal = text.replace(/\{\{[^}]*\}\}/g, "").trim();
    if (literal.replace(/[^\p{L}]/gu, "").length < 3) continue;
    const body = text
      .split(/\{\{[^}]*\}\}/)
      .map(escape)
      .join(".+?");
    patterns.push({ key, pattern: new RegExp(`^${body}$`, "s") });
  }
  return patterns;
}

/** What the page shows and names: visible text nodes' texts and the readable attributes of visible elements. */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility?.({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      if (text && visible(node.parentElement)) texts.add(text);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt], [aria-description]")) {
      if (!visible(el) && !visible(el.parentElement)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt", "aria-description"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    }
    const title = document.title.trim();
    if (title) texts.add(title);
    return [...texts];
  });
}

/**
 * English words that are no Spanish or German word: a text holding one is English left behind even
 * when no catalogue has it (a literal outside the catalogue, a library's own text). Words either
 * language spells the same ("die", "was", "will", "also", "no", "a", "in", "an") are left out, and
 * so is "new" (time zone names such as America/New_York).
 */
const ENGLISH_WORD =
  /(?<![\p{L}\p{N}_])(the|your|you|with|and|of|this|that|from|what|who|which|are|is|not|to|for|by|it|yet|been|here|there|more|add|any|can|have|our|we|please|could|should|would)(?![\p{L}\p{N}_])/iu;

const cache = new Map<string, Array<{ key: string; pattern: RegExp }>>();

/** The English texts on the page (with their catalogue keys) that the language has its own words for. */
export async function englishLeftOn(page: Page, language: "es" | "de"): Promise<string[]> {
  let patterns = cache.get(language);
  if (!patterns) cache.set(language, (patterns = englishPatterns(language)));
  const found: string[] = [];
  for (const text of await readableTexts(page)) {
    const match = patterns.find(({ pattern }) => pattern.test(text));
    if (match) found.push(`${match.key}: ${text}`);
    else if (ENGLISH_WORD.test(text)) found.push(`(an English word): ${text}`);
  }
  return found;
}
