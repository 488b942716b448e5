import { createReadStream } from 'node:fs';
import { readWavInfo } from './read-wav-info.js';
import type { Peaks } from './types.js';

/**
 * Waveform peaks for the player: the largest absolute sample in each 1/peaksPerSecond bucket.
 * The WAV is streamed in 256 KB reads, so memory holds only the peaks, whatever the file's length.
 */
export async function computePeaks(wavPath: string, peaksPerSecond = 20): Promise<Peaks> {
  if (!(peaksPerSecond > 0)) throw new Error('peaksPerSecond must be positive');
  const wav = await readWavInfo(wavPath);
  if (wav.bitsPerSample !== 16) throw new Error(`${wavPath}: peaks need 16-bit samples, not ${wav.bitsPerSample}`);

  const values: number[] = [];
  const samplesPerFrame = wav.channels;
  let frame = 0;
  let bucket = 0;
  let bucketEnd = bucketBoundary(1, wav.sampleRate, peaksPerSecond);
  let sampleInFrame = 0;
  let max = 0;
  let carry: Buffer | null = null; // an odd byte left when a read splits a sample

  if (wav.dataBytes > 0) {
    const stream = createReadStream(wavPath, {
      start: wav.dataOffset,
      end: wav.dataOffset + wav.dataBytes - 1,
      highWaterMark: 256 * 1024,
    });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
      const usable = data.length - (data.length % 2);
      carry = usable < data.length ? data.subarray(usable) : null;
      for (let i = 0; i < usable; i += 2) {
        const sample = data.readInt16LE(i);
        const magnitude = sample < 0 ? -sample : sample;
        if (magnitude > max) max = magnitude;
        if (++sampleInFrame < samplesPerFrame) continue;
        sampleInFrame = 0;
        if (++frame >= bucketEnd) {
          values.push(round3(max / 32768));
          max = 0;
          bucket++;
          bucketEnd = bucketBoundary(bucket + 1, wav.sampleRate, peaksPerSecond);
        }
      }
    }
  }
  // The last, partial bucket still shows on the waveform.
  if (frame > bucketBoundary(bucket, wav.sampleRate, peaksPerSecond)) values.push(round3(max / 32768));
  return { peaks_per_second: peaksPerSecond, values };
}

/** First frame of bucket `n`; computed from n (not accumulated) so fractional sizes never drift. */
function bucketBoundary(n: number, sampleRate: number, peaksPerSecond: number): number {
  return Math.ceil((n * sampleRate) / peaksPerSecond);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
