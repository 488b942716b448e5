import type { Snippet } from '@scriptloom/contracts';
import type { WordRef } from './types.js';

/*
 * Filler words: the hesitation sounds "Remove filler words" strikes (docs/product.md#filler-words).
 *
 * The default list is deliberately narrow: only sounds that carry no meaning, so striking all of them
 * never changes what someone said. Each is matched with its lengthenings, since people and recognisers
 * write a held sound with more letters ("ummm", "uhh", "hmmm"):
 *   um (umm, uhm), uh (uhh), er (err, erm), ah (ahh, aah), hm (hmm).
 * Left out on purpose, though other tools count some of them:
 *   - "like", "you know", "I mean", "so", "well", "actually": often meaningful, and which use is which
 *     needs the sense of the sentence;
 *   - "mhm", "mm-hmm", "uh-huh", "uh-uh", "mm": answers (yes, no, agreement) that a listener needs;
 *   - "oh", "eh": carry surprise or a question.
 * A person who wants any of these gone adds it to their own list.
 */
const DEFAULT_FILLER_PATTERNS: readonly RegExp[] = [
  /^u+h*m+$/, // um, umm, uhm
  /^u+h+$/, // uh, uhh
  /^e+r+m*$/, // er, err, erm
  /^a+h+$/, // ah, ahh, aah
  /^h+m+$/, // hm, hmm, hmmm
];

/** The sounds the default list covers, as the product names them (the dialog shows these). */
export const DEFAULT_FILLERS = ['um', 'uh', 'er', 'ah', 'hmm'] as const;

// How many words or phrases a person's own list holds (contracts: a render request carries it too).
export { OWN_FILLERS_LIMITS } from '@scriptloom/contracts';

// Punctuation and symbols at either end of a word: "Um," "uh..." "(hmm)" "—er".
const EDGES = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** A word as fillers are compared: lower case, curly apostrophes straight, punctuation at its ends gone. */
export function fillerKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(EDGES, '')
    .toLowerCase();
}

/**
 * Whether a word is one of the default fillers. A word written in capitals ("ER", "UH") is taken
 * as an abbreviation (the emergency room), not a sound: a hesitation is not written that way.
 */
export function isDefaultFiller(text: string): boolean {
  const bare = text.normalize('NFKC').replace(EDGES, '');
  if (bare.length > 1 && bare === bare.toUpperCase() && bare !== bare.toLowerCase()) return false;
  const key = bare.toLowerCase();
  return DEFAULT_FILLER_PATTERNS.some((pattern) => pattern.test(key));
}

/**
 * One entry of a person's own list as it is matched: its words as keys, joined by single spaces
 * ("You know," becomes "you know"); null when nothing is left to match (blank or only punctuation).
 */
export function normaliseFillerEntry(entry: string): string | null {
  const words = entry.split(/\s+/).map(fillerKey).filter(Boolean);
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * The words of the transcript that are fillers, paragraph by paragraph in reading order: every word
 * of the default list, and every word or run of words that is an entry of `own` (compared as
 * normaliseFillerEntry has it; a phrase matches within one paragraph). Struck words are included:
 * callers that strike leave them as they are (fillersToStrike).
 */
export function findFillers(snippets: readonly Snippet[], own: readonly string[] = []): WordRef[] {
  const singles = new Set<string>();
  const phrases: string[][] = [];
  for (const entry of own) {
    const normal = normaliseFillerEntry(entry);
    if (normal === null) continue;
    const words = normal.split(' ');
    if (words.length === 1) singles.add(normal);
    else phrases.push(words);
  }

  const refs: WordRef[] = [];
  snippets.forEach((snippet, paragraph) => {
    const keys = snippet.words.map((word) => fillerKey(word.text));
    const hit = snippet.words.map((word, i) => isDefaultFiller(word.text) || singles.has(keys[i]!));
    for (const phrase of phrases) {
      for (let start = 0; start + phrase.length <= keys.length; start++) {
        if (phrase.every((word, k) => keys[start + k] === word)) hit.fill(true, start, start + phrase.length);
      }
    }
    hit.forEach((isFiller, word) => {
      if (isFiller) refs.push({ paragraph, word });
    });
  });
  return refs;
}

/** The fillers not struck yet: what "Remove filler words" would strike. */
export function fillersToStrike(snippets: readonly Snippet[], own: readonly string[] = []): WordRef[] {
  return findFillers(snippets, own).filter((ref) => !snippets[ref.paragraph]!.words[ref.word]!.is_removed);
}

/**
 * Strikes every filler that is not struck yet, as strikeRange strikes a word (the word and any
 * punctuation written on it). Paragraphs without one keep their object; with none to strike the
 * same array comes back, so an editor records no step of undo.
 */
export function strikeFillers(snippets: Snippet[], own: readonly string[] = []): Snippet[] {
  const refs = fillersToStrike(snippets, own);
  if (refs.length === 0) return snippets;
  const out = snippets.slice();
  const byParagraph = new Map<number, Set<number>>();
  for (const { paragraph, word } of refs) {
    const words = byParagraph.get(paragraph) ?? new Set<number>();
    words.add(word);
    byParagraph.set(paragraph, words);
  }
  for (const [paragraph, words] of byParagraph) {
    const snippet = snippets[paragraph]!;
    out[paragraph] = {
      ...snippet,
      words: snippet.words.map((word, i) => (words.has(i) ? { ...word, is_removed: true } : word)),
    };
  }
  return out;
}

/**
 * How a filler found from the sound alone is written (packages/media findFillerSounds): "uh", the
 * plainest hesitation, which the list above matches, so "Remove filler words" strikes it like a
 * heard one. Which one it was ("um", "er", "hmm") the sound does not say; a bracketed "[uh]" would
 * not last, since the readable step rewrites unpunctuated engines' words. What marks it as found,
 * not heard, is its confidence (at most 0.5, see withDetectedFillers).
 */
export const DETECTED_FILLER_TEXT = 'uh';

interface TimedWord {
  text: string;
  start: number;
  end: number;
  confidence: number;
}

/**
 * The recognised words with each sound found between them added as a word, in time order. A
 * sound's confidence is halved for the word's: it is a guess from the sound, never as sure as a
 * recognised word. Sounds that overlap a word are left out (the recogniser heard something there;
 * a word is never replaced).
 */
export function withDetectedFillers<W extends TimedWord>(
  words: readonly W[],
  sounds: readonly { start: number; end: number; confidence: number }[],
): (W | TimedWord)[] {
  // Words by start, with the latest end so far: a sound overlaps a word exactly when the latest end
  // among the words starting before the sound ends is past the sound's start (a binary search each).
  const byStart = [...words].sort((a, b) => a.start - b.start);
  const latestEnd: number[] = [];
  byStart.forEach((w, i) => latestEnd.push(Math.max(w.end, latestEnd[i - 1] ?? -Infinity)));
  const out: (W | TimedWord)[] = [...words];
  for (const sound of sounds) {
    let lo = 0;
    let hi = byStart.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byStart[mid]!.start < sound.end) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0 && latestEnd[lo - 1]! > sound.start) continue;
    out.push({
      text: DETECTED_FILLER_TEXT,
      start: sound.start,
      end: sound.end,
      confidence: Math.round(sound.confidence * 500) / 1000,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}
