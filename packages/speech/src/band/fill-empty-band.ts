import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { wavHeader, type WavInfo } from '@scriptloom/media';

export interface BandFill {
  /** Hiss is added above this frequency, where the recording holds no sound. */
  fromHz: number;
  /** The hiss follows the loudness of the recording above this frequency (the top of its voice band). */
  followHz: number;
  /** Level of the hiss, before it is high-passed, in dB under the loudness it follows. */
  levelDb: number;
  /** How quickly the followed loudness is tracked (seconds). */
  smoothingSec: number;
  /** The hiss is the same for the same seed, so a file is always heard the same way. */
  seed: number;
}

/**
 * Copies a 16-bit mono PCM WAV with hiss added above `fill.fromHz`, where the recording is silent.
 * The hiss rises and falls with the top of the voice band, as the upper band of wide-band speech
 * does with its fricatives and breath, so a recogniser trained on wide-band speech hears an upper
 * band like the ones it was trained on rather than a silence it never met (docs/product.md,
 * "Processing pipeline"). It is high-passed (4th order) at the edge, so the band that carries the
 * voice is left as it was. Streams: a file of any length costs a few buffers of memory.
 */
export async function fillEmptyBand(
  srcWav: string,
  outWav: string,
  layout: Pick<WavInfo, 'dataOffset' | 'dataBytes' | 'sampleRate' | 'channels' | 'bitsPerSample' | 'blockAlign'>,
  fill: BandFill,
  signal?: AbortSignal,
): Promise<void> {
  if (layout.channels !== 1 || layout.bitsPerSample !== 16) throw new Error('fillEmptyBand expects 16-bit mono PCM');
  const hiss = followingHiss(fill, layout.sampleRate);
  const out = createWriteStream(outWav);
  const closed = once(out, 'close');
  closed.catch(() => {}); // a write error is thrown where `closed` is awaited, never left unhandled
  try {
    out.write(wavHeader(layout, layout.dataBytes));
    const source = createReadStream(srcWav, {
      start: layout.dataOffset,
      end: layout.dataOffset + layout.dataBytes - 1,
      highWaterMark: 256 * 1024,
    });
    let carry: Buffer | null = null; // an odd byte left over from the previous read
    for await (const piece of source as AsyncIterable<Buffer>) {
      signal?.throwIfAborted(); // a 3-hour file takes some seconds: stop between reads
      const bytes: Buffer = carry ? Buffer.concat([carry, piece]) : piece;
      const whole = bytes.length & ~1;
      carry = whole < bytes.length ? bytes.subarray(whole) : null;
      const mixed = Buffer.alloc(whole);
      for (let i = 0; i < whole; i += 2) {
        const sample = bytes.readInt16LE(i);
        const value = Math.round(sample + hiss(sample / 32768) * 32768);
        mixed.writeInt16LE(value > 32767 ? 32767 : value < -32768 ? -32768 : value, i);
      }
      if (!out.write(mixed)) await once(out, 'drain');
    }
    if (carry) out.write(carry);
    out.end();
    await closed;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/**
 * Given each sample of the recording in turn, the hiss to add to it: white noise scaled by the
 * recording's smoothed loudness above `followHz`, then high-passed at `fromHz`.
 */
function followingHiss(fill: BandFill, sampleRate: number): (sample: number) => number {
  const nyquist = sampleRate / 2;
  const followed = highPassSection(Math.min(fill.followHz, nyquist * 0.9), Math.SQRT1_2, sampleRate);
  const from = Math.min(Math.max(fill.fromHz, 1), nyquist * 0.95);
  const cut = [0.5412, 1.3066].map((q) => highPassSection(from, q, sampleRate)); // a Butterworth pair
  const keep = Math.exp(-1 / (fill.smoothingSec * sampleRate));
  // Uniform noise on [-√3, √3] has unit variance.
  const scale = Math.sqrt(3) * 10 ** (fill.levelDb / 20);
  const random = uniformSource(fill.seed);
  let power = 0;
  return (sample) => {
    const top = followed(sample);
    power = keep * power + (1 - keep) * top * top;
    let noise = (2 * random() - 1) * scale * Math.sqrt(power);
    for (const section of cut) noise = section(noise);
    return noise;
  };
}

/** One second-order high-pass section (bilinear transform of s² / (s² + s/q + 1)). */
function highPassSection(cutHz: number, q: number, sampleRate: number): (x: number) => number {
  const w = (2 * Math.PI * cutHz) / sampleRate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  const b0 = (1 + cos) / 2 / a0;
  const b1 = -(1 + cos) / a0;
  const a1 = (-2 * cos) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  return (x) => {
    const y = b0 * x + b1 * x1 + b0 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    return y;
  };
}

/** A small seeded generator of uniform numbers in [0, 1) (32-bit xorshift). */
function uniformSource(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}
