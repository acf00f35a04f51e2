// `npm run first-content`: how long each of the five client pages (./client-pages.ts) takes, on a
// first visit with the CPU slowed 4× (Lighthouse's mobile setting; no network throttling, the
// server is local), from the navigation's start to the frame that shows the screen's own content:
// its data fetched and rendered, not the served frame or a skeleton. Median of FIRST_CONTENT_RUNS
// (3) runs per page, each in a new browser context (empty cache, the session cookie alone), with
// the first contentful paint beside it. FIRST_CONTENT_CLIENT_DIR measures another build (an older
// commit's `vite build --outDir …`, back to back). Relative evidence on a shared machine, reported
// in docs/PERFORMANCE.md, never asserted.
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../ensure-browser.js";
import { clientPages, measuredClientDir, median, pickPages, sessionCookie, type ClientPage } from "./client-pages.js";
import { startDemoServer } from "./demo-server.js";

const RUNS = Number(process.env.FIRST_CONTENT_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const clientDir = measuredClientDir("FIRST_CONTENT_CLIENT_DIR");

/**
 * Watches the document from its first byte: the first time `content` matches, the next animation
 * frame (the one that paints it) records its time. A string, as the page runs it: a compiled
 * function would carry the TypeScript runner's helpers into the page.
 */
const watchFor = (content: ClientPage["content"]) => `(() => {
  const content = ${JSON.stringify(content)};
  const shown = () => [...document.querySelectorAll(content.selector)].some((el) => !content.text || el.textContent.includes(content.text));
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__firstContent = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function measure(browser: Browser, page: ClientPage, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    if (page.signedIn) await context.addCookies([sessionCookie(cookie, page.url)]);
    await context.addInitScript(watchFor(page.content));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await tab.goto(page.url);
    const shownAt = await tab.waitForFunction(() => (window as unknown as { __firstContent?: number }).__firstContent, null, {
      timeout: 60_000,
    });
    const contentMs = (await shownAt.jsonValue()) as number;
    const fcpMs = await tab.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
    // A frame that holds the content paints no earlier than the first contentful paint.
    return { contentMs: Math.max(contentMs, fcpMs), fcpMs };
  } finally {
    await context.close();
  }
}

const demo = await startDemoServer(clientDir);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const rows: string[] = [];
  // FIRST_CONTENT_PAGES=home,providers measures only those pages (their keys in ./client-pages.ts).
  for (const page of pickPages(await clientPages(demo.base, demo.base, demo.cookie), process.env.FIRST_CONTENT_PAGES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, page, demo.cookie));
    const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
    const row = `| ${page.name} | ${ms(median(runs.map((r) => r.contentMs)))} | ${runs.map((r) => Math.round(r.contentMs)).join(", ")} | ${ms(median(runs.map((r) => r.fcpMs)))} |`;
    console.log(row);
    rows.push(row);
  }
  console.log(`\nTime to first content, ${CPU_SLOWDOWN}× CPU, first visit, median of ${RUNS} runs\n`);
  console.log("| page | first content | each run (ms) | first contentful paint |");
  console.log("| --- | ---: | --- | ---: |");
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await demo.close();
}
