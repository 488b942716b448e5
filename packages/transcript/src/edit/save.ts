import type { Snippet } from '@scriptloom/contracts';
import { clipComments } from './comments.js';
import { paragraphText, withTimes } from './paragraph-text.js';

/** Before saving: words with empty text omitted, empty paragraphs dropped, times recomputed.
 * Comments are clipped to the (possibly shorter) text so no offset points past its end. */
export function normaliseForSave(snippets: Snippet[]): Snippet[] {
  const saved: Snippet[] = [];
  for (const snippet of snippets) {
    const words = snippet.words.filter((w) => w.text.trim().length > 0);
    if (words.length === 0) continue;
    const length = paragraphText({ words }).length;
    saved.push(withTimes({ ...snippet, words, comments: clipComments(snippet.comments, length) }));
  }
  return saved;
}
