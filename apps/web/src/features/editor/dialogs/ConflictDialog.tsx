import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';

interface ConflictDialogProps {
  open: boolean;
  onReload: () => Promise<void>;
  onOverwrite: () => Promise<unknown>;
}

/**
 * The server refused a write because the document changed in another tab or by someone else (409
 * VERSION_CONFLICT). Nothing is saved until the user decides: there is no way out but a choice.
 */
export function ConflictDialog({ open, onReload, onOverwrite }: ConflictDialogProps) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      // Neither Escape nor a click outside closes it: the question needs an answer.
      onClose={() => undefined}
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
    >
      <DialogTitle id="conflict-title">This transcript was changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-text">
          Someone (perhaps you, in another tab) saved a newer version. Reload to see it and drop the changes made here,
          or overwrite it with the transcript as it is here.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => void run(onReload)()} disabled={busy} autoFocus>
          Reload
        </Button>
        <Button color="warning" variant="contained" onClick={() => void run(onOverwrite)()} disabled={busy}>
          Overwrite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
