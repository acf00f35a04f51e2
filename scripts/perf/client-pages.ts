// The five pages the client measurements load (Lighthouse and the time to first content): the
// landing page signed out, and Home, Providers, the demo neighbour's newest project and the first
// provider of their directory signed in. `content` is what shows that the screen's own data has
// arrived and rendered (not the served frame or a skeleton). Also what the client measurements
// share: the build they load and the median of their runs.
import path from "node:path";
import { ensureClientBuilt, clientDir as builtClientDir } from "../build-client.js";

/** The middle of the runs' values (the upper middle of an even number). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The client build to measure: the folder the environment variable `variable` names (another
 * commit's `vite build --outDir …`, back to back), else this checkout's, built when needed.
 */
export function measuredClientDir(variable: string): string {
  const given = process.env[variable];
  if (given) return path.resolve(given);
  ensureClientBuilt();
  return builtClientDir;
}

export interface ClientPage {
  /** How a script's command line names it: landing, home, providers, project, provider. */
  key: string;
  name: string;
  url: string;
  signedIn: boolean;
  /** A CSS selector whose first match, holding `text` when given, is the screen's real content. */
  content: { selector: string; text?: string };
}

/**
 * The demo neighbour's session `cookie` ("name=value") for a browser's cookie jar, for the whole
 * site of `url`: a cookie given a page's own address would hold only for its path.
 */
export function sessionCookie(cookie: string, url: string) {
  const [name, value] = cookie.split("=") as [string, string];
  return { name, value, url: new URL(url).origin };
}

/**
 * The pages `keys` names, in their order (a comma-separated list, as the scripts' environment
 * variables give it, or the command line's words), or all five when there are none.
 */
export function pickPages(pages: ClientPage[], keys: string | string[] | undefined): ClientPage[] {
  const wanted = typeof keys === "string" ? keys.split(",").map((key) => key.trim().toLowerCase()) : keys;
  if (!wanted || wanted.length === 0) return pages;
  return wanted.map((key) => {
    const page = pages.find((p) => p.key === key);
    if (!page) throw new Error(`unknown page ${key} (${pages.map((p) => p.key).join(", ")})`);
    return page;
  });
}

/**
 * The pages under `base` (the address the browser loads); their ids are read from `api` (the demo
 * server itself) with the demo neighbour's session `cookie`.
 */
export async function clientPages(base: string, api: string, cookie: string): Promise<ClientPage[]> {
  const first = async (list: string): Promise<{ id: string; title?: string; name?: string }> => {
    const res = await fetch(`${api}${list}`, { headers: { Cookie: cookie } });
    const [item] = (await res.json()) as Array<{ id: string; title?: string; name?: string }>;
    if (!res.ok || !item) throw new Error(`${list} gave no item to measure (${res.status})`);
    return item;
  };
  const project = await first("/api/projects?limit=1");
  const provider = await first("/api/providers?limit=1");
  return [
    { key: "landing", name: "Landing (signed out)", url: `${base}/`, signedIn: false, content: { selector: "main h1" } },
    // A project of the demo neighbour's, listed under Projects in Planning.
    { key: "home", name: "Home", url: `${base}/`, signedIn: true, content: { selector: 'main a[href^="/projects/"]' } },
    { key: "providers", name: "Providers", url: `${base}/providers`, signedIn: true, content: { selector: "main article" } },
    {
      key: "project",
      name: "A project",
      url: `${base}/projects/${project.id}`,
      signedIn: true,
      content: { selector: "main h1", text: project.title },
    },
    {
      key: "provider",
      name: "A provider",
      url: `${base}/providers/${provider.id}`,
      signedIn: true,
      content: { selector: "main h1", text: provider.name },
    },
  ];
}
