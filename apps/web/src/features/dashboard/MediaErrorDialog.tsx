import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DashboardItem } from '@scriptloom/contracts';
import { useLastFile } from './use-last-file';

interface MediaErrorDialogProps {
  file: DashboardItem | null;
  onClose: () => void;
}

/** The 'media file error' modal (docs/product.md#processing-pipeline): why a file could not be turned into a transcript. */
export function MediaErrorDialog({ file, onClose }: MediaErrorDialogProps) {
  const shown = useLastFile(file);
  return (
    <Dialog open={file !== null} onClose={onClose} aria-labelledby="media-error-title" fullWidth maxWidth="sm">
      <DialogTitle id="media-error-title">This file could not be transcribed</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>“{shown?.title}”</DialogContentText>
        <Alert severity="error">{shown?.error || 'The server did not say what went wrong.'}</Alert>
        <DialogContentText sx={{ mt: 2 }}>
          You can delete it and upload the file again, or try a different copy of the recording.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
