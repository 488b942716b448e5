import type { Sentence } from '../text/sentence.js';
import { isFirstName, isLastName, isOrganisationName, isPlaceName, normaliseWord } from '@scriptloom/transcript';
import { endsOrganisationName } from './organisation-names.js';

/**
 * The names and terms a person typed for an upload (`InsightSource.vocabulary`): those said in the
 * transcript are known names (shown as typed) or known key terms, whatever their capitals.
 */

export interface VocabularyTerm {
  /** Lower-case words joined by one space, as tokens read. */
  key: string;
  /** As typed. */
  display: string;
  /** PERSON, ORG or GPE; undefined for a term that names no entity ("cargo bike"). */
  type: string | undefined;
}

/**
 * Last words that make a typed name an organisation, besides the kind words the organisation rules
 * know (endsOrganisationName): endings a typed name may have that speech rarely ends one with.
 */
const TYPED_ORG_ENDINGS = new Set(['laboratory', 'commons', 'service', 'services', 'inc', 'ltd']);
const ORG_OF = new Set(['university', 'bank', 'college', 'institute', 'museum', 'department', 'academy', 'school']);

function typeOf(display: string, words: readonly string[]): string | undefined {
  const key = words.join(' ');
  if (isPlaceName(key)) return 'GPE';
  if (
    isOrganisationName(key) ||
    TYPED_ORG_ENDINGS.has(words[words.length - 1]!) ||
    endsOrganisationName(words[words.length - 1]!) ||
    (words[1] === 'of' && ORG_OF.has(words[0]!))
  )
    return 'ORG';
  // A typed capital is the person's own word that this is a name.
  const capitalised = /^\p{Lu}/u.test(display);
  if (words.length <= 3 && (isFirstName(words[0]!) || (words.length > 1 && isLastName(words[words.length - 1]!))))
    return 'PERSON';
  if (capitalised && words.length === 2) return 'PERSON';
  if (capitalised && words.length > 2) return 'ORG';
  return undefined;
}

export function parseVocabulary(terms: readonly string[] | undefined): VocabularyTerm[] {
  const out = new Map<string, VocabularyTerm>();
  for (const raw of terms ?? []) {
    const display = raw.trim().replace(/\s+/g, ' ');
    const words = display.split(' ').map(normaliseWord).filter(Boolean);
    if (words.length === 0 || words.length > 6) continue;
    const key = words.join(' ');
    if (!out.has(key)) out.set(key, { key, display, type: typeOf(display, words) });
  }
  return [...out.values()];
}

/** The terms said somewhere in the sentences, in order of first mention. */
export function termsSaid(sentences: readonly Sentence[], terms: readonly VocabularyTerm[]): VocabularyTerm[] {
  if (terms.length === 0) return [];
  const first = new Map<string, number>();
  // Plural or possessive forms count: "cargo bikes", "priya's".
  const patterns = terms.map((t) => new RegExp(` ${escape(t.key)}(s|'s|es)? `));
  sentences.forEach((s, si) => {
    const text = ` ${s.tokens.join(' ')} `;
    terms.forEach((term, k) => {
      if (first.has(term.key)) return;
      const at = text.search(patterns[k]!);
      if (at >= 0) first.set(term.key, si * 1e6 + at);
    });
  });
  return terms.filter((t) => first.has(t.key)).sort((a, b) => first.get(a.key)! - first.get(b.key)!);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
