import { describe, expect, it } from 'vitest';
import { createSpeechEngine, SpeechError, type SpeechEngineConfig } from '../src/index.js';

describe('createSpeechEngine', () => {
  it.each(['sphinx', 'openai', 'whisper'] as const)('makes the %s engine', (engine) => {
    const config: SpeechEngineConfig = {
      engine,
      baseUrl: 'http://127.0.0.1:1/v1',
      whisperModel: '/models/ggml-base.en.bin',
    };
    expect(createSpeechEngine(config).name).toBe(engine);
  });

  it('names the choices when the engine is unknown', () => {
    expect(() => createSpeechEngine({ engine: 'kaldi' as never })).toThrow(
      new SpeechError('CONFIG', 'Unknown speech engine "kaldi": choose sphinx, whisper or openai (ASR_ENGINE).'),
    );
  });

  it('says which setting is missing', () => {
    expect(() => createSpeechEngine({ engine: 'whisper' })).toThrow(/^WHISPER_MODEL is not set/);
    expect(() => createSpeechEngine({ engine: 'openai' })).toThrow(/needs ASR_BASE_URL/);
    expect(() => createSpeechEngine({ engine: 'openai', baseUrl: 'localhost:8000' })).toThrow(
      /must be an http\(s\) address/,
    );
  });
});
