import { BillingMessages } from '@scriptloom/contracts';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { CardEntry } from './CardEntry';
import { PaymentFormDialog } from './PaymentFormDialog';
import { useAddCardMutation } from './billing-api';
import { cardTokenFrom, paymentErrorMessage } from './billing-format';

/** Saves a card; a refused one (declined, expired) says why in the modal. */
export function AddCardDialog({
  open,
  testMode,
  firstCard,
  onClose,
}: {
  open: boolean;
  testMode: boolean;
  /** The account has no card yet: the new one becomes the default whatever the box says. */
  firstCard: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [card, setCard] = useState('');
  const [makeDefault, setMakeDefault] = useState(true);
  const [cardError, setCardError] = useState<string | null>(null);
  const [addCard, { isLoading }] = useAddCardMutation();

  const close = () => {
    if (isLoading) return;
    setCard('');
    setCardError(null);
    setMakeDefault(true);
    onClose();
  };

  const save = async () => {
    const token = cardTokenFrom(card);
    if (!token) return setCardError('Enter a card.');
    setCardError(null);
    try {
      await addCard({ token_id: token, default: firstCard || makeDefault }).unwrap();
      dispatch(successToast(BillingMessages.cardAdded));
      setCard('');
      onClose();
    } catch (error) {
      // The refused entry goes: the error says why, and the next card starts from an empty field.
      setCard('');
      setCardError(paymentErrorMessage(error));
    }
  };

  return (
    <PaymentFormDialog
      open={open}
      onClose={close}
      titleId={titleId}
      title="Add a card"
      testMode={testMode}
      busy={isLoading}
      submitLabel="Save card"
      onSubmit={save}
    >
      <CardEntry
        value={card}
        onChange={setCard}
        error={cardError}
        testMode={testMode}
        makeDefault={{ checked: makeDefault, onChange: setMakeDefault, firstCard }}
      />
    </PaymentFormDialog>
  );
}
