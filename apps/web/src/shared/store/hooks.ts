import { useDispatch, useSelector } from 'react-redux';
import { webRoleOf } from '../session/token-role';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const useUserInfo = () => useAppSelector((state) => state.user.userInfo);

/** The role from the session token's `org_role` claim; `user` for a personal account (docs/product.md#session-in-the-browser). */
export const useWebRole = () => useAppSelector((state) => webRoleOf(state.user.token));
