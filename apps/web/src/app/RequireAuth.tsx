import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { LOGIN_PATH, loginUrlFor, type LoginRouteState } from '../shared/routes/login-redirect';
import { SIGN_IN_REQUIRED } from '../shared/product';
import { showToast } from '../shared/notices/toast-slice';
import { PlanCatalogue } from '../features/billing/PlanCatalogue';
import { WelcomePage } from '../features/welcome/WelcomePage';

/**
 * Protected routes need a stored userInfo (docs/product.md#session-in-the-browser). Without one the visitor goes to sign in,
 * remembering where they were headed; the home page greets them with the welcome page instead.
 */
export function RequireAuth() {
  const userInfo = useAppSelector((state) => state.user.userInfo);
  const endReason = useAppSelector((state) => state.user.endReason);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const from = location.pathname + location.search;

  // Someone with no session in this browser who opens the home page is a newcomer, not someone
  // whose session ran out (a stored token the server refuses ends through the 401 handler).
  const newcomer = !userInfo && endReason === null && location.pathname === '/';
  // A deliberate sign-out needs no scolding, and after a 401 the API layer has already said it.
  const announce = !userInfo && endReason === null && !newcomer;
  useEffect(() => {
    if (announce) dispatch(showToast({ message: SIGN_IN_REQUIRED, severity: 'warning', redirect: LOGIN_PATH }));
  }, [announce, dispatch]);

  if (userInfo) return <Outlet />;
  if (newcomer) return <WelcomePage plans={<PlanCatalogue />} />;
  if (endReason === 'signed-out') return <Navigate to={LOGIN_PATH} replace />;
  const state: LoginRouteState = { from };
  return <Navigate to={loginUrlFor(from)} replace state={state} />;
}
