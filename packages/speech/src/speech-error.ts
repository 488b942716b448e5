/**
 * CONFIG: the engine is set up wrong (missing model, URL, unknown name): fix the settings.
 * ENGINE_MISSING: a program or package the engine needs is not installed.
 * ENGINE_FAILED: the engine ran and failed on this audio.
 * REMOTE_FAILED: a speech server refused or failed the request.
 */
export type SpeechErrorCode = 'CONFIG' | 'ENGINE_MISSING' | 'ENGINE_FAILED' | 'REMOTE_FAILED';

/** A transcription failure with a message an operator can act on. */
export class SpeechError extends Error {
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SpeechError';
  }
}
