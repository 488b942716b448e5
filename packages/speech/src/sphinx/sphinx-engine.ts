import { availableParallelism } from 'node:os';
import { SpeechError } from '../speech-error.js';
import { transcribeInChunks } from '../transcribe-in-chunks.js';
import type { RecognizedWord, SpeechEngine, SpeechEngineConfig, TranscribeInput, TranscribeOptions } from '../types.js';
import { lastHeardSec, parseSphinxOutput } from './parse-sphinx-output.js';
import { sphinxInput } from './phone-band-input.js';
import { runPocketsphinx } from './run-pocketsphinx.js';
import { prepareSphinxVocabulary } from './vocabulary/sphinx-vocabulary.js';

export interface SphinxTuning {
  /** Extra pocketsphinx_continuous flags; the defaults were chosen by measurement (see below). */
  args?: readonly string[];
  /**
   * Chunk lengths in seconds, to cut the audio into pieces run in parallel. Unset (the product's
   * setting), the file is heard whole: see createSphinxEngine.
   */
  targetSec?: number;
  maxSec?: number;
  /** Language-model weight of each vocabulary word the model lacks (see DEFAULT_VOCABULARY_WEIGHT). */
  vocabularyWeight?: number;
}

/**
 * Search settings, measured on two flite podcasts (98 s and 111 s, 597 words; single process,
 * CPU seconds on the 98 s file, WER over both):
 *   defaults            27.9 s  19.8%
 *   -maxhmmpf 5000      24.5 s  20.1%   <- chosen: same words on the 98 s file, 12% less CPU
 *   -maxhmmpf 4000      22.4 s  21.1%
 *   -maxhmmpf 3000      20.6 s  20.9%   (the lever if the time budget gets tight)
 *   -ds 2               ~-8%    20.9%
 *   -topn 2             ~0%     21.8%
 *   -fwdflat no         ~-10%   20.4%
 *   -maxhmmpf 3000 -maxwpf 5 -fwdflat no  -40%  21.4%
 *   -beam 1e-44 -pbeam 1e-44              -40%  33%
 * -maxwpf 5 and -pl_window 10 changed nothing but the time (none and +10%).
 */
export const DEFAULT_SPHINX_ARGS: readonly string[] = ['-maxhmmpf', '5000'];

/** Measured: see ARCHITECTURE.md (speech) for the figures. */
export const DEFAULT_VOCABULARY_WEIGHT = 10;

/**
 * Offline English recognition with Debian's pocketsphinx.
 *
 * The product hears every file whole, in one pocketsphinx run, so its words are exactly the ones
 * pocketsphinx alone gives on the same audio; only a phone-band recording is first given hiss
 * above its edge (phone-band-input.ts), which made more words right on every such file measured.
 * Measured with bench:chunking (ARCHITECTURE.md): pocketsphinx adapts its noise estimate and
 * feature normalisation as it goes, and hears a piece differently for up to ~30 s after its start,
 * so every cut changed words, for better or worse, whatever the lead-in and overlap. One run costs
 * about 0.14-0.25 of the audio's length on one core, inside the pipeline's budget, and its output
 * streams per utterance, which gives progress.
 * Cutting into pieces run in parallel stays available (`targetSec`) for measurements.
 */
export function createSphinxEngine(config: SpeechEngineConfig, tuning: SphinxTuning = {}): SpeechEngine {
  const concurrency = config.concurrency ?? availableParallelism();
  const args = tuning.args ?? DEFAULT_SPHINX_ARGS;
  return {
    name: 'sphinx',
    async transcribe(input, options = {}) {
      if (input.language && !/^en\b/i.test(input.language)) {
        // The installed model is English; other speech would come out as confident nonsense.
        throw new SpeechError('CONFIG', `The sphinx engine only recognises English, not "${input.language}".`);
      }
      const vocabulary = await prepareSphinxVocabulary(input.vocabulary ?? [], {
        cacheDir: config.cacheDir,
        weight: tuning.vocabularyWeight ?? DEFAULT_VOCABULARY_WEIGHT,
      });
      const runArgs = [...args, ...vocabulary.args];
      options.signal?.throwIfAborted();
      // A phone-band recording is heard from a copy with its empty top filled (phone-band-input.ts).
      const heard = await sphinxInput(input.wavPath, input.scratchDir, options.signal);
      let words: RecognizedWord[];
      try {
        const run = { ...input, wavPath: heard.wavPath };
        words =
          tuning.targetSec === undefined
            ? await recogniseWhole(run, runArgs, options)
            : await recogniseInChunks(run, runArgs, { ...tuning, targetSec: tuning.targetSec }, concurrency, options);
      } finally {
        await heard.dispose();
      }
      const warnings = vocabulary.warnings.length > 0 ? { warnings: vocabulary.warnings } : {};
      return { words, speakersFromEngine: false, punctuated: false, ...warnings };
    },
  };
}

/** One pocketsphinx run over the whole file; its output streams per utterance, which gives progress. */
async function recogniseWhole(
  input: TranscribeInput,
  runArgs: readonly string[],
  { onProgress, signal }: TranscribeOptions,
): Promise<RecognizedWord[]> {
  const onOutput = (text: string) => {
    const heard = lastHeardSec(text);
    // Short of 1 until the run has ended: the last utterance may still be decoding.
    if (heard !== null && input.durationSec > 0) onProgress?.(Math.min(0.99, heard / input.durationSec));
  };
  const words = parseSphinxOutput(await runPocketsphinx(input.wavPath, runArgs, { signal, onOutput }));
  onProgress?.(1);
  return words;
}

/** Pieces run in parallel: kept for measurements (bench:chunking), not the product's setting. */
function recogniseInChunks(
  input: TranscribeInput,
  runArgs: readonly string[],
  tuning: SphinxTuning & { targetSec: number },
  concurrency: number,
  { onProgress, signal }: TranscribeOptions,
): Promise<RecognizedWord[]> {
  return transcribeInChunks({
    wavPath: input.wavPath,
    durationSec: input.durationSec,
    scratchDir: input.scratchDir,
    targetSec: tuning.targetSec,
    maxSec: tuning.maxSec ?? tuning.targetSec * 2,
    minSec: tuning.targetSec,
    // Each piece starts 10 s early, on its neighbour's audio, for the recogniser to adapt
    // before its first kept word; cuts go where an utterance ends anyway, so 1 s after the
    // cut lets the last one finish (the best of those measured).
    leadInSec: 10,
    overlapSec: 1,
    cutSilenceSec: 0.5,
    concurrency,
    transcribeChunk: async (chunkWav, chunkSignal) =>
      parseSphinxOutput(await runPocketsphinx(chunkWav, runArgs, { signal: chunkSignal })),
    onProgress,
    signal,
  });
}
