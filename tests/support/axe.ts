// Accessibility checks in the end-to-end tests: axe-core run inside the page (through the
// DevTools protocol, so the app's strict CSP does not block it), on the whole page or one part.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { AxeResults, RunOptions } from "axe-core";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** The serious and critical axe violations inside `selector` (default: the whole document). */
export async function seriousViolations(page: Page, selector?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run(context: Element | Document, options: RunOptions): Promise<AxeResults> } })
      .axe;
    const context = sel ? document.querySelector(sel) : document;
    if (!context) throw new Error(`axe: nothing matches ${sel}`);
    // The same rules run; only violations are collected in full (axe keeps no node lists for the
    // passes and the rest, its documented way to make a run on a large page cheaper).
    const result = await axe.run(context, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  }, selector);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
