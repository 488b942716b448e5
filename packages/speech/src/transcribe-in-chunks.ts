import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { detectSilences, planChunks, readWavInfo, writeWavSegment, type TimeSpan } from '@scriptloom/media';
import { mergeChunkWords } from './merge-chunk-words.js';
import { makeScratchDir, removeScratchDir } from './scratch-dir.js';
import type { RecognizedWord } from './types.js';

export interface ChunkedRunOptions {
  wavPath: string;
  durationSec: number;
  /** Where chunk files are written; defaults to the WAV's own folder. */
  scratchDir?: string;
  /** Preferred and maximum chunk lengths in seconds (see planChunks). */
  targetSec: number;
  maxSec: number;
  /**
   * Pieces are never made shorter than this to share a file out among the cores (default none):
   * for a recogniser that hears the start of every piece worse, each extra cut costs words.
   */
  minSec?: number;
  /** Chunks transcribed at the same time. */
  concurrency: number;
  /**
   * Seconds each chunk reaches past its cuts into its neighbours (default none). The words
   * heard twice are kept from the chunk whose own span holds them (mergeChunkWords).
   */
  overlapSec?: number;
  /**
   * Seconds a chunk starts before its own span, when that should differ from overlapSec: a
   * recogniser that adapts to the audio as it goes needs a longer lead-in before its first kept
   * word than it needs audio after its last one.
   */
  leadInSec?: number;
  /** Silences at least this long are preferred for cuts (default: any silence; see planChunks). */
  cutSilenceSec?: number;
  /**
   * Transcribes one chunk file; word times are relative to the chunk. The signal fires when the
   * caller aborts or another chunk failed: stop the work.
   */
  transcribeChunk: (chunkWav: string, signal: AbortSignal) => Promise<RecognizedWord[]>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Cuts a 16 kHz WAV at silences and transcribes the pieces in parallel, returning words with
 * absolute times in order. Each piece is written just before it is needed and deleted right
 * after, so scratch disk use is `concurrency` chunks whatever the file's length.
 */
export async function transcribeInChunks(options: ChunkedRunOptions): Promise<RecognizedWord[]> {
  const { wavPath, durationSec, signal } = options;
  signal?.throwIfAborted();

  const targetSec = balancedTarget(durationSec, options.targetSec, options.concurrency, options.minSec);
  const silences = durationSec > targetSec ? await detectSilences(wavPath, { signal }) : [];
  const spans = planChunks(durationSec, silences, {
    targetSec,
    maxSec: options.maxSec,
    preferSilenceSec: options.cutSilenceSec ?? 0,
  });
  // One piece: transcribe the file itself, without a copy.
  if (spans.length <= 1) {
    const words = await options.transcribeChunk(wavPath, signal ?? new AbortController().signal);
    options.onProgress?.(1);
    return words;
  }
  const info = await readWavInfo(wavPath);
  const dir = await makeScratchDir(options.scratchDir ?? dirname(wavPath), 'scriptloom-asr-');

  // One controller stops every chunk, whether the caller aborted or a sibling chunk failed.
  const stop = new AbortController();
  const onCallerAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (signal?.aborted) stop.abort(signal.reason); // aborted while the folder was being made

  const overlapSec = Math.max(0, options.overlapSec ?? 0);
  const leadInSec = Math.max(0, options.leadInSec ?? overlapSec);
  const reaches = spans.map((span) => ({
    start: onFrameGrid(Math.max(0, span.start - leadInSec)),
    end: Math.min(durationSec, span.end + overlapSec),
  }));
  const results: RecognizedWord[][] = new Array(spans.length);
  let next = 0;
  let doneSec = 0;
  let failure: unknown = null;

  const worker = async () => {
    while (next < spans.length && !stop.signal.aborted) {
      const index = next++;
      const span = spans[index]!;
      const reach = reaches[index]!;
      const chunkWav = join(dir, `chunk-${index}.wav`);
      try {
        await writeWavSegment(wavPath, reach, chunkWav, info);
        const words = await options.transcribeChunk(chunkWav, stop.signal);
        results[index] = words.map((w) => offsetWord(w, reach));
      } catch (error) {
        if (failure === null) failure = error;
        stop.abort(error);
      } finally {
        await rm(chunkWav, { force: true });
      }
      doneSec += span.end - span.start;
      if (!stop.signal.aborted) options.onProgress?.(Math.min(1, doneSec / durationSec));
    }
  };

  try {
    const workers = Math.max(1, Math.min(options.concurrency, spans.length));
    await Promise.all(Array.from({ length: workers }, worker));
    // The caller's abort wins over the errors it caused in the running chunks.
    signal?.throwIfAborted();
    if (failure !== null) throw failure;
  } finally {
    signal?.removeEventListener('abort', onCallerAbort);
    await removeScratchDir(dir);
  }
  return mergeChunkWords(spans.map((core, i) => ({ core, reach: reaches[i]!, words: results[i]! })));
}

/**
 * A chunk length that gives every worker the same number of chunks on short files: 98 s on two
 * cores as four 24.5 s pieces finishes in two rounds of 24.5 s, where three 33 s pieces take two
 * rounds of 33 s, and 25 s becomes two pieces instead of one. On long files the last round
 * matters little and the target stands; nor is a piece cut below `minSec` to balance.
 */
export function balancedTarget(durationSec: number, targetSec: number, concurrency: number, minSec = 0): number {
  const pieces = Math.ceil(durationSec / targetSec);
  // Under ~15 s a process start and a cut cost more than they save.
  if (!Number.isFinite(targetSec) || concurrency <= 1 || durationSec < 15 || pieces >= 4 * concurrency)
    return targetSec;
  let count = Math.ceil(pieces / concurrency) * concurrency;
  // Fewer, longer pieces rather than any under the floor (one piece: the file whole).
  if (durationSec / count < minSec) count = Math.max(1, Math.floor(durationSec / minSec));
  return durationSec / count;
}

/**
 * Recognisers hear audio in 10 ms frames counted from the file's first sample. A chunk that starts
 * between two frames sees every frame of its stretch shifted by a fraction of one, and sphinx hears
 * whole phrases differently for it (measured: shifting a whole-file run by 1 ms changed a 4-minute
 * file's errors by 19 words). Starting each chunk on the grid gives it the whole-file run's frames.
 */
export function onFrameGrid(sec: number): number {
  return Math.floor(Math.round(sec * 1e6) / 1e4) / 100;
}

function offsetWord(word: RecognizedWord, span: TimeSpan): RecognizedWord {
  return { ...word, start: round3(word.start + span.start), end: round3(word.end + span.start) };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
