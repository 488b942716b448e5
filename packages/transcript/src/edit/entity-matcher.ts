import { IGNORED_ENTITY_TYPE } from './entities.js';
import { tokenize } from './paragraph-text.js';

interface Phrase {
  tokens: string[];
  type: string;
}

/** A word as phrases and transcript words are compared: lower case, punctuation at its edges gone
 * (so "Microsoft," in a transcript matches the entity "microsoft"). */
const normaliseWord = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

const normalisePhrase = (phrase: string) => tokenize(phrase).map(normaliseWord).filter(Boolean);

/** Built once per entity map: for each word of a paragraph, the entity type whose phrase covers it
 * (case-insensitive, punctuation around words ignored), or null. Linear in the paragraph's words. */
export function createEntityMatcher(
  entities: Record<string, string[]>,
): (words: readonly { text: string }[]) => (string | null)[] {
  // Phrases indexed by their first token, longest first, so each word only tries phrases that can
  // start there. A phrase listed under two types goes to the first.
  const byFirst = new Map<string, Phrase[]>();
  const seen = new Set<string>();
  for (const [type, phrases] of Object.entries(entities)) {
    if (type === IGNORED_ENTITY_TYPE) continue;
    for (const phrase of phrases) {
      const tokens = normalisePhrase(phrase);
      const key = tokens.join(' ');
      if (tokens.length === 0 || seen.has(key)) continue;
      seen.add(key);
      const list = byFirst.get(tokens[0]!) ?? [];
      list.push({ tokens, type });
      byFirst.set(tokens[0]!, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

  return (words) => {
    const norm = words.map((w) => normaliseWord(w.text));
    const types: (string | null)[] = new Array<string | null>(words.length).fill(null);
    const covering = new Array<number>(words.length).fill(0); // length of the phrase marking each word
    norm.forEach((first, start) => {
      const found = byFirst.get(first)?.find((p) => p.tokens.every((t, k) => norm[start + k] === t));
      if (!found) return;
      // A word inside two phrases takes the longer one; on a tie the earlier phrase keeps it.
      for (let k = start; k < start + found.tokens.length; k++) {
        if (found.tokens.length > covering[k]!) {
          covering[k] = found.tokens.length;
          types[k] = found.type;
        }
      }
    });
    return types;
  };
}
