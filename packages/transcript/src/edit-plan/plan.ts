import type { Snippet } from '@scriptloom/contracts';

/** A stretch of the original media, in seconds from its start. */
export interface TimeRange {
  start: number;
  end: number;
}

/** A stretch taken out: struck words with the silence around them, or the middle of a long pause. */
export interface EditCut extends TimeRange {
  reason: 'struck' | 'pause';
}

/**
 * What an edited render keeps of the original media (issue 40). Plain data, so it can cross to a
 * worker or be stored with a render; `editTimeMap` gives the functions that map times through it.
 */
export interface EditPlan {
  /** The original media's length. */
  duration: number;
  /** The stretches kept, sorted, non-overlapping, none empty. Empty when every word is struck. */
  kept: TimeRange[];
  /** The stretches taken out, sorted; together with `kept` they tile [0, duration]. */
  cuts: EditCut[];
  /** The sum of the kept stretches' lengths: the edited media's length. */
  editedDuration: number;
}

/**
 * The time of the quietest point between `from` and `to` (seconds of the original media), from the
 * signal's energy; of equally quiet points, the one nearest `near` (default: the middle). The
 * planner asks about the silences between words and the edges of the struck words beside them.
 */
export type QuietestPoint = (from: number, to: number, near?: number) => number;

/**
 * How far past the recogniser's edge of a struck run a cut may go looking for quiet: about the error
 * of a recogniser's word edge (its frames are 10 ms; edges measured on the test podcast are off by
 * 20-50 ms), so a cut between two words said without a pause can land in the dip of the struck
 * word's first or last sound rather than in the kept word's tail.
 */
export const STRUCK_EDGE_REACH_S = 0.06;

/**
 * The coarsest envelope a cut looks into struck words by: frames of 20 ms or less can find the dip
 * between two words; the player's waveform (a peak every 50 ms) cannot, so with it, as without an
 * envelope, a cut stays within the gap the recogniser left.
 */
export const STRUCK_EDGE_MIN_FPS = 50;

/** A sampled loudness envelope of the media: `levels[i]` is the level of frame i, frames of 1/framesPerSecond s. */
export interface EnergyEnvelope {
  framesPerSecond: number;
  levels: ArrayLike<number>;
}

export interface EditPlanOptions {
  /** The original media's length in seconds. */
  duration: number;
  /** "Shorten pauses": every silence between kept words longer than this keeps only this much. */
  maxPauseMs?: number;
  /** Where a gap is quietest; without it a cut falls in the middle of its gap. */
  gapEnergy?: QuietestPoint | EnergyEnvelope;
}

interface Span {
  start: number;
  end: number;
  removed: boolean;
}

/**
 * Plans the edited media: every struck word is cut out, with its cut placed in the silences between
 * words so no kept word is ever cut into (a kept word always lies wholly inside a kept range, even
 * when the recogniser's times overlap a struck word's: the kept word wins).
 *
 * The cut around a run of struck words goes from a point in the gap before the run to a point in
 * the gap after it, each the gap's quietest point (or its middle without `gapEnergy`). So the join
 * keeps the first part of the pause after the last kept word (the speaker trailing off) and the
 * last part of the pause before the next (their breath in): without an energy profile exactly the
 * mean of the two pauses, a spacing between the speaker's own two pauses, never zero unless both
 * were. With a profile the quietest point is looked for only in the middle half of each gap, so the
 * join stays between half and one and a half times that mean instead of collapsing to nothing or
 * keeping a whole long pause when the quietest moment happens to sit at a gap's edge.
 *
 * `maxPauseMs` caps every silence between two kept words, a join included, by taking out its
 * middle (each side keeps half the cap, or all it has when that is less).
 *
 * Leading and trailing stretches without words (a title, music, room tone) are kept as they are and
 * are not capped: they are not pauses between words, and nothing in the text says to remove them.
 * A struck run at the very start (or end) is cut from the gap between it and the file's edge, but
 * that outer gap is taken to be no longer than the pause on the run's inner side: a jingle before
 * a struck "um" loses at most half that pause's length, not half the jingle.
 *
 * Words with times outside [0, duration] are clamped to it; words without finite times are ignored.
 * Nothing struck and no cap: one range, the whole file. Every word struck: no range (the caller
 * refuses such a render). Runs in O(n log n) over the words.
 */
