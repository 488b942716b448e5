import type { InsightKind } from '@scriptloom/contracts';
import { fingerprintParts } from '@scriptloom/transcript';

/**
 * Whether content written from the transcript fingerprinted `madeFrom` is out of date now that it
 * is `current` (docs/product.md#out-of-date-content). Content without a recorded source (written
 * before sources were recorded) is never out of date: nobody knows what it was written from.
 *
 * Quotes count only the words: the page shows each quote with the current name of its speaker, so
 * a rename alone leaves them right. Everything else may name speakers in its text.
 */
export function isOutOfDate(kind: InsightKind | 'article', madeFrom: string | null, current: string): boolean {
  if (!madeFrom) return false;
  if (kind !== 'quotes') return madeFrom !== current;
  const made = fingerprintParts(madeFrom);
  const now = fingerprintParts(current);
  return made === null || now === null ? madeFrom !== current : made.words !== now.words;
}
