import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { WORKFLOW_STATUS_DISPLAY, type WorkflowStatus } from '@scriptloom/contracts';
import { useState } from 'react';

interface BulkStatusDialogProps {
  count: number;
  /** The status asked for; null while the dialog is closed. */
  to: WorkflowStatus | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (to: WorkflowStatus) => void;
}

/**
 * Asks before one click moves many workflows. The list holds only their ids, so the dialog says
 * the rules each move follows (the same as on a workflow's page: docs/product.md#workflows) rather
 * than each workflow's effects. Cancel has the focus, so an Enter out of habit changes nothing.
 */
export function BulkStatusDialog({ count, to, pending, onCancel, onConfirm }: BulkStatusDialogProps) {
  // The last status asked for stays shown while the dialog fades out.
  const [shown, setShown] = useState(to);
  if (to && to !== shown) setShown(to);
  const label = shown ? WORKFLOW_STATUS_DISPLAY[shown].label : '';
  const workflows = count === 1 ? '1 selected workflow' : `${count} selected workflows`;
  return (
    <Dialog
      open={to !== null}
      onClose={onCancel}
      aria-labelledby="bulk-status-title"
      aria-describedby="bulk-status-text"
    >
      <DialogTitle id="bulk-status-title">
        Move {workflows} to {label}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="bulk-status-text" component="div">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            <li>
              A move outside the usual order of the review is made only by an admin, and recorded as an override in its
              history; for anyone else that workflow is skipped.
            </li>
            {shown === 'Publication' ? (
              <li>Each one is marked complete, and nobody can edit it until an admin reopens it.</li>
            ) : (
              <li>A workflow moved back from a later stage is no longer marked complete.</li>
            )}
            <li>Workflows already in {label} are skipped.</li>
          </Box>
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="warning" variant="contained" loading={pending} onClick={() => shown && onConfirm(shown)}>
          Move to {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
