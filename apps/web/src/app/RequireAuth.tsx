import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { LOGIN_PATH, loginUrlFor, type LoginRouteState } from '../shared/routes/login-redirect';
import { SIGN_IN_REQUIRED } from '../shared/product';
import { showToast } from '../shared/notices/toast-slice';

/**
 * Protected routes need a stored userInfo (docs/product.md#session-in-the-browser). Without one the visitor goes to sign in,
 * remembering where they were headed.
 */
export function RequireAuth() {
  const userInfo = useAppSelector((state) => state.user.userInfo);
  const endReason = useAppSelector((state) => state.user.endReason);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const from = location.pathname + location.search;

  // A deliberate sign-out needs no scolding, and after a 401 the API layer has already said it.
  const announce = !userInfo && endReason === null;
  useEffect(() => {
    if (announce) dispatch(showToast({ message: SIGN_IN_REQUIRED, severity: 'warning' }));
  }, [announce, dispatch]);

  if (userInfo) return <Outlet />;
  if (endReason === 'signed-out') return <Navigate to={LOGIN_PATH} replace />;
  const state: LoginRouteState = { from };
  return <Navigate to={loginUrlFor(from)} replace state={state} />;
}
