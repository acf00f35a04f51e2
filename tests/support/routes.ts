// Every route the app registers, recorded by Fastify's onRoute hook as it is added, so a test that
// walks "every route" cannot miss one that is added later.
import type { HTTPMethods, RouteOptions } from "fastify";

export interface RouteRef {
  method: HTTPMethods;
  url: string;
}

/**
 * A list that fills as the app registers its routes (pass `onRoute` to buildApp): one entry per
 * method of each route, but the HEAD twins Fastify adds to each GET (same hooks and handler, no
 * body) and OPTIONS.
 */
export function routeRecorder() {
  const routes: RouteRef[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      routes.push({ method, url: route.url });
    }
  };
  return { routes, onRoute };
}

/** Navigations and probes that are not JSON APIs. */
const NON_JSON_ROUTES = new Set([
  "/api/login",
  "/api/logout",
  "/api/callback",
  "/api/auth/reauth",
  "/api/auth/logout",
  "/healthz",
  "/readyz",
]);

/** The JSON API routes among the app's routes (`TestApp.routes`). */
export function apiRoutes(routes: RouteRef[]): RouteRef[] {
  return routes.filter((r) => r.url.startsWith("/api/") && !NON_JSON_ROUTES.has(r.url));
}

/** The route's path with every `:param` replaced. */
export const fillParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);
