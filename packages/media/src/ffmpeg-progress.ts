import type { ProgressFn } from './types.js';

/**
 * Turns the key=value lines of `ffmpeg -progress pipe:1` into fractions of the known duration.
 * ffmpeg reports out_time_us as "N/A" before the first frame, so non-numbers are skipped, and
 * updates are only passed on when they move by at least a percent to keep callers' writes cheap.
 */
export function progressLineHandler(durationSec: number, onProgress: ProgressFn | undefined): (line: string) => void {
  let last = -1;
  return (line) => {
    if (!onProgress || !(durationSec > 0)) return;
    const match = /^out_time_us=(\d+)$/.exec(line);
    if (!match) return;
    const fraction = Math.min(1, Number(match[1]) / 1e6 / durationSec);
    if (fraction - last >= 0.01) {
      last = fraction;
      onProgress(fraction);
    }
  };
}
