import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRate, isFastestRate, isSlowestRate } from './playback-rate';

interface RateControlProps {
  rate: number;
  onStep: (direction: 1 | -1) => void;
}

/** Playback speed, stepped through PLAYBACK_RATES; the buttons stop at the slowest and fastest. */
export function RateControl({ rate, onStep }: RateControlProps) {
  return (
    <Stack direction="row" role="group" aria-label="Playback speed" sx={{ alignItems: 'center', flexShrink: 0 }}>
      <IconButton size="small" aria-label="Slower playback" onClick={() => onStep(-1)} disabled={isSlowestRate(rate)}>
        <Typography component="span" sx={{ fontWeight: 700, width: 20, lineHeight: 1 }} aria-hidden="true">
          −
        </Typography>
      </IconButton>
      <Typography
        variant="body2"
        data-testid="playback-rate"
        aria-live="polite"
        aria-label={`Playback speed ${formatRate(rate)}`}
        sx={{ minWidth: 44, textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {formatRate(rate)}
      </Typography>
      <IconButton size="small" aria-label="Faster playback" onClick={() => onStep(1)} disabled={isFastestRate(rate)}>
        <Typography component="span" sx={{ fontWeight: 700, width: 20, lineHeight: 1 }} aria-hidden="true">
          +
        </Typography>
      </IconButton>
    </Stack>
  );
}
