export * from './types.js';
export { SpeechError } from './speech-error.js';
export type { SpeechErrorCode } from './speech-error.js';
export { createSpeechEngine } from './create-speech-engine.js';
export { engineLanguages, recognisesLanguage } from './languages.js';
export * from './diarize/index.js';
