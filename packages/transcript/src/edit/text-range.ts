import type { Snippet } from '@scriptloom/contracts';
import { EditError, snippetAt } from './errors.js';
import { mergeWithNext } from './merge.js';
import { paragraphText } from './paragraph-text.js';
import { setParagraphText } from './realign.js';

/** A place in the transcript's text: a paragraph and a character offset into its paragraphText. */
export interface TextPoint {
  paragraph: number;
  offset: number;
}

const beforePoint = (a: TextPoint, b: TextPoint) =>
  a.paragraph < b.paragraph || (a.paragraph === b.paragraph && a.offset <= b.offset);

/**
 * Replaces the text between two points (in either order, possibly in different paragraphs) with
 * `text`, as typing over a selection in a word processor does. Paragraphs the range crosses become
 * one, with the first one's id and speaker (docs/product.md#editing-rules); the words left on
 * either side keep their timings and typed words are re-aligned to the recording. Answers the new
 * paragraphs and the caret: where the inserted text ends.
 */
export function replaceTextRange(
  snippets: Snippet[],
  a: TextPoint,
  b: TextPoint,
  text: string,
): { snippets: Snippet[]; caret: TextPoint } {
  const [from, to] = beforePoint(a, b) ? [a, b] : [b, a];
  snippetAt(snippets, from.paragraph);
  snippetAt(snippets, to.paragraph);
  let joined = snippets;
  // Deleting just the break between two paragraphs (from the end of one, or up to the start of the
  // next) joins them as a merge does, with a space, rather than gluing two words together.
  const atBreak =
    from.paragraph !== to.paragraph &&
    text === '' &&
    (from.offset >= paragraphText(snippets[from.paragraph]!).length || to.offset <= 0);
  for (let p = from.paragraph; p < to.paragraph; p++) joined = mergeWithNext(joined, from.paragraph);
  const current = paragraphText(joined[from.paragraph]!);
  // The last paragraph's text ends the joined text, so `to` counts back from the end.
  const lastLength = paragraphText(snippets[to.paragraph]!).length;
  const toOffset = current.length - lastLength + clampOffset(to.offset, lastLength);
  const start = clampOffset(from.offset, current.length);
  const end = clampOffset(toOffset, current.length);
  if (end < start) throw new EditError('The range ends before it starts.');
  const next = current.slice(0, start) + (atBreak ? ' ' : text) + current.slice(end);
  return {
    snippets: setParagraphText(joined, from.paragraph, next),
    caret: { paragraph: from.paragraph, offset: normalisedOffset(next, start + text.length) },
  };
}

const clampOffset = (offset: number, length: number) => Math.max(0, Math.min(Math.trunc(offset), length));

/**
 * Where `offset` in a text as typed (any run of spaces, leading and trailing ones too) falls in the
 * same text with its words joined by single spaces, which is how a paragraph's text is kept. A
 * place inside a run of spaces lands on the single space (or on the edge of the text).
 */
export function normalisedOffset(typed: string, offset: number): number {
  let out = 0;
  let inWord = false;
  let wordsSeen = 0;
  const limit = clampOffset(offset, typed.length);
  for (let i = 0; i < limit; i++) {
    const space = /\s/.test(typed[i]!);
    if (space) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      // A word begins: a single space separates it from the previous word.
      if (wordsSeen > 0) out += 1;
      wordsSeen += 1;
      inWord = true;
    }
    out += 1;
  }
  // After a word, a caret in the spaces that follow it sits after the joining space, if another word follows.
  if (!inWord && wordsSeen > 0 && limit > 0 && /\S/.test(typed.slice(limit))) out += 1;
  return out;
}
