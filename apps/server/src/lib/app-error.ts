import { ErrorCode } from '@scriptloom/contracts';

/**
 * An error whose message is meant for the person using the product. Services throw it; the HTTP
 * layer only turns it into `{error, code}` (http/error-handler.ts), so it lives outside http/.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error body next to `error` and `code` (e.g. `current_version` of a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = ErrorCode.validation) => new AppError(400, code, message);
/** A 400 naming the request field it is about, in the shape of the schemas' validation errors (`fields`). */
export const invalidField = (message: string, field: string) =>
  new AppError(400, ErrorCode.validation, message, {}, { fields: [{ field, message }] });
export const unauthenticated = (message = 'Your session has expired. Please sign in again.') =>
  new AppError(401, ErrorCode.unauthenticated, message);
export const forbidden = (message: string, code: ErrorCode = ErrorCode.forbidden) => new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, ErrorCode.notFound, message);
export const conflict = (message: string, code: ErrorCode = ErrorCode.conflict) => new AppError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.rateLimited, message, { 'retry-after': String(Math.ceil(retryAfterSeconds)) });
