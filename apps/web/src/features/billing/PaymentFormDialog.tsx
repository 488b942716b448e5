import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TestModeBanner } from './TestModeBanner';

/**
 * The frame every payment dialog shares (checkout, packs, a new card): title, the test-mode
 * banner, a form whose Enter submits, Cancel and the submit button (busy while the request runs).
 */
export function PaymentFormDialog({
  open,
  onClose,
  titleId,
  title,
  testMode,
  busy,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: ReactNode;
  testMode: boolean;
  busy: boolean;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2.5}>
            <TestModeBanner testMode={testMode} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
