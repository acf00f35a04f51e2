// The request log's line for each request: Fastify's own fields, with the token of a public link
// cut short (server/http/public-pages.ts), so the log never holds a working link.
import type { FastifyRequest } from "fastify";
import { redactTokens } from "../http/public-pages.js";

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
