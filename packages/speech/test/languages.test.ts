import { describe, expect, it } from 'vitest';
import { engineLanguages, recognisesLanguage } from '../src/index.js';

describe('the languages an engine recognises', () => {
  it('sphinx and an English-only whisper model: English; multilingual whisper and OpenAI-compatible: any', () => {
    expect(engineLanguages({ engine: 'sphinx' })).toEqual(['en']);
    expect(engineLanguages({ engine: 'whisper', whisperModel: '/models/ggml-base.en.bin' })).toEqual(['en']);
    expect(engineLanguages({ engine: 'whisper', whisperModel: '/models/ggml-base.bin' })).toBeNull();
    expect(engineLanguages({ engine: 'openai' })).toBeNull();
  });

  it('compares the primary subtag, in any case', () => {
    expect(recognisesLanguage(['en'], 'en-GB')).toBe(true);
    expect(recognisesLanguage(['en'], 'EN')).toBe(true);
    expect(recognisesLanguage(['en'], 'fr')).toBe(false);
    expect(recognisesLanguage(['en'], 'eng')).toBe(false);
    expect(recognisesLanguage(null, 'ja')).toBe(true);
  });
});
