import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../shared/store/hooks';

/** Full-screen overlay for blocking calls (docs/product.md#notices-and-overlays); it stays below the toasts so errors show. */
export function LoadingOverlay() {
  const { pending, message } = useAppSelector((state) => state.overlay);
  const open = pending > 0;
  return (
    <Backdrop
      open={open}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
      role="status"
      aria-live="polite"
      aria-busy={open}
    >
      {open && (
        <>
          <CircularProgress color="inherit" aria-hidden />
          <Typography variant="h6" component="p">
            {message}
          </Typography>
        </>
      )}
    </Backdrop>
  );
}
