import type { Sentence } from './sentence.js';

/**
 * The mean confidence of every word said (1 when there are none). A sentence under it was heard
 * less clearly than the file's average word: on a poor recording, the recogniser's guesses. The
 * mean scales with each engine and recording, where a fixed bar would not.
 */
export function meanWordConfidence(sentences: readonly Sentence[]): number {
  let sum = 0;
  let n = 0;
  for (const s of sentences)
    for (const c of s.confidences) {
      sum += c;
      n++;
    }
  return n ? sum / n : 1;
}
