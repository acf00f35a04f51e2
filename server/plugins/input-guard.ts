// PostgreSQL text cannot hold NUL characters: a "\u0000" anywhere in the input would reach the
// driver and fail as a 500. Refuse it at the edge, for every route, as a 400.
import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors.js";

export const NUL_MESSAGE = "Text may not contain NUL characters";

export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
