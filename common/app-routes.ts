// The screens of the spec's screens, and the screens added beside them, as path patterns (`:name` is one path segment). The client's router is
// typed by them (client/src/app-routes.tsx) and the server answers any other path with the
// not-found page and status 404 (server/plugins/spa.ts).
/**
 * The pages for anyone, signed in or not, reached from e-mails and shared links: the app answers
 * them before its signed-in rules, so they never show the signed-in shell.
 */
export const OPEN_ROUTE_PATTERNS = [
  "/forgot-password",
  "/reset-password",
  "/unsubscribe",
  "/verify-email",
  "/finish-signup",
  // A shared request's page, for anyone holding its link (signed in or not).
  "/r/:token",
] as const;

export const APP_ROUTE_PATTERNS = [
  "/",
  "/complete-profile",
  "/projects",
  "/projects/:id",
  "/providers",
  "/providers/:id",
  "/contacts",
  "/contacts/projects",
  "/contacts/book",
  "/contacts/:contactId/projects",
  "/requests",
  "/profile",
  "/profile/privacy",
  "/notifications",
  "/money",
  // A household link's page (its token in the fragment).
  "/household/join",
  "/home",
  // The home's items with their documents, and "Who to call" (the household's go-to providers and notes).
  "/home/items",
  "/home/who-to-call",
  ...OPEN_ROUTE_PATTERNS,
] as const;
export type AppRoutePattern = (typeof APP_ROUTE_PATTERNS)[number];

const MATCHERS = APP_ROUTE_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+").replace(/\/$/, "")}/?$`));

/** The screen's pattern for a path (no query string; a trailing slash is allowed), or undefined. */
export function appRouteOf(pathname: string): AppRoutePattern | undefined {
  const index = MATCHERS.findIndex((matcher) => matcher.test(pathname));
  return index < 0 ? undefined : APP_ROUTE_PATTERNS[index];
}

/** True when a path (no query string) is one of the app's screens; a trailing slash is allowed. */
export const isAppRoute = (pathname: string): boolean => appRouteOf(pathname) !== undefined;
