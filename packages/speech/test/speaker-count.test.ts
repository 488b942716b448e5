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

/**
 * A telephone line: the telephone band, 8 kHz mu-law, back to 16 kHz. `colour` is what one line
 * adds of its own (a handset's resonance, its level).
 */
const PHONE_LINES = ['anull', 'equalizer=f=2500:t=q:w=1:g=8,volume=0.6'];

let dir: string;
let wav: string;
let phoneWav: string;
let oneVoiceWav: string;
const turns: RefTurn[] = [];
const oneVoiceTurns: RefTurn[] = [];

/** Renders LINES, line i in voices[i], through `line(i)` (a phone line, or none), 0.5 s apart. */
function render(name: string, voices: string[], out: RefTurn[], line?: (i: number) => string): string {
  const parts: Float32Array[] = [];
  let t = 0;
  LINES.forEach((text, i) => {
    const voice = voices[i]!;
    const source = ['-v', 'error', '-f', 'lavfi', '-i', `flite=text='${text}':voice=${voice}`];
    let pcm: Buffer;
    if (line) {
      const mulaw = join(dir, 'line.wav');
      const band = `highpass=f=300,lowpass=f=3400,${line(i)},aresample=8000`;
      execFileSync('ffmpeg', [...source, '-af', band, '-c:a', 'pcm_mulaw', '-y', mulaw]);
      pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', mulaw, '-ar', String(SAMPLE_RATE), '-f', 's16le', '-']);
    } else {
      pcm = execFileSync('ffmpeg', [...source, '-ar', String(SAMPLE_RATE), '-ac', '1', '-f', 's16le', '-']);
    }
    const samples = new Float32Array(pcm.length / 2);
    for (let k = 0; k < samples.length; k++) samples[k] = pcm.readInt16LE(k * 2) / 32768;
    const seconds = samples.length / SAMPLE_RATE;
    out.push({ speaker: voice, start: t, end: t + seconds });
    parts.push(samples, silence(0.5));
    t += seconds + 0.5;
  });
  const all = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  const path = join(dir, `${name}.wav`);
  writeWav(path, all);
  return path;
}

beforeAll(() => {
  if (!hasFlite) return;
  dir = mkdtempSync(join(tmpdir(), 'scriptloom-speaker-count-'));
  wav = render('two-men-one-woman', ORDER, turns);
  phoneWav = render('on-the-phone', ORDER, [], () => PHONE_LINES[0]!);
  // One voice over two lines, turn about: prompts recorded on different days, a caller who rings back.
  const slt = LINES.map(() => 'slt');
  oneVoiceWav = render('one-voice-two-lines', slt, oneVoiceTurns, (i) => PHONE_LINES[i % 2]!);
  // About sixty ffmpeg runs: seconds on an idle machine, far more on a loaded one.
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const speakers = (segments: { speaker: number }[]): number => new Set(segments.map((s) => s.speaker)).size;

describe.skipIf(!hasFlite)('speaker count', () => {
  it('finds two men and a woman without a hint', async () => {
    const segments = await diarize(wav, { speech: turns });
    expect(speakers(segments)).toBe(3);
    expect(segmentSpeakerAccuracy(turns, segments)).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the same three voices over a phone line', async () => {
    const segments = await diarize(phoneWav, { speech: turns });
    expect(speakers(segments)).toBe(3);
    expect(segmentSpeakerAccuracy(turns, segments)).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps one voice heard over two phone lines one speaker', async () => {
    // The features span the voice band of a phone-band recording (band-limit.ts): above it, each
    // line's noise floor told the two apart.
    const segments = await diarize(oneVoiceWav, { speech: oneVoiceTurns });
    expect(speakers(segments)).toBe(1);
  });

  it('uses exactly the hinted count, more or fewer than it would find', async () => {
    for (const speakerCount of [1, 2, 3, 4]) {
      const segments = await diarize(wav, { speech: turns, speakerCount });
      expect(speakers(segments)).toBe(speakerCount);
    }
  });

  it('gives fewer than the hint only when there are fewer stretches of speech than that', async () => {
    // One and a half seconds of one turn: too short for a change point, so a single segment.
    const first = turns[0]!;
    const segments = await diarize(wav, { speech: [{ start: first.start, end: first.start + 1.5 }], speakerCount: 3 });
    expect(speakers(segments)).toBe(1);
  });
});
