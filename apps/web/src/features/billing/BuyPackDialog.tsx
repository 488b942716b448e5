import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_ADD_ONS, type Card, type Pack } from '@scriptloom/contracts';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { CardEntry } from './CardEntry';
import { PaymentFormDialog } from './PaymentFormDialog';
import { useBuyPacksMutation } from './billing-api';
import { useIdempotencyKey } from './use-idempotency-key';
import { addOnCount, cardTokenFrom, formatMoney, packContent, paymentErrorMessage } from './billing-format';
import { useLast } from './use-last';

interface BuyPackDialogProps {
  pack: Pack | null;
  currency: string;
  testMode: boolean;
  savedCard: Card | undefined;
  /** The account has no card yet: a new one becomes the default whatever is chosen. */
  firstCard: boolean;
  onClose: () => void;
}

/** Buys one or more packs (add-ons) of one kind; the minutes are added to the allowance at once. */
export function BuyPackDialog({ pack, currency, testMode, savedCard, firstCard, onClose }: BuyPackDialogProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const shown = useLast(pack);
  const [quantity, setQuantity] = useState('1');
  const [card, setCard] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [buyPacks, { isLoading }] = useBuyPacksMutation();
  const attempt = useIdempotencyKey();
  const count = addOnCount(quantity);

  const close = () => {
    if (isLoading) return;
    setQuantity('1');
    setCard('');
    setMakeDefault(false);
    setCardError(null);
    onClose();
  };

  const pay = async () => {
    if (!pack || count === null) return;
    const token = cardTokenFrom(card);
    if (!token && !savedCard) return setCardError('Add a card to pay.');
    setCardError(null);
    try {
      const answer = await buyPacks({
        plan: pack.id,
        add_on: count,
        ...(token ? { token_id: token, default_card: makeDefault } : {}),
        idempotencyKey: attempt.key(),
      }).unwrap();
      attempt.settled();
      dispatch(successToast(answer.success));
      setCard('');
      setQuantity('1');
      onClose();
    } catch (error) {
      attempt.settled(error);
      // The refused entry goes: the error says why, and the next card starts from an empty field.
      setCard('');
      setCardError(paymentErrorMessage(error));
    }
  };

  return (
    <PaymentFormDialog
      open={pack !== null}
      onClose={close}
      titleId={titleId}
      title={`Buy ${shown?.name ?? 'a pack'}`}
      testMode={testMode}
      busy={isLoading}
      submitLabel={shown && count !== null ? `Pay ${formatMoney(shown.price * count, currency)}` : 'Pay'}
      submitDisabled={count === null}
      onSubmit={pay}
    >
      {shown && (
        <Typography>
          {shown.minutes} minutes of {packContent(shown)} a pack, {formatMoney(shown.price, currency)} each. Pack
          minutes are added to your allowance and do not run out at the end of a billing period.
        </Typography>
      )}
      <TextField
        label="Number of packs"
        name="add_on"
        type="number"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={count === null}
        helperText={count === null ? `Enter a number from 1 to ${MAX_ADD_ONS}.` : `Up to ${MAX_ADD_ONS} at once.`}
        slotProps={{ htmlInput: { min: 1, max: MAX_ADD_ONS, step: 1 } }}
        sx={{ maxWidth: 220 }}
      />
      <CardEntry
        value={card}
        onChange={setCard}
        error={cardError}
        testMode={testMode}
        savedCard={savedCard}
        makeDefault={{ checked: makeDefault, onChange: setMakeDefault, firstCard }}
      />
      <Typography variant="h6" component="p" aria-live="polite">
        Total: {shown && count !== null ? formatMoney(shown.price * count, currency) : '—'}
      </Typography>
    </PaymentFormDialog>
  );
}
