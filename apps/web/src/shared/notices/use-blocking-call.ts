import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { hideOverlay, showOverlay } from './overlay-slice';

/** Runs a call with the full-screen overlay up, and always takes it down again, even on failure. */
export function useBlockingCall() {
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(call: () => Promise<T>, message?: string): Promise<T> => {
      dispatch(showOverlay(message));
      try {
        return await call();
      } finally {
        dispatch(hideOverlay());
      }
    },
    [dispatch],
  );
}
