// Script requests per screen: a screen opened afresh (a new browser profile, nothing cached)
// fetches at most 12 scripts besides the entry, counting what the page itself preloads
// (modulepreload) and what it imports on demand until the screen's content is shown and the
// network is quiet. A count, never a time (scripts/build/chunks.ts groups the chunks). Home, a
// project and a provider also ask for their first calls beside the session call (the hints of
// server/plugins/route-preload.ts), not after it.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientDir } from "../../scripts/build-client";
import { collectPageErrors, expectVisible, person, poll, post, signUpThroughApi, useE2E } from "../support/e2e";
import { uniqueEmail } from "../support/test-app";

const MAX_SCRIPTS = 12;
const e2e = useE2E();
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  { file: string }
>;
const entry = `/${manifest["index.html"]!.file}`;

/** Opens `url` in a fresh profile (the cookies given) and counts the scripts it fetched beyond the entry. */
async function scriptsFor(
  url: string,
  shown: (page: Page) => Promise<void>,
  cookies: Awaited<ReturnType<typeof signedIn>>["cookies"],
) {
  const context = await e2e.newContext();
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await shown(page).catch((err: unknown) => {
    throw new Error(`${url}: ${String(err)}; page errors: ${errors.join(" | ")}`);
  });
  await page.waitForLoadState("networkidle");
  expect(errors, url).toEqual([]);
  await context.close();
  expect(scripts.has(entry), `${url} loads the entry`).toBe(true);
  scripts.delete(entry);
  return [...scripts];
}

async function signedIn() {
  const context = await e2e.newContext();
  const page = await context.newPage();
  await signUpThroughApi(page, uniqueEmail("scripts"), person("Sasha", "Script", 1));
  const project = await post<{ id: string }>(page, "/api/projects", { title: "Porch steps", category: "Carpentry" });
  const provider = await post<{ id: string }>(page, "/api/providers", { name: "Step Builders", category: "Carpenter" });
  const cookies = await context.cookies();
  return { page, context, project, provider, cookies };
}

/** The screen's own content: its first heading is up and no skeleton is left. */
const heading = (name: string | RegExp) => async (page: Page) => {
  await expectVisible(page.getByRole("heading", { name, level: 1 }).first());
  await poll(() => page.getByTestId("page-skeleton").count()).toBe(0);
};

describe("script requests per screen", () => {
  it(`keeps every screen at ${MAX_SCRIPTS} script requests or fewer after the entry`, async () => {
    const user = await signedIn();
    const screens: Array<[string, string, (page: Page) => Promise<void>, boolean]> = [
      // A first visit opens the welcome dialog over the screen (its heading then hidden from the tree).
      ["Providers", "/providers", (page) => expectVisible(page.locator("h1", { hasText: /^Providers$/ })), true],
      ["landing", "/", (page) => expectVisible(page.getByRole("link", { name: "Get Started" }).first()), false],
      ["sign-in", "/api/login", (page) => expectVisible(page.getByRole("tab", { name: "Create account" })), false],
      ["Home", "/", (page) => expectVisible(page.getByRole("link", { name: "Profile of Sasha Script" })), true],
      ["Projects", "/projects", heading("Projects"), true],
      ["a project", `/projects/${user.project.id}`, heading("Porch steps"), true],
      ["a provider", `/providers/${user.provider.id}`, heading("Step Builders"), true],
      ["Friends", "/contacts", heading(/Friends|Contacts/), true],
      ["notifications", "/notifications", heading("Notifications"), true],
      ["money", "/money", heading(/Money/), true],
    ];
    const counts: Record<string, number> = {};
    for (const [name, url, shown, withSession] of screens) {
      const scripts = await scriptsFor(url, shown, withSession ? user.cookies : []);
      counts[name] = scripts.length;
      expect(scripts.length, `${name}: ${scripts.join(" ")}`).toBeLessThanOrEqual(MAX_SCRIPTS);
    }
    console.log("script requests after the entry:", counts);
    await user.context.close();
  }, 240_000);

  // Without the hints the calls wait for the app's code and its session call; with them, the
  // browser asks for each while the session call is still on its way.
  it("asks for Home's, a project's and a provider's calls before the session call has answered", async () => {
    const user = await signedIn();
    const { project, provider } = user;
    const screens: Array<[string, (page: Page) => Promise<void>, string[]]> = [
      [
        "/",
        (page) => expectVisible(page.getByRole("link", { name: "Profile of Sasha Script" })),
        ["/api/projects?limit=100", "/api/recommendations?limit=3", "/api/home/who-to-call", "/api/getting-started"],
      ],
      [
        `/projects/${project.id}`,
        heading("Porch steps"),
        [`/api/projects/${project.id}`, `/api/projects/${project.id}/providers`, `/api/projects/${project.id}/collaborators`],
      ],
      [
        `/providers/${provider.id}`,
        heading("Step Builders"),
        [
          `/api/providers/${provider.id}`,
          `/api/providers/${provider.id}/user-projects`,
          `/api/providers/${provider.id}/contact-projects`,
        ],
      ],
    ];
    for (const [url, shown, calls] of screens) {
      const context = await e2e.newContext();
      await context.addCookies(user.cookies);
      const page = await context.newPage();
      const startedBeforeSession: string[] = [];
      let sessionAnswered = false;
      page.on("request", (request) => {
        const { pathname, search } = new URL(request.url());
        if (!sessionAnswered) startedBeforeSession.push(pathname + search);
      });
      page.on("requestfinished", (request) => {
        if (new URL(request.url()).pathname === "/api/auth/user") sessionAnswered = true;
      });
      await page.goto(url);
      await shown(page);
      await page.waitForLoadState("networkidle");
      expect(sessionAnswered, url).toBe(true);
      for (const call of calls) expect(startedBeforeSession, `${url}: ${call}`).toContain(call);
      await context.close();
    }
    await user.context.close();
  });
});
