// The address people reach the app at. Absolute links (export downloads, e-mails, the vCard's link
// back to the app) and the passkey relying party come from PUBLIC_URL.
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "./config.js";

/** PUBLIC_URL without a trailing slash, or http://localhost:PORT. */
export function publicBaseUrl(config: Pick<AppConfig, "publicUrl" | "port">): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}

/** An absolute URL of an app path on `PUBLIC_URL`'s origin, else on the request's own origin. */
export function publicLink(request: FastifyRequest, publicUrl: string | undefined, path: string): string {
  const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
  return new URL(path, origin).href;
}
