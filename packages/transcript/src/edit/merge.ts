import type { Snippet } from '@scriptloom/contracts';
import { shiftComments } from './comments.js';
import { EditError, snippetAt } from './errors.js';
import { paragraphText, withTimes } from './paragraph-text.js';

export function canMergePrevious(paragraph: number): boolean {
  return Number.isInteger(paragraph) && paragraph > 0;
}

export function canMergeNext(paragraph: number, count: number): boolean {
  return Number.isInteger(paragraph) && paragraph >= 0 && paragraph < count - 1;
}

/** The paragraphs at `index` and `index + 1` as one, with the earlier one's id and speaker. */
function mergePair(snippets: Snippet[], index: number): Snippet[] {
  const earlier = snippetAt(snippets, index);
  const later = snippetAt(snippets, index + 1);
  const words = [...earlier.words, ...later.words];
  const length = paragraphText({ words }).length;
  // The later text follows the earlier one and a joining space (no space when the earlier is empty).
  const shift = earlier.words.length > 0 ? paragraphText(earlier).length + 1 : 0;
  const merged = withTimes({
    ...earlier,
    words,
    comments: [...shiftComments(earlier.comments, 0, length), ...shiftComments(later.comments, shift, length)],
  });
  return snippets.toSpliced(index, 2, merged);
}

/** Merges a paragraph into the one before it (EditError at the first). */
export function mergeWithPrevious(snippets: Snippet[], paragraph: number): Snippet[] {
  snippetAt(snippets, paragraph);
  if (!canMergePrevious(paragraph)) throw new EditError('The first paragraph has no paragraph before it.');
  return mergePair(snippets, paragraph - 1);
}

/** Merges the next paragraph into this one (EditError at the last). */
export function mergeWithNext(snippets: Snippet[], paragraph: number): Snippet[] {
  snippetAt(snippets, paragraph);
  if (!canMergeNext(paragraph, snippets.length)) throw new EditError('The last paragraph has no paragraph after it.');
  return mergePair(snippets, paragraph);
}
