import { ErrorCode } from '@scriptloom/contracts';
import type { CpuTaskError } from '../workers/cpu-pool.js';

/** An error whose message is meant for the person using the product. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error body next to `error` and `code` (e.g. `current_version` of a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: string = ErrorCode.validation) => new AppError(400, code, message);
export const unauthenticated = (message = 'Your session has expired. Please sign in again.') =>
  new AppError(401, ErrorCode.unauthenticated, message);
export const forbidden = (message: string, code: string = ErrorCode.forbidden) => new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, ErrorCode.notFound, message);
/** What an unknown route answers; also what a route answers to callers it must stay hidden from. */
export const routeNotFound = (method: string, path: string) => notFound(`No such route: ${method} ${path}`);
export const conflict = (message: string, code: string = ErrorCode.conflict) => new AppError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ErrorCode.rateLimited, message, { 'retry-after': String(Math.ceil(retryAfterSeconds)) });

/** Seconds a client is told to wait when every worker thread is taken: a few exports' time. */
export const BUSY_RETRY_AFTER_SEC = 5;

/**
 * CPU-heavy work that the pool could not finish: busy and shutting down are worth a retry soon
 * (503 with Retry-After); work that ran out of time or memory says so.
 */
export function cpuTaskFailure(err: CpuTaskError): AppError {
  switch (err.reason) {
    case 'busy':
    case 'closed':
      return new AppError(503, ErrorCode.serverBusy, err.message, { 'retry-after': String(BUSY_RETRY_AFTER_SEC) });
    case 'timeout':
      return new AppError(503, ErrorCode.workTimedOut, err.message);
    case 'out_of_memory':
      return new AppError(422, ErrorCode.workTooLarge, err.message);
  }
}
