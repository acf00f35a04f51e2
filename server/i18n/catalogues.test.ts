// Every catalogue key in every language: Spanish and German have each English key (and no other),
// a plural has every form its language's rules ask for (Intl.PluralRules, as i18next picks them),
// and a translation keeps the English text's {{placeholders}}.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/i18n/languages";

const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), "../../common/locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

/** "a.b.c" → text, for every leaf of every namespace file (a subfolder is part of the name). */
function catalogue(language: string): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") entries.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  const dir = path.join(ROOT, language);
  for (const file of fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f: string) => f.endsWith(".json"))
    .sort()) {
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Tree, `${file.replace(/\.json$/, "")}:`);
  }
  return entries;
}

/** Keys without their plural form, each with the forms it has. */
function byBase(entries: Map<string, string>): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const key of entries.keys()) {
    const form = PLURAL.exec(key)?.[1] ?? "";
    const base = key.replace(PLURAL, "");
    bases.set(base, (bases.get(base) ?? new Set()).add(form));
  }
  return bases;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const english = catalogue("en");
const englishBases = byBase(english);

describe("the catalogues", () => {
  it("hold English texts", () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, text] of english) expect(text.trim(), key).not.toBe("");
  });

  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    describe(language, () => {
      const entries = catalogue(language);
      const bases = byBase(entries);
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it("has every English key and no other", () => {
        expect([...bases.keys()].sort()).toEqual([...englishBases.keys()].sort());
      });

      it("has every plural form its language needs", () => {
        for (const [base, englishForms] of englishBases) {
          if (englishForms.has("")) continue;
          expect([...(bases.get(base) ?? [])].sort(), base).toEqual([...forms].sort());
        }
      });

      it("keeps each text's placeholders and leaves none empty", () => {
        for (const [key, text] of entries) {
          expect(text.trim(), key).not.toBe("");
          const source = english.get(key) ?? english.get(key.replace(PLURAL, "_other"));
          if (source !== undefined) expect(placeholders(text), key).toEqual(placeholders(source));
        }
      });
    });
  }
});
