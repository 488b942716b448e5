import type { InsightsEngine } from '../types.js';

/** The offline engine: sentences from pauses, then extractive NLP (owned by the local-analysis work). */
export function createLocalEngine(): InsightsEngine {
  throw new Error('not built yet');
}
