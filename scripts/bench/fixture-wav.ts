// The recogniser's input for a test podcast: 16 kHz mono 16-bit WAV, as the pipeline's normalise
// stage makes it, shared by the benchmarks that recognise fixtures.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Decodes `mediaPath` to `wavPath`; returns the duration in seconds. */
export async function fixtureWav(mediaPath: string, wavPath: string): Promise<number> {
  // -map_metadata -1 -bitexact as normalise-media.ts has them: without them ffmpeg puts a LIST chunk
  // before the samples, and pocketsphinx_continuous, which skips a fixed 44-byte header, reads its
  // 34 bytes as 17 samples of sound. That shifts every 10 ms frame by 1 ms against the product's
  // input, and a whole-file run compared with chunked runs then differed all through the file.
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-i', mediaPath],
    ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', '-map_metadata', '-1', '-bitexact', wavPath],
  ]);
  // 16-bit mono at 16 kHz: 32000 bytes a second after the header (a few dozen bytes, negligible here).
  return statSync(wavPath).size / 32000;
}
