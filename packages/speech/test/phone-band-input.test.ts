import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@scriptloom/media';
import { SPHINX_BAND_FILL } from '../src/band/band-settings.js';
import { fillEmptyBand } from '../src/band/fill-empty-band.js';
import { RealPowerSpectrum } from '../src/diarize/fft.js';
import { sphinxInput } from '../src/sphinx/phone-band-input.js';
import { concat, partialsUpTo, SAMPLE_RATE, seededRandom, silence, writeWav } from './fixtures/synthetic-speech.js';

const dir = mkdtempSync(join(tmpdir(), 'scriptloom-phone-band-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Four seconds of phone-band sound, two of silence, four more; at half scale, so that nothing clips. */
function phoneBandWav(name: string): string {
  const random = seededRandom(7);
  const path = join(dir, name);
  const sound = concat([partialsUpTo(3400, 4, random), silence(2), partialsUpTo(3400, 4, random)]);
  writeWav(
    path,
    sound.map((v) => v / 2),
  );
  return path;
}

function samplesOf(path: string, dataOffset: number): Int16Array {
  const bytes = readFileSync(path).subarray(dataOffset);
  const out = new Int16Array(bytes.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(2 * i);
  return out;
}

/** Power of `x` between `fromHz` and `toHz`, summed over Hann-windowed 512-sample windows. */
function bandPower(x: Float64Array, fromHz: number, toHz: number): number {
  const size = 512;
  const fft = new RealPowerSpectrum(size);
  const power = new Float64Array(fft.bins);
  const frame = new Float64Array(size);
  let sum = 0;
  for (let at = 0; at + size <= x.length; at += size) {
    for (let i = 0; i < size; i++) frame[i] = x[at + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1)));
    fft.compute(frame, power);
    for (let k = Math.round((fromHz * size) / SAMPLE_RATE); k < Math.round((toHz * size) / SAMPLE_RATE); k++)
      sum += power[k]!;
  }
  return sum;
}

describe('fillEmptyBand', () => {
  it('adds hiss above the edge only, following the voice, the same on every run', async () => {
    const source = phoneBandWav('source.wav');
    const layout = await readWavInfo(source);
    const fill = { ...SPHINX_BAND_FILL, fromHz: 4000 };
    await fillEmptyBand(source, join(dir, 'a.wav'), layout, fill);
    await fillEmptyBand(source, join(dir, 'b.wav'), layout, fill);
    expect(readFileSync(join(dir, 'a.wav')).equals(readFileSync(join(dir, 'b.wav')))).toBe(true);

    const filled = await readWavInfo(join(dir, 'a.wav'));
    expect(filled).toMatchObject({
      sampleRate: SAMPLE_RATE,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: layout.dataBytes,
    });
    const before = samplesOf(source, layout.dataOffset);
    const after = samplesOf(join(dir, 'a.wav'), filled.dataOffset);
    const hiss = Float64Array.from(after, (v, i) => v - before[i]!);

    // The hiss lies above the edge: its high-pass falls off at 24 dB an octave, so under 2.5 kHz,
    // where most of the voice is, it is more than 20 dB down on what lies above 4.5 kHz.
    const above = bandPower(hiss, 4500, 8000);
    expect(above).toBeGreaterThan(0);
    expect(bandPower(hiss, 0, 2500)).toBeLessThan(above * 0.01);
    // It is quieter than the voice band's top, and not lost under it either.
    const voiceTop = bandPower(Float64Array.from(before), 3000, 3400);
    expect(above).toBeLessThan(voiceTop);
    expect(above).toBeGreaterThan(voiceTop * 0.01);
    // It follows the voice: nothing is added to the silence (from 0.3 s into it).
    const silent = hiss.subarray(Math.round(4.3 * SAMPLE_RATE), 6 * SAMPLE_RATE);
    expect(Math.max(...silent.map(Math.abs))).toBeLessThanOrEqual(1);
  });
});

describe('sphinxInput', () => {
  it('hears a phone-band recording from a filled copy, removed afterwards', async () => {
    const scratch = mkdtempSync(join(dir, 'scratch-'));
    const source = phoneBandWav('phone.wav');
    const heard = await sphinxInput(source, scratch);
    expect(heard.filled).toBe(true);
    expect(heard.wavPath).not.toBe(source);
    expect(heard.wavPath.startsWith(scratch)).toBe(true);
    expect((await readWavInfo(heard.wavPath)).dataBytes).toBe((await readWavInfo(source)).dataBytes);
    await heard.dispose();
    expect(existsSync(heard.wavPath)).toBe(false);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('stops when the job is cancelled, leaving nothing behind', async () => {
    const scratch = mkdtempSync(join(dir, 'scratch-'));
    const cancelled = new AbortController();
    cancelled.abort(new Error('cancelled'));
    await expect(sphinxInput(phoneBandWav('cancelled.wav'), scratch, cancelled.signal)).rejects.toThrow('cancelled');
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('hears a wide-band recording as it is', async () => {
    const scratch = mkdtempSync(join(dir, 'scratch-'));
    const source = join(dir, 'wide.wav');
    writeWav(source, partialsUpTo(7800, 6, seededRandom(3)));
    const heard = await sphinxInput(source, scratch);
    expect(heard).toMatchObject({ wavPath: source, filled: false });
    expect(readdirSync(scratch)).toEqual([]);
    await heard.dispose();
    expect(existsSync(source)).toBe(true);
  });
});
