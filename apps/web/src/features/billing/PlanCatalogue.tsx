import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BillingPeriod } from '@scriptloom/contracts';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed';
import { useGetPlansQuery } from './billing-api';
import { formatMoney } from './billing-format';
import { PlanCard } from './PlanCard';
import { PlansHeading } from './PlansHeading';
import { TEST_MODE_TEXT } from './TestModeBanner';

/**
 * The plans and packs as the server's catalogue states them (`GET /payment/plans`, open without
 * sign-in), for someone who has no account yet: no buttons, since buying needs an account.
 */
export function PlanCatalogue() {
  const { data, isLoading, isError, refetch } = useGetPlansQuery();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  if (isLoading) return <CircularProgress aria-label="Loading plans" />;
  if (isError || !data) return <LoadFailed what="The plans" retry={() => void refetch()} />;

  return (
    <Box component="section" aria-labelledby="catalogue-title">
      <PlansHeading id="catalogue-title" variant="h5" period={period} onPeriodChange={setPeriod} />
      {data.test_mode && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {TEST_MODE_TEXT}.
        </Alert>
      )}
      <Grid container spacing={2}>
        {data.plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <PlanCard plan={plan} currency={data.currency} period={period} />
          </Grid>
        ))}
      </Grid>
      {data.packs.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Need more minutes once? Packs never expire:{' '}
          {data.packs
            .map((pack) => `${pack.name} (${pack.minutes} minutes, ${formatMoney(pack.price, data.currency)})`)
            .join(', ')}
          .
        </Typography>
      )}
    </Box>
  );
}
