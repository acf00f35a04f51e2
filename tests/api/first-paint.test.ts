// The first paint: a screen's HTML arrives with its first frame in #root (the landing page at /, the
// signed-in shell on a signed-in screen for a visitor with a session), in the browser's language and
// theme, rendered from the app's own components when the client was built. Read with happy-dom's
// parser, as a browser would see the page before any script has run.
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDir, ensureClientBuilt } from "../../scripts/build-client";
import enLanding from "../../common/locales/en/landing.json";
import esLanding from "../../common/locales/es/landing.json";
import deLanding from "../../common/locales/de/landing.json";
import { buildTestApp, createUser, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  ensureClientBuilt();
  t = await buildTestApp({ clientDir });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

// Only parsing: the page's scripts, styles and preload hints are not fetched.
const window = new Window({
  url: "http://127.0.0.1/",
  settings: {
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    fetch: { interceptor: { beforeAsyncRequest: ({ window: w }) => Promise.resolve(new w.Response("")) } },
  },
});
const parse = (html: string) => new window.DOMParser().parseFromString(html, "text/html");
const root = (html: string) => parse(html).querySelector("#root")!;

describe("first paint", () => {
  it("paints the landing page at / in the browser's language, for anyone", async () => {
    const english = await t.app.inject({ method: "GET", url: "/" });
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toMatch(/Accept-Language/);
    expect(root(english.body).querySelector("h1")?.textContent).toBe(enLanding.headline);
    expect(root(english.body).querySelector('a[href="/api/login"]')?.textContent).toBe(enLanding.getStarted);
    expect(parse(english.body).documentElement.getAttribute("lang")).toBe("en");

    const spanish = await t.app.inject({ method: "GET", url: "/", headers: { "accept-language": "fr-FR,es-MX;q=0.8,en;q=0.5" } });
    expect(root(spanish.body).querySelector("h1")?.textContent).toBe(esLanding.headline);
    expect(parse(spanish.body).documentElement.getAttribute("lang")).toBe("es");

    // The language this browser last used wins over Accept-Language; a value Vowch does not speak is ignored.
    const chosen = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-language": "es", cookie: "vowch-language=de" },
    });
    expect(root(chosen.body).querySelector("h1")?.textContent).toBe(deLanding.headline);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-language": "es", cookie: "vowch-language=xx" },
    });
    expect(root(unknown.body).querySelector("h1")?.textContent).toBe(esLanding.headline);

    // Signed in, / still paints the landing page: the spec's page for a visitor still loading.
    const alice = await createUser(t.app);
    const home = await alice.request({ method: "GET", url: "/" });
    expect(root(home.body).querySelector("h1")?.textContent).toBe(enLanding.headline);
  });

  it("paints the signed-in shell on a signed-in screen for a visitor with a session, with its tab", async () => {
    const alice = await createUser(t.app);
    const providers = await alice.request({ method: "GET", url: "/providers?tab=saved" });
    const shell = root(providers.body);
    expect(shell.querySelector('[data-testid="page-skeleton"]')).not.toBeNull();
    expect(shell.querySelector('[data-testid="neutral-avatar"]')).not.toBeNull();
    expect(shell.querySelector('nav a[aria-current="page"]')?.getAttribute("href")).toBe("/providers");
    // The screen's preload hints stay.
    expect(providers.body).toMatch(/rel="modulepreload"/);

    const project = await alice.request({ method: "GET", url: "/projects/00000000-0000-4000-8000-000000000000" });
    expect(root(project.body).querySelector('nav a[aria-current="page"]')?.getAttribute("href")).toBe("/projects");
    const profile = await alice.request({ method: "GET", url: "/profile" });
    expect(root(profile.body).querySelector('[data-testid="page-skeleton"]')).not.toBeNull();
    expect(root(profile.body).querySelector('nav a[aria-current="page"]')).toBeNull();
  });

  it("paints in the theme this browser chose, and leaves the system's otherwise", async () => {
    const alice = await createUser(t.app);
    const dark = await t.app.inject({
      method: "GET",
      url: "/providers",
      headers: { cookie: `${alice.cookie}; vowch-theme=dark` },
    });
    expect(parse(dark.body).documentElement.getAttribute("data-theme")).toBe("dark");
    const odd = await t.app.inject({
      method: "GET",
      url: "/providers",
      headers: { cookie: `${alice.cookie}; vowch-theme=purple` },
    });
    expect(parse(odd.body).documentElement.hasAttribute("data-theme")).toBe(false);
    expect(root(odd.body).querySelector('[data-testid="page-skeleton"]')).not.toBeNull();
  });

  it("leaves #root empty where the next stop is not the shell", async () => {
    // No session: a signed-in screen leads to the sign-in.
    const signedOut = await t.app.inject({ method: "GET", url: "/providers" });
    expect(signedOut.statusCode).toBe(200);
    expect(root(signedOut.body).children).toHaveLength(0);
    // Pages reached from e-mails and shared links paint themselves.
    const alice = await createUser(t.app);
    for (const url of ["/forgot-password", "/verify-email", "/r/some-token"]) {
      const res = await alice.request({ method: "GET", url });
      expect(root(res.body).children, url).toHaveLength(0);
    }
  });
});
