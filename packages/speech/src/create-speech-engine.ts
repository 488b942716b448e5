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