export function planEdit(snippets: readonly Snippet[], options: EditPlanOptions): EditPlan {
  const { duration } = options;
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0) {
    throw new RangeError('duration must be a positive number of seconds');
  }
  const maxPauseMs = options.maxPauseMs;
  if (maxPauseMs !== undefined && (typeof maxPauseMs !== 'number' || !Number.isFinite(maxPauseMs) || maxPauseMs <= 0)) {
    throw new RangeError('maxPauseMs must be a positive number of milliseconds');
  }
  const cap = maxPauseMs === undefined ? null : maxPauseMs / 1000;
  const quietest = quietestPointOf(options.gapEnergy);
  const energy = options.gapEnergy;
  const fineEnergy =
    typeof energy === 'function' || (energy !== undefined && energy.framesPerSecond >= STRUCK_EDGE_MIN_FPS);

  const spans = wordSpans(snippets, duration);
  const cuts: EditCut[] = [];
  const addCut = (start: number, end: number, reason: EditCut['reason']) => {
    if (end > start) cuts.push({ start, end, reason });
  };

  /**
   * The point of a gap [from, to] where a cut goes: the quietest within its middle half, or its
   * middle without an energy profile. `into` lets the search reach past one edge of the gap into
   * the struck words beside it (by `reach` seconds, 'end' past `to`, 'start' before `from`): a
   * recogniser's word edges are a few tens of milliseconds off, and between words said without a
   * pause the quiet moment is often just inside the struck word. A flat silence is still cut at the
   * gap's middle.
   */
  const pick = (from: number, to: number, into?: { edge: 'start' | 'end'; reach: number }): number => {
    if (!(to > from) && !into) return from;
    const middle = (from + to) / 2;
    if (!quietest) return middle;
    const quarter = Math.max(0, to - from) / 4;
    let lo = from + quarter;
    let hi = to - quarter;
    if (into?.edge === 'end') hi = Math.max(to, from) + into.reach;
    if (into?.edge === 'start') lo = Math.min(from, to) - into.reach;
    const t = quietest(lo, hi, middle);
    return Number.isFinite(t) ? Math.min(hi, Math.max(lo, t)) : middle;
  };

  /**
   * Cuts the struck run [runStart, runEnd] lying between the kept words ending at `keptBefore` and
   * starting at `keptAfter` (null: the file's start or end).
   */
  const cutStruck = (keptBefore: number | null, runStart: number, runEnd: number, keptAfter: number | null) => {
    // What of the run overlaps a kept word (the recogniser's times can overlap) stays with that word;
    // a run wholly under an earlier kept word (which started before it and ends after it) has
    // nothing left to cut.
    if (keptBefore !== null && runEnd <= keptBefore) return;
    const lo = keptBefore ?? 0;
    const hi = keptAfter ?? duration;
    if (hi < lo) return;
    runStart = Math.min(hi, Math.max(lo, runStart));
    runEnd = Math.min(hi, Math.max(runStart, runEnd));
    const innerBefore = keptBefore === null ? null : Math.max(0, runStart - keptBefore);
    const innerAfter = keptAfter === null ? null : Math.max(0, keptAfter - runEnd);
    // How far each cut may look into the struck run: a third of it at most, so the two never cross.
    const reach = fineEnergy ? Math.min(STRUCK_EDGE_REACH_S, (runEnd - runStart) / 3) : 0;
    let from: number;
    if (keptBefore === null) {
      const window = Math.min(runStart, innerAfter ?? 0);
      from = pick(runStart - window, runStart, { edge: 'end', reach });
    } else {
      from = pick(keptBefore, runStart, { edge: 'end', reach });
    }
    let to: number;
    if (keptAfter === null) {
      const window = Math.min(duration - runEnd, innerBefore ?? 0);
      to = pick(runEnd, runEnd + window, { edge: 'start', reach });
    } else {
      to = pick(runEnd, keptAfter, { edge: 'start', reach });
    }
    if (cap !== null && keptBefore !== null && keptAfter !== null) {
      const [left, right] = capSilence(from - keptBefore, keptAfter - to, cap);
      from = keptBefore + left;
      to = keptAfter - right;
    }
    addCut(from, to, 'struck');
  };

  let keptEnd: number | null = null; // the latest end of the kept words so far
  let run: { start: number; end: number } | null = null; // struck words since the last kept one
  let anyKept = false;
  for (const span of spans) {
    if (span.removed) {
      if (run) run.end = Math.max(run.end, span.end);
      else run = { start: span.start, end: span.end };
      continue;
    }
    if (run) {
      cutStruck(keptEnd, run.start, run.end, span.start);
      run = null;
    } else if (cap !== null && keptEnd !== null && span.start - keptEnd > cap) {
      addCut(keptEnd + cap / 2, span.start - cap / 2, 'pause');
    }
    keptEnd = keptEnd === null ? span.end : Math.max(keptEnd, span.end);
    anyKept = true;
  }
  if (!anyKept && run)
    return { duration, kept: [], cuts: [{ start: 0, end: duration, reason: 'struck' }], editedDuration: 0 };
  if (run) cutStruck(keptEnd, run.start, run.end, null);

  const kept: TimeRange[] = [];
  let cursor = 0;
  for (const cut of cuts) {
    if (cut.start > cursor) kept.push({ start: cursor, end: cut.start });
    cursor = cut.end;
  }
  if (duration > cursor) kept.push({ start: cursor, end: duration });
  const editedDuration = kept.reduce((sum, r) => sum + (r.end - r.start), 0);
  return { duration, kept, cuts, editedDuration };
}

