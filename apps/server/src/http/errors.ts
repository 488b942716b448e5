import { ErrorCode } from '@scriptloom/contracts';
import { AppError, notFound } from '../lib/app-error.js';
import type { CpuTaskError } from '../workers/cpu-pool.js';

/**
 * What an unknown route answers; also what a route answers to callers it must stay hidden from.
 * Names the method and path, never the query (it may carry tokens or addresses).
 */
export const routeNotFound = (request: { method: string; url: string }) =>
  notFound(`No such route: ${request.method} ${request.url.split('?')[0] ?? ''}`);

/** Seconds a client is told to wait when every worker thread is taken: a few exports' time. */
export const BUSY_RETRY_AFTER_SEC = 5;

/**
 * CPU-heavy work that the pool could not finish: busy and shutting down are worth a retry soon
 * (503 with Retry-After); a person with as much heavy work in progress as one may have is told to
 * wait for it (429); work that ran out of time or memory says so.
 */
export function cpuTaskFailure(err: CpuTaskError): AppError {
  const retryAfter = { 'retry-after': String(BUSY_RETRY_AFTER_SEC) };
  switch (err.reason) {
    case 'busy':
    case 'closed':
      return new AppError(503, ErrorCode.serverBusy, err.message, retryAfter);
    case 'owner_busy':
      return new AppError(429, ErrorCode.rateLimited, err.message, retryAfter);
    case 'timeout':
      return new AppError(503, ErrorCode.workTimedOut, err.message);
    case 'out_of_memory':
      return new AppError(422, ErrorCode.workTooLarge, err.message);
  }
}
