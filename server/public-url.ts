// The address people reach the app at. Absolute links (export downloads, e-mails, the vCard's link
// back to the app, calendar files) and the passkey relying party come from PUBLIC_URL; the one
// place links are built. E-mail needs PUBLIC_URL (config.ts requires it with SMTP_URL).
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "./config.js";

/** PUBLIC_URL without a trailing slash, or http://localhost:PORT. */
export function publicBaseUrl(config: Pick<AppConfig, "publicUrl" | "port">): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}

/** The origin links are built on: PUBLIC_URL's, else the address the request came to. */
function linkOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/** An absolute URL of the app path `path` on `base` (an origin or `publicBaseUrl`). */
export function linkOn(base: string, path: string): string {
  return new URL(path, `${base}/`).href;
}

/** An absolute URL of an app path on `PUBLIC_URL`'s origin, else on the request's own origin. */
export function publicLink(request: FastifyRequest, publicUrl: string | undefined, path: string): string {
  return linkOn(linkOrigin(request, publicUrl), path);
}
