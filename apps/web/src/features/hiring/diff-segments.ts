import type { ScoreDiffOp } from '@scriptloom/contracts';

/**
 * What the differences view draws, one stretch at a time: matching words as they are, the
 * reviewer's words next to QA's where QA changed them, words the reviewer gave to another speaker,
 * and a marker where a long run of matching words is left out.
 */
export type DiffSegment =
  | { kind: 'same'; text: string }
  | { kind: 'skipped'; words: number }
  | { kind: 'changed'; reviewed: string; final: string }
  | { kind: 'speaker'; text: string; reviewed: string; final: string };

/** Matching words kept on each side of a change when the rest is folded away. */
export const DIFF_CONTEXT = 8;

/** Folding fewer words than this saves nothing: the marker would be about as long as the words. */
const MIN_SKIPPED = 5;

const words = (list: readonly string[]) => list.join(' ');

/**
 * The ops as display segments. Neighbouring `same` ops are joined, and with `context` set, a run of
 * matching words keeps only that many words next to each change (a transcript of thousands of words
 * with three corrections should show the three corrections). With no change at all there is
 * nothing to fold around, so the whole text is kept.
 */
export function diffSegments(ops: readonly ScoreDiffOp[], context: number = Infinity): DiffSegment[] {
  const merged: ScoreDiffOp[] = [];
  // Ops with no words would draw an empty mark (or fold around nothing): they are left out first.
  for (const op of ops.filter((candidate) => !isEmpty(candidate))) {
    const previous = merged[merged.length - 1];
    if (op.op === 'same' && previous?.op === 'same') {
      merged[merged.length - 1] = { op: 'same', words: [...previous.words, ...op.words] };
    } else {
      merged.push(op);
    }
  }
  const anyChange = merged.some((op) => op.op !== 'same');
  const segments: DiffSegment[] = [];
  merged.forEach((op, index) => {
    switch (op.op) {
      case 'changed':
        segments.push({ kind: 'changed', reviewed: words(op.reviewed), final: words(op.final) });
        return;
      case 'speaker':
        segments.push({ kind: 'speaker', text: words(op.words), reviewed: op.reviewed, final: op.final });
        return;
      case 'same':
        segments.push(...foldSame(op.words, anyChange ? context : Infinity, index > 0, index < merged.length - 1));
        return;
    }
  });
  return segments;
}

function isEmpty(op: ScoreDiffOp): boolean {
  switch (op.op) {
    case 'same':
    case 'speaker':
      return op.words.length === 0;
    case 'changed':
      return op.reviewed.length === 0 && op.final.length === 0;
  }
}

/** One run of matching words, keeping `context` words on each side that touches a change. */
function foldSame(
  list: readonly string[],
  context: number,
  changeBefore: boolean,
  changeAfter: boolean,
): DiffSegment[] {
  if (!Number.isFinite(context)) return [{ kind: 'same', text: words(list) }];
  const head = changeBefore ? Math.min(context, list.length) : 0;
  const tail = changeAfter ? Math.min(context, list.length - head) : 0;
  const skipped = list.length - head - tail;
  if (skipped < MIN_SKIPPED) return [{ kind: 'same', text: words(list) }];
  const out: DiffSegment[] = [];
  if (head > 0) out.push({ kind: 'same', text: words(list.slice(0, head)) });
  out.push({ kind: 'skipped', words: skipped });
  if (tail > 0) out.push({ kind: 'same', text: words(list.slice(list.length - tail)) });
  return out;
}

/** Whether folding leaves anything out, i.e. whether offering "Show every word" makes sense. */
export const foldsAnything = (segments: readonly DiffSegment[]) => segments.some((s) => s.kind === 'skipped');

/** Whether QA changed anything at all in the reviewer's pass. */
export const hasChanges = (ops: readonly ScoreDiffOp[]) => ops.some((op) => op.op !== 'same' && !isEmpty(op));
