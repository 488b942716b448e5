import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CheckoutQuote } from '@scriptloom/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../shared/plan-names';
import { formatMoney } from './billing-format';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * What the checkout will charge, as the server works it out before anything is paid
 * (docs/product.md#upgrades): the period's price, the coupon, the credit for the unused part of the
 * current plan, and what is due today.
 */
export function CheckoutSummary({ quote, currency }: { quote: CheckoutQuote | undefined; currency: string }) {
  if (!quote) {
    return <Skeleton variant="rounded" height={96} aria-label="Working out the price" />;
  }
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <Box>
      <Box
        component="dl"
        aria-label="What you pay"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Row label={`${formatDate(quote.period_start)} to ${formatDate(quote.period_end)}`}>{money(quote.price)}</Row>
        {quote.discount > 0 && (
          <Row
            label={
              quote.coupon
                ? `${quote.coupon.coupon_code}: ${quote.coupon.summary}`
                : 'What is left of your coupon on this plan'
            }
          >
            −{money(quote.discount)}
          </Row>
        )}
        {quote.credit > 0 && <Row label={quote.credit_note}>−{money(quote.credit)}</Row>}
      </Box>
      <Typography variant="h6" component="p" aria-live="polite" sx={{ mt: 1 }}>
        Due today: {money(quote.amount_due)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Your new plan starts today; it renews on {formatDate(quote.period_end)}.
        {quote.credit > 0 && ' The unused part of your current plan is credited.'}
      </Typography>
    </Box>
  );
}
