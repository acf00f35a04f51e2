// The one error handler: every failure leaves as { code, message, errors? } and 5xx never shows
// internals. The one exception is the signed-out 401, exactly {"message":"Unauthorized"} (the spec's error catalogue).
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ERROR_CODES, type ErrorBody, type ErrorCode } from "../../common/error-codes.js";
import { AppError } from "../errors.js";
import englishErrors from "../../common/locales/en/errors.json" with { type: "json" };

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "TOO_LARGE", message: "Request body is too large" },
  FST_REQ_FILE_TOO_LARGE: { code: "TOO_LARGE", message: "File is too large" },
  FST_FILES_LIMIT: { code: "TOO_LARGE", message: "Too many files" },
  FST_PARTS_LIMIT: { code: "TOO_LARGE", message: "Too many parts" },
  FST_FIELDS_LIMIT: { code: "TOO_LARGE", message: "Too many fields" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_TYPE", message: "Unsupported content type" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "VALIDATION_FAILED", message: "Request body is empty" },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "VALIDATION_FAILED", message: "Request body is not valid JSON" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: "UNSUPPORTED_TYPE", message: "Expected a multipart form" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "VALIDATION_FAILED", message: "Invalid content length" },
};

/** Other 4xx from fastify or its plugins, by status; a status without a code of its own is a bad request. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "TOO_LARGE",
  415: "UNSUPPORTED_TYPE",
  429: "RATE_LIMITED",
};

/**
 * Each message the server sends in English has a stable key in the errors catalogue
 * (common/locales/en/errors.json), which the client translates; a message without one (one that
 * names a value) keeps its English only.
 */
const KEY_BY_MESSAGE = new Map(Object.entries(englishErrors as Record<string, string>).map(([key, message]) => [message, key]));
const withKey = <T extends { message: string }>(entry: T): T & { key?: string } => {
  const key = KEY_BY_MESSAGE.get(entry.message);
  return key ? { ...entry, key } : entry;
};

function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  errors?: ErrorBody["errors"],
  status: number = ERROR_CODES[code],
) {
  const body: ErrorBody = { code, ...withKey({ message }), ...(errors ? { errors: errors.map(withKey) } : {}) };
  return reply.code(status).send(body);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before the body was read to its end (an upload refused while it streams, or before
    // it is read at all): close the connection rather than read the rest, as fastify does for its
    // own body errors. Only a real socket says `complete`.
    if (request.raw.complete === false) reply.header("connection", "close");
    if (error instanceof AppError) {
      if (error.code === "UNAUTHORIZED") return reply.code(401).send({ message: error.message });
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      // A service of ours failed (the file store): the answer says so, the log says why.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return sendError(reply, error.code, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(error.validationContext ?? ""),
        message: v.message ?? "Invalid value",
      }));
      return sendError(reply, "VALIDATION_FAILED", errors[0]?.message ?? "Invalid request", errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return sendError(reply, "INTERNAL", "Internal Server Error");
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.code, known.message);
    if (error.validation) return sendError(reply, "VALIDATION_FAILED", error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, CODE_BY_STATUS[status] ?? "VALIDATION_FAILED", error.message || "Bad Request", undefined, status);
    }
    if (isConcurrencyAbort(error)) {
      request.log.warn({ err: error }, "transaction aborted for a concurrent one");
      reply.header("retry-after", "1");
      return sendError(reply, "TRY_AGAIN", TRY_AGAIN_MESSAGE);
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply, "INTERNAL", "Internal Server Error");
  });
}

const TRY_AGAIN_MESSAGE = "Another change got in the way. Please try again.";

/**
 * PostgreSQL rolled the transaction back because of a concurrent one — a deadlock (40P01) or a
 * serialization failure (40001) — so nothing of it was kept and sending it again is safe. Drizzle
 * wraps the driver's error in `cause`.
 */
function isConcurrencyAbort(error: unknown): boolean {
  const codes = new Set(["40P01", "40001"]);
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === "string" && codes.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
