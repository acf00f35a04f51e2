// `npx tsx scripts/perf/trace-client.ts [landing|home|providers|project|provider …]`: where a
// page's first render spends the main thread until its content shows (the pages of
// ./client-pages.ts), on the built app in headless Chromium with a phone's viewport and the CPU
// slowed 4× (Lighthouse's mobile setting), signed in as the demo neighbour but for the landing
// page. Each run records a CPU profile and the page's long tasks and largest paint; prints the
// median of TRACE_RUNS (3) runs, then, from the median run, the functions with the most self time
// and the components (React function names; build with TRACE_CLIENT_DIR pointing at an unminified
// `vite build --minify false --outDir …` to read them) with the most inclusive time. Relative
// evidence on a shared machine: compare before and after back to back, never against a quiet run.
import fs from "node:fs";
import path from "node:path";
import { chromium, type CDPSession } from "playwright-core";
import { clientPages, measuredClientDir, median, pickPages, sessionCookie, type ClientPage } from "./client-pages.js";
import { startDemoServer } from "./demo-server.js";
import { CHROMIUM_ARGS, ensureChromium } from "../ensure-browser.js";

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.TRACE_CPU_SLOWDOWN ?? 4);
const clientDir = measuredClientDir("TRACE_CLIENT_DIR");
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["home", "providers"];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface Run {
  /** Main-thread CPU time (thread clock, so another process taking the CPU does not count), by kind. */
  cpu: Record<string, number>;
  scriptingMs: number;
  longTasks: number[];
  lcpMs: number;
  cards: number;
  profile: Profile;
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  pid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
/** Thread-clock time on the renderer's main thread: all tasks, and inside them by kind of work. */
function mainThreadCpu(events: TraceEvent[]): Record<string, number> {
  // The navigation may move the page to another renderer process: every renderer's main thread.
  const mains = new Set(
    events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === "X" && e.tdur !== undefined);
  const kinds: Record<string, string[]> = {
    tasks: ["RunTask"],
    script: [
      "FunctionCall",
      "EvaluateScript",
      "v8.evaluateModule",
      "TimerFire",
      "EventDispatch",
      "FireAnimationFrame",
      "RunMicrotasks",
    ],
    style: ["UpdateLayoutTree"],
    layout: ["Layout"],
    paint: ["Paint", "PrePaint", "Layerize"],
    parseHtml: ["ParseHTML"],
    compile: ["v8.compile", "v8.compileModule", "CompileScript"],
  };
  const out: Record<string, number> = {};
  // The five largest tasks, by thread clock.
  const biggest = onMain
    .filter((e) => e.name === "RunTask")
    .map((e) => e.tdur! / 1000)
    .sort((a, b) => b - a);
  biggest.slice(0, 5).forEach((ms, i) => (out[`task${i + 1}`] = ms));
  for (const [kind, names] of Object.entries(kinds)) {
    // Outermost events only: a function call inside a script evaluation is not counted twice.
    let end = new Map<string, number>();
    out[kind] = 0;
    for (const e of onMain.filter((ev) => names.includes(ev.name)).sort((a, b) => a.ts - b.ts)) {
      const thread = `${e.pid}:${e.tid}`;
      if (e.ts < (end.get(thread) ?? 0)) continue;
      end.set(thread, e.ts + (e.dur ?? 0));
      out[kind] += e.tdur! / 1000;
    }
    end = new Map();
  }
  return out;
}

const IDLE = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

/** Self and inclusive time per function from a sampled CPU profile (a function counted once per sample). */
function breakdown(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: ProfileNode) =>
    `${n.callFrame.functionName || "(anonymous)"} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let scripting = 0;
  let gc = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === "(garbage collector)") gc += ms;
    if (IDLE.has(node.callFrame.functionName)) return;
    scripting += ms;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!;
      const name = n.callFrame.functionName;
      // Components: PascalCase function names (an unminified build keeps them).
      if (!/^[A-Z][A-Za-z0-9]+$/.test(name) || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  return { scripting, gc, self, inclusive };
}

async function measure(url: string, cookie: string | undefined, content: ClientPage["content"]): Promise<Run> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (cookie) await context.addCookies([sessionCookie(cookie, url)]);
    await context.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[]; __lcp: number };
      w.__longTasks = [];
      w.__lcp = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({
        type: "longtask",
        buffered: true,
      });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"],
    });
    await page.goto(url);
    await page.locator(content.selector, { hasText: content.text }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    // Let the last task after the last answer finish.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const stats = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[]; __lcp: number };
      // A scratch build may wrap subtrees in React's <Profiler> and collect actualDuration per id and phase.
      const prof = (window as unknown as { __prof?: Record<string, number[]> }).__prof;
      return { longTasks: w.__longTasks, lcp: w.__lcp, cards: document.querySelectorAll("article").length, prof };
    });
    if (stats.prof)
      console.log(
        Object.entries(stats.prof)
          .map(([id, ds]) => `${id} ${Math.round(ds.reduce((a, b) => a + b, 0))} ms/${ds.length}`)
          .join(", "),
      );
    return {
      cpu: mainThreadCpu(trace.traceEvents),
      scriptingMs: breakdown(profile).scripting,
      longTasks: stats.longTasks,
      lcpMs: stats.lcp,
      cards: stats.cards,
      profile,
    };
  } finally {
    await browser.close();
  }
}

const demo = await startDemoServer(clientDir);
const { base, cookie } = demo;

const pages = pickPages(await clientPages(base, base, cookie), wanted);

try {
  for (const target of pages) {
    const name = target.key;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(target.url, target.signedIn ? cookie : undefined, target.content));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const mid = [...runs].sort((a, b) => a.scriptingMs - b.scriptingMs)[Math.floor(runs.length / 2)]!;
    console.log(`\n## ${name} (${CPU_SLOWDOWN}× CPU, median of ${RUNS})`);
    const cpuLine = Object.keys(runs[0]!.cpu)
      .map((kind) => `${kind} ${Math.round(median(runs.map((r) => r.cpu[kind]!)))}`)
      .join(", ");
    console.log(
      `main-thread CPU (thread clock, ms): ${cpuLine}; tasks per run: ${runs.map((r) => Math.round(r.cpu.tasks!)).join(", ")}`,
    );
    console.log(
      `scripting ${Math.round(median(runs.map((r) => r.scriptingMs)))} ms (runs: ${runs.map((r) => Math.round(r.scriptingMs)).join(", ")})`,
    );
    console.log(
      `long tasks ${median(runs.map((r) => r.longTasks.length))}, total ${Math.round(median(runs.map((r) => sum(r.longTasks))))} ms, blocking (over 50 ms) ${Math.round(median(runs.map((r) => sum(r.longTasks.map((t) => t - 50)))))} ms, longest ${Math.round(median(runs.map((r) => Math.max(0, ...r.longTasks))))} ms`,
    );
    console.log(`largest paint ${Math.round(median(runs.map((r) => r.lcpMs)))} ms; cards ${mid.cards}`);
    console.log(`median run's long tasks: ${mid.longTasks.map(Math.round).join(", ")}`);
    const { self, inclusive, gc } = breakdown(mid.profile);
    const top = (m: Map<string, number>, n: number) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `  ${Math.round(v).toString().padStart(5)} ms  ${k}`)
        .join("\n");
    console.log(
      `garbage collection ${Math.round(gc)} ms\nself time:\n${top(self, 25)}\ncomponents (inclusive):\n${top(inclusive, 40)}`,
    );
    if (process.env.TRACE_PROFILE_DIR) {
      fs.mkdirSync(process.env.TRACE_PROFILE_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.TRACE_PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(mid.profile));
    }
  }
} finally {
  await demo.close();
}
