import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { BillingPeriod } from '@scriptloom/contracts';

interface PlansHeadingProps {
  /** The heading's id, which the section it heads is labelled by. */
  id: string;
  variant: TypographyProps['variant'];
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
}

/**
 * "Plans" with the monthly/yearly switch beside it (below it on a phone): the same on the welcome
 * page's catalogue and on Plans & billing, where only the heading's size differs.
 */
export function PlansHeading({ id, variant, period, onPeriodChange }: PlansHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 2 }}
    >
      <Typography id={id} component="h2" variant={variant} sx={variant === 'h5' ? { fontWeight: 600 } : undefined}>
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
  );
}
