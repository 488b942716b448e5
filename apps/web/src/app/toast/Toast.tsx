import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_AUTO_CLOSE_MS } from '@scriptloom/contracts';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { hideToast } from '../../shared/notices/toast-slice';

/**
 * The redux-driven toast (docs/product.md#notices-and-overlays). It sits in the bottom-right stack, so the Snackbar is
 * taken out of its own fixed positioning.
 */
export function Toast() {
  const dispatch = useAppDispatch();
  const { show, message, severity, autoClose, seq } = useAppSelector((state) => state.toast);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not dismiss an error the user has not read yet.
    if (reason === 'clickaway') return;
    dispatch(hideToast());
  };

  return (
    <Snackbar
      key={seq}
      open={show}
      autoHideDuration={autoClose ? TOAST_AUTO_CLOSE_MS : null}
      onClose={close}
      sx={{ position: 'static', transform: 'none' }}
    >
      <Alert
        onClose={() => close()}
        severity={severity}
        variant="filled"
        role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 440, boxShadow: 3 }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
