import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BillingMessages, type BillingAccount } from '@scriptloom/contracts';
import { useAppDispatch } from '../../shared/store/hooks';
import { successToast } from '../../shared/notices/toast-slice';
import { useMakeDefaultCardMutation, useRemoveCardMutation } from './billing-api';
import { cardExpiry, cardName } from './billing-format';

/** Saved cards: the default one pays renewals and packs; an expired card says so. */
export function CardsCard({ account, onAdd }: { account: BillingAccount; onAdd: () => void }) {
  const dispatch = useAppDispatch();
  const [removeCard, removing] = useRemoveCardMutation();
  const [makeDefault, defaulting] = useMakeDefaultCardMutation();
  const busy = removing.isLoading || defaulting.isLoading;

  const remove = async (id: string) => {
    try {
      await removeCard(id).unwrap();
      dispatch(successToast(BillingMessages.cardRemoved));
    } catch {
      // The base query has shown the server's reason.
    }
  };

  return (
    <Paper component="section" aria-labelledby="cards-title" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="cards-title" component="h2" variant="h6">
          Cards
        </Typography>
        <Button variant="outlined" size="small" onClick={onAdd}>
          Add card
        </Button>
      </Stack>
      {account.cards.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No saved cards. A card you pay with is saved here.
        </Typography>
      ) : (
        <List aria-labelledby="cards-title" disablePadding>
          {account.cards.map((card) => {
            const name = cardName(card);
            return (
              <ListItem key={card.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{name}</span>
                      {card.default && <Chip size="small" color="primary" label="Default" />}
                      {!card.usable && <Chip size="small" color="error" label="Expired" />}
                    </Stack>
                  }
                  secondary={`Expires ${cardExpiry(card.exp_month, card.exp_year)}`}
                />
                <Stack direction="row" spacing={1}>
                  {!card.default && card.usable && (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => void makeDefault(card.id)}
                      aria-label={`Make default: ${name}`}
                    >
                      Make default
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => void remove(card.id)}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
