import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePeaks, computeWaveform, readWavInfo, wavHeader, writeWavSegment } from '../src/index.js';
import { makeTempDir, makeToneWav } from './helpers/make-media.js';

const temp = makeTempDir('wav');
const file = (name: string) => join(temp.dir, name);

beforeAll(() => {
  // 1 s tone, 1 s silence, 0.5 s tone. ffmpeg's sine has amplitude 1/8.
  makeToneWav(file('pattern.wav'), [
    [1, 'tone'],
    [1, 'silence'],
    [0.5, 'tone'],
  ]);
  // A WAV with a LIST chunk before `data`, as many tools write them, and an odd-sized chunk.
  const samples = Buffer.alloc(16000 * 2);
  for (let i = 0; i < 16000; i++) samples.writeInt16LE(i % 2 ? 16384 : -16384, i * 2);
  const header = wavHeader({ sampleRate: 16000, channels: 1, bitsPerSample: 16, blockAlign: 2 }, samples.length);
  const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc'), Buffer.from([0])]);
  writeFileSync(file('list.wav'), Buffer.concat([header.subarray(0, 36), list, header.subarray(36), samples]));
});
afterAll(() => temp.remove());

describe('readWavInfo', () => {
  it('finds the data chunk of a plain WAV', async () => {
    const info = await readWavInfo(file('pattern.wav'));
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16, blockAlign: 2 });
    expect(info.durationSec).toBeCloseTo(2.5, 3);
  });

  it('walks past other chunks to find data', async () => {
    const info = await readWavInfo(file('list.wav'));
    expect(info.dataOffset).toBe(44 + 12);
    expect(info.durationSec).toBe(1);
  });

  it('refuses a file that is not a WAV', async () => {
    writeFileSync(file('fake.wav'), 'not a wav at all');
    await expect(readWavInfo(file('fake.wav'))).rejects.toThrow(/is not a WAV file/);
  });
});

describe('writeWavSegment', () => {
  it('copies exactly the samples of the span', async () => {
    await writeWavSegment(file('pattern.wav'), { start: 0.5, end: 1.25 }, file('piece.wav'));
    const piece = await readWavInfo(file('piece.wav'));
    expect(piece).toMatchObject({ sampleRate: 16000, channels: 1, dataOffset: 44, dataBytes: 0.75 * 16000 * 2 });

    const source = await readWavInfo(file('pattern.wav'));
    const whole = readFileSync(file('pattern.wav'));
    const expected = whole.subarray(source.dataOffset + 8000 * 2, source.dataOffset + 20000 * 2);
    expect(readFileSync(file('piece.wav')).subarray(44).equals(expected)).toBe(true);
  });

  it('clamps a span past the end and writes an empty WAV for an empty span', async () => {
    await writeWavSegment(file('pattern.wav'), { start: 2, end: 99 }, file('tail.wav'));
    expect((await readWavInfo(file('tail.wav'))).durationSec).toBeCloseTo(0.5, 3);
    await writeWavSegment(file('pattern.wav'), { start: 5, end: 6 }, file('none.wav'));
    expect((await readWavInfo(file('none.wav'))).dataBytes).toBe(0);
  });
});

describe('computePeaks', () => {
  it('gives one value per bucket with the loud and quiet parts where they are', async () => {
    const peaks = await computePeaks(file('pattern.wav'), 10);
    expect(peaks.peaks_per_second).toBe(10);
    expect(peaks.values).toHaveLength(25);
    expect(peaks.values.slice(0, 10).every((v) => Math.abs(v - 0.125) < 0.01)).toBe(true);
    expect(peaks.values.slice(10, 20).every((v) => v === 0)).toBe(true);
    expect(peaks.values.slice(20).every((v) => Math.abs(v - 0.125) < 0.01)).toBe(true);
  });

  it('defaults to 20 per second, rounds to 3 decimals and keeps a last partial bucket', async () => {
    const peaks = await computePeaks(file('list.wav'));
    expect(peaks.values).toHaveLength(20);
    expect(peaks.values.every((v) => v === 0.5)).toBe(true);
    const odd = await computePeaks(file('list.wav'), 3); // 16000 / 3 frames per bucket
    expect(odd.values).toHaveLength(3);
  });
});

describe('computeWaveform: the loudness envelope', () => {
  it('gives the RMS level of every 10 ms in dBFS, silence at the floor', async () => {
    const { energy, peaks } = await computeWaveform(file('pattern.wav'));
    expect(peaks.values).toHaveLength(50);
    expect(energy.frames_per_second).toBe(100);
    expect(energy.levels).toHaveLength(250);
    // A sine of amplitude 1/8: RMS (1/8)/sqrt(2), so 20*log10 of it is about -21.1 dBFS.
    const tone = -20 * Math.log10(8 * Math.SQRT2);
    for (const level of [...energy.levels.slice(0, 100), ...energy.levels.slice(200)]) {
      expect(Math.abs(level - tone)).toBeLessThan(0.3);
    }
    expect(energy.levels.slice(100, 200).every((l) => l === -100)).toBe(true);
  });

  it('reads a square wave of half scale as -6 dBFS', async () => {
    const { energy } = await computeWaveform(file('list.wav'), { energyPerSecond: 50 });
    expect(energy.levels).toHaveLength(50);
    expect(energy.levels.every((l) => l === -6)).toBe(true);
  });
});
