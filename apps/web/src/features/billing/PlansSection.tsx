import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
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
import { PlansHeading } from './PlansHeading';

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
      <PlansHeading id="plans-title" variant="h6" period={period} onPeriodChange={onPeriodChange} />
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
