import { api } from '../../api/api';
import { resetStore, type AppDispatch, type RootState } from '../store/store';

/**
 * Deliberate sign-out: the whole store goes back to a clean state (docs/product.md#session-in-the-browser) so nothing of
 * the previous user (cache, notices, overlay) survives; the store subscriber then clears localStorage.
 */
export function signOut() {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(api.util.resetApiState());
    const state = getState();
    dispatch(
      resetStore({
        ...state,
        user: { userInfo: null, token: null, endReason: 'signed-out' },
        toast: { ...state.toast, show: false },
        overlay: { ...state.overlay, pending: 0 },
      }),
    );
  };
}
