import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { planOf, type BillingAccount } from '@scriptloom/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { errorToast, successToast } from '../../shared/notices/toast-slice';
import { formatDate } from '../../shared/plan-names';
import { formatMoney, paymentErrorMessage, periodNoun, planLabel } from './billing-format';
import { DetailItem as Detail } from '../../components/DetailItem';
import { useSubscribeMutation } from './billing-api';

/**
 * Which plan the account is on, what the next bill is, any change waiting for that date (a
 * cancelled subscription can be resumed until then), and a payment still being processed.
 */
export function CurrentPlanCard({
  account,
  currency,
  onCancel,
}: {
  account: BillingAccount;
  currency: string;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  const [subscribe, resuming] = useSubscribeMutation();
  const { period } = planOf(account.plan);
  const paid = account.plan !== 'free';
  const ending = account.pending_plan === 'free';
  const until = formatDate(account.next_billing_date);

  // Choosing the plan held while a change waits takes the change back: nothing is charged, and the
  // server's answer says which change was taken back.
  const keepPlan = async () => {
    try {
      const answer = await subscribe({ plan: account.plan }).unwrap();
      dispatch(successToast(answer.success));
    } catch (error) {
      // Quiet endpoint (its payment errors belong to checkout): say it here.
      dispatch(errorToast(paymentErrorMessage(error)));
    }
  };

  return (
    <Paper component="section" aria-labelledby="current-plan-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="current-plan-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Your plan
      </Typography>
      {account.open_payment && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          A payment for {account.open_payment.description} is still being processed. It is settled within a few minutes;
          please do not pay again until then.
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0, mb: 2 }}
      >
        <Detail label="Current plan" value={planLabel(account.plan)} />
        <Detail
          label="Next payment"
          value={paid && account.amount > 0 ? `${formatMoney(account.amount, currency)} a ${periodNoun(period)}` : '—'}
        />
        <Detail label="Started" value={formatDate(account.start_date)} />
        <Detail label="Next billing date" value={paid && !ending ? until : '—'} />
      </Box>
      {paid && ending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your subscription is cancelled: your {planLabel(account.plan)} plan ends on {until}. Then you are on Flexi
          Free. You can resume it until then.
        </Alert>
      )}
      {paid && account.pending_plan && !ending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your plan changes to {planLabel(account.pending_plan)} on {until}.
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {paid && account.pending_plan && (
          <Button variant="contained" loading={resuming.isLoading} onClick={() => void keepPlan()}>
            {ending ? 'Resume subscription' : `Keep ${planLabel(account.plan)}`}
          </Button>
        )}
        {paid && !ending && (
          <Button color="error" variant="outlined" onClick={onCancel}>
            Cancel subscription
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
