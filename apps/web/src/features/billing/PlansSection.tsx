import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  BillingPeriod,
  planOf,
  type BillingAccount,
  type PlanCatalogueEntry,
  type PlanCode,
  type PlanFamily,
} from '@scriptloom/contracts';
import { planButton, type PlanButton } from './billing-format';
import { PlanCard } from './PlanCard';

interface PlansSectionProps {
  plans: readonly PlanCatalogueEntry[];
  account: BillingAccount;
  currency: string;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** A plan card's button was pressed (never for the current plan). */
  onChoose: (button: PlanButton, family: PlanFamily) => void;
}

function PlanChoice({
  plan,
  current,
  currency,
  period,
  onChoose,
}: {
  plan: PlanCatalogueEntry;
  current: PlanCode;
  currency: string;
  period: BillingPeriod;
  onChoose: PlansSectionProps['onChoose'];
}) {
  const button = planButton(current, plan.id, period);
  const isCurrent = button.action === 'current';
  return (
    <PlanCard
      plan={plan}
      currency={currency}
      period={period}
      current={isCurrent}
      action={
        <Button
          variant={button.action === 'checkout' ? 'contained' : 'outlined'}
          disabled={isCurrent}
          onClick={() => onChoose(button, plan.id)}
          aria-label={
            isCurrent
              ? undefined
              : button.label.startsWith('Switch')
                ? `${button.label} (${plan.name})`
                : `${button.label} to ${plan.name}`
          }
        >
          {button.label}
        </Button>
      }
    />
  );
}

/** The catalogue with the monthly/yearly switch: yearly prices are per month, billed yearly. */
export function PlansSection({ plans, account, currency, period, onPeriodChange, onChoose }: PlansSectionProps) {
  const currentFamily = planOf(account.plan).family;
  return (
    <Box component="section" aria-labelledby="plans-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 2 }}
      >
        <Typography id="plans-title" component="h2" variant="h6">
          Plans
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          aria-label="Billing period"
          onChange={(_event, value: unknown) => {
            const next = BillingPeriod.safeParse(value);
            if (next.success) onPeriodChange(next.data);
          }}
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="yearly">Yearly</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Grid container spacing={2}>
        {plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <PlanChoice plan={plan} current={account.plan} currency={currency} period={period} onChoose={onChoose} />
          </Grid>
        ))}
      </Grid>
      {currentFamily !== 'free' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Upgrades are charged now, less the unused part of your current plan; a downgrade takes effect at your next
          billing date.
        </Typography>
      )}
    </Box>
  );
}
