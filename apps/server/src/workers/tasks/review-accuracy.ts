import type { Snippet } from '@scriptloom/contracts';
import { reviewAccuracy, type ReviewAccuracy } from '@scriptloom/transcript';

/** Worker side of a hiring score: the word diff of two whole transcripts stays off the event loop. */
export function reviewAccuracyTask(input: { reviewed: Snippet[]; final: Snippet[] }): ReviewAccuracy {
  return reviewAccuracy(input.reviewed, input.final);
}
