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
  /** Replaces `WHISPER_STALL_MS` in tests. */
  stallMs?: number;
}

/**
 * How long a run may go without a progress report before it counts as lost. whisper.cpp reports
 * once per 30 s window, and a window of a large model can take minutes on a slow CPU (over 5 minutes
 * seen for the tiny shape on a loaded 2-core machine), so this is generous. It exists because the
 * binding (1.1.3) catches an error inside whisper.cpp and then settles nothing: without it that file
 * would wait for the queue's expiry and every later file of this engine behind it.
 */
export const WHISPER_STALL_MS = 20 * 60_000;

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
  const stallMs = tuning.stallMs ?? WHISPER_STALL_MS;
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
        let lastProgress = Date.now();
        const job = context.transcribeFile(input.wavPath, {
          ...(prompt ? { prompt } : {}),
          language,
          maxThreads: threads,
          tokenTimestamps: true,
          maxLen: 1, // one token per segment: the only way this binding gives per-token times
          onProgress: (percent) => {
            lastProgress = Date.now();
            options.onProgress?.(Math.min(1, percent / 100));
          },
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
        // A run that stops reporting is given up, and so is its context: the next file loads the model
        // again rather than wait for a run that may never let go (or share a context still in use).
        let watch: NodeJS.Timeout | undefined;
        const stalled = new Promise<never>((_, reject) => {
          watch = setInterval(
            () => {
              if (Date.now() - lastProgress < stallMs) return;
              void job.stop();
              loaded = null;
              native = Promise.resolve();
              reject(
                new SpeechError(
                  'ENGINE_FAILED',
                  `whisper.cpp stopped answering: no progress for ${Math.round(stallMs / 1000)} s. ` +
                    'Try again; if it happens again, check the model file.',
                ),
              );
            },
            Math.min(10_000, Math.max(100, stallMs / 4)),
          );
          // Not unref'd: a lost run holds nothing else open, and the caller is waiting for an answer.
        });
        stalled.catch(() => undefined);
        try {
          const result = await Promise.race([job.promise, aborted, stalled]);
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
          clearInterval(watch);
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
