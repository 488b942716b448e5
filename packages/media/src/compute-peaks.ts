import { createReadStream } from 'node:fs';
import { readWavInfo } from './read-wav-info.js';
import type { Energy, Peaks } from './types.js';

/** Levels below this are silence as far as anything here cares (a 16-bit sample's floor is about -96 dBFS). */
const SILENCE_DB = -100;

/**
 * Both pictures of a recording's level, in one read of its 16-bit WAV: the player's waveform
 * (peaks: the largest absolute sample of each 1/peaksPerSecond) and the loudness envelope the edit
 * planner places cuts by (energy: the RMS level of each 1/energyPerSecond, in dBFS; 10 ms frames
 * see the dip between two words that a 50 ms peak cannot). The WAV is streamed in 256 KB reads, so
 * memory holds only the results, whatever the file's length.
 */
export async function computeWaveform(
  wavPath: string,
  { peaksPerSecond = 20, energyPerSecond = 100 }: { peaksPerSecond?: number; energyPerSecond?: number } = {},
): Promise<{ peaks: Peaks; energy: Energy }> {
  if (!(peaksPerSecond > 0)) throw new Error('peaksPerSecond must be positive');
  if (!(energyPerSecond > 0)) throw new Error('energyPerSecond must be positive');
  const wav = await readWavInfo(wavPath);
  if (wav.bitsPerSample !== 16) throw new Error(`${wavPath}: peaks need 16-bit samples, not ${wav.bitsPerSample}`);

  const peaks = bucketer(wav.sampleRate, peaksPerSecond);
  const energy = bucketer(wav.sampleRate, energyPerSecond);
  const peakValues: number[] = [];
  const levels: number[] = [];
  const channels = wav.channels;
  let max = 0;
  let squares = 0;
  let samples = 0;
  let sampleInFrame = 0;
  let frame = 0;
  let carry: Buffer | null = null; // an odd byte left when a read splits a sample

  const closePeak = () => {
    peakValues.push(round3(max / 32768));
    max = 0;
  };
  const closeEnergy = () => {
    levels.push(decibels(squares, samples));
    squares = 0;
    samples = 0;
  };

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
        squares += sample * sample;
        samples++;
        if (++sampleInFrame < channels) continue;
        sampleInFrame = 0;
        frame++;
        if (peaks.ends(frame)) closePeak();
        if (energy.ends(frame)) closeEnergy();
      }
    }
  }
  // The last, partial buckets still count.
  if (peaks.partial(frame)) closePeak();
  if (energy.partial(frame)) closeEnergy();
  return {
    peaks: { peaks_per_second: peaksPerSecond, values: peakValues },
    energy: { frames_per_second: energyPerSecond, levels },
  };
}

/** Waveform peaks for the player (computeWaveform's first half). */
export async function computePeaks(wavPath: string, peaksPerSecond = 20): Promise<Peaks> {
  return (await computeWaveform(wavPath, { peaksPerSecond })).peaks;
}

/** Where buckets of 1/perSecond end, in frames: whether frame count `n` just closed one, or leaves one open. */
function bucketer(sampleRate: number, perSecond: number) {
  let bucket = 0;
  let end = bucketBoundary(1, sampleRate, perSecond);
  return {
    ends(frames: number): boolean {
      if (frames < end) return false;
      bucket++;
      end = bucketBoundary(bucket + 1, sampleRate, perSecond);
      return true;
    },
    partial: (frames: number) => frames > bucketBoundary(bucket, sampleRate, perSecond),
  };
}

/** First frame of bucket `n`; computed from n (not accumulated) so fractional sizes never drift. */
function bucketBoundary(n: number, sampleRate: number, perSecond: number): number {
  return Math.ceil((n * sampleRate) / perSecond);
}

function decibels(squares: number, samples: number): number {
  if (samples === 0 || squares === 0) return SILENCE_DB;
  const rms = Math.sqrt(squares / samples) / 32768;
  return Math.max(SILENCE_DB, Math.round(20 * Math.log10(rms) * 10) / 10);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
