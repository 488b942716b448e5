// A corpus recording recognised as the benchmarks do it: decoded to the pipeline's WAV in a scratch
// folder, then recognised through the cache (recognition-cache.ts), shared by the benches that read
// a corpus file's words.
import { join } from 'node:path';
import type { SpeechEngine, SpeechEngineConfig } from '@scriptloom/speech';
import { recogniseCached, type CacheOptions, type Recognition } from '../corpus/recognition-cache.js';
import { fixtureWav } from './fixture-wav.js';

export interface RecognisedMedia {
  /** Undefined when --cached-only found nothing cached for these settings. */
  recognition: Recognition | undefined;
  /** The decoded WAV, left for the caller to read and remove. */
  wavPath: string;
}

/** Recognises `dir/name.mp3` in English with no vocabulary; the WAV goes to `work/name.wav`. */
export async function recogniseMedia(
  engine: SpeechEngine,
  config: SpeechEngineConfig,
  file: { dir: string; name: string },
  work: string,
  cache: CacheOptions,
): Promise<RecognisedMedia> {
  const mediaPath = join(file.dir, `${file.name}.mp3`);
  const wavPath = join(work, `${file.name}.wav`);
  const durationSec = await fixtureWav(mediaPath, wavPath);
  const recognition = await recogniseCached(
    engine,
    config,
    mediaPath,
    { wavPath, durationSec, language: 'en', scratchDir: work },
    cache,
  );
  return { recognition, wavPath };
}
