/**
 * Reduces a waveform's peak values (0..1, `peaks_per_second` a second) to `bars` columns, each the
 * loudest value it covers, so a 3-hour file draws as quickly as a 3-minute one.
 */
export function downsamplePeaks(values: readonly number[], bars: number): Float32Array {
  const count = Math.max(0, Math.floor(bars));
  const result = new Float32Array(count);
  if (count === 0 || values.length === 0) return result;
  const perBar = values.length / count;
  for (let bar = 0; bar < count; bar += 1) {
    const from = Math.floor(bar * perBar);
    // At least one value per bar, even when there are fewer values than bars.
    const to = Math.max(from + 1, Math.floor((bar + 1) * perBar));
    let max = 0;
    for (let i = from; i < to && i < values.length; i += 1) {
      const value = values[i] as number;
      if (value > max) max = value;
    }
    result[bar] = Math.min(1, max);
  }
  return result;
}
