import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LEAVE_TYPE_LABELS, leaveSpan, type LeaveItem } from '@scriptloom/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useWithdrawLeaveMutation } from './leave-api';
import { useLastTarget } from './use-last-target';

export interface Removal {
  item: LeaveItem;
  /** The button's word: an owner withdraws, an admin (or the owner of a rejected request) removes. */
  verb: 'Withdraw' | 'Remove';
}

/** Asks before a request is deleted: it cannot be brought back, only asked for again. Cancel has the focus. */
export function WithdrawLeaveDialog({ target, onClose }: { target: Removal | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [withdrawLeave, { isLoading }] = useWithdrawLeaveMutation();

  const confirm = async (item: LeaveItem) => {
    try {
      const answer = await withdrawLeave(item.id).unwrap();
      dispatch(successToast(answer.success));
    } catch {
      // The server's reason is toasted; the list is asked again and shows where the request stands.
    }
    onClose();
  };

  const shown = useLastTarget(target);
  const item = shown?.item;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      aria-labelledby="withdraw-leave-title"
      aria-describedby="withdraw-leave-text"
    >
      <DialogTitle id="withdraw-leave-title">
        {shown?.verb === 'Remove' ? 'Remove this leave request?' : 'Withdraw your leave request?'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="withdraw-leave-text">
          {item
            ? `${item.name}: ${LEAVE_TYPE_LABELS[item.leave_type]}, ${leaveSpan(item.start_date, item.end_date)}. ` +
              (item.status === 'approved'
                ? 'The days become working days again.'
                : 'It is deleted; it can be asked for again.')
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={isLoading} onClick={() => item && void confirm(item)}>
          {shown?.verb ?? 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
