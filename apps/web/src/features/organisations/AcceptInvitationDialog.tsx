import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Invitation } from '@scriptloom/contracts';
import { ROLE_LABELS } from './roles';
import { OWN_FILES_PATH_LABEL } from '../../shared/routes/paths';

interface AcceptInvitationDialogProps {
  invitation: Invitation | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (invitation: Invitation) => void;
}

/**
 * Says what joining means before the person joins (docs/product.md#organisations): what the
 * organisation's admins may then do with their account, what happens to their own files, and that
 * they may leave. Cancel has the focus.
 */
export function AcceptInvitationDialog({ invitation, pending, onCancel, onConfirm }: AcceptInvitationDialogProps) {
  const name = invitation?.organisation.name ?? '';
  return (
    <Dialog
      open={invitation !== null}
      onClose={onCancel}
      aria-labelledby="accept-invitation-title"
      aria-describedby="accept-invitation-text"
    >
      <DialogTitle id="accept-invitation-title">Join {name}?</DialogTitle>
      <DialogContent id="accept-invitation-text">
        <DialogContentText sx={{ mb: 1.5 }}>
          You join as {invitation ? ROLE_LABELS[invitation.role] : ''} and work on {name}&apos;s workflows.
        </DialogContentText>
        <DialogContentText sx={{ mb: 1.5 }}>
          Its admins can then see and edit your profile, your plan and your usage. Your other sessions are signed out.
        </DialogContentText>
        <DialogContentText sx={{ mb: 1.5 }}>
          Your own files stay yours: they are not moved into the organisation, its members do not see them, and you find
          them under {OWN_FILES_PATH_LABEL} in the top bar.
        </DialogContentText>
        <DialogContentText>You can leave the organisation at any time from its home page.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" loading={pending} onClick={() => invitation && onConfirm(invitation)}>
          Join {name}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
