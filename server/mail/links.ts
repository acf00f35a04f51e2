// Absolute links in e-mails and logs: from PUBLIC_URL (required with SMTP_URL, see config.ts).
// Without it — only when nothing is e-mailed — the link names the address the request came to.
import type { FastifyRequest } from "fastify";

export function linkBase(publicUrl: string | undefined, request?: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  if (request) return `${request.protocol}://${request.host}`;
  return "http://localhost:5000";
}

export function absoluteLink(base: string, path: string): string {
  return new URL(path, `${base}/`).toString();
}
