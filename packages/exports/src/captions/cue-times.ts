import type { Word } from '@scriptloom/contracts';

/**
 * The shortest a cue is shown, in milliseconds, where the silence around it leaves room: a short
 * turn ("Yeah.") is otherwise a flash nobody can read, and caption platforms flag cues under about
 * a second.
 */
export const MIN_CUE_MS = 1000;

/**
 * Display times of cues in milliseconds: from the first word's start to the last word's end, a cue
 * shorter than MIN_CUE_MS lengthened into the silence after it and then into the silence before it,
 * never overlapping a neighbour, and strictly ordered even when word times are out of order (edited
 * words can share or swap times).
 */
export function cueTimes(cues: readonly (readonly Word[])[]): { startMs: number; endMs: number }[] {
  const rawStart = cues.map((words) => Math.max(0, Math.round((words[0]?.start ?? 0) * 1000)));
  const out: { startMs: number; endMs: number }[] = [];
  let previousEnd = 0;
  for (let k = 0; k < cues.length; k++) {
    const words = cues[k]!;
    let startMs = Math.max(rawStart[k]!, previousEnd);
    const lastEnd = Math.round((words[words.length - 1]?.end ?? 0) * 1000);
    const nextStart = rawStart[k + 1] ?? Infinity;
    const wanted = Math.max(lastEnd, startMs + MIN_CUE_MS);
    // At least a millisecond, so a player never drops the cue.
    const endMs = Math.max(startMs + 1, Math.min(wanted, nextStart));
    // What the silence after could not give is taken from the silence before, back to the previous cue.
    const short = MIN_CUE_MS - (endMs - startMs);
    if (short > 0) startMs = Math.max(previousEnd, startMs - short);
    out.push({ startMs, endMs });
    previousEnd = endMs;
  }
  return out;
}
