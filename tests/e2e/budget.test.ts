// The client's byte budget (gzip), checked on the production build: what a phone downloads
// before the landing page and Home can render. Counts bytes, never times.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { clientDir } from "../../scripts/build-client";

const KB = 1024;
export const BUDGET = { landingJs: 126 * KB, homeJs: 184 * KB, css: 25 * KB, moneyChartJs: 56 * KB };

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;

const gzipBytes = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;

/** The chunk and every chunk it imports statically (what loads before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]!.imports ?? []) closure(dep, seen);
  return seen;
}
const jsBytes = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gzipBytes(manifest[k]!.file), 0);

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const chunkText = (file: string) => fs.readFileSync(path.join(clientDir, file), "utf8");
const allScripts = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith(".js"));
const home = Object.keys(manifest).find((k) => k.endsWith("pages/home.tsx"))!;
/** The signed-in route table: every signed-in screen, Home too, waits for it and its chunk. */
const routeTable = Object.keys(manifest).find((k) => k.endsWith("signed-in-routes.tsx"))!;

/** What a signed-in screen waits for: the entry, the route table and the screen's static imports. */
const waitedFor = (screen: string) => closure(screen, closure(routeTable, closure(entry)));

/** The code `marker` finds is in none of the chunks `screen` waits for, yet in the build, for the screens that use it. */
function expectLeftOut(screen: string, marker: RegExp) {
  const files = [...waitedFor(screen)].map((k) => manifest[k]!.file);
  expect(files.filter((file) => marker.test(chunkText(file)))).toEqual([]);
  expect(allScripts.some((file) => marker.test(chunkText(file)))).toBe(true);
}

describe("bundle budget (gzip)", () => {
  it("keeps the landing page's JavaScript within budget, with the signed-in pages split off", () => {
    const landing = closure(entry);
    expect(landing.has(home), "Home must load on demand").toBe(false);
    expect(jsBytes(landing)).toBeLessThanOrEqual(BUDGET.landingJs);
  });

  it("keeps Home's JavaScript within budget, the signed-in route table it waits for included", () => {
    const keys = waitedFor(home);
    expect(manifest[entry]!.dynamicImports).toContain(routeTable);
    expect(jsBytes(keys)).toBeLessThanOrEqual(BUDGET.homeJs);
  });

  // The screens dial the number the server kept (phoneKey); only forms that check a typed one parse.
  it.each(["home", "providers", "project-detail", "provider-detail"])(
    "keeps the phone-number parser (libphonenumber) out of what %s waits for",
    (page) => {
      const screen = Object.keys(manifest).find((k) => k.endsWith(`pages/${page}.tsx`))!;
      expectLeftOut(screen, /`metadata` argument not passed/); // a message of libphonenumber's own code
    },
  );

  // Their forms open in dialogs that load on demand; a provider's notes box is plain state, and
  // the notification settings read the event names from a module without the schemas.
  it.each(["providers", "project-detail", "provider-detail", "projects", "requests", "notifications"])(
    "keeps the form libraries (zod, react-hook-form) out of what %s waits for",
    (page) => {
      const screen = Object.keys(manifest).find((k) => k.endsWith(`pages/${page}.tsx`))!;
      expectLeftOut(screen, /\$ZodType/); // zod's own class name
      expectLeftOut(screen, /shouldFocusError/); // an option react-hook-form reads
    },
  );

  it("has no cycle among the chunks' static imports (each chunk runs after what it imports)", () => {
    const trail: string[] = [];
    const done = new Set<string>();
    const visit = (key: string) => {
      if (done.has(key)) return;
      expect(trail, `a chunk cycle through ${key}`).not.toContain(key);
      trail.push(key);
      for (const dep of manifest[key]!.imports ?? []) visit(dep);
      trail.pop();
      done.add(key);
    };
    for (const key of Object.keys(manifest)) visit(key);
    expect(done.size).toBe(Object.keys(manifest).length);
  });

  it("keeps the Money screen's chart (chart.js) within budget, loaded by that screen alone, on demand", () => {
    const chart = Object.keys(manifest).find((k) => k.endsWith("features/money/spending-chart.tsx"))!;
    const money = Object.keys(manifest).find((k) => k.endsWith("pages/money.tsx"))!;
    expect(manifest[money]!.dynamicImports).toContain(chart);
    // No chunk imports it statically, nor does any other chunk load it.
    for (const [key, chunk] of Object.entries(manifest)) {
      expect(chunk.imports ?? [], key).not.toContain(chart);
      if (key !== money) expect(chunk.dynamicImports ?? [], key).not.toContain(chart);
    }
    // What the chart adds to what the Money screen already loaded.
    const before = closure(money, closure(entry));
    const added = new Set([...closure(chart)].filter((k) => !before.has(k)));
    expect(jsBytes(added)).toBeLessThanOrEqual(BUDGET.moneyChartJs);
  });

  it("keeps the CSS within budget", () => {
    const css = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
    const bytes = [...css].reduce((sum, f) => sum + gzipBytes(f), 0);
    expect(css.size).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET.css);
  });
});
