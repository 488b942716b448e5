/**
 * Truecasing of recogniser words, which arrive lower-case: the first word of a sentence, the
 * pronoun "I", day and month names, and proper nouns once the entity step has found them.
 */

/** Lower-case phrase (words joined by one space) -> how it is displayed. */
export type ProperNouns = ReadonlyMap<string, string>;

const PRONOUN_I: Record<string, string> = { i: 'I', "i'm": "I'm", "i've": "I've", "i'll": "I'll", "i'd": "I'd" };

// "may", "march", "sun" etc. are left out: as common words they are far more frequent than as names.
const ALWAYS_CAPITALISED = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february april june july september october
november december english french spanish german portuguese italian chinese japanese american european british`.split(
    /\s+/,
  ),
);

/** Words kept lower-case inside a capitalised name ("University of Lisbon"). */
const NAME_PARTICLES = new Set(['of', 'the', 'and', 'for', 'de', 'da', 'do', 'van', 'von', 'la', 'le', 'du']);

function capitalise(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** "harvard university" -> "Harvard University", "university of lisbon" -> "University of Lisbon". */
export function titleCaseName(phrase: string): string {
  return phrase
    .split(' ')
    .map((w, i) => (i > 0 && NAME_PARTICLES.has(w) ? w : w.split('-').map(capitalise).join('-')))
    .join(' ');
}

/** Longest phrase length in words, so matching knows how far to look ahead. */
function longestPhrase(properNouns: ProperNouns): number {
  let longest = 0;
  for (const key of properNouns.keys()) longest = Math.max(longest, key.split(' ').length);
  return longest;
}

/**
 * Display words for lower-case tokens: proper nouns (longest match first) as given, "i" -> "I",
 * days and months capitalised, and the first word capitalised. Returns one display word per token.
 */
export function truecase(tokens: readonly string[], properNouns: ProperNouns = new Map()): string[] {
  const out = caseWords(tokens, properNouns);
  if (out.length > 0) out[0] = capitalise(out[0]!);
  return out;
}

/**
 * Like `truecase`, for words inside a sentence (a key phrase, a chapter title's part): the first
 * word is capitalised only when it is a name.
 */
export function caseWords(tokens: readonly string[], properNouns: ProperNouns = new Map()): string[] {
  const out = tokens.slice();
  const longest = longestPhrase(properNouns);
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let n = Math.min(longest, tokens.length - i); n >= 1 && !matched; n--) {
      const display = properNouns.get(tokens.slice(i, i + n).join(' '));
      if (display === undefined) continue;
      const parts = display.split(' ');
      if (parts.length !== n) continue;
      for (let k = 0; k < n; k++) out[i + k] = parts[k]!;
      matched = n;
    }
    if (matched) {
      i += matched;
      continue;
    }
    const token = tokens[i]!;
    if (PRONOUN_I[token]) out[i] = PRONOUN_I[token];
    else if (ALWAYS_CAPITALISED.has(token)) out[i] = capitalise(token);
    i++;
  }
  return out;
}

/** A sentence's display text: truecased words, ending with `?` or `.`. */
export function sentenceText(tokens: readonly string[], question: boolean, properNouns?: ProperNouns): string {
  if (tokens.length === 0) return '';
  return truecase(tokens, properNouns).join(' ') + (question ? '?' : '.');
}
