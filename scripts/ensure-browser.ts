// Finds a Chromium for the end-to-end tests, or installs one: CHROMIUM_PATH, then
// /usr/bin/chromium, then Playwright's cache; else Debian's package (as root on Debian),
// else `npx playwright install chromium`. Prints the path it settled on.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Headless Chromium on this machine: the flags DEVELOPERS.md names (no network calls home). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function playwrightCacheChromium(): string | undefined {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), ".cache", "ms-playwright");
  if (!fs.existsSync(cache)) return undefined;
  const dirs = fs
    .readdirSync(cache)
    .filter((d) => d.startsWith("chromium-"))
    .sort()
    .reverse();
  for (const dir of dirs) {
    for (const rel of ["chrome-linux64/chrome", "chrome-linux/chrome", "chrome-mac/Chromium.app/Contents/MacOS/Chromium"]) {
      const candidate = path.join(cache, dir, rel);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return SYSTEM_PATHS.find((p) => fs.existsSync(p)) ?? playwrightCacheChromium();
}

function isDebianRoot(): boolean {
  return process.getuid?.() === 0 && fs.existsSync("/etc/debian_version");
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (isDebianRoot()) {
    console.log("Installing Chromium from Debian's packages…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } else {
    console.log("Installing Chromium with Playwright…");
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
  const installed = findChromium();
  if (!installed) throw new Error("No Chromium found or installable. Set CHROMIUM_PATH to a Chromium or Chrome binary.");
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Chromium: ${ensureChromium()}`);
}
