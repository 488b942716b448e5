import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEST_TOKENS, type Card } from '@scriptloom/contracts';
import { useId } from 'react';
import { cardName } from './billing-format';

/** The test processor's tokens and what each one does. */
const QUICK_PICKS = [
  { token: TEST_TOKENS.visa, outcome: 'succeeds' },
  { token: TEST_TOKENS.declined, outcome: 'declined' },
  { token: TEST_TOKENS.expired, outcome: 'expired card' },
] as const;

interface CardEntryProps {
  value: string;
  onChange: (value: string) => void;
  /** The card error: why the last payment or card was refused. */
  error: string | null;
  testMode: boolean;
  /** The saved card that pays when the field is left empty; none: the field is needed. */
  savedCard?: Card | undefined;
  /**
   * Whether a card entered here becomes the default: the person's choice, shown next to the field.
   * `firstCard`: the account has no card, so it becomes the default whatever is chosen (said so).
   */
  makeDefault: { checked: boolean; onChange: (checked: boolean) => void; firstCard: boolean };
}

/**
 * Card entry without a card-collection SDK: one "Card" field taking a processor token id or a card
 * number, and in test mode the test processor's tokens as quick picks.
 */
export function CardEntry({ value, onChange, error, testMode, savedCard, makeDefault }: CardEntryProps) {
  const pickLabel = useId();
  // Only a card typed in (or one the field needs) is saved, so only then is there a choice to make.
  const newCard = value.trim() !== '' || !savedCard;
  return (
    <Stack spacing={1.5}>
      <TextField
        label="Card"
        name="card"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={!savedCard}
        error={Boolean(error)}
        autoComplete="off"
        fullWidth
        helperText={
          savedCard
            ? `Leave empty to pay with your default card, ${cardName(savedCard)}.`
            : 'A card token (such as tok_visa) or a card number.'
        }
      />
      {testMode && (
        <Box>
          <Typography id={pickLabel} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Test cards
          </Typography>
          <Stack role="group" aria-labelledby={pickLabel} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {QUICK_PICKS.map((pick) => (
              <Button
                key={pick.token}
                size="small"
                variant={value === pick.token ? 'contained' : 'outlined'}
                aria-pressed={value === pick.token}
                onClick={() => onChange(pick.token)}
                sx={{ textTransform: 'none' }}
              >
                {pick.token} ({pick.outcome})
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      {newCard &&
        (makeDefault.firstCard ? (
          <Typography variant="body2" color="text.secondary">
            This card will be saved as your default card: renewals are charged to it.
          </Typography>
        ) : (
          <FormControlLabel
            control={
              <Checkbox
                checked={makeDefault.checked}
                onChange={(event) => makeDefault.onChange(event.target.checked)}
              />
            }
            label="Make this my default card (renewals are charged to it)"
          />
        ))}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
