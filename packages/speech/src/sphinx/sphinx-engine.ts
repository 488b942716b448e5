import { availableParallelism } from 'node:os';
import { SpeechError } from '../speech-error.js';
import { transcribeInChunks } from '../transcribe-in-chunks.js';
import type { SpeechEngine, SpeechEngineConfig } from '../types.js';
import { parseSphinxOutput } from './parse-sphinx-output.js';
import { runPocketsphinx } from './run-pocketsphinx.js';
import { prepareSphinxVocabulary } from './vocabulary/sphinx-vocabulary.js';

export interface SphinxTuning {
  /** Extra pocketsphinx_continuous flags; the defaults were chosen by measurement (see below). */
  args?: readonly string[];
  /** Chunk lengths in seconds. */
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
 * Offline English recognition with Debian's pocketsphinx. Long audio is cut at silences into
 * ~5 min pieces run in parallel: one process per core roughly divides the time by the core count.
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
      const chunkArgs = [...args, ...vocabulary.args];
      const words = await transcribeInChunks({
        wavPath: input.wavPath,
        durationSec: input.durationSec,
        scratchDir: input.scratchDir,
        // Measured with bench:chunking (ARCHITECTURE.md): pocketsphinx adapts its noise estimate and
        // feature normalisation as it goes, and hears a piece differently for up to ~30 s after its
        // start, so every cut costs words. Pieces are long (5 min; a file under 10 min is heard
        // whole, exactly as one pocketsphinx run hears it), which still keeps both cores busy on the
        // long files where time matters. Each piece starts 10 s early, on its neighbour's audio;
        // cuts go where an utterance ends anyway, so 1 s after the cut lets the last one finish.
        targetSec: tuning.targetSec ?? 300,
        maxSec: tuning.maxSec ?? 600,
        minSec: tuning.targetSec ?? 300,
        leadInSec: 10,
        overlapSec: 1,
        cutSilenceSec: 0.5,
        concurrency,
        transcribeChunk: async (chunkWav, signal) =>
          parseSphinxOutput(await runPocketsphinx(chunkWav, chunkArgs, signal)),
        onProgress: options.onProgress,
        signal: options.signal,
      });
      const warnings = vocabulary.warnings.length > 0 ? { warnings: vocabulary.warnings } : {};
      return { words, speakersFromEngine: false, punctuated: false, ...warnings };
    },
  };
}
