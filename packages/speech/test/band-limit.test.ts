import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@scriptloom/media';
import { BAND_PROBE } from '../src/band/band-settings.js';
import { soundEdgeHz } from '../src/band/probe-band.js';
import { featureSettingsFor } from '../src/diarize/band-limit.js';
import { DEFAULT_MFCC } from '../src/diarize/mfcc.js';
import { DIARIZE_SETTINGS } from '../src/diarize/settings.js';
import { partialsUpTo, SAMPLE_RATE, seededRandom, writeWav } from './fixtures/synthetic-speech.js';

const dir = mkdtempSync(join(tmpdir(), 'scriptloom-band-limit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Ten seconds of sound up to `topHz` (partialsUpTo). */
async function soundUpTo(topHz: number): Promise<number> {
  const samples = partialsUpTo(topHz, 10, seededRandom(topHz));
  const path = join(dir, `up-to-${topHz}.wav`);
  writeWav(path, samples);
  return soundEdgeHz(path, await readWavInfo(path), BAND_PROBE);
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
