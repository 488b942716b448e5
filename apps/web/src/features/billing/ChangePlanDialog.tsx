import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BillingAccount, PlanCode } from '@scriptloom/contracts';
import { useId } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { errorToast, successToast } from '../../shared/notices/toast-slice';
import { formatDate } from '../../shared/plan-names';
import { useSubscribeMutation } from './billing-api';
import { paymentErrorMessage, planLabel } from './billing-format';
import { useLast } from './use-last';

/**
 * The change plan modal: confirms a downgrade, which takes effect at the next billing date (nothing is
 * charged now). Confirming closes it; the server's words are the toast.
 */
export function ChangePlanDialog({
  target,
  account,
  onClose,
}: {
  target: PlanCode | null;
  account: BillingAccount;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const dispatch = useAppDispatch();
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const shown = useLast(target);

  const confirm = async () => {
    if (!target) return;
    try {
      const answer = await subscribe({ plan: target }).unwrap();
      dispatch(successToast(answer.success));
      onClose();
    } catch (error) {
      // Quiet endpoint (its payment errors belong to checkout): say it here.
      dispatch(errorToast(paymentErrorMessage(error)));
    }
  };

  return (
    <Dialog
      open={target !== null}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Change to {shown ? planLabel(shown) : 'another plan'}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          You keep {planLabel(account.plan)}
          {account.next_billing_date
            ? ` until ${formatDate(account.next_billing_date)}`
            : ' until the end of the period'}
          ; from then on you are on {shown ? planLabel(shown) : 'the new plan'} and billed for it. Nothing is charged
          now.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading} autoFocus>
          Keep my plan
        </Button>
        <Button variant="contained" loading={isLoading} onClick={() => void confirm()}>
          Change plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
