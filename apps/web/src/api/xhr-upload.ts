import type { UnknownAction } from '@reduxjs/toolkit';
import { describeApiError, type ApiErrorInfo } from './api-error';
import { API_BASE_URL } from './base-query';
import { handleUnauthorized, tokenOf } from './unauthorized';

export interface UploadProgress {
  /** Bytes sent so far, multipart framing included. */
  loaded: number;
  /** Bytes of the whole request body, when the browser knows it. */
  total: number | null;
}

export type UploadOutcome<T> =
  { ok: true; data: T } | { ok: false; aborted: false; error: ApiErrorInfo } | { ok: false; aborted: true };

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Called once the whole body is sent and the server is checking the file. */
  onSent?: () => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch cannot report upload progress. A thunk
 * so that it reads the token from the store and ends the session on a 401 exactly as the RTK Query
 * base query does; other failures are returned (not toasted) for the caller to show where it wants.
 */
export function postMultipart<T>(path: string, form: FormData, options: UploadOptions = {}) {
  return (dispatch: (action: UnknownAction) => unknown, getState: () => unknown): Promise<UploadOutcome<T>> => {
    const token = tokenOf(getState());
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${API_BASE_URL}/${path}`);
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

      xhr.upload.onprogress = (event) => {
        options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
      };
      xhr.upload.onload = () => options.onSent?.();
      xhr.onload = () => {
        const data = parseBody(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve({ ok: true, data: data as T });
          return;
        }
        const error = describeApiError({ status: xhr.status, data });
        if (error.status === 401) handleUnauthorized({ dispatch, getState }, token, error.message);
        resolve({ ok: false, aborted: false, error });
      };
      // No response at all: the same words as the base query uses for a lost connection.
      xhr.onerror = () => resolve({ ok: false, aborted: false, error: describeApiError({ status: 'FETCH_ERROR' }) });
      xhr.onabort = () => resolve({ ok: false, aborted: true });

      if (options.signal?.aborted) {
        resolve({ ok: false, aborted: true });
        return;
      }
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
  };
}
