// Typed errors: a thrown error names its code (common/error-codes.ts), which fixes its HTTP status;
// the one error handler (server/plugins/errors.ts) sends { code, message, errors? }.
import { ERROR_CODES, type ErrorCode, type FieldError } from "../common/error-codes.js";

export class AppError extends Error {
  readonly statusCode: number;
  /** Seconds the client should wait before asking again (sent as Retry-After). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_CODES[code];
  }
}

type ConflictCode = { [C in ErrorCode]: (typeof ERROR_CODES)[C] extends 409 ? C : never }[ErrorCode];

export const badRequest = (message: string, errors?: FieldError[]) => new AppError("VALIDATION_FAILED", message, errors);
/** Answered without a code: the spec's exact signed-out body (see common/error-codes.ts). */
export const unauthorized = () => new AppError("UNAUTHORIZED", "Unauthorized");
export const forbidden = (message = "Forbidden") => new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const conflict = (code: ConflictCode, message: string) => new AppError(code, message);
export const tooLarge = (message: string) => new AppError("TOO_LARGE", message);
export const unsupportedType = (message: string) => new AppError("UNSUPPORTED_TYPE", message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  Object.assign(new AppError("RATE_LIMITED", message), { retryAfterSeconds });
export const tooComplex = (message: string) => new AppError("FILE_TOO_COMPLEX", message);
export const busy = (message: string, retryAfterSeconds: number) =>
  Object.assign(new AppError("BUSY", message), { retryAfterSeconds });
