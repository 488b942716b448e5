import { availableParallelism } from 'node:os';
import { SpeechError } from '../speech-error.js';
import { vocabularyPrompt } from '../vocabulary-prompt.js';
import type { SpeechEngine, SpeechEngineConfig } from '../types.js';
import { checkWhisperModel, type WhisperModelInfo } from './check-whisper-model.js';
import { loadWhisperBinding, type WhisperBinding, type WhisperContextHandle } from './load-whisper-binding.js';
import { mapWhisperSegments } from './map-whisper-segments.js';

export interface WhisperTuning {
  /** Replaces the real binding in tests. */
  loadBinding?: () => Promise<WhisperBinding>;
}

/**
 * whisper.cpp through its Node binding. The model loads once per engine, on the first
 * transcription, and is reused; whisper.cpp splits long audio into 30 s windows itself and uses
 * every thread we give it, so jobs on one engine run one after another rather than in chunks.
 */
export function createWhisperEngine(config: SpeechEngineConfig, tuning: WhisperTuning = {}): SpeechEngine {
  if (!config.whisperModel) {
    throw new SpeechError(
      'CONFIG',
      'WHISPER_MODEL is not set: point it at a whisper.cpp model file such as ggml-base.en.bin.',
    );
  }
  const threads = config.concurrency ?? availableParallelism();
  let loaded: Promise<{ context: WhisperContextHandle; model: WhisperModelInfo }> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  /** The native run of the latest transcription; settles when whisper.cpp has let go of the context. */
  let native: Promise<unknown> = Promise.resolve();

  const load = async () => {
    const model = await checkWhisperModel(config.whisperModel);
    const binding = await (tuning.loadBinding ?? loadWhisperBinding)();
    try {
      return { context: new binding.WhisperContext({ filePath: model.path, useGpu: false }), model };
    } catch (error) {
      throw new SpeechError('CONFIG', `whisper.cpp could not load ${model.path}: ${(error as Error).message}`);
    }
  };

  return {
    name: 'whisper',
    transcribe(input, options = {}) {
      const run = async () => {
        options.signal?.throwIfAborted();
        // A failed load is not cached: fixing the file fixes the next job without a restart.
        loaded ??= load().catch((error) => {
          loaded = null;
          throw error;
        });
        const { context, model } = await loaded;
        options.signal?.throwIfAborted();
        const language = input.language?.split(/[-_]/)[0]?.toLowerCase() || (model.multilingual ? 'auto' : 'en');
        if (!model.multilingual && language !== 'en') {
          throw new SpeechError(
            'CONFIG',
            `${model.path} is an English-only model; it cannot transcribe "${language}".`,
          );
        }
        // The person's terms prime the decoder, so it spells them as given.
        const prompt = vocabularyPrompt(input.vocabulary);
        const job = context.transcribeFile(input.wavPath, {
          ...(prompt ? { prompt } : {}),
          language,
          maxThreads: threads,
          tokenTimestamps: true,
          maxLen: 1, // one token per segment: the only way this binding gives per-token times
          onProgress: (percent) => options.onProgress?.(Math.min(1, percent / 100)),
        });
        // The next file may use the context only once this run has really ended, aborted or not.
        native = job.promise.catch(() => undefined);
        // The binding notices stop() only between whisper.cpp's 30 s windows, and one window can
        // take minutes on a slow CPU (seen here: over 5 minutes on a loaded 2-core machine), so an
        // abort answers the caller at once instead of waiting for the window to end.
        let onAbort = () => {};
        const aborted = new Promise<never>((_, reject) => {
          onAbort = () => {
            void job.stop();
            reject(options.signal?.reason);
          };
        });
        aborted.catch(() => undefined);
        options.signal?.addEventListener('abort', onAbort, { once: true });
        if (options.signal?.aborted) onAbort(); // aborted while the run was being started
        try {
          const result = await Promise.race([job.promise, aborted]);
          options.signal?.throwIfAborted();
          if (result.isAborted)
            throw new SpeechError('ENGINE_FAILED', 'whisper.cpp stopped before the end of the audio.');
          options.onProgress?.(1);
          return {
            words: mapWhisperSegments(result.segments, input.durationSec),
            speakersFromEngine: false,
            punctuated: true,
          };
        } finally {
          options.signal?.removeEventListener('abort', onAbort);
        }
      };
      // One context decodes one file at a time.
      const result = queue.then(run, run);
      queue = result.catch(() => undefined).then(() => native);
      return result;
    },
  };
}
