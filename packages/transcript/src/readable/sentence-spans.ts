import { sentenceOpenings } from '../text/questions.js';

/** One spoken token with what segmentation needs to know about it. */
export interface SegmentToken {
  /** Lower-case, without punctuation (see normaliseWord). */
  token: string;
  speaker: string;
  /** Silence before the token in seconds (0 for the first, and inside a multi-token word). */
  pauseBefore: number;
}

/**
 * Recogniser pauses: within a sentence words follow each other with gaps under ~0.3 s; between
 * sentences of one speaker, read and conversational speech both show 0.5 s or more.
 */
export const SENTENCE_PAUSE_SEC = 0.5;
/** Nobody says 35 words in one breath: longer runs are cut at their longest internal pause. */
export const MAX_SENTENCE_TOKENS = 35;
/** Pieces cut from long runs keep at least this many tokens, so cuts leave no fragments. */
const MIN_PIECE_TOKENS = 5;

/** [from, to) token ranges. */
export type Span = readonly [number, number];

/** Runs of one speaker without a pause long enough to end a sentence. */
function pauseRuns(tokens: readonly SegmentToken[]): Span[] {
  const runs: Span[] = [];
  let from = 0;
  for (let i = 1; i <= tokens.length; i++) {
    const t = tokens[i];
    if (t && t.speaker === tokens[i - 1]!.speaker && t.pauseBefore <= SENTENCE_PAUSE_SEC) continue;
    runs.push([from, i]);
    from = i;
  }
  return tokens.length ? runs : [];
}

/** A run split where a question or topic cue opens a new sentence ("... so far | now let's talk"). */
function splitAtOpenings(tokens: readonly SegmentToken[], [from, to]: Span): Span[] {
  const cuts = sentenceOpenings(tokens.slice(from, to).map((t) => t.token)).map((c) => from + c);
  const bounds = [from, ...cuts, to];
  return bounds.slice(1).map((end, i) => [bounds[i]!, end] as const);
}

/** An over-long span cut at its longest pause, recursively; ties go to the cut nearest the middle. */
function cutLong(tokens: readonly SegmentToken[], [from, to]: Span): Span[] {
  if (to - from <= MAX_SENTENCE_TOKENS) return [[from, to]];
  let best = -1;
  let bestScore = -Infinity;
  for (let i = from + MIN_PIECE_TOKENS; i <= to - MIN_PIECE_TOKENS; i++) {
    const score = tokens[i]!.pauseBefore - Math.abs(i - (from + to) / 2) * 1e-6;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (best < 0) return [[from, to]];
  return [...cutLong(tokens, [from, best]), ...cutLong(tokens, [best, to])];
}

/**
 * Sentence spans of unpunctuated speech: a sentence ends at a change of speaker and at a pause over
 * SENTENCE_PAUSE_SEC, a new one opens at a question or topic cue, and runs longer than
 * MAX_SENTENCE_TOKENS are cut at their longest pause.
 */
export function sentenceSpans(tokens: readonly SegmentToken[]): Span[] {
  return pauseRuns(tokens)
    .flatMap((run) => splitAtOpenings(tokens, run))
    .flatMap((span) => cutLong(tokens, span))
    .filter(([from, to]) => to > from);
}
