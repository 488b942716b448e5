import type { InsightsConfig } from './config.js';
import type { InsightsEngine } from './types.js';

/**
 * The configured engine. Its implementation (the NLP models of `local`, the SDK of `llm`) is
 * loaded on the first call, not at import: every server process imports this package for its
 * settings, and an API-only process or a start-up should not pay most of a second for models it
 * may never use.
 */
export function createInsightsEngine(config: InsightsConfig): InsightsEngine {
  const { llm } = config;
  if (config.engine === 'llm' && !llm) throw new Error('the llm insights engine needs LLM_BASE_URL and LLM_MODEL');
  let loaded: Promise<InsightsEngine> | undefined;
  const engine = () =>
    (loaded ??=
      config.engine === 'llm'
        ? import('./llm/llm-engine.js').then((m) => m.createLlmEngine(llm!))
        : import('./local/local-engine.js').then((m) => m.createLocalEngine()));
  return {
    name: config.engine,
    async generate(kind, source, context, options) {
      return (await engine()).generate(kind, source, context, options);
    },
    async article(source, context, request, options) {
      return (await engine()).article(source, context, request, options);
    },
  };
}
