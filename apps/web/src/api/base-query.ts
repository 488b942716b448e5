import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { errorToast, requestRepeated, type ToastState } from '../shared/notices/toast-slice';
import { describeApiError } from './api-error';
import { handleUnauthorized, tokenOf } from './unauthorized';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** Per-endpoint `extraOptions`. */
export interface ApiExtraOptions {
  /**
   * The endpoint reports its own failures (a fixed toast such as 'Files could not be retrieved...',
   * a silent delete, a notice on the page, a background poll), so the generic error toast is skipped.
   * A 401 still ends the session.
   */
  quiet?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers, { getState }) {
    const token = tokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Every API call goes through here: bearer token on the way out, and the product's error handling (docs/product.md#session-in-the-browser) on
 * the way back (401 -> sign in, no response -> network message, anything else -> the server's text).
 * Pages still receive the error so they can mark the field it concerns.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const tokenUsed = tokenOf(api.getState());
  // Sending a failed request again (a form submitted again) retires the error its last try left.
  const toast = (api.getState() as { toast: ToastState }).toast;
  if (toast.show && toast.source === api.endpoint) api.dispatch(requestRepeated(api.endpoint));
  const result = await rawBaseQuery(args, api, extraOptions ?? {});
  if (!result.error || api.signal.aborted) return result;

  const info = describeApiError(result.error);
  if (info.status === 401) handleUnauthorized(api, tokenUsed, info.message, api.endpoint);
  else if (!extraOptions?.quiet) api.dispatch(errorToast(info.message, api.endpoint));
  return result;
};
