import { isStopword, stem } from './words.js';

/** An intro names at most this many phrases of the person's request; more reads like a word list. */
const MAX_PHRASES = 3;
const MAX_PHRASE_WORDS = 4;

/**
 * The phrases of the person's words (inspiration or context) that the episode actually talks
 * about: runs of consecutive content words whose stems occur in the transcript or its results,
 * in the order the person wrote them, as they wrote them. The intro may name these (the episode
 * covers them); words the episode never says stay out, so the article claims nothing it cannot
 * back (docs/product.md#articles).
 */
export function focusPhrases(
  text: string,
  said: ReadonlySet<string>,
  exclude: readonly string[] = [],
  max = MAX_PHRASES,
): string[] {
  const seen = new Set(exclude.map((p) => p.toLowerCase()));
  const phrases: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) {
      const phrase = run.join(' ');
      if (!seen.has(phrase.toLowerCase())) {
        seen.add(phrase.toLowerCase());
        phrases.push(phrase);
      }
    }
    run = [];
  };
  // Punctuation between words ends a phrase: "solar, schools" are two things, not one.
  for (const piece of text.split(/[^\p{L}\p{N}'’\s]+/u)) {
    // The same word split as the transcript's tokens get, with the person's capitals kept.
    for (const word of piece.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []) {
      const lower = word.toLowerCase();
      const known = lower.length >= 2 && !isStopword(lower) && said.has(stem(lower));
      if (!known || run.length >= MAX_PHRASE_WORDS) flush();
      if (known) run.push(word);
    }
    flush();
  }
  return phrases.slice(0, max);
}
