import { z } from 'zod';
import { SafeText } from './text.js';

/**
 * A vocabulary: names and terms a person wants the recogniser to know and the transcript to spell
 * their way (docs/product.md#vocabulary). Given per upload and as a standing list on the profile.
 */
export const VOCABULARY_LIMITS = {
  /** Terms in one list; the upload's and the profile's lists together are cut to this too. */
  terms: 200,
  /** Characters in one term: a name or a product, not a sentence. */
  termChars: 60,
} as const;

/** Room for every term and its separator, so a list at the limit is never refused as too long. */
const MAX_TEXT = VOCABULARY_LIMITS.terms * (VOCABULARY_LIMITS.termChars + 2);

/**
 * Terms from what a person typed: one per line or comma-separated, spaces inside a term collapsed,
 * empty entries dropped, and a term repeated in another case kept once (first spelling wins).
 */
export function splitVocabulary(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of text.split(/[\n\r,;]+/)) {
    const term = raw.replace(/\s+/g, ' ').trim();
    const key = term.toLowerCase();
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

/** The person's list and the upload's in one, upload first, within the limits. */
export function mergeVocabularies(...lists: readonly (readonly string[])[]): string[] {
  return splitVocabulary(lists.flat().join('\n')).slice(0, VOCABULARY_LIMITS.terms);
}

/**
 * A vocabulary as sent: text (lines or commas) or a list of terms. Refused when a term is too long
 * or there are too many, with a message that says which.
 */
export const Vocabulary = z
  .union([SafeText(MAX_TEXT), z.array(SafeText(VOCABULARY_LIMITS.termChars)).max(VOCABULARY_LIMITS.terms)])
  .transform((value) => splitVocabulary(Array.isArray(value) ? value.join('\n') : value))
  .superRefine((terms, ctx) => {
    const long = terms.find((t) => t.length > VOCABULARY_LIMITS.termChars);
    if (long !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `"${long.slice(0, 20)}…" is longer than ${VOCABULARY_LIMITS.termChars} characters; give one name or term per line.`,
      });
    } else if (terms.length > VOCABULARY_LIMITS.terms) {
      ctx.addIssue({
        code: 'custom',
        message: `At most ${VOCABULARY_LIMITS.terms} names and terms (this list has ${terms.length}).`,
      });
    }
  });
export type Vocabulary = z.output<typeof Vocabulary>;
