import type { Word } from '@scriptloom/contracts';

/** A cue shorter than this is stretched, when the next cue leaves room, so it can be read. */
export const MIN_CUE_MS = 500;

/**
 * Display times of cues in milliseconds: from the first word's start to the last word's end,
 * stretched to MIN_CUE_MS when there is room, never overlapping the next cue, and strictly ordered
 * even when word times are out of order (edited words can share or swap times).
 */
export function cueTimes(cues: readonly (readonly Word[])[]): { startMs: number; endMs: number }[] {
  const rawStart = cues.map((words) => Math.max(0, Math.round((words[0]?.start ?? 0) * 1000)));
  const out: { startMs: number; endMs: number }[] = [];
  let previousEnd = 0;
  for (let k = 0; k < cues.length; k++) {
    const words = cues[k]!;
    const startMs = Math.max(rawStart[k]!, previousEnd);
    const lastEnd = Math.round((words[words.length - 1]?.end ?? 0) * 1000);
    const wanted = Math.max(lastEnd, startMs + MIN_CUE_MS);
    const nextStart = rawStart[k + 1] ?? Infinity;
    // At least a millisecond, so a player never drops the cue.
    const endMs = Math.max(startMs + 1, Math.min(wanted, nextStart));
    out.push({ startMs, endMs });
    previousEnd = endMs;
  }
  return out;
}
