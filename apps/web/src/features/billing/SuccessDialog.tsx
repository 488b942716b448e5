import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SubscribeResponse } from '@scriptloom/contracts';
import { useId } from 'react';
import { formatDate } from '../../shared/plan-names';
import { planLabel } from './billing-format';
import { useLast } from './use-last';

/**
 * After a paid checkout: the plan now held and its next billing date. The server's words ('Plan
 * Upgraded') are the page's success toast, shown beside it, so the title does not repeat them.
 */
export function SuccessDialog({ answer, onClose }: { answer: SubscribeResponse | null; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const shown = useLast(answer);
  return (
    <Dialog open={answer !== null} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Payment complete</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown &&
            `You are now on ${planLabel(shown.account.plan)}.` +
              (shown.account.next_billing_date
                ? ` Your next billing date is ${formatDate(shown.account.next_billing_date)}.`
                : '')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
