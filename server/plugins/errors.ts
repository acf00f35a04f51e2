// The one error handler: every failure leaves as { message, errors? } and 5xx never shows internals.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors.js";

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "Request body is too large" },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: "File is too large" },
  FST_FILES_LIMIT: { status: 413, message: "Too many files" },
  FST_PARTS_LIMIT: { status: 413, message: "Too many parts" },
  FST_FIELDS_LIMIT: { status: 413, message: "Too many fields" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Unsupported content type" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "Request body is empty" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "Request body is not valid JSON" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: "Expected a multipart form" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid content length" },
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", ".") || String(error.validationContext ?? ""),
        message: v.message ?? "Invalid value",
      }));
      return reply.code(400).send({ message: errors[0]?.message ?? "Invalid request", errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.code(500).send({ message: "Internal Server Error" });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error.validation) {
      return reply.code(400).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message || "Bad Request" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Internal Server Error" });
  });
}
