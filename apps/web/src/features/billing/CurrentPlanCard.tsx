import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { planOf, type BillingAccount } from '@scriptloom/contracts';
import { formatDate } from '../account/plan-names';
import { formatMoney, periodNoun, planLabel } from './billing-format';
import { DetailItem as Detail } from '../account/DetailItem';

/** Which plan the account is on, what the next bill is, and any change waiting for that date. */
export function CurrentPlanCard({
  account,
  currency,
  onCancel,
}: {
  account: BillingAccount;
  currency: string;
  onCancel: () => void;
}) {
  const { period } = planOf(account.plan);
  const paid = account.plan !== 'free';
  const ending = account.pending_plan === 'free';
  const until = formatDate(account.next_billing_date);
  return (
    <Paper component="section" aria-labelledby="current-plan-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="current-plan-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        Your plan
      </Typography>
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
          Free.
        </Alert>
      )}
      {paid && account.pending_plan && !ending && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your plan changes to {planLabel(account.pending_plan)} on {until}.
        </Alert>
      )}
      {paid && !ending && (
        <Button color="error" variant="outlined" onClick={onCancel}>
          Cancel subscription
        </Button>
      )}
    </Paper>
  );
}
