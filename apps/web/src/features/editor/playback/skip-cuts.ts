/** A stretch of the recording, in seconds (the edit plan's cuts are these). */
export interface Stretch {
  start: number;
  end: number;
}

/**
 * How close below a cut's end still counts as its end. Setting a media element's currentTime can
 * land a few samples short of the time asked for (the decoder rounds to its own frames); without
 * this the player could find itself "inside" the cut it just left and seek again, and again.
 */
export const CUT_END_SLACK_S = 0.001;

/** The index of the last stretch starting at or before `time`, or -1 (the stretches sorted by start). */
function lastStartingBy(cuts: readonly Stretch[], time: number): number {
  let lo = 0;
  let hi = cuts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cuts[mid]!.start <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Where playback of the edit goes on from `time` (seconds of the original recording): null when
 * `time` is outside every cut, else the end of the cut it is in, past any cuts that follow it
 * without a kept stretch between (the plan leaves out empty kept ranges, so two cuts can touch).
 * A cut holds its start and not its end: at the start it is skipped, at the end playback goes on.
 * `cuts` are sorted by start and do not overlap, as `planEdit` gives them; O(log n).
 */
export function skipTarget(cuts: readonly Stretch[], time: number): number | null {
  if (!Number.isFinite(time)) return null;
  let i = lastStartingBy(cuts, time);
  if (i < 0) return null;
  let end = cuts[i]!.end;
  if (!(time < end - CUT_END_SLACK_S)) return null;
  while (i + 1 < cuts.length && cuts[i + 1]!.start <= end + CUT_END_SLACK_S) {
    i += 1;
    end = Math.max(end, cuts[i]!.end);
  }
  return end;
}

/** The start of the first cut after `time`, or null: when the next skip is due. O(log n). */
export function nextCutStart(cuts: readonly Stretch[], time: number): number | null {
  const next = cuts[lastStartingBy(cuts, time) + 1];
  return next ? next.start : null;
}
