import { createHash } from 'node:crypto';

// pocketsphinx's dictionary holds lower-case ASCII words, apostrophes inside ("o'brien").
const WORD = /^[a-z]+(?:'[a-z]+)*$/;

/**
 * The single words of the person's terms as pocketsphinx spells them: lower-case, accents
 * dropped ("José" -> "jose"), split at spaces and dashes. Words with digits or other symbols are
 * left out: the recogniser cannot output them, and guessing a spoken form ("x7") would mislead.
 */
export function vocabularyWords(terms: readonly string[]): string[] {
  const words = new Set<string>();
  for (const term of terms) {
    const plain = term
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\u2019\u2018`]/g, "'");
    for (const raw of plain.split(/[\s\-\u2010-\u2015/&+.,;:!?()"]+/)) {
      const word = raw.replace(/^'+|'+$/g, '');
      if (WORD.test(word)) words.add(word);
    }
  }
  return [...words].sort();
}

/**
 * The cache key of a built model: the words (already sorted, lower-case) and everything else that
 * changes what is built, so a changed weight or helper never reuses an old model.
 */
export function vocabularyKey(words: readonly string[], settings: string): string {
  return createHash('sha256').update(settings).update('\0').update(words.join('\n')).digest('hex').slice(0, 24);
}
