// Serves the built SPA. Unknown /api/* paths answer the JSON 404 of every API error; a path that
// names a file (its last segment has an extension) the build does not hold answers a plain-text
// 404; the screens of the spec's screens get index.html, and any other path gets index.html with status 404
// (the client shows the spec's not-found page).
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { isAppRoute } from "../../common/app-routes.js";
import { notFound } from "../errors.js";
import { SESSION_COOKIE } from "../features/auth/sessions.js";
import { routePreloader } from "./route-preload.js";
import { firstPainter } from "./first-paint.js";
import { builtFile } from "./built-file.js";
import { withPreview } from "../features/link-previews/html.js";
import type { LinkPreviews } from "../features/link-previews/registry.js";
import { publicBaseUrl } from "../public-url.js";

/** The last path segment has an extension: "/robots.txt", "/assets/x.js", not "/projects". */
const NAMES_A_FILE = /\.[^/]*$/;

export async function registerSpa(app: FastifyInstance, clientDir: string | undefined, previews: LinkPreviews) {
  const indexFile = clientDir ? path.join(clientDir, "index.html") : undefined;
  const hasClient = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins (scripts/build/precompress.ts).
      preCompressed: true,
      // Every file's Cache-Control is ours (below): send's own header would replace it.
      cacheControl: false,
      // Hashed assets never change; index.html, the service worker and the web app manifest must
      // always be revalidated (a cached /sw.js would hold back every new version).
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader("cache-control", "public, max-age=31536000, immutable");
        else if (/(\.html|[/\\]sw\.js|\.webmanifest)(\.br|\.gz)?$/.test(filePath)) res.setHeader("cache-control", "no-cache");
        else res.setHeader("cache-control", "public, max-age=0");
      },
    });
  }
  const hinted = hasClient ? routePreloader(clientDir!) : () => undefined;
  const painted = hasClient ? firstPainter(clientDir!) : () => undefined;
  const builtIndex = builtFile(indexFile ?? "", (text) => text ?? "");
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0]!;
    if (url === "/api" || url.startsWith("/api/") || !hasClient || (request.method !== "GET" && request.method !== "HEAD")) {
      throw notFound();
    }
    if (NAMES_A_FILE.test(url)) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    // A shared link's page carries its preview in its head (features/link-previews), read afresh.
    const preview = await previews.previewFor(app.db, url);
    if (preview) {
      const base = publicBaseUrl(app.config);
      return reply.type("text/html; charset=utf-8").send(withPreview(builtIndex(), preview, `${base}${url}`, base));
    }
    if (isAppRoute(url)) {
      // A visitor with a session gets the screen's chunks and first calls named up front (route-preload.ts),
      // and every screen with a first frame has it in its HTML (first-paint.ts).
      const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
      const hintedPage = signedIn ? hinted(request.url) : undefined;
      const page = painted(hintedPage ?? builtIndex(), request, signedIn) ?? hintedPage;
      reply.header("cache-control", "no-cache").header("vary", "Cookie, Accept-Language");
      return page ? reply.type("text/html; charset=utf-8").send(page) : reply.type("text/html").sendFile("index.html");
    }
    return reply.code(404).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(builtIndex());
  });
}
