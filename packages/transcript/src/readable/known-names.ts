import { lexiconTags, AMBIGUOUS_FIRST_NAMES } from '../text/lexicon.js';
import { titleCaseName, type ProperNouns } from '../text/truecase.js';
import { normaliseWord, isStopword, GENERIC_NOUNS } from '../text/words.js';

/** Tags of compromise's lexicon that mark a name: people, places, organisations. */
const NAME_TAGS = new Set([
  'FirstName',
  'MaleName',
  'FemaleName',
  'LastName',
  'Person',
  'City',
  'Country',
  'Region',
  'Place',
  'Town',
  'Province',
  'State',
  'Continent',
  'Organization',
  'ProperNoun',
]);
/** Places that are also everyday nouns in a conversation ("the turkey", "a jersey"). */
const EVERYDAY_PLACES = new Set(['turkey', 'jersey', 'china', 'chile', 'guinea', 'bath', 'reading', 'split']);
/** The lexicon holds phrases of up to this many words worth looking for. */
const MAX_NAME_WORDS = 3;

/** Whether a lower-case word or phrase is, in the names lexicon, only a name. */
export function isLexiconName(phrase: string): boolean {
  if (AMBIGUOUS_FIRST_NAMES.has(phrase) || EVERYDAY_PLACES.has(phrase)) return false;
  if (!phrase.includes(' ') && (isStopword(phrase) || GENERIC_NOUNS.has(phrase))) return false;
  const tags = lexiconTags(phrase);
  return tags.length > 0 && tags.every((t) => NAME_TAGS.has(t));
}

/**
 * The spellings a person gave ("Ada Okafor", "Scriptloom") as lower-case phrase -> display, plus
 * each capitalised word of a longer term on its own ("okafor" -> "Okafor"), so a surname said alone
 * is spelled as given too. Terms that normalise to nothing are skipped.
 */
export function vocabularySpellings(terms: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const term of terms) {
    const parts = term.split(/\s+/).filter((p) => normaliseWord(p));
    if (parts.length === 0) continue;
    const key = parts.map(normaliseWord).join(' ');
    out.set(key, parts.join(' '));
    if (parts.length === 1) continue;
    for (const part of parts) {
      const word = normaliseWord(part);
      if (/\p{Lu}/u.test(part) && !isStopword(word) && !out.has(word)) out.set(word, part);
    }
  }
  return out;
}

/**
 * Proper nouns for truecasing one transcript: the person's vocabulary as spelled, then names from
 * the lexicon that occur in the tokens (longest phrase first, title-cased).
 */
export function knownNames(tokens: readonly string[], terms: readonly string[] = []): ProperNouns {
  const names = vocabularySpellings(terms);
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(MAX_NAME_WORDS, tokens.length - i); n >= 1; n--) {
      const phrase = tokens.slice(i, i + n).join(' ');
      if (names.has(phrase) || !isLexiconName(phrase)) continue;
      names.set(phrase, titleCaseName(phrase));
      break;
    }
  }
  return names;
}
