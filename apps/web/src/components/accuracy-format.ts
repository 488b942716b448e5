import { ACCURACY_BANDS, accuracyBand, type AccuracyBand } from '@scriptloom/contracts';

/**
 * An accuracy between 0 and 1 as a whole percentage ("87%"). A pass that is not perfect never reads
 * "100%": rounding 99.6% up would tell a reviewer QA changed nothing when it did.
 */
export function formatPercent(accuracy: number): string {
  if (!Number.isFinite(accuracy)) return '0%';
  const clamped = Math.min(1, Math.max(0, accuracy));
  const rounded = Math.round(clamped * 100);
  return `${rounded === 100 && clamped < 1 ? 99 : rounded}%`;
}

/** What a screen reader hears for a badge: "Accuracy 87%, Good", or "Accuracy: Good" when only the band is shown. */
export function accuracyLabel(accuracy: number, { name = 'Accuracy', bandOnly = false } = {}): string {
  const band = ACCURACY_BANDS[accuracyBand(accuracy)].label;
  return bandOnly ? `${name}: ${band}` : `${name} ${formatPercent(accuracy)}, ${band}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever reads better on a band's colour. MUI's own choice puts white on the
 * orange of "Good" (about 3:1, under the 4.5:1 small text needs), so the contrast is worked out here.
 */
export function textColourOn(background: string): '#000' | '#fff' {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack > onWhite ? '#000' : '#fff';
}

/** A band's label, colour and the text colour that goes on it. */
export function bandLook(band: AccuracyBand) {
  const { label, colour } = ACCURACY_BANDS[band];
  return { label, colour, text: textColourOn(colour) };
}
