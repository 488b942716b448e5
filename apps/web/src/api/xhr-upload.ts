import type { UnknownAction } from '@reduxjs/toolkit';
import { describeApiError, type ApiErrorInfo } from './api-error';
import { API_BASE_URL } from './base-query';
import { handleUnauthorized, tokenOf } from './unauthorized';

export interface UploadProgress {
  /** Bytes sent so far (a multipart form's framing included). */
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

interface XhrRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers: Record<string, string>;
  options: UploadOptions;
  /** A 401's answer: the API's ends the session; a storage link has no session to end. */
  onUnauthorized?: (error: ApiErrorInfo) => void;
}

/** One request with upload progress (fetch cannot report it), its outcome returned, never thrown. */
function sendWithProgress<T>({ method, url, body, headers, options, onUnauthorized }: XhrRequest) {
  return new Promise<UploadOutcome<T>>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

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
      if (error.status === 401) onUnauthorized?.(error);
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
    xhr.send(body);
  });
}

/**
 * POSTs a multipart form with XMLHttpRequest, because fetch cannot report upload progress. A thunk
 * so that it reads the token from the store and ends the session on a 401 exactly as the RTK Query
 * base query does; other failures are returned (not toasted) for the caller to show where it wants.
 */
export function postMultipart<T>(path: string, form: FormData, options: UploadOptions = {}) {
  return (dispatch: (action: UnknownAction) => unknown, getState: () => unknown): Promise<UploadOutcome<T>> => {
    const token = tokenOf(getState());
    return sendWithProgress<T>({
      method: 'POST',
      url: `${API_BASE_URL}/${path}`,
      body: form,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      options,
      onUnauthorized: (error) => handleUnauthorized({ dispatch, getState }, token, error.message),
    });
  };
}

/**
 * PUTs a file's bytes to a signed upload link (`upload_url`'s `url`), as application/octet-stream,
 * with progress. No bearer token: the link's signature is the permission, and a storage bucket
 * refuses a request that carries a second one.
 */
export function putToSignedUrl(url: string, file: Blob, options: UploadOptions = {}) {
  return sendWithProgress<unknown>({
    method: 'PUT',
    url,
    body: file,
    headers: { 'Content-Type': 'application/octet-stream' },
    options,
  });
}
