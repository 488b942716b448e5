import type { Snippet } from '@scriptloom/contracts';
import { cleanEntitySelection, paragraphText, wordOffsets, type WordRef } from '@scriptloom/transcript';
import type { WordIndex } from '../../../shared/playback/word-index';
import { selectionRefs, type WordSelection } from './selection';

/** What the toolbar can do with a selection, worked out once per selection change. */
export interface SelectionInfo {
  from: WordRef;
  to: WordRef;
  /** Split before the first selected word: not possible at a paragraph's first word. */
  canSplit: boolean;
  /** Comments belong to one paragraph. */
  canComment: boolean;
  /** The phrase "Add entity" would add (cleanEntitySelection), or null when it cannot. */
  entityPhrase: string | null;
}

/** The selected words' text: each paragraph's words joined by spaces, paragraphs by a newline. */
export function selectedWordsText(snippets: readonly Snippet[], from: WordRef, to: WordRef): string {
  const parts: string[] = [];
  for (let p = from.paragraph; p <= to.paragraph; p += 1) {
    const words = snippets[p]?.words ?? [];
    const first = p === from.paragraph ? from.word : 0;
    const last = p === to.paragraph ? to.word : words.length - 1;
    parts.push(
      words
        .slice(first, last + 1)
        .map((word) => word.text)
        .join(' '),
    );
  }
  return parts.join('\n');
}

export function describeSelection(
  selection: WordSelection | null,
  index: Pick<WordIndex, 'paragraphOf' | 'firstWordOf'>,
  snippets: readonly Snippet[],
): SelectionInfo | null {
  if (!selection) return null;
  const refs = selectionRefs(index, selection);
  if (!refs) return null;
  const { from, to } = refs;
  // A caret in a word has no text of its own: the word is the selection.
  const text = selection.text || selectedWordsText(snippets, from, to);
  return {
    from,
    to,
    canSplit: from.word > 0,
    canComment: from.paragraph === to.paragraph,
    entityPhrase: cleanEntitySelection(text),
  };
}

/** A comment's anchor: character offsets into the paragraph's text and the text they cover. */
export function commentAnchor(snippet: Snippet, from: WordRef, to: WordRef) {
  const offsets = wordOffsets(snippet);
  const start = offsets[from.word]?.start ?? 0;
  const end = offsets[to.word]?.end ?? start;
  return { start_pos: start, end_pos: end, highlighted_text: paragraphText(snippet).slice(start, end) };
}
