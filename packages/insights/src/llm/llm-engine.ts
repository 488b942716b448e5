import type { LlmConfig } from '../config.js';
import type { InsightsEngine } from '../types.js';

/** The engine for any OpenAI-compatible chat API. */
export function createLlmEngine(config: LlmConfig): InsightsEngine {
  void config;
  throw new Error('not built yet');
}
