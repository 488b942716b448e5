import type { Snippet } from '@scriptloom/contracts';
import { shiftComments } from './comments.js';
import { EditError, snippetAt } from './errors.js';
import { paragraphText, withTimes, wordOffsets } from './paragraph-text.js';
import { randomId, type IdFactory } from './types.js';

/** Splits paragraph `paragraph` before word `word` (1..length-1); both halves get new ids. */
export function splitAtWord(
  snippets: Snippet[],
  paragraph: number,
  word: number,
  newId: IdFactory = randomId,
): Snippet[] {
  const snippet = snippetAt(snippets, paragraph);
  if (!Number.isInteger(word) || word < 1 || word >= snippet.words.length) {
    throw new EditError('A paragraph can only be split between two of its words.');
  }
  const firstWords = snippet.words.slice(0, word);
  const secondWords = snippet.words.slice(word);
  const firstLength = paragraphText({ words: firstWords }).length;
  const secondLength = paragraphText({ words: secondWords }).length;
  // The second half's text begins after the first half's text and the space between them.
  const secondStart = firstLength + 1;
  const first = snippet.comments.filter((c) => c.start_pos < secondStart);
  const second = snippet.comments.filter((c) => c.start_pos >= secondStart);

  const halves: Snippet[] = [
    withTimes({ ...snippet, id: newId(), words: firstWords, comments: shiftComments(first, 0, firstLength) }),
    withTimes({
      ...snippet,
      id: newId(),
      words: secondWords,
      comments: shiftComments(second, -secondStart, secondLength),
    }),
  ];
  return snippets.toSpliced(paragraph, 1, ...halves);
}

/** Splits at a character offset into paragraphText: before the word that starts at or after it. */
export function splitAtChar(
  snippets: Snippet[],
  paragraph: number,
  offset: number,
  newId: IdFactory = randomId,
): Snippet[] {
  const offsets = wordOffsets(snippetAt(snippets, paragraph));
  const word = offsets.findIndex((o) => o.start >= offset);
  if (word < 1) throw new EditError('Splitting here would leave an empty paragraph.');
  return splitAtWord(snippets, paragraph, word, newId);
}
