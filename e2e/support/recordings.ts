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
 * Writes the first `seconds` of the test podcast as 48 kHz stereo 16-bit WAV, 192 kB a second: a
 * large file of a short recording (40 s make 7.7 MB), for uploads whose size matters but whose
 * processing should stay quick.
 */
export async function wavOfPodcast(seconds: number, out: string): Promise<void> {
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-y', '-i', PODCAST, '-t', String(seconds)],
    ...['-ar', '48000', '-ac', '2', '-c:a', 'pcm_s16le', out],
  ]);
}

/**
 * Writes `audio` as the sound of a small video (a still 640 x 360 frame at 10 frames a second, H.264,
 * the sound copied): what a video upload of the same recording looks like to the server.
 */
export async function videoOf(audio: string, out: string): Promise<void> {
  await promisify(execFile)('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x2d3b55:s=640x360:r=10', '-i', audio, '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-c:a', 'copy', out],
  ]);
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
