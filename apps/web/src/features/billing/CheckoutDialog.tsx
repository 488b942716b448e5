import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  BillingPeriod,
  planCode,
  periodPrice,
  type Card,
  type PlanFamily,
  type SubscribeResponse,
} from '@scriptloom/contracts';
import { useEffect, useId, useState } from 'react';
import { CardEntry } from './CardEntry';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentFormDialog } from './PaymentFormDialog';
import { useLast } from './use-last';
import { useCheckCouponMutation, useGetQuoteQuery, useSubscribeMutation } from './billing-api';
import { useIdempotencyKey } from './use-idempotency-key';
import {
  cardTokenFrom,
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
  /** The account has no card yet: a new one becomes the default whatever is chosen. */
  firstCard: boolean;
  onClose: () => void;
  onPaid: (answer: SubscribeResponse) => void;
}

/**
 * The checkout modal (docs/product.md#billing): plan, period, what is due (the server's quote:
 * coupon, credit for the unused period), coupon and card. Switching the period keeps the coupon,
 * checked again for the new plan code. Closing it resets the card error, the duration (period) and
 * the discount.
 */
export function CheckoutDialog({
  choice,
  currency,
  testMode,
  savedCard,
  firstCard,
  onClose,
  onPaid,
}: CheckoutDialogProps) {
  const titleId = useId();
  const [duration, setDuration] = useState<BillingPeriod | null>(null);
  const [card, setCard] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [couponCode, setCouponCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  /** The coupon applied: kept across a change of period, dropped only when it does not apply. */
  const [applied, setApplied] = useState<string | null>(null);
  const [checkCoupon, coupon] = useCheckCouponMutation();
  const [subscribe, payment] = useSubscribeMutation();
  const attempt = useIdempotencyKey();

  const shown = useLast(choice);
  const family = shown?.family ?? 'hobbyist';
  const period = duration ?? shown?.period ?? 'monthly';
  const code = planCode(family, period);
  const quote = useGetQuoteQuery(choice ? { plan: code, ...(applied ? { coupon_code: applied } : {}) } : skipToken, {
    refetchOnMountOrArgChange: true,
  });

  // A coupon that does not apply to the period now chosen (or is used up meanwhile) says so under
  // its field and stops being applied; the quote is then worked out without it.
  useEffect(() => {
    if (applied && quote.isError) {
      setCouponError(paymentErrorMessage(quote.error));
      setApplied(null);
    }
  }, [applied, quote.isError, quote.error]);

  const due = quote.data?.plan === code ? quote.data.amount_due : undefined;

  const reset = () => {
    setCard('');
    setMakeDefault(false);
    setCardError(null);
    setDuration(null);
    setApplied(null);
    setCouponError(null);
    setCouponCode('');
  };
  const close = () => {
    if (payment.isLoading) return;
    reset();
    onClose();
  };

  const applyCoupon = async () => {
    const typed = couponCode.trim();
    if (!typed) return setCouponError('Enter a coupon code.');
    try {
      const answer = await checkCoupon({ coupon_code: typed, plan: code }).unwrap();
      setApplied(answer.coupon_code);
      setCouponError(null);
    } catch (error) {
      setApplied(null);
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
        ...(token ? { token_id: token, default_card: makeDefault } : {}),
        ...(applied ? { coupon_code: applied } : {}),
        idempotencyKey: attempt.key(),
      }).unwrap();
      attempt.settled();
      reset();
      onPaid(answer);
    } catch (error) {
      attempt.settled(error);
      // The refused entry goes: the error says why, and the next card starts from an empty field.
      setCard('');
      setCardError(paymentErrorMessage(error));
    }
  };

  const full = periodPrice(code);
  return (
    <PaymentFormDialog
      open={choice !== null}
      onClose={close}
      titleId={titleId}
      title={`Checkout: ${familyName(family)}`}
      testMode={testMode}
      busy={payment.isLoading}
      submitDisabled={due === undefined}
      submitLabel={due === undefined ? 'Pay' : `Pay ${formatMoney(due, currency)}`}
      onSubmit={pay}
    >
      <Typography>
        {familyName(family)}: {formatMoney(full, currency)} a {periodNoun(period)}
        {period === 'yearly' && ` (${formatMoney(full / 12, currency)} a month, billed yearly)`}
      </Typography>
      <Box>
        <FormLabel id={`${titleId}-period`}>Billing period</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${titleId}-period`}
          name="period"
          value={period}
          onChange={(event) => setDuration(BillingPeriod.parse(event.target.value))}
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
          helperText={couponError ?? (applied && quote.data?.coupon ? `Applied: ${quote.data.coupon.summary}` : ' ')}
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
      <CardEntry
        value={card}
        onChange={setCard}
        error={cardError}
        testMode={testMode}
        savedCard={savedCard}
        makeDefault={{ checked: makeDefault, onChange: setMakeDefault, firstCard }}
      />
      {quote.isError && !applied ? (
        <Alert severity="error">{paymentErrorMessage(quote.error)}</Alert>
      ) : (
        <CheckoutSummary quote={quote.data?.plan === code ? quote.data : undefined} currency={currency} />
      )}
    </PaymentFormDialog>
  );
}
