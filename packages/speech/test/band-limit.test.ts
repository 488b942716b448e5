import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@scriptloom/media';
import { featureSettingsFor, soundEdgeHz } from '../src/diarize/band-limit.js';
import { DEFAULT_MFCC } from '../src/diarize/mfcc.js';
import { DIARIZE_SETTINGS } from '../src/diarize/settings.js';
import { SAMPLE_RATE, seededRandom, writeWav } from './fixtures/synthetic-speech.js';

const dir = mkdtempSync(join(tmpdir(), 'scriptloom-band-limit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const probe = { ...DIARIZE_SETTINGS.band, sampleRate: SAMPLE_RATE };

/** Ten seconds of partials every 100 Hz from 200 Hz up to `topHz`, at random phases, pulsing like syllables. */
async function soundUpTo(topHz: number): Promise<number> {
  const random = seededRandom(topHz);
  const partials: Array<{ hz: number; phase: number }> = [];
  for (let hz = 200; hz <= topHz; hz += 100) partials.push({ hz, phase: random() * 2 * Math.PI });
  const samples = new Float32Array(10 * SAMPLE_RATE);
  for (let i = 0; i < samples.length; i++) {
    const t = i / SAMPLE_RATE;
    let v = 0;
    for (const p of partials) v += Math.sin(2 * Math.PI * p.hz * t + p.phase);
    samples[i] = (0.4 * v * (0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t))) / Math.sqrt(partials.length);
  }
  const path = join(dir, `up-to-${topHz}.wav`);
  writeWav(path, samples);
  return soundEdgeHz(path, await readWavInfo(path), probe);
}

describe('soundEdgeHz', () => {
  it('finds where a phone-band recording stops, and no edge in a wide-band one', async () => {
    const phone = await soundUpTo(3400);
    expect(phone).toBeGreaterThanOrEqual(3400);
    expect(phone).toBeLessThanOrEqual(3750);
    expect(await soundUpTo(7800)).toBe(SAMPLE_RATE / 2);
  });
});

describe('featureSettingsFor', () => {
  it('describes a phone-band recording over the voice band, and keeps the usual band otherwise', () => {
    const band = DIARIZE_SETTINGS.band;
    expect(featureSettingsFor(4500, DEFAULT_MFCC, band)).toMatchObject({ lowHz: 100, highHz: 3400 });
    expect(featureSettingsFor(7500, DEFAULT_MFCC, band)).toBe(DEFAULT_MFCC);
  });
});
