import type { Snippet } from '@scriptloom/contracts';
import { EditError, snippetAt } from './errors.js';
import type { WordRef } from './types.js';

const before = (a: WordRef, b: WordRef) =>
  a.paragraph < b.paragraph || (a.paragraph === b.paragraph && a.word <= b.word);

function checkRef(snippets: readonly Snippet[], ref: WordRef): void {
  const words = snippetAt(snippets, ref.paragraph).words;
  if (!Number.isInteger(ref.word) || ref.word < 0 || ref.word >= words.length) {
    throw new EditError(`There is no word ${ref.word} in paragraph ${ref.paragraph}.`);
  }
}

/** Strike (removed=true) or unstrike a word range, inclusive, possibly across paragraphs.
 * removed undefined: toggle (strike unless every word in the range is already struck). */
export function strikeRange(snippets: Snippet[], from: WordRef, to: WordRef, removed?: boolean): Snippet[] {
  checkRef(snippets, from);
  checkRef(snippets, to);
  // A selection made backwards (dragging up) is the same range.
  const [a, b] = before(from, to) ? [from, to] : [to, from];
  const wordRange = (p: number): [number, number] => [
    p === a.paragraph ? a.word : 0,
    p === b.paragraph ? b.word : snippets[p]!.words.length - 1,
  ];

  let target = removed;
  if (target === undefined) {
    let allStruck = true;
    for (let p = a.paragraph; p <= b.paragraph && allStruck; p++) {
      const [lo, hi] = wordRange(p);
      for (let w = lo; w <= hi; w++) if (!snippets[p]!.words[w]!.is_removed) allStruck = false;
    }
    target = !allStruck;
  }

  const out = snippets.slice();
  for (let p = a.paragraph; p <= b.paragraph; p++) {
    const snippet = snippets[p]!;
    const [lo, hi] = wordRange(p);
    let changed = false;
    const words = snippet.words.map((w, i) => {
      if (i < lo || i > hi || w.is_removed === target) return w;
      changed = true;
      return { ...w, is_removed: target };
    });
    // Keep identity where nothing changed: the editor memoises paragraphs on it.
    if (changed) out[p] = { ...snippet, words };
  }
  return out;
}
