export * from './types.js';
export { SpeechError } from './speech-error.js';
export type { SpeechErrorCode } from './speech-error.js';
export { createSpeechEngine } from './create-speech-engine.js';
export { engineLanguages, recognisesLanguage } from './languages.js';
export * from './diarize/index.js';
export {
  DEFAULT_WHISPER_MODEL_URL,
  downloadWhisperModel,
  WHISPER_MODEL_CHECKSUMS,
} from './whisper/download-whisper-model.js';
export type { DownloadedWhisperModel, DownloadWhisperModelOptions } from './whisper/download-whisper-model.js';
