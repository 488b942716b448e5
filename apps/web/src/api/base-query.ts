import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { LOGIN_PATH, loginUrlFor, type LoginRouteState } from '../app/login-redirect';
import { currentPath, navigateTo } from '../app/navigation';
import { SIGN_IN_REQUIRED } from '../app/product';
import { sessionEnded, type UserState } from '../app/session/user-slice';
import { errorToast, showToast } from '../app/toast/toast-slice';
import { describeApiError } from './api-error';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

// Typed structurally: importing the store's RootState here would make a module cycle (store -> api -> here).
const tokenOf = (state: unknown): string | null => (state as { user: UserState }).user.token;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers, { getState }) {
    const token = tokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Spec section 8: the stored login is cleared and the user sent to sign in, unless already there. */
function handleUnauthorized(api: BaseQueryApi, tokenUsed: string | null, serverMessage: string): void {
  if (window.location.pathname === LOGIN_PATH) {
    // Signing in itself failed ("Incorrect email or password."): the login page needs that text.
    api.dispatch(errorToast(serverMessage));
    return;
  }
  // An answer about a token we no longer hold (e.g. a request sent before a password change
  // re-issued it) says nothing about the current session.
  if (tokenUsed !== null && tokenOf(api.getState()) !== tokenUsed) return;
  const from = currentPath();
  api.dispatch(sessionEnded('expired'));
  api.dispatch(showToast({ message: SIGN_IN_REQUIRED, severity: 'warning' }));
  const state: LoginRouteState = { from };
  navigateTo(loginUrlFor(from), { replace: true, state });
}

/**
 * Every API call goes through here: bearer token on the way out, and the spec's error catalogue on
 * the way back (401 -> sign in, no response -> network message, anything else -> the server's text).
 * Pages still receive the error so they can mark the field it concerns.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenUsed = tokenOf(api.getState());
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error || api.signal.aborted) return result;

  const info = describeApiError(result.error);
  if (info.status === 401) handleUnauthorized(api, tokenUsed, info.message);
  else api.dispatch(errorToast(info.message));
  return result;
};
