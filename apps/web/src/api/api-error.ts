import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Messages } from '@scriptloom/contracts';

export interface ApiErrorInfo {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** The server's machine code (`ErrorCode`), when it sent one. */
  code: string | null;
  /** What to show a person. */
  message: string;
  /** Per-field messages of a validation error (`fields: [{field, message}]`), keyed by field name. */
  fields: Record<string, string>;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function fieldMessages(data: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  const list = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(list)) return result;
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in result)) result[field] = message;
  }
  return result;
}

function bodyField(data: unknown, field: 'error' | 'code'): string | null {
  if (typeof data === 'object' && data !== null && field in data) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/** Turns whatever RTK Query reports into the status, code and message the UI needs. */
export function describeApiError(error: FetchBaseQueryError | SerializedError | unknown): ApiErrorInfo {
  if (!isFetchBaseQueryError(error)) {
    const message =
      typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
        ? error.message
        : 'Something went wrong. Please try again.';
    return { status: null, code: null, message, fields: {} };
  }
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: null, code: null, message: Messages.network, fields: {} };
  }
  const status =
    typeof error.status === 'number' ? error.status : 'originalStatus' in error ? error.originalStatus : null;
  const data = 'data' in error ? error.data : undefined;
  return {
    status,
    code: bodyField(data, 'code'),
    message:
      bodyField(data, 'error') ??
      `The server could not complete the request${status ? ` (status ${status})` : ''}. Please try again.`,
    fields: fieldMessages(data),
  };
}
