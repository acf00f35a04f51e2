// Typed errors the one error handler (server/plugins/errors.ts) maps to HTTP statuses.
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: ErrorStatus,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = () => new AppError(401, "Unauthorized");
export const forbidden = (message = "Forbidden") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const unsupportedType = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
