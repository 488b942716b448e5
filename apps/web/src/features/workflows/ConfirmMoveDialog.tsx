import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { WORKFLOW_STATUS_DISPLAY, type WorkflowItem } from '@scriptloom/contracts';
import { useState } from 'react';
import { moveEffects } from './move-effects';
import type { StatusMove } from './workflow-actions';

interface ConfirmMoveDialogProps {
  workflow: Pick<WorkflowItem, 'title' | 'workflow_status' | 'review_complete'>;
  /** The move asked for; null while the dialog is closed. */
  move: StatusMove | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (move: StatusMove) => void;
}

/**
 * Asks before an admin's override (a move outside the transition table): what the move will do,
 * from move-effects. Cancel has the focus, so an Enter pressed out of habit changes nothing.
 */
export function ConfirmMoveDialog({ workflow, move, pending, onCancel, onConfirm }: ConfirmMoveDialogProps) {
  // The last move asked for stays shown while the dialog fades out.
  const [shown, setShown] = useState(move);
  if (move && move !== shown) setShown(move);
  const to = shown ? WORKFLOW_STATUS_DISPLAY[shown.to].label : '';
  const effects = shown ? moveEffects(workflow, shown) : [];
  return (
    <Dialog
      open={move !== null}
      onClose={onCancel}
      aria-labelledby="confirm-move-title"
      aria-describedby="confirm-move-text"
    >
      <DialogTitle id="confirm-move-title">
        Move “{workflow.title}” to {to}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-move-text" component="div">
          <Box component="p" sx={{ mt: 0 }}>
            It is in {WORKFLOW_STATUS_DISPLAY[workflow.workflow_status].label} now.
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {effects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </Box>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="warning" variant="contained" loading={pending} onClick={() => move && onConfirm(move)}>
          Move to {to}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
