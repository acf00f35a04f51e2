// A signed-in screen's first render waited on a chain of round trips — the entry
// script, then /api/auth/user, then the signed-in route table, then the screen's chunk and its
// imports, then the screen's first list. For a visitor who carries a session cookie, index.html
// names them all up front (`modulepreload` for the chunks, `preload as=fetch` for the calls), so
// the browser fetches them in parallel with the entry script. The landing page's own script does
// not change; a signed-out visitor (no cookie) gets index.html as built.
import fs from "node:fs";
import path from "node:path";
import { builtFile } from "./built-file.js";

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The screens worth hinting: the bottom navigation's tabs and the inbox, by exact path, with the
 * page module (client/src/app-routes.tsx) and the calls its first content waits for. A call listed
 * here must be the exact URL the client requests (lib/query-client.ts queryUrl), or the browser
 * fetches it twice.
 */
const SCREENS: Record<string, { page: string; calls?: string[] }> = {
  // Home's calls for its first sections (not the notification count, which every screen's shell
  // asks for). The landing page the app shows at "/" while the session call is on its way is
  // already painted from the HTML (first-paint.ts), so these no longer delay a first paint.
  "/": {
    page: "src/pages/home.tsx",
    calls: ["/api/projects?limit=100", "/api/recommendations?limit=3", "/api/home/who-to-call", "/api/getting-started"],
  },
  "/projects": { page: "src/pages/projects.tsx" },
  "/providers": { page: "src/pages/providers.tsx", calls: ["/api/providers/browse"] },
  "/contacts": { page: "src/pages/friends.tsx" },
  "/requests": { page: "src/pages/requests.tsx" },
  "/profile": { page: "src/pages/profile.tsx" },
  "/notifications": { page: "src/pages/notifications.tsx" },
};
/**
 * Screens of one item, by path pattern: a project opens with its three calls at once (the
 * project, its providers, its collaborators), a provider with its three (the provider, the
 * viewer's projects with it, their contacts' projects with it), rather than one after another as
 * the page's sections mount.
 */
const ITEM_SCREENS: Array<{ pattern: RegExp; page: string; calls: (id: string) => string[] }> = [
  {
    pattern: /^\/projects\/([0-9a-f-]{36})$/,
    page: "src/pages/project-detail.tsx",
    calls: (id) => [`/api/projects/${id}`, `/api/projects/${id}/providers`, `/api/projects/${id}/collaborators`],
  },
  {
    pattern: /^\/providers\/([0-9a-f-]{36})$/,
    page: "src/pages/provider-detail.tsx",
    calls: (id) => [`/api/providers/${id}`, `/api/providers/${id}/user-projects`, `/api/providers/${id}/contact-projects`],
  },
];
const SIGNED_IN_ROUTES = "src/signed-in-routes.tsx";
const ENTRY = "index.html";
/** Every signed-in screen starts by asking who is signed in (features/auth/api/auth.ts). */
const AUTH_CALL = "/api/auth/user";

/** A chunk and everything it imports statically, as asset files, minus what `skip` holds. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, out: Set<string>) {
  if (skip.has(key) || !manifest[key]) return;
  skip.add(key);
  out.add(manifest[key].file);
  for (const imported of manifest[key].imports ?? []) chunkFiles(manifest, imported, skip, out);
}

const fetches = (urls: string[]) =>
  urls.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`).join("");

/**
 * index.html with the hints of each screen, by path; "<path>?" is the same without the screen's
 * calls (another tab than the default one fetches another list). An item's screen is stored by its
 * page module with a "%CALLS%" mark where the item's calls go.
 */
function buildHintedPages(indexHtml: string, manifest: Manifest): Map<string, string> {
  // The entry and its static imports are already in index.html.
  const inEntry = new Set<string>();
  chunkFiles(manifest, ENTRY, inEntry, new Set());
  const modulesOf = (page: string) => {
    const files = new Set<string>();
    const skip = new Set(inEntry);
    chunkFiles(manifest, SIGNED_IN_ROUTES, skip, files);
    chunkFiles(manifest, page, skip, files);
    return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
  };
  const pages = new Map<string, string>();
  for (const [screen, { page, calls = [] }] of Object.entries(SCREENS)) {
    const modules = modulesOf(page);
    pages.set(screen, indexHtml.replace("</head>", `${fetches([AUTH_CALL, ...calls])}${modules}</head>`));
    pages.set(`${screen}?`, indexHtml.replace("</head>", `${fetches([AUTH_CALL])}${modules}</head>`));
  }
  for (const { page } of ITEM_SCREENS) {
    pages.set(page, indexHtml.replace("</head>", `${fetches([AUTH_CALL])}%CALLS%${modulesOf(page)}</head>`));
  }
  return pages;
}

/**
 * Reads the built client's index.html and Vite manifest, again whenever index.html changes (a
 * rebuilt client is served at once). `hinted(url)` answers the hinted page for a screen's URL, or
 * undefined (serve index.html as built).
 */
export function routePreloader(clientDir: string) {
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  // A rebuild writes both files: index.html's change stands for the manifest's.
  const read = builtFile(path.join(clientDir, "index.html"), (indexHtml) =>
    indexHtml !== undefined && fs.existsSync(manifestFile)
      ? buildHintedPages(indexHtml, JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest)
      : new Map<string, string>(),
  );
  return (url: string): string | undefined => {
    const [rawPath, query = ""] = url.split("?");
    const screen = rawPath!.length > 1 ? rawPath!.replace(/\/$/, "") : rawPath!;
    const item = ITEM_SCREENS.map((s) => ({ ...s, id: s.pattern.exec(screen)?.[1] })).find((s) => s.id);
    if (!SCREENS[screen] && !item) return undefined;
    const pages = read();
    if (item) return pages.get(item.page)?.replace("%CALLS%", fetches(item.calls(item.id!)));
    // Another tab than the default one (`?tab=`) fetches another list: the chunks, not the calls.
    return pages.get(new URLSearchParams(query).has("tab") ? `${screen}?` : screen);
  };
}
