import { DEFAULT_PLAYBACK_RATE, PLAYBACK_RATES } from '@scriptloom/contracts';

export { DEFAULT_PLAYBACK_RATE, PLAYBACK_RATES };

/**
 * The next rate up (+1) or down (-1) in PLAYBACK_RATES, clamped at the ends (docs/product.md#playback). A rate
 * that is not in the list (set elsewhere, e.g. by the browser's own controls) steps to the nearest
 * listed rate in that direction.
 */
export function stepRate(current: number, direction: 1 | -1): number {
  const rates: readonly number[] = PLAYBACK_RATES;
  if (direction === 1) return rates.find((rate) => rate > current) ?? (rates[rates.length - 1] as number);
  return [...rates].reverse().find((rate) => rate < current) ?? (rates[0] as number);
}

export const isSlowestRate = (rate: number) => rate <= (PLAYBACK_RATES[0] as number);
export const isFastestRate = (rate: number) => rate >= (PLAYBACK_RATES[PLAYBACK_RATES.length - 1] as number);

/** "1x", "1.25x", "0.5x". */
export const formatRate = (rate: number) => `${rate}x`;
