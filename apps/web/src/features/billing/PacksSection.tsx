import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Pack } from '@scriptloom/contracts';
import { formatMoney, packContent } from './billing-format';

/** Pay-per-use packs: minutes that top up the allowance once and do not expire with the period. */
export function PacksSection({
  packs,
  currency,
  onBuy,
}: {
  packs: readonly Pack[];
  currency: string;
  onBuy: (pack: Pack) => void;
}) {
  return (
    <Box component="section" aria-labelledby="packs-title">
      <Typography id="packs-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Minute packs
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Need more minutes this month? A pack adds them to your allowance, on any plan.
      </Typography>
      <Grid container spacing={2}>
        {packs.map((pack) => (
          <Grid key={pack.id} size={{ xs: 12, sm: 6 }}>
            <Paper
              component="section"
              aria-labelledby={`pack-${pack.id}-title`}
              variant="outlined"
              sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Box>
                <Typography id={`pack-${pack.id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {pack.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {pack.minutes} minutes of {packContent(pack)}, {formatMoney(pack.price, currency)}
                </Typography>
              </Box>
              <Button variant="outlined" onClick={() => onBuy(pack)} aria-label={`Buy ${pack.name}`}>
                Buy
              </Button>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
