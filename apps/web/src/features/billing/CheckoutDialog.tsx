import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BillingPeriod,
  planCode,
  periodPrice,
  type Card,
  type CouponResponse,
  type PlanFamily,
  type SubscribeResponse,
} from '@scriptloom/contracts';
import { useId, useState } from 'react';
import { CardEntry } from './CardEntry';
import { PaymentFormDialog } from './PaymentFormDialog';
import { useLast } from './use-last';
import { useCheckCouponMutation, useSubscribeMutation } from './billing-api';
import { useIdempotencyKey } from './use-idempotency-key';
import {
  cardTokenFrom,
  couponSummary,
  discountedPrice,
  familyName,
  formatMoney,
  paymentErrorMessage,
  periodAdjective,
  periodNoun,
} from './billing-format';

export interface CheckoutChoice {
  family: PlanFamily;
  /** The period picked on the plans page; the modal may change it. */
  period: BillingPeriod;
}

interface CheckoutDialogProps {
  choice: CheckoutChoice | null;
  currency: string;
  testMode: boolean;
  savedCard: Card | undefined;
  onClose: () => void;
  onPaid: (answer: SubscribeResponse) => void;
}

/**
 * The checkout modal (docs/product.md#billing): plan, period, price, coupon and card. Closing it
 * resets the card error, the duration (period) and the discount.
 */
export function CheckoutDialog({ choice, currency, testMode, savedCard, onClose, onPaid }: CheckoutDialogProps) {
  const titleId = useId();
  const [duration, setDuration] = useState<BillingPeriod | null>(null);
  const [card, setCard] = useState('');
  const [cardError, setCardError] = useState<string | null>(null);
  const [couponCode, setCouponCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [discount, setDiscount] = useState<CouponResponse | null>(null);
  const [checkCoupon, coupon] = useCheckCouponMutation();
  const [subscribe, payment] = useSubscribeMutation();
  const attempt = useIdempotencyKey();

  const shown = useLast(choice);
  const family = shown?.family ?? 'hobbyist';
  const period = duration ?? shown?.period ?? 'monthly';
  const code = planCode(family, period);
  const full = periodPrice(code);
  const due = discount ? discountedPrice(code, discount.discountPercent) : full;

  const close = () => {
    if (payment.isLoading) return;
    setCardError(null);
    setDuration(null);
    setDiscount(null);
    setCouponError(null);
    onClose();
  };

  const changePeriod = (next: BillingPeriod) => {
    setDuration(next);
    // The coupon was checked for the other plan code: it is applied again for this one.
    setDiscount(null);
  };

  const applyCoupon = async () => {
    const typed = couponCode.trim();
    if (!typed) return setCouponError('Enter a coupon code.');
    try {
      const answer = await checkCoupon({ coupon_code: typed, plan: code }).unwrap();
      setDiscount(answer);
      setCouponError(null);
    } catch (error) {
      setDiscount(null);
      setCouponError(paymentErrorMessage(error));
    }
  };

  const pay = async () => {
    const token = cardTokenFrom(card);
    if (!token && !savedCard) return setCardError('Add a card to pay.');
    setCardError(null);
    try {
      const answer = await subscribe({
        plan: code,
        ...(token ? { token_id: token } : {}),
        ...(discount ? { coupon_code: discount.coupon_code } : {}),
        idempotencyKey: attempt.key(),
      }).unwrap();
      attempt.settled();
      setCard('');
      setCouponCode('');
      setCardError(null);
      setDuration(null);
      setDiscount(null);
      onPaid(answer);
    } catch (error) {
      attempt.settled(error);
      setCardError(paymentErrorMessage(error));
    }
  };

  return (
    <PaymentFormDialog
      open={choice !== null}
      onClose={close}
      titleId={titleId}
      title={`Checkout: ${familyName(family)}`}
      testMode={testMode}
      busy={payment.isLoading}
      submitLabel={`Pay ${formatMoney(due, currency)}`}
      onSubmit={pay}
    >
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Typography component="dt" color="text.secondary">
          Plan
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {familyName(family)}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Price
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatMoney(full, currency)} a {periodNoun(period)}
          {period === 'yearly' && ` (${formatMoney(full / 12, currency)} a month, billed yearly)`}
        </Typography>
      </Box>
      <Box>
        <FormLabel id={`${titleId}-period`}>Billing period</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${titleId}-period`}
          name="period"
          value={period}
          onChange={(event) => changePeriod(BillingPeriod.parse(event.target.value))}
        >
          {BillingPeriod.options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={periodAdjective(option)} />
          ))}
        </RadioGroup>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Coupon code"
          name="coupon_code"
          value={couponCode}
          onChange={(event) => {
            setCouponCode(event.target.value);
            setCouponError(null);
          }}
          onKeyDown={(event) => {
            // Enter in the coupon field applies the coupon rather than paying.
            if (event.key === 'Enter') {
              event.preventDefault();
              void applyCoupon();
            }
          }}
          error={Boolean(couponError)}
          helperText={couponError ?? (discount ? couponSummary(discount) : ' ')}
          autoComplete="off"
          fullWidth
        />
        <Button
          variant="outlined"
          onClick={() => void applyCoupon()}
          loading={coupon.isLoading}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          Apply
        </Button>
      </Stack>
      <CardEntry value={card} onChange={setCard} error={cardError} testMode={testMode} savedCard={savedCard} />
      <Typography variant="h6" component="p" aria-live="polite">
        Due today: {formatMoney(due, currency)}
        {discount && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            ({discount.discountPercent}% off {formatMoney(full, currency)})
          </Typography>
        )}
      </Typography>
    </PaymentFormDialog>
  );
}
