// Lighthouse and its dependencies (about 150 MB) stay out of the default install: the first
// `npm run lighthouse` installs the pinned version into .tmp/lighthouse (git-ignored) and every
// run loads it from there.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const VERSION = "12.8.2";
const prefix = path.resolve(import.meta.dirname, "../../../.tmp/lighthouse");
const packageDir = path.join(prefix, "node_modules/lighthouse");

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
}

/** The part of a Lighthouse result the script reads (the package's own types are not installed). */
interface LighthouseResult {
  lhr: {
    categories: Partial<Record<string, { score: number | null; auditRefs: { id: string }[] }>>;
    audits: Partial<Record<string, Audit>>;
    /** Lighthouse's measure of the machine's speed during the run. */
    environment: { benchmarkIndex: number };
    /** Set when Lighthouse could not finish the run (its scores are then null). */
    runtimeError?: { code: string; message: string };
  };
}

export type Lighthouse = (
  url: string,
  flags: {
    port: number;
    output: "json";
    logLevel: "error";
    onlyCategories: string[];
  },
) => Promise<LighthouseResult | undefined>;

function installedVersion(): string | undefined {
  const manifest = path.join(packageDir, "package.json");
  if (!fs.existsSync(manifest)) return undefined;
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version?: string }).version;
}

/** Lighthouse, installed into .tmp/lighthouse first when it is missing or another version. */
export async function loadLighthouse(): Promise<Lighthouse> {
  if (installedVersion() !== VERSION) {
    console.log(`Installing lighthouse@${VERSION} into .tmp/lighthouse (once)…`);
    fs.mkdirSync(prefix, { recursive: true });
    const npm = spawnSync(
      "npm",
      ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, `lighthouse@${VERSION}`],
      { stdio: "inherit" },
    );
    if (npm.status !== 0 || installedVersion() !== VERSION)
      throw new Error(`npm could not install lighthouse@${VERSION} into ${prefix}`);
  }
  const main = (JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")) as { main: string }).main;
  const loaded = (await import(pathToFileURL(path.join(packageDir, main)).href)) as { default: Lighthouse };
  return loaded.default;
}
