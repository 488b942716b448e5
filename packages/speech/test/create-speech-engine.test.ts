import { describe, expect, it } from 'vitest';
import { createSpeechEngine, SpeechError, speechEngineConfigFromEnv, type SpeechEngineConfig } from '../src/index.js';

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

describe('speechEngineConfigFromEnv', () => {
  it('reads the ASR variables, with sphinx as the default', () => {
    expect(speechEngineConfigFromEnv({})).toEqual({ engine: 'sphinx' });
    expect(
      speechEngineConfigFromEnv({
        ASR_ENGINE: 'openai',
        ASR_CONCURRENCY: '3',
        ASR_BASE_URL: 'http://asr:8000/v1',
        ASR_MODEL: 'large-v3',
        ASR_API_KEY: 'k',
        WHISPER_MODEL: '/m.bin',
      }),
    ).toEqual({
      engine: 'openai',
      concurrency: 3,
      baseUrl: 'http://asr:8000/v1',
      model: 'large-v3',
      apiKey: 'k',
      whisperModel: '/m.bin',
    });
  });
});
