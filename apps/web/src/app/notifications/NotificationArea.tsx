import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { TOAST_AUTO_CLOSE_MS } from '@scriptloom/contracts';
import { useEffect } from 'react';
import { CloseIcon } from '../../components/CloseIcon';
import { useNotification } from '../../shared/notices/NotificationContext';

/** Renders the context notification; placed in the bottom-right stack above the toast. */
export function NotificationArea() {
  const { current, close } = useNotification();

  // Keyed on the id so a newer notice gets a full timer of its own.
  const id = current?.id;
  const autoClose = current?.autoClose ?? false;
  useEffect(() => {
    if (id === undefined || !autoClose) return;
    const timer = window.setTimeout(close, TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [id, autoClose, close]);

  if (!current) return null;
  const { action } = current;
  return (
    <Alert
      key={current.id}
      severity={current.severity ?? 'info'}
      role={action ? 'alert' : 'status'}
      onClose={close}
      sx={{ maxWidth: 440, boxShadow: 3, alignItems: 'center', bgcolor: 'background.paper' }}
      // MUI drops its own close button once `action` is given, so the action variant brings one back.
      action={
        action ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={action.onClick}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {action.label}
            </Button>
            <IconButton color="inherit" size="small" aria-label="Close" onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ) : undefined
      }
    >
      {current.message}
    </Alert>
  );
}
