import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentSpeakerAccuracy, type RefTurn } from '../../../scripts/bench/score.js';
import { diarize } from '../src/diarize/index.js';
import { SAMPLE_RATE, silence, writeWav } from './fixtures/synthetic-speech.js';

// Two men (flite's rms and awb) and a woman (slt), rendered with ffmpeg's flite source (Debian's
// ffmpeg has it): without a hint all three must be found, the two men not merged into one.
const hasFlite =
  spawnSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'flite=text=a:voice=slt', '-f', 'null', '-']).status === 0;

const LINES = [
  'Welcome back to the show. Today two guests join me to talk about old batteries',
  'Thanks for having me. I test every module we take in and sort them by health',
  'And I build the cabinets that hold them, mostly for farms and small clinics',
  'How many of those cabinets are running today, and who looks after them',
  'About four hundred across two countries, and the owners look after them themselves',
  'We train one person at every site, which takes an afternoon and a good lunch',
  'What happens to a module that fails its test and cannot be used again',
  'It goes to a recycler in the north who recovers the metals for new cells',
  'Some of those metals come back to us a year later inside brand new packs',
  'That is a neat circle. Where can listeners learn more about your work',
  'Our website has the test reports for every cabinet we have ever shipped',
  'And a map of the sites, so anyone nearby can visit and see one working',
];
// Speakers in a conversational order: host, the two men in turn, host again.
const ORDER = ['slt', 'rms', 'awb', 'slt', 'rms', 'awb', 'slt', 'awb', 'rms', 'slt', 'rms', 'awb'];

let dir: string;
let wav: string;
const turns: RefTurn[] = [];
beforeAll(() => {
  if (!hasFlite) return;
  dir = mkdtempSync(join(tmpdir(), 'scriptloom-speaker-count-'));
  const parts: Float32Array[] = [];
  let t = 0;
  LINES.forEach((text, i) => {
    const voice = ORDER[i]!;
    const pcm = execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `flite=text='${text}':voice=${voice}`],
      ...['-ar', String(SAMPLE_RATE), '-ac', '1', '-f', 's16le', '-'],
    ]);
    const samples = new Float32Array(pcm.length / 2);
    for (let k = 0; k < samples.length; k++) samples[k] = pcm.readInt16LE(k * 2) / 32768;
    const seconds = samples.length / SAMPLE_RATE;
    turns.push({ speaker: voice, start: t, end: t + seconds });
    parts.push(samples, silence(0.5));
    t += seconds + 0.5;
  });
  const all = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  wav = join(dir, 'two-men-one-woman.wav');
  writeWav(wav, all);
  // Twelve ffmpeg runs: seconds on an idle machine, far more on a loaded one.
}, 60_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const speakers = (segments: { speaker: number }[]): number => new Set(segments.map((s) => s.speaker)).size;

describe.skipIf(!hasFlite)('speaker count', () => {
  it('finds two men and a woman without a hint', async () => {
    const segments = await diarize(wav, { speech: turns });
    expect(speakers(segments)).toBe(3);
    expect(segmentSpeakerAccuracy(turns, segments)).toBeGreaterThanOrEqual(0.95);
  }, 30_000);

  it('uses exactly the hinted count, more or fewer than it would find', async () => {
    for (const speakerCount of [1, 2, 3, 4]) {
      const segments = await diarize(wav, { speech: turns, speakerCount });
      expect(speakers(segments)).toBe(speakerCount);
    }
  }, 30_000);

  it('gives fewer than the hint only when there are fewer stretches of speech than that', async () => {
    // One and a half seconds of one turn: too short for a change point, so a single segment.
    const first = turns[0]!;
    const segments = await diarize(wav, { speech: [{ start: first.start, end: first.start + 1.5 }], speakerCount: 3 });
    expect(speakers(segments)).toBe(1);
  }, 30_000);
});
