import type { Snippet, Word } from '@scriptloom/contracts';
import { clipComments } from './comments.js';
import { lcsPairs } from './diff.js';
import { snippetAt } from './errors.js';
import { paragraphText, tokenize, withTimes } from './paragraph-text.js';

const edited = (text: string, start: number, end: number): Word => ({
  text,
  start,
  end,
  confidence: 1,
  is_removed: false,
});

/** Tokens spread evenly over [start, end] (all at `start` when there is no gap). */
function spread(tokens: readonly string[], start: number, end: number): Word[] {
  const span = Math.max(end - start, 0);
  return tokens.map((t, k) => edited(t, start + (span * k) / tokens.length, start + (span * (k + 1)) / tokens.length));
}

/** Re-aligns one paragraph to new text: unchanged words keep start, end, confidence, is_removed;
 * changed and inserted words get times interpolated between their neighbours, confidence 1. */
export function realignParagraph(snippet: Snippet, text: string): Snippet {
  const old = snippet.words;
  const tokens = tokenize(text);
  if (tokens.length === old.length && tokens.every((t, i) => t === old[i]!.text)) return snippet;

  const paired = lcsPairs(
    old.map((w) => w.text),
    tokens,
  );
  const words: Word[] = [];
  let i = 0; // next old word not yet consumed
  let j = 0; // next token not yet consumed
  for (;;) {
    // The changed region runs up to the next kept word: old [i, keptOld), tokens [j, keptNew).
    let keptNew = j;
    while (keptNew < tokens.length && paired[keptNew]! < 0) keptNew++;
    const keptOld = keptNew < tokens.length ? paired[keptNew]! : old.length;
    const region = tokens.slice(j, keptNew);
    const replaced = old.slice(i, keptOld);
    if (region.length > 0 && region.length === replaced.length) {
      region.forEach((t, k) => words.push(edited(t, replaced[k]!.start, replaced[k]!.end)));
    } else if (region.length > 0 && replaced.length > 0) {
      words.push(...spread(region, replaced[0]!.start, replaced[replaced.length - 1]!.end));
    } else if (region.length > 0) {
      // Pure insertion: fill the gap between the kept neighbours (paragraph edges at the ends).
      const after = words[words.length - 1]?.end ?? snippet.start;
      const before = keptOld < old.length ? old[keptOld]!.start : snippet.end;
      words.push(...spread(region, after, before));
    }
    if (keptNew === tokens.length) break;
    words.push(old[keptOld]!);
    i = keptOld + 1;
    j = keptNew + 1;
  }
  const length = paragraphText({ words }).length;
  return withTimes({ ...snippet, words, comments: clipComments(snippet.comments, length) });
}

/** The paragraph at `index` re-aligned to `text`; the array is unchanged if the text is. */
export function setParagraphText(snippets: Snippet[], index: number, text: string): Snippet[] {
  const snippet = snippetAt(snippets, index);
  const realigned = realignParagraph(snippet, text);
  return realigned === snippet ? snippets : snippets.with(index, realigned);
}
