// Every route the app registers, read from Fastify's own route tree, so a test that walks "every
// route" cannot miss one that is added later.
import type { FastifyInstance, HTTPMethods } from "fastify";

export interface RouteRef {
  method: HTTPMethods;
  url: string;
}

/**
 * Every registered route but the HEAD twins Fastify adds to each GET (same hooks and handler, no
 * body): flattens printRoutes() ("├── /a (GET)", "│   └── /b (POST)") into method + full path.
 */
export function listRoutes(app: FastifyInstance): RouteRef[] {
  const found: RouteRef[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (!match[3]) continue;
    for (const method of match[3].split(",").map((m) => m.trim())) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      found.push({ method: method, url: stack.join("") });
    }
  }
  return found;
}

/** Navigations and probes that are not JSON APIs. */
const NON_JSON_ROUTES = new Set(["/api/login", "/api/logout", "/api/callback", "/api/auth/logout", "/healthz", "/readyz"]);

/** The JSON API routes. */
export function apiRoutes(app: FastifyInstance): RouteRef[] {
  return listRoutes(app).filter((r) => r.url.startsWith("/api/") && !NON_JSON_ROUTES.has(r.url));
}

/** The route's path with every `:param` replaced. */
export const fillParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);
