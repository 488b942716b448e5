import type { Snippet } from '@scriptloom/contracts';
import { clipComments } from './comments.js';
import { paragraphText, withTimes } from './paragraph-text.js';

const hasText = (w: { text: string }) => w.text.trim().length > 0;

/** A paragraph with no word that has text: a save drops it. */
export const isEmptyParagraph = (snippet: Pick<Snippet, 'words'>) => !snippet.words.some(hasText);

/** Before saving: words with empty text omitted, empty paragraphs dropped, times recomputed.
 * Comments are clipped to the (possibly shorter) text so no offset points past its end. */
export function normaliseForSave(snippets: readonly Snippet[]): Snippet[] {
  const saved: Snippet[] = [];
  for (const snippet of snippets) {
    const words = snippet.words.filter(hasText);
    if (words.length === 0) continue;
    const length = paragraphText({ words }).length;
    saved.push(withTimes({ ...snippet, words, comments: clipComments(snippet.comments, length) }));
  }
  return saved;
}
