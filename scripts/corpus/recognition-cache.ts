// Recognised words kept per file and settings under .tmp/bench-cache, so benchmarks of what comes
// after recognition (insights, diarization) can run again in seconds instead of minutes.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { SpeechEngine, SpeechEngineConfig, TranscribeInput, TranscribeResult } from '@scriptloom/speech';

export interface Recognition {
  result: TranscribeResult;
  /** Seconds the engine took when it actually ran (the cached figure on a cache hit). */
  asrSec: number;
  cached: boolean;
}

export interface CacheOptions {
  root: string;
  /** Ignore what is cached (and overwrite it). */
  fresh?: boolean;
  /** Never run the engine: a file not cached yet gives undefined (to report on what was recognised). */
  cachedOnly?: boolean;
}

/**
 * The engine's result for `input`, from the cache when the same audio was recognised with the same
 * settings and the same speech package source. The key holds what changes the words: the media's
 * bytes, the engine and its model settings (never the API key), the language, the vocabulary, and
 * a digest of packages/speech/src (but its diarizer) and native/, so editing an engine invalidates its
 * old runs.
 */
export async function recogniseCached(
  engine: SpeechEngine,
  config: SpeechEngineConfig,
  mediaPath: string,
  input: TranscribeInput,
  options: CacheOptions & { cachedOnly?: false },
): Promise<Recognition>;
export async function recogniseCached(
  engine: SpeechEngine,
  config: SpeechEngineConfig,
  mediaPath: string,
  input: TranscribeInput,
  options: CacheOptions,
): Promise<Recognition | undefined>;
export async function recogniseCached(
  engine: SpeechEngine,
  config: SpeechEngineConfig,
  mediaPath: string,
  input: TranscribeInput,
  options: CacheOptions,
): Promise<Recognition | undefined> {
  const key = digest(
    JSON.stringify({
      media: digest(readFileSync(mediaPath)),
      engine: engine.name,
      whisperModel: config.whisperModel,
      baseUrl: config.baseUrl,
      model: config.model,
      language: input.language,
      vocabulary: input.vocabulary ?? [],
      // What the engines run: the speech package without its diarizer (which works on the words
      // afterwards, so tuning it keeps the recognitions), and the vocabulary helper's C source.
      speechSource: sourceDigest(join(options.root, 'packages/speech/src'), ['diarize']),
      speechNative: sourceDigest(join(options.root, 'packages/speech/native')),
    }),
  ).slice(0, 16);
  const dir = join(options.root, '.tmp/bench-cache');
  const path = join(dir, `${basename(mediaPath).replace(/\.[^.]+$/, '')}.${engine.name}.${key}.json`);
  if (!options.fresh) {
    try {
      const saved = JSON.parse(readFileSync(path, 'utf8')) as { result: TranscribeResult; asrSec: number };
      return { result: saved.result, asrSec: saved.asrSec, cached: true };
    } catch {
      // Not cached yet (or unreadable): recognise.
    }
  }
  if (options.cachedOnly) return undefined;
  const t = performance.now();
  const result = await engine.transcribe(input);
  const asrSec = (performance.now() - t) / 1000;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path, JSON.stringify({ media: mediaPath, vocabulary: input.vocabulary ?? [], asrSec, result }));
  return { result, asrSec, cached: false };
}

function digest(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const sourceDigests = new Map<string, string>();

/** One digest over every file under `dir` (names and contents, in sorted order), but `skip`'s folders. */
function sourceDigest(dir: string, skip: readonly string[] = []): string {
  const id = `${dir}\0${skip.join('\0')}`;
  const known = sourceDigests.get(id);
  if (known) return known;
  const hash = createHash('sha256');
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder).sort()) {
      if (folder === dir && skip.includes(entry)) continue;
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  const value = hash.digest('hex');
  sourceDigests.set(id, value);
  return value;
}
