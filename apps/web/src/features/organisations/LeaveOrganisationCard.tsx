import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useWebRole } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useLeaveOrganisationMutation, useMyOrganisationQuery } from './organisations-api';
import { ROLE_LABELS } from './roles';

/**
 * A member leaves their organisation (docs/product.md#organisations), after a confirmation that says
 * what they lose and what they keep. The server refuses the last admin, and the app shows why.
 */
export function LeaveOrganisationCard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const role = useWebRole();
  const { data } = useMyOrganisationQuery(undefined, { skip: role === 'user' });
  const [leave, leaving] = useLeaveOrganisationMutation();
  const [open, setOpen] = useState(false);
  if (role === 'user') return null;
  const name = data?.organisation.name ?? 'the organisation';

  const confirm = async () => {
    try {
      const answer = await leave().unwrap();
      dispatch(successToast(answer.success));
      // Where the organisation's pages send a personal account too (to found one, or be invited):
      // whichever of the two navigations the new role sets off comes last, the person lands there.
      void navigate('/account/profile');
    } catch {
      // The base query has shown the server's reason (the last admin stays).
      setOpen(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography component="h2" variant="h6">
        Your membership
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        You are {role === 'admin' ? 'an' : 'a'} {ROLE_LABELS[role]} in {name}. An organisation always keeps an admin:
        the last one cannot leave.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        Leave the organisation
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="leave-organisation-title"
        aria-describedby="leave-organisation-text"
      >
        <DialogTitle id="leave-organisation-title">Leave {name}?</DialogTitle>
        <DialogContent id="leave-organisation-text">
          <DialogContentText sx={{ mb: 1.5 }}>
            You lose access to its workflows, leave and scores at once, and your other sessions are signed out. The
            organisation keeps its workflows, those you uploaded for it included.
          </DialogContentText>
          <DialogContentText>
            Your account becomes a personal one again, with your own files as they are. To come back, an admin invites
            you again.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" loading={leaving.isLoading} onClick={() => void confirm()}>
            Leave {name}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
