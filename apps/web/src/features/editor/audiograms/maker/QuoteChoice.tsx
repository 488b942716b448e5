import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AudiogramMessages, type Quote } from '@scriptloom/contracts';
import { shortTime } from '../audiogram-clips';
import { quotePicks } from './maker-choices';
import { Section } from './Section';

interface QuoteChoiceProps {
  /** The file's quotes, null while loading. */
  quotes: readonly Quote[] | null;
  picked: readonly number[];
  onToggle: (index: number) => void;
  onToggleAll: (count: number) => void;
}

const hiddenLegend = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** The file's quotes to make clips of, each with its speaker and time, and "All quotes". */
export function QuoteChoice({ quotes, picked, onToggle, onToggleAll }: QuoteChoiceProps) {
  const picks = quotePicks(picked, quotes?.length ?? null);
  return (
    <Section title="Quotes">
      {quotes === null ? (
        <Typography variant="body2" color="text.secondary">
          Loading quotes…
        </Typography>
      ) : quotes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {AudiogramMessages.noQuotes}
        </Typography>
      ) : (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <legend style={hiddenLegend}>Quotes to make clips of</legend>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={picks.all}
                indeterminate={picks.some}
                onChange={() => onToggleAll(quotes.length)}
              />
            }
            label={`All quotes (${quotes.length})`}
          />
          <Stack component="ul" spacing={0.5} data-testid="audiogram-quotes" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {quotes.map((quote, i) => (
              <li key={i}>
                <FormControlLabel
                  data-testid="audiogram-quote"
                  sx={{ alignItems: 'flex-start', mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      sx={{ mt: -0.5 }}
                      checked={picked.includes(i)}
                      onChange={() => onToggle(i)}
                    />
                  }
                  label={
                    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                      “{quote.text}”{' '}
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        — {quote.speaker}, {shortTime(quote.start)}
                      </Box>
                    </Typography>
                  }
                />
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Section>
  );
}