/**
 * A silence of `left` + `right` seconds (either side of a join) shortened to `cap` by taking out
 * its middle: each side keeps half the cap, or all it has when that is less.
 */
function capSilence(left: number, right: number, cap: number): [number, number] {
  if (left + right <= cap) return [left, right];
  const half = cap / 2;
  if (left < half) return [left, cap - left];
  if (right < half) return [cap - right, right];
  return [half, half];
}

/** Every word's span, clamped to the file and sorted by start (the recogniser's order, paragraphs aside). */
function wordSpans(snippets: readonly Snippet[], duration: number): Span[] {
  const spans: Span[] = [];
  for (const snippet of snippets) {
    for (const word of snippet.words) {
      if (!Number.isFinite(word.start) || !Number.isFinite(word.end)) continue;
      const start = Math.min(duration, Math.max(0, word.start));
      const end = Math.min(duration, Math.max(start, word.end));
      spans.push({ start, end, removed: word.is_removed === true });
    }
  }
  return spans.sort((a, b) => a.start - b.start || a.end - b.end);
}

function quietestPointOf(energy: EditPlanOptions['gapEnergy']): QuietestPoint | null {
  if (!energy) return null;
  if (typeof energy === 'function') return energy;
  return quietestInEnvelope(energy);
}

/**
 * The quietest point of a sampled envelope between two times: the centre of the lowest frame whose
 * centre lies in [from, to] (of equal frames, the one nearest `near`, by default the middle, so a
 * flat silence is cut in its middle); the middle when no frame's centre falls inside.
 */
export function quietestInEnvelope(envelope: EnergyEnvelope): QuietestPoint {
  const { framesPerSecond: fps, levels } = envelope;
  if (!Number.isFinite(fps) || fps <= 0) throw new RangeError('framesPerSecond must be a positive number');
  return (from, to, near) => {
    const middle = (from + to) / 2;
    const target = near !== undefined && Number.isFinite(near) ? near : middle;
    const first = Math.max(0, Math.ceil(from * fps - 0.5));
    const last = Math.min(levels.length - 1, Math.floor(to * fps - 0.5));
    let best = -1;
    let bestLevel = Number.POSITIVE_INFINITY;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = first; i <= last; i++) {
      const level = levels[i]!;
      const distance = Math.abs((i + 0.5) / fps - target);
      if (level < bestLevel || (level === bestLevel && distance < bestDistance)) {
        best = i;
        bestLevel = level;
        bestDistance = distance;
      }
    }
    return Math.min(to, Math.max(from, best < 0 ? target : (best + 0.5) / fps));
  };
}
