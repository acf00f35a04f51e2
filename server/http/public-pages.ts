// The pages and calls anyone holding a link opens without signing in: a shared request (`/r/{token}`),
// an invitation (`/join/{token}`) and their calls (`/api/public/…`). Their answers are kept out of
// search engines, referrers and caches, and the request log writes their tokens cut short.
import type { FastifyInstance } from "fastify";

/** The path up to the token, and the token (one path segment). */
const TOKEN_PATHS = [/^(\/join\/)([^/?#]+)/, /^(\/r\/)([^/?#]+)/, /^(\/api\/public\/[^/?#]+\/)([^/?#]+)/];

/** Characters of a token the log keeps. */
const LOGGED_TOKEN_CHARS = 4;

/** `url` with a link's token cut to its first LOGGED_TOKEN_CHARS characters ("/r/AbCd…"). */
export function redactTokens(url: string): string {
  for (const pattern of TOKEN_PATHS) {
    const match = pattern.exec(url);
    if (match) return `${match[1]}${match[2]!.slice(0, LOGGED_TOKEN_CHARS)}…${url.slice(match[0].length)}`;
  }
  return url;
}

const isPublicPage = (url: string) => url.startsWith("/api/public/") || TOKEN_PATHS.some((p) => p.test(url));

/** noindex, no-referrer and no-store on every answer of a public page or call (errors included). */
export function registerPublicPages(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    if (!isPublicPage(request.url)) return;
    reply.header("x-robots-tag", "noindex");
    reply.header("referrer-policy", "no-referrer");
    reply.header("cache-control", "no-store");
  });
}
