import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The two-speaker test podcast (98 s), the recording every browser test starts from. */
export const PODCAST = fileURLToPath(new URL('../../fixtures/podcast-2spk.mp3', import.meta.url));

/** Writes the first `seconds` of the test podcast to `out`, cut by ffmpeg without decoding. */
export async function cutPodcast(seconds: number, out: string): Promise<void> {
  await promisify(execFile)('ffmpeg', ['-v', 'error', '-y', '-i', PODCAST, '-t', String(seconds), '-c', 'copy', out]);
}

/**
 * The processed files the browser tests' server can seed (e2e/server/): the test podcast, whole or
 * its first seconds, each with what the pipeline made of it (e2e/fixtures/processed/NAME.json).
 */
export const PROCESSED_SEEDS = {
  'podcast-2spk': { seconds: null },
  'podcast-2spk-20s': { seconds: 20 },
  'podcast-2spk-30s': { seconds: 30 },
  'podcast-2spk-40s': { seconds: 40 },
} as const satisfies Record<string, { seconds: number | null }>;

export type SeedName = keyof typeof PROCESSED_SEEDS;
export const SEED_NAMES = Object.keys(PROCESSED_SEEDS) as [SeedName, ...SeedName[]];
