import { createOpenAiEngine } from './openai/openai-engine.js';
import { createSphinxEngine } from './sphinx/sphinx-engine.js';
import { SpeechError } from './speech-error.js';
import type { SpeechEngine, SpeechEngineConfig } from './types.js';
import { createWhisperEngine } from './whisper/whisper-engine.js';

/**
 * The engine the config names. Missing settings fail here; files and servers are checked when the
 * engine first transcribes.
 */
export function createSpeechEngine(config: SpeechEngineConfig): SpeechEngine {
  // The name can come from an environment variable, so it is checked at run time too.
  const name = String(config.engine ?? 'sphinx');
  switch (name) {
    case 'sphinx':
      return createSphinxEngine(config);
    case 'openai':
      return createOpenAiEngine(config);
    case 'whisper':
      return createWhisperEngine(config);
    default:
      throw new SpeechError(
        'CONFIG',
        `Unknown speech engine "${name}": choose sphinx, whisper or openai (ASR_ENGINE).`,
      );
  }
}

/** Reads ASR_ENGINE, ASR_CONCURRENCY, WHISPER_MODEL, ASR_BASE_URL, ASR_MODEL and ASR_API_KEY. */
export function speechEngineConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechEngineConfig {
  const concurrency = Number(env.ASR_CONCURRENCY);
  return {
    engine: (env.ASR_ENGINE || 'sphinx') as SpeechEngineConfig['engine'],
    concurrency: Number.isInteger(concurrency) && concurrency > 0 ? concurrency : undefined,
    whisperModel: env.WHISPER_MODEL || undefined,
    baseUrl: env.ASR_BASE_URL || undefined,
    model: env.ASR_MODEL || undefined,
    apiKey: env.ASR_API_KEY || undefined,
  };
}
