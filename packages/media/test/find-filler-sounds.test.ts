import { writeFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFillerSounds, findFillerSoundsInWav, wavHeader, type HeardWord } from '../src/index.js';
import { makeTempDir } from './helpers/make-media.js';

const RATE = 16000;

/** A deterministic generator, so the noise in these signals is the same on every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

/** A voiced sound: a pulse train at `f0` through two-pole resonators at `formants`. */
function voiced(seconds: number, f0: number, formants: readonly number[]): number[] {
  const n = Math.round(seconds * RATE);
  let signal: number[] = Array.from({ length: n }, (_, i) =>
    Math.floor((i * f0) / RATE) !== Math.floor(((i - 1) * f0) / RATE) ? 1 : 0,
  );
  for (const freq of formants) {
    const r = Math.exp((-Math.PI * 100) / RATE);
    const a1 = 2 * r * Math.cos((2 * Math.PI * freq) / RATE);
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(signal[i]! + a1 * (out[i - 1] ?? 0) - r * r * (out[i - 2] ?? 0));
    signal = out;
  }
  const peak = Math.max(...signal.map(Math.abs));
  return signal.map((v) => (0.3 * v) / peak);
}

/** A word-like stretch: short vowels of changing colour and pitch between hissed consonants. */
function wordLike(seconds: number, seed: number): number[] {
  const random = generator(seed);
  const out: number[] = [];
  const vowels = [
    [300, 2300],
    [700, 1200],
    [500, 1800],
    [350, 900],
  ];
  for (let k = 0; out.length < seconds * RATE; k++) {
    for (let i = 0; i < 0.05 * RATE; i++) out.push(0.08 * (random() - 0.5));
    out.push(...voiced(0.07, 100 + 40 * (k % 3), vowels[k % vowels.length]!));
  }
  return out.slice(0, Math.round(seconds * RATE));
}

function quiet(seconds: number, seed: number): number[] {
  const random = generator(seed);
  return Array.from({ length: Math.round(seconds * RATE) }, () => 0.0005 * (random() - 0.5));
}

/** Joins the parts; answers the samples and where each part starts and ends, in seconds. */
function join(parts: number[][]): { samples: Float32Array; spans: HeardWord[] } {
  const spans: HeardWord[] = [];
  let at = 0;
  for (const part of parts) {
    spans.push({ start: at / RATE, end: (at + part.length) / RATE });
    at += part.length;
  }
  return { samples: Float32Array.from(parts.flat()), spans };
}

// silence, word, silence, held "uh", silence, word, silence
const layout = join([
  quiet(0.3, 1),
  wordLike(0.6, 2),
  quiet(0.3, 3),
  voiced(0.5, 120, [640, 1190, 2390]),
  quiet(0.3, 4),
  wordLike(0.6, 5),
  quiet(0.3, 6),
]);
const [, firstWord, , held, , secondWord] = layout.spans as [
  HeardWord,
  HeardWord,
  HeardWord,
  HeardWord,
  HeardWord,
  HeardWord,
];

describe('findFillerSounds', () => {
  it('finds a held voiced sound in the gap between two words', () => {
    const found = findFillerSounds(layout.samples, [firstWord, secondWord]);
    expect(found).toHaveLength(1);
    expect(found[0]!.start).toBeCloseTo(held.start, 1);
    expect(found[0]!.end).toBeCloseTo(held.end, 1);
    expect(found[0]!.confidence).toBeGreaterThan(0.5);
    expect(found[0]!.word).toBeUndefined();
  });

  it('takes a short word the recogniser wrote over the held sound for a misheard filler', () => {
    const words = [firstWord, { ...held, text: 'the' }, secondWord];
    const found = findFillerSounds(layout.samples, words);
    expect(found).toEqual([expect.objectContaining({ word: 1 })]);
  });

  it('leaves a long word alone, whatever its sound', () => {
    const words = [firstWord, { ...held, text: 'hundred' }, secondWord];
    expect(findFillerSounds(layout.samples, words)).toEqual([]);
  });

  it('finds nothing in a file of silence', () => {
    expect(findFillerSounds(Float32Array.from(quiet(2, 7)), [])).toEqual([]);
  });

  it('leaves a gap that holds missed words besides the held sound', () => {
    const { samples, spans } = join([
      quiet(0.3, 1),
      wordLike(0.6, 2),
      quiet(0.3, 3),
      wordLike(0.6, 8),
      quiet(0.1, 9),
      voiced(0.5, 120, [640, 1190, 2390]),
      quiet(0.3, 4),
      wordLike(0.6, 5),
      quiet(0.3, 6),
    ]);
    expect(findFillerSounds(samples, [spans[1]!, spans[7]!])).toEqual([]);
  });

  it('takes neither a sound longer than maxSec nor one under minSec', () => {
    const long = join([quiet(0.3, 1), wordLike(0.6, 2), quiet(0.3, 3), voiced(2, 120, [640, 1190]), quiet(0.3, 4)]);
    expect(findFillerSounds(long.samples, [long.spans[1]!])).toEqual([]);
    const short = join([quiet(0.3, 1), wordLike(0.6, 2), quiet(0.3, 3), voiced(0.12, 120, [640, 1190]), quiet(0.3, 4)]);
    expect(findFillerSounds(short.samples, [short.spans[1]!])).toEqual([]);
  });

  it('does not take a word the recogniser missed, alone in its gap, for a filler', () => {
    const { samples, spans } = join([quiet(0.3, 1), wordLike(0.6, 2), quiet(0.3, 3), wordLike(0.4, 10), quiet(0.3, 4)]);
    expect(findFillerSounds(samples, [spans[1]!])).toEqual([]);
  });
});

describe('findFillerSoundsInWav', () => {
  const temp = makeTempDir('fillers');
  afterAll(() => temp.remove());

  it('reads a long WAV in blocks and finds every filler, at its time in the file', async () => {
    // The layout 240 times over: 12 minutes, so the file is read in several blocks.
    const period = layout.samples.length / RATE;
    const times = 240;
    const pcm = Buffer.alloc(layout.samples.length * 2 * times);
    for (let k = 0; k < times; k++)
      layout.samples.forEach((v, i) => pcm.writeInt16LE(Math.round(v * 32767), 2 * (k * layout.samples.length + i)));
    const wav = joinPath(temp.dir, 'long.wav');
    writeFileSync(
      wav,
      Buffer.concat([wavHeader({ sampleRate: RATE, channels: 1, bitsPerSample: 16, blockAlign: 2 }, pcm.length), pcm]),
    );
    const words = Array.from({ length: times }, (_, k) =>
      [firstWord, { ...held, text: 'the' }, secondWord].map((w) => ({
        ...w,
        start: w.start + k * period,
        end: w.end + k * period,
      })),
    ).flat();

    const found = await findFillerSoundsInWav(wav, words);
    expect(found).toHaveLength(times);
    found.forEach((sound, k) => {
      expect(sound.word).toBe(3 * k + 1);
      expect(sound.start).toBeCloseTo(held.start + k * period, 1);
    });
    // Only the gaps: the held sounds are under words now, so nothing is found with words left alone.
    expect(await findFillerSoundsInWav(wav, words, { minWordCover: Infinity })).toEqual([]);
  });
});
