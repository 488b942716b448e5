import Chip from '@mui/material/Chip';
import { accuracyBand } from '@scriptloom/contracts';
import { accuracyLabel, bandLook, formatPercent } from './accuracy-format';

interface AccuracyBadgeProps {
  /** Between 0 and 1. */
  accuracy: number;
  /** Show the band's word alone ("Good"), e.g. where the exact figure would claim more precision than there is. */
  bandOnly?: boolean;
  /** What the accuracy is of, for screen readers: "Accuracy" unless told ("Estimated accuracy"). */
  name?: string;
  size?: 'small' | 'medium';
}

/**
 * An accuracy in its band (docs/product.md#hiring-scores): "87% Good" on the band's colour. The word
 * is always there, so colour is never the only cue; screen readers hear one phrase, "Accuracy 87%,
 * Good", rather than two fragments.
 */
export function AccuracyBadge({ accuracy, bandOnly = false, name, size = 'small' }: AccuracyBadgeProps) {
  const band = accuracyBand(accuracy);
  const look = bandLook(band);
  const label = accuracyLabel(accuracy, { name, bandOnly });
  return (
    <Chip
      size={size}
      role="img"
      aria-label={label}
      title={label}
      data-band={band}
      label={bandOnly ? look.label : `${formatPercent(accuracy)} ${look.label}`}
      sx={{ bgcolor: look.colour, color: look.text, fontWeight: 600 }}
    />
  );
}
