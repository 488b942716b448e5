import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ReplaceEditedDialogProps {
  open: boolean;
  /** What is replaced, in lower case: 'summary', 'show notes', ... */
  noun: string;
  /** The person's version can be put back afterwards (docs/product.md#out-of-date-content). */
  canUndo: boolean;
  onKeep: () => void;
  onReplace: () => void;
}

/** Asked before a regenerate would replace what a person wrote or changed themselves. */
export function ReplaceEditedDialog({ open, noun, canUndo, onKeep, onReplace }: ReplaceEditedDialogProps) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="replace-edited-title" aria-describedby="replace-edited-text">
      <DialogTitle id="replace-edited-title">Replace your edited {noun}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="replace-edited-text">
          You changed the {noun} yourself. A new version, written from the transcript as it is now, will take the place
          of yours.{' '}
          {canUndo
            ? 'You can undo this when the new version is ready.'
            : 'Your version cannot be brought back afterwards.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onKeep} autoFocus data-testid="replace-edited-keep">
          Keep my version
        </Button>
        <Button color="warning" variant="contained" onClick={onReplace} data-testid="replace-edited-confirm">
          Replace
        </Button>
      </DialogActions>
    </Dialog>
  );
}
