import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DashboardItem } from '@scriptloom/contracts';
import { useLastFile } from './use-last-file';

interface DeleteFileDialogProps {
  file: DashboardItem | null;
  onCancel: () => void;
  onConfirm: (file: DashboardItem) => void;
  /** After the closing animation: the row may be gone, so the page decides where focus goes. */
  onExited: () => void;
}

/**
 * Asks before deleting: the transcript cannot be brought back. Cancel has the initial focus so that
 * an Enter pressed out of habit keeps the file.
 */
export function DeleteFileDialog({ file, onCancel, onConfirm, onExited }: DeleteFileDialogProps) {
  const shown = useLastFile(file);
  return (
    <Dialog
      open={file !== null}
      onClose={onCancel}
      aria-labelledby="delete-file-title"
      aria-describedby="delete-file-text"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="delete-file-title">Delete this file?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-file-text">
          “{shown?.title}” and its transcript will be deleted. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => file && onConfirm(file)}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
