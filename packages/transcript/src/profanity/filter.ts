import { DOUBTFUL_CONFIDENCE, type ProfanityFilter, type Snippet, type Word } from '@scriptloom/contracts';
import { PROFANITY_WORDS } from './word-list.js';

/**
 * Profanity heard with less confidence than this is never shown as heard, whatever the mode: it is
 * masked and marked for review. Half of pocketsphinx's right words score above 0.85 (the bar a name
 * must clear, MIN_NAME_CONFIDENCE in readable/self-introductions.ts, is 0.7), and profanity it invents
 * from ordinary speech scores low: on the test podcast "me, Maya" came out as "me my bitch", the last
 * word at 0.00; on the development half of the corpora (npm run bench:profanity) the invented ones
 * scored 0.00 to 0.03 and one 0.78, which the names' 0.7 would have shown as heard, while the one real
 * swear word scored 0.55. A swear word printed wrongly under someone's name costs more than a real
 * one masked and marked, which the person restores with a keystroke.
 */
export const PROFANITY_MIN_CONFIDENCE = 0.85;

/**
 * The confidence a doubtful profanity is given: just under the editor's mark (DOUBTFUL_CONFIDENCE),
 * so it is shown as a word to check. Its own confidence is kept when lower still.
 */
export const FLAGGED_PROFANITY_CONFIDENCE = DOUBTFUL_CONFIDENCE - 0.01;

/**
 * A word as written: letters with apostrophes inside ("bitch's") or after ("fuckin'"). A hyphen or
 * any other mark splits words, so each part of "mother-fucker" is looked up on its own.
 */
const WORD_RUN = /\p{L}+(?:['\u2019]\p{L}+)*['\u2019]?/gu;

/** How long the listed word at the start of `run` is (in characters), or 0 when it is not profanity. */
function listedLength(run: string): number {
  const lower = run.toLowerCase().replace(/\u2019/g, "'");
  // The word itself, then without a trailing apostrophe ("fuckin'"), then without a possessive.
  for (const candidate of [lower, lower.replace(/'$/, ''), lower.replace(/'s$/, '')]) {
    if (PROFANITY_WORDS.has(candidate)) return candidate.length;
  }
  return 0;
}

/** Whether a written word (with its punctuation) is or holds a listed word. */
export function isProfane(text: string): boolean {
  for (const match of text.matchAll(WORD_RUN)) if (listedLength(match[0]) > 0) return true;
  return false;
}

/**
 * The word with each listed part masked: its first letter kept (with its case), the rest of the
 * listed word starred; punctuation, possessives and other parts kept ("Bitch's," → "B****'s,").
 */
export function maskProfanity(text: string): string {
  return text.replace(WORD_RUN, (run) => {
    const length = listedLength(run);
    return length === 0 ? run : run[0] + '*'.repeat(length - 1) + run.slice(length);
  });
}

/** What the filter did to a list of words. */
export interface ProfanityCounts {
  /** Words that are or hold profanity. */
  profane: number;
  /** Masked because the mode says so. */
  masked: number;
  /** Struck out because the mode says so. */
  removed: number;
  /** Heard with too little confidence: masked and marked for review whatever the mode. */
  flagged: number;
}

export const NO_PROFANITY: ProfanityCounts = { profane: 0, masked: 0, removed: 0, flagged: 0 };

/**
 * Applies a mode to timed words. Every word keeps its times, so the audio stays aligned:
 * - `mask`: the text is masked;
 * - `remove`: the word is struck out (`is_removed`), as a person strikes a word in the editor: it is
 *   gone from what reads the text (exports, insights, captions) and can be restored there;
 * - `leave`: the word is shown as heard.
 * Whatever the mode, a profanity heard with less than PROFANITY_MIN_CONFIDENCE is masked, not struck
 * (it was most likely another word, which the person should see is there), and its confidence is
 * lowered under the editor's mark so it is shown as a word to check.
 */
export function filterProfanity<W extends Word>(
  words: readonly W[],
  mode: ProfanityFilter,
): { words: W[]; counts: ProfanityCounts } {
  const counts = { ...NO_PROFANITY };
  const out = words.map((word): W => {
    if (!isProfane(word.text)) return word;
    counts.profane++;
    if (word.confidence < PROFANITY_MIN_CONFIDENCE) {
      counts.flagged++;
      return {
        ...word,
        text: maskProfanity(word.text),
        confidence: Math.min(word.confidence, FLAGGED_PROFANITY_CONFIDENCE),
      };
    }
    switch (mode) {
      case 'mask':
        counts.masked++;
        return { ...word, text: maskProfanity(word.text) };
      case 'remove':
        counts.removed++;
        return { ...word, is_removed: true };
      case 'leave':
        return word;
    }
  });
  return { words: out, counts };
}

/** filterProfanity over the words of every paragraph; the counts are the whole transcript's. */
export function filterProfanityInSnippets(
  snippets: readonly Snippet[],
  mode: ProfanityFilter,
): { snippets: Snippet[]; counts: ProfanityCounts } {
  const counts = { ...NO_PROFANITY };
  const out = snippets.map((snippet) => {
    const result = filterProfanity(snippet.words, mode);
    for (const key of Object.keys(counts) as (keyof ProfanityCounts)[]) counts[key] += result.counts[key];
    return result.counts.profane === 0 ? snippet : { ...snippet, words: result.words };
  });
  return { snippets: out, counts };
}
