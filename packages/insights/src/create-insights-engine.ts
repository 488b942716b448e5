import type { InsightsConfig } from './config.js';
import { createLlmEngine } from './llm/llm-engine.js';
import { createLocalEngine } from './local/local-engine.js';
import type { InsightsEngine } from './types.js';

export function createInsightsEngine(config: InsightsConfig): InsightsEngine {
  if (config.engine === 'llm') {
    if (!config.llm) throw new Error('the llm insights engine needs LLM_BASE_URL and LLM_MODEL');
    return createLlmEngine(config.llm);
  }
  return createLocalEngine();
}
