import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ValidUser } from '@scriptloom/contracts';

interface RemoveValidUserDialogProps {
  entry: ValidUser | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (entry: ValidUser) => void;
}

/** Asks before taking an address off the list: a member who joined with it leaves the organisation. Cancel has the focus. */
export function RemoveValidUserDialog({ entry, pending, onCancel, onConfirm }: RemoveValidUserDialogProps) {
  return (
    <Dialog
      open={entry !== null}
      onClose={onCancel}
      aria-labelledby="remove-valid-user-title"
      aria-describedby="remove-valid-user-text"
    >
      <DialogTitle id="remove-valid-user-title">Remove {entry?.email}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-valid-user-text">
          {entry?.joined
            ? 'They leave the organisation at once and are signed out; their account stays, as a personal one.'
            : entry?.status === 'invited'
              ? 'The invitation is withdrawn: this address will no longer be able to join.'
              : 'This address will no longer be able to join.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={pending} onClick={() => entry && onConfirm(entry)}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
