import type { SpeechEngineConfig } from './types.js';

/**
 * The languages the configured engine recognises: null for any (whisper's multilingual models
 * and OpenAI-compatible services, which also tell the language themselves when none is given), or
 * the list it is limited to: the offline sphinx engine has an English model only, and a whisper
 * model whose file name ends in `.en` (`ggml-base.en.bin`) is English-only too.
 */
export function engineLanguages(config: Pick<SpeechEngineConfig, 'engine' | 'whisperModel'>): readonly string[] | null {
  if (config.engine === 'sphinx') return ['en'];
  if (config.engine === 'whisper' && /\.en(?:\.bin)?$/i.test(config.whisperModel ?? '')) return ['en'];
  return null;
}

/** Whether `language` (a BCP 47 tag; its primary subtag counts, so `en-GB` is English) can be recognised. */
export function recognisesLanguage(languages: readonly string[] | null, language: string): boolean {
  if (languages === null) return true;
  const primary = language.toLowerCase().split('-')[0]!;
  return languages.includes(primary);
}
