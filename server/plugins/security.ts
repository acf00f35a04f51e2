// Security headers and the same-origin rule for state-changing requests (architecture brief: Calls).
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { AppError } from "../errors.js";
import { SHARE_TARGET_PATH } from "../../common/share-target.js";

const crossOrigin = () => new AppError("CROSS_ORIGIN", "Cross-origin request refused");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function registerSecurity(app: FastifyInstance, options: { dev: boolean }) {
  // helmet's middleware, built once: @fastify/helmet built it again on every request (its CSP
  // directives parsed each time, about 1% of a short read's main thread under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects inline module scripts and a websocket; the built app needs neither.
        scriptSrc: options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Radix injects small <style> elements (scroll lock); no external styles are loaded.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: options.dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", "https:"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Quote PDFs open in a new tab from the app itself.
    crossOriginEmbedderPolicy: false,
    // Set below, and only over HTTPS: HSTS on a plain-HTTP answer means nothing or, on a local
    // address, pins a browser to HTTPS where there is none.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );

  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    // Personal data must not linger in shared or browser caches; a route that may be cached
    // (files, assets) sets its own Cache-Control.
    const type = String(reply.getHeader("content-type") ?? "");
    if (request.url.startsWith("/api/") && type.startsWith("application/json") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });

  // SameSite=Lax already keeps cross-site POSTs from carrying the cookie; this check also refuses
  // cross-origin form posts and same-site subdomain attacks. Requests without Origin and without
  // Sec-Fetch-Site come from programs (curl, tests), not browsers, and are allowed. The share
  // target is the phone's share sheet posting (no page origin) and changes nothing: it only
  // redirects to the wizard (http/share-target.ts).
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.url.split("?")[0] === SHARE_TARGET_PATH) return;
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") throw crossOrigin();
    const origin = request.headers.origin;
    if (origin && origin !== "null") {
      // URL() drops default ports on both sides, so "localhost:80" and "localhost" compare equal.
      let sameOrigin = false;
      try {
        const from = new URL(origin);
        sameOrigin = from.host === new URL(`${from.protocol}//${request.host}`).host;
      } catch {
        sameOrigin = false;
      }
      if (!sameOrigin) throw crossOrigin();
    } else if (origin === "null") {
      throw crossOrigin();
    }
  });
}
