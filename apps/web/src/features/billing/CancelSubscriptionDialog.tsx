import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BillingAccount } from '@scriptloom/contracts';
import { useId } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { formatDate } from '../../shared/plan-names';
import { useCancelSubscriptionMutation } from './billing-api';
import { planLabel } from './billing-format';

/**
 * Asks before cancelling (also what choosing Free on a paid plan does). The plan runs to the end of
 * its period; confirming closes the modal and the server's words ('Plan Cancelled') are the toast.
 */
export function CancelSubscriptionDialog({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account: BillingAccount;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelSubscriptionMutation();

  const confirm = async () => {
    try {
      const answer = await cancel().unwrap();
      dispatch(successToast(answer.success));
      onClose();
    } catch {
      // The base query has shown the server's reason.
    }
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Cancel your subscription?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          You keep {planLabel(account.plan)}
          {account.next_billing_date
            ? ` until ${formatDate(account.next_billing_date)}`
            : ' until the end of the period'}
          ; nothing more is charged. Then your account moves to Flexi Free.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading} autoFocus>
          Keep my plan
        </Button>
        <Button color="error" variant="contained" loading={isLoading} onClick={() => void confirm()}>
          Cancel subscription
        </Button>
      </DialogActions>
    </Dialog>
  );
}
