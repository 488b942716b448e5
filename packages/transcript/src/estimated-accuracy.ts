import type { Snippet } from '@scriptloom/contracts';

/**
 * The recogniser's own estimate of how accurate a transcript is (docs/product.md#dashboard): the
 * mean confidence of its words, struck words left out; null with no words. Only an estimate: a
 * recogniser can be sure of a wrong word, so it is shown as such, never as a measurement.
 */
export function estimatedAccuracy(snippets: readonly Snippet[]): number | null {
  let sum = 0;
  let count = 0;
  for (const s of snippets) {
    for (const w of s.words) {
      if (w.is_removed) continue;
      sum += Math.min(1, Math.max(0, w.confidence));
      count++;
    }
  }
  return count === 0 ? null : sum / count;
}
