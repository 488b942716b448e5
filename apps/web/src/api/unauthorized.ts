import type { UnknownAction } from '@reduxjs/toolkit';
import { LOGIN_PATH, loginUrlFor, type LoginRouteState } from '../shared/routes/login-redirect';
import { currentPath, navigateTo } from '../shared/routes/navigation';
import { SIGN_IN_REQUIRED } from '../shared/product';
import { sessionEnded, type UserState } from '../shared/session/user-slice';
import { errorToast, showToast } from '../shared/notices/toast-slice';

/** What both HTTP paths (RTK Query's base query and the XHR upload) can hand over: the store's two functions. */
export interface StoreAccess {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => unknown;
}

// Typed structurally: importing the store's RootState here would make a module cycle (store -> api -> here).
export const tokenOf = (state: unknown): string | null => (state as { user: UserState }).user.token;

/**
 * docs/product.md#session-in-the-browser: on a 401 the stored login is cleared and the user sent to sign in, unless already
 * there. Shared by every way the app talks HTTP so an expired session ends the same way everywhere.
 */
export function handleUnauthorized(
  store: StoreAccess,
  tokenUsed: string | null,
  serverMessage: string,
  source?: string,
): void {
  if (window.location.pathname === LOGIN_PATH) {
    // Signing in itself failed ("Incorrect email or password."): the login page needs that text.
    store.dispatch(errorToast(serverMessage, source));
    return;
  }
  // An answer about a token we no longer hold (e.g. a request sent before a password change
  // re-issued it) says nothing about the current session.
  if (tokenUsed !== null && tokenOf(store.getState()) !== tokenUsed) return;
  const from = currentPath();
  store.dispatch(sessionEnded('expired'));
  store.dispatch(showToast({ message: SIGN_IN_REQUIRED, severity: 'warning', redirect: LOGIN_PATH }));
  const state: LoginRouteState = { from };
  navigateTo(loginUrlFor(from), { replace: true, state });
}
