// `npm run lighthouse`: Lighthouse (mobile emulation, simulated throttling) with Debian's Chromium
// on the built app: the landing page signed out, and Home, Providers, a project and a provider signed in as a demo
// neighbour. Three runs per page; prints the median of each category. Scores are reported in
// docs/PERFORMANCE.md, not asserted (timings on a shared machine are too noisy for a gate).
// Lighthouse itself is installed on first use (./lighthouse/install.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { ensureNginx, startDeployedProxy } from "../cluster/nginx.js";
import { clientPages, measuredClientDir, median, pickPages, sessionCookie } from "./client-pages.js";
import { startDemoServer } from "./demo-server.js";
import { CHROMIUM_ARGS, ensureChromium } from "../ensure-browser.js";
import { loadLighthouse } from "./lighthouse/install.js";

const lighthouse = await loadLighthouse();
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_JSON_DIR keeps each run's full report (bootup-time, mainthread-work-breakdown,
// long-tasks…) for a breakdown.
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
// LIGHTHOUSE_CLIENT_DIR: another build to measure (e.g. the previous commit's, back to back).
const clientDir = measuredClientDir("LIGHTHOUSE_CLIENT_DIR");
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;

const demo = await startDemoServer(clientDir);
const { cookie } = demo;
// LIGHTHOUSE_VIA=proxy: through deploy/nginx.conf (HTTPS, HTTP/2) as the app is deployed, instead
// of the app's own HTTP/1.1 port, where a browser opens at most six connections at a time.
const proxy = process.env.LIGHTHOUSE_VIA === "proxy" ? await startProxy(new URL(demo.base).port) : undefined;
const base = proxy?.base ?? demo.base;

async function startProxy(appPort: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vowch-lighthouse-proxy-"));
  const nginx = await startDeployedProxy({
    binary: ensureNginx(),
    template: fs.readFileSync(path.resolve(import.meta.dirname, "../../deploy/nginx.conf"), "utf8"),
    // deploy/nginx.conf balances two app processes; both entries are the demo server here.
    apps: [Number(appPort), Number(appPort)],
    dir,
    // 443 when free: the app's same-origin rule compares the page's origin with the Host nginx
    // passes on ($host, without a port), as in a deployment on the standard port.
    httpsPort: 443,
  });
  return {
    base: nginx.site.httpsPort === 443 ? "https://localhost" : `https://localhost:${nginx.site.httpsPort}`,
    async stop() {
      await nginx.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// LIGHTHOUSE_PAGES=home,providers measures only those pages (their keys in ./client-pages.ts).
const pages = pickPages(await clientPages(base, demo.base, cookie), process.env.LIGHTHOUSE_PAGES);

// Through the proxy the certificate is the run's own, made a moment ago.
const chromeFlags = proxy ? [...CHROMIUM_ARGS, "--ignore-certificate-errors"] : CHROMIUM_ARGS;
const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags });
// The session goes into the browser's own cookie jar, emptied before each run (Lighthouse keeps
// cookies between runs): a Cookie header given to Lighthouse is replaced by the jar's as soon as
// the page has set a cookie of its own (the language and theme the first paint reads).
const jar = (await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)).contexts()[0]!;
async function freshVisitor(signedIn: boolean) {
  await jar.clearCookies();
  if (signedIn) await jar.addCookies([sessionCookie(cookie, base)]);
}
try {
  const rows: string[] = [];
  const findings: string[] = [];
  for (const page of pages) {
    const scores: Record<string, number[]> = {};
    const lcp: number[] = [];
    const tbt: number[] = [];
    // Lighthouse's measure of this machine's speed at each run (about 1,000+ for a fast desktop):
    // scores taken at very different indexes are not comparable.
    const benchmarkIndexes: number[] = [];
    const eachRun: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      await freshVisitor(page.signedIn);
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result!.lhr;
      if (JSON_DIR) {
        fs.mkdirSync(JSON_DIR, { recursive: true });
        fs.writeFileSync(
          path.join(JSON_DIR, `${page.name.toLowerCase().replace(/[^a-z]+/g, "-")}-${run + 1}.json`),
          JSON.stringify(lhr),
        );
      }
      // A run Lighthouse could not finish (lhr.runtimeError, e.g. NO_FCP) scores null: it is shown
      // as failed and left out of the medians, never counted as a score of 0.
      const failed = lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? "NO_SCORE" : undefined);
      benchmarkIndexes.push(Math.round(lhr.environment.benchmarkIndex));
      if (failed) {
        eachRun.push(`failed (${failed})`);
        continue;
      }
      eachRun.push(String(Math.round(lhr.categories.performance!.score! * 100)));
      for (const c of CATEGORIES) (scores[c] ??= []).push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
      // What an accessibility score under 100 is made of (the first scored run's failing audits).
      if (scores.performance!.length === 1)
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (audit && audit.score !== null && audit.score < 1) findings.push(`${page.name}: ${audit.id} — ${audit.title}`);
        }
      tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? 0);
    }
    const medians = scores.performance
      ? `${CATEGORIES.map((c) => median(scores[c]!)).join(" | ")} | ${(median(lcp) / 1000).toFixed(1)} s | ${Math.round(median(tbt))} ms`
      : CATEGORIES.map(() => "–").join(" | ") + " | – | –";
    rows.push(`| ${page.name} | ${medians} | ${eachRun.join(", ")} | ${benchmarkIndexes.join(", ")} |`);
  }
  console.log(`\nLighthouse, mobile, median of ${RUNS} runs\n`);
  console.log("| page | performance | accessibility | best practices | LCP | TBT | each run's performance | benchmarkIndex |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) console.log(row);
  if (findings.length > 0) console.log(`\nAccessibility audits not passed:\n${findings.map((f) => `- ${f}`).join("\n")}`);
} finally {
  chrome.kill();
  await proxy?.stop();
  await demo.close();
}
