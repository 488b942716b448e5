import type { Comment } from '@scriptloom/contracts';
import type { TextRange } from '../find/match-groups';

/** One piece of a word's text: plain, or inside a find match (the current one is marked apart). */
export interface TextPiece {
  text: string;
  match: 'none' | 'match' | 'current';
}

const overlaps = (a: TextRange, b: TextRange) => a.start < b.end && b.start < a.end;

/**
 * A word's text cut where find matches begin and end, so a match inside a word ("the" in "other")
 * marks only those letters. `word` is the word's range in the paragraph's text; `ranges` are the
 * paragraph's matches in order. Most words overlap no match and come back as one plain piece.
 */
export function pieces(
  text: string,
  word: TextRange,
  ranges: readonly TextRange[],
  current: TextRange | null,
): TextPiece[] {
  const hits = ranges.filter((range) => overlaps(range, word));
  if (hits.length === 0) return [{ text, match: 'none' }];
  const result: TextPiece[] = [];
  let at = 0; // position inside the word
  for (const hit of hits) {
    const from = Math.max(0, hit.start - word.start);
    const to = Math.min(text.length, hit.end - word.start);
    if (from > at) result.push({ text: text.slice(at, from), match: 'none' });
    const isCurrent = current !== null && current.start === hit.start && current.end === hit.end;
    if (to > Math.max(from, at))
      result.push({ text: text.slice(Math.max(from, at), to), match: isCurrent ? 'current' : 'match' });
    at = Math.max(at, to);
  }
  if (at < text.length) result.push({ text: text.slice(at), match: 'none' });
  return result;
}

/** Whether any comment's highlighted range covers part of the word. */
export function isCommented(word: TextRange, comments: readonly Comment[]): boolean {
  return comments.some((comment) => overlaps(word, { start: comment.start_pos, end: comment.end_pos }));
}
