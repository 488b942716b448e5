import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingPeriod, PlanCatalogueEntry } from '@scriptloom/contracts';
import type { ReactNode } from 'react';
import { priceLine } from './billing-format';

interface PlanCardProps {
  plan: PlanCatalogueEntry;
  currency: string;
  period: BillingPeriod;
  /** The account's own plan: outlined and marked. */
  current?: boolean;
  /** What the card offers (the billing page's upgrade button); none on the public catalogue. */
  action?: ReactNode;
}

/** One plan of the server's catalogue: name, price, what it includes (docs/product.md#billing). */
export function PlanCard({ plan, currency, period, current = false, action }: PlanCardProps) {
  const price = priceLine(plan.price, period, currency);
  const titleId = `plan-${plan.id}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : undefined,
        borderWidth: current ? 2 : 1,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="h3" variant="h6">
          {plan.name}
        </Typography>
        {current && <Chip size="small" color="primary" label="Your plan" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {plan.description}
      </Typography>
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
        {price.perMonth}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {price.note}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, mb: action ? 3 : 0, flexGrow: 1 }}>
        {plan.features.map((feature) => (
          <Typography component="li" variant="body2" key={feature} sx={{ mb: 0.5 }}>
            {feature}
          </Typography>
        ))}
        {plan.media_minutes > 0 && (
          <Typography component="li" variant="body2" sx={{ mb: 0.5 }}>
            {plan.media_minutes} minutes of audiograms and reels
          </Typography>
        )}
      </Box>
      {action}
    </Paper>
  );
}
