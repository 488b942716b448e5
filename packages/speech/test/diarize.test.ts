import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '@scriptloom/media';
import { segmentSpeakerAccuracy, type RefTurn } from '../../../scripts/bench/score.js';
import { assignSpeakers, diarize } from '../src/diarize/index.js';
import { RealPowerSpectrum } from '../src/diarize/fft.js';
import { MfccExtractor } from '../src/diarize/mfcc.js';
import { ChangeDetector } from '../src/diarize/change-detector.js';
import { forEachFrame } from '../src/diarize/pcm-frames.js';
import type { SpeakerSegment } from '../src/types.js';
import {
  concat,
  SAMPLE_RATE,
  seededRandom,
  silence,
  speak,
  tone,
  writeWav,
  type Voice,
} from './fixtures/synthetic-speech.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'scriptloom-diarize-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LOW: Voice = { f0: 110, tract: 1.0, f4: 3300, softness: 0.7 };
const HIGH: Voice = { f0: 200, tract: 1.15, f4: 4200, softness: 0.2 };

/** Renders alternating turns with pauses and returns the WAV path and the reference turns. */
function conversation(name: string, order: number[], pause: number): { wav: string; turns: RefTurn[] } {
  const random = seededRandom(42);
  const voices = [LOW, HIGH];
  const parts: Float32Array[] = [];
  const turns: RefTurn[] = [];
  let t = 0;
  for (const speaker of order) {
    const seconds = 3 + 3 * random();
    parts.push(speak(voices[speaker]!, seconds, random), silence(pause));
    turns.push({ speaker: `S${speaker}`, start: t, end: t + seconds });
    t += seconds + pause;
  }
  const wav = join(dir, `${name}.wav`);
  writeWav(wav, concat(parts));
  return { wav, turns };
}

describe('RealPowerSpectrum', () => {
  it('matches a direct DFT, with zero padding', () => {
    const fft = new RealPowerSpectrum(64);
    const random = seededRandom(1);
    const input = Float64Array.from({ length: 50 }, () => random() - 0.5);
    const out = new Float64Array(fft.bins);
    fft.compute(input, out);
    for (let k = 0; k <= 32; k++) {
      let re = 0;
      let im = 0;
      input.forEach((x, n) => {
        re += x * Math.cos((2 * Math.PI * k * n) / 64);
        im -= x * Math.sin((2 * Math.PI * k * n) / 64);
      });
      expect(out[k]).toBeCloseTo(re * re + im * im, 9);
    }
  });

  it('refuses sizes that are not powers of two', () => {
    expect(() => new RealPowerSpectrum(400)).toThrow(/power of two/);
  });
});

describe('MfccExtractor', () => {
  const framesOf = (signal: Float32Array): Float64Array[] => {
    const extractor = new MfccExtractor();
    const frames: Float64Array[] = [];
    for (let start = 0; start + 400 <= signal.length; start += 160) {
      const out = new Float64Array(20);
      extractor.compute(signal.subarray(start, start + 400), out);
      frames.push(out);
    }
    return frames;
  };

  const spreads = (frames: Float64Array[]): number[] =>
    Array.from({ length: 20 }, (_, c) => {
      const values = frames.map((f) => f[c]!);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return Math.max(...values.map((v) => Math.abs(v - mean)));
    });

  it('gives identical features when the frames are identical', () => {
    // 1 kHz has a 16-sample period and the hop is 160 samples: every frame sees the same samples.
    for (const spread of spreads(framesOf(tone(1000, 1)))) expect(spread).toBeLessThan(1e-9);
  });

  it('gives steady features for a steady tone whatever its phase in each frame', () => {
    // 1234 Hz lands at a different phase in every frame; only window leakage may differ.
    for (const spread of spreads(framesOf(tone(1234, 1)))) expect(spread).toBeLessThan(0.25);
  });

  it('tells tones of different pitch apart', () => {
    const a = framesOf(tone(300, 0.2))[5]!;
    const b = framesOf(tone(2500, 0.2))[5]!;
    const distance = Math.hypot(...Array.from(a, (v, i) => v - b[i]!));
    expect(distance).toBeGreaterThan(5);
  });

  it('reports energy in dB full scale and stays finite on digital silence', () => {
    const extractor = new MfccExtractor();
    const out = new Float64Array(20);
    const loud = extractor.compute(tone(440, 0.025, 1), out);
    // A full-scale sine has mean power 1/2: -3 dB.
    expect(loud).toBeCloseTo(-3, 0);
    const quiet = extractor.compute(silence(0.025), out);
    expect(quiet).toBeLessThan(-90);
    expect(out.every(Number.isFinite)).toBe(true);
  });
});

describe('WAV reading', () => {
  it('finds the data chunk after LIST and odd-sized chunks', async () => {
    const wav = join(dir, 'chunks.wav');
    const samples = tone(440, 0.1);
    writeWav(wav, samples, {
      extraChunks: [
        { id: 'LIST', body: Buffer.from('INFOISFT\x05\x00\x00\x00Lavf\x00\x00') },
        { id: 'odd ', body: Buffer.from([1, 2, 3]) },
      ],
    });
    const layout = await readWavInfo(wav);
    expect(layout).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16, dataBytes: samples.length * 2 });
    // The frames carry the samples themselves, so the offset is right to the byte.
    const firsts: number[] = [];
    const count = await forEachFrame(wav, layout, { length: 400, hop: 160 }, (frame) => firsts.push(frame[0]!));
    expect(count).toBe(Math.floor((samples.length - 400) / 160) + 1);
    expect(firsts[3]).toBeCloseTo(samples[480]!, 4);
  });

  it('trusts the file length when a streaming writer left the data size unset', async () => {
    const wav = join(dir, 'unset.wav');
    writeWav(wav, tone(440, 0.1), { dataSize: 0xffffffff });
    expect((await readWavInfo(wav)).dataBytes).toBe(3200);
  });

  it('rejects what the features are not made for', async () => {
    const wav = join(dir, 'cd.wav');
    writeWav(wav, tone(440, 0.1), { sampleRate: 44100 });
    await expect(diarize(wav, {})).rejects.toThrow(/16 kHz mono/);
    const text = join(dir, 'text.wav');
    writeWav(text, tone(1, 0.01));
    execFileSync('truncate', ['-s', '0', text]);
    await expect(diarize(text, {})).rejects.toThrow(/RIFF/);
  });
});

describe('diarize', () => {
  it('skips silence: segments only where someone speaks', async () => {
    const random = seededRandom(3);
    const wav = join(dir, 'gaps.wav');
    writeWav(wav, concat([silence(1), speak(LOW, 2, random), silence(1.5), speak(LOW, 2, random), silence(1)]));
    const segments = await diarize(wav, {});
    expect(segments.length).toBeGreaterThan(0);
    const inSpeech = (t: number) => (t > 0.95 && t < 3.05) || (t > 4.45 && t < 6.55);
    for (const s of segments) {
      expect(inSpeech(s.start)).toBe(true);
      expect(inSpeech(s.end)).toBe(true);
    }
    expect(new Set(segments.map((s) => s.speaker))).toEqual(new Set([0]));
  });

  it('returns nothing for a silent file', async () => {
    const wav = join(dir, 'silent.wav');
    writeWav(wav, silence(3));
    expect(await diarize(wav, {})).toEqual([]);
  });

  it('separates two synthetic voices, numbering speakers by first appearance', async () => {
    const { wav, turns } = conversation('two-voices', [1, 0, 1, 0, 0, 1, 0, 1], 0.5);
    for (const speakerCount of [undefined, 2]) {
      const segments = await diarize(wav, { speakerCount });
      expect(new Set(segments.map((s) => s.speaker))).toEqual(new Set([0, 1]));
      expect(segments[0]!.speaker).toBe(0);
      expect(segmentSpeakerAccuracy(turns, segments)).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('honours a speaker count of one', async () => {
    const { wav } = conversation('count-one', [0, 1, 0], 0.5);
    const segments = await diarize(wav, { speakerCount: 1 });
    expect(new Set(segments.map((s) => s.speaker))).toEqual(new Set([0]));
  });

  it('models only the recogniser word spans when given, and reports progress up to 1', async () => {
    const { wav, turns } = conversation('spans', [0, 1, 0, 1], 0.5);
    // Words only in the first and third turns: the other voice must not appear at all.
    const spans = [turns[0]!, turns[2]!].map((t) => ({ start: t.start + 0.2, end: t.end - 0.2 }));
    const progress: number[] = [];
    const segments = await diarize(wav, { speech: spans, onProgress: (f) => progress.push(f) });
    expect(new Set(segments.map((s) => s.speaker))).toEqual(new Set([0]));
    for (const s of segments) expect(spans.some((w) => s.start >= w.start - 0.02 && s.end <= w.end + 0.02)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});

describe('ChangeDetector', () => {
  it('puts every speech frame in exactly one segment, in order, and cuts where the voice changes', () => {
    const random = seededRandom(9);
    const dim = 4;
    const detector = new ChangeDetector({
      dim,
      compareDim: dim,
      window: 50,
      step: 5,
      peakRadius: 25,
      lambda: 1,
      pauseFrames: 10,
    });
    // Two "speakers" with different means, long runs and short pauses of random length; frame
    // numbers and feature sums are checked against what went in, so a ring-buffer slip would show.
    const pushed: number[] = [];
    let sum = 0;
    let frame = 0;
    const changes: number[] = [];
    for (let turn = 0; turn < 40; turn++) {
      const mean = turn % 2 === 0 ? 0 : 3;
      if (turn > 0) changes.push(frame);
      for (let i = 0, n = 60 + Math.floor(random() * 400); i < n; i++) {
        const x = Float64Array.from({ length: dim }, () => mean + random() - 0.5);
        detector.pushSpeech(frame, x);
        pushed.push(frame++);
        sum += x[0]!;
      }
      // Most turns run straight into the next; some have a pause, of either side of pauseFrames.
      const pause = random() < 0.5 ? 0 : Math.floor(random() * 20);
      for (let i = 0; i < pause; i++, frame++) detector.pushSilence();
    }
    detector.finish();
    const segments = detector.segments;
    expect(segments.reduce((n, s) => n + s.stats.count, 0)).toBe(pushed.length);
    expect(segments.reduce((t, s) => t + s.stats.sum[0]!, 0)).toBeCloseTo(sum, 6);
    for (let i = 1; i < segments.length; i++)
      expect(segments[i]!.firstFrame).toBeGreaterThan(segments[i - 1]!.lastFrame);
    // Every change of mean starts a segment within a few frames.
    for (const change of changes) {
      expect(segments.some((s) => Math.abs(s.firstFrame - change) <= 5)).toBe(true);
    }
  });
});

describe('assignSpeakers', () => {
  const segs: SpeakerSegment[] = [
    { start: 0, end: 5, speaker: 0 },
    { start: 5, end: 9, speaker: 1 },
    { start: 12, end: 20, speaker: 0 },
  ];
  const w = (start: number, end: number) => ({ start, end });

  it.each([
    ['inside a segment', [w(1, 1.5)], [0]],
    ['straddling: the larger overlap wins', [w(4.7, 5.6)], [1]],
    ['in a gap: the nearest segment', [w(9.5, 10)], [1]],
    ['in a gap nearer the next segment', [w(11, 11.6)], [0]],
    ['before everything', [w(-2, -1)], [0]],
    ['after everything', [w(25, 26)], [0]],
  ])('%s', (_name, words, expected) => {
    expect(assignSpeakers(words, segs)).toEqual(expected);
  });

  it('gives a lone word the speaker of both its neighbours', () => {
    const words = [w(1, 2), w(5.1, 5.4), w(12, 13)];
    // Middle word alone is speaker 1, flanked by speaker 0 on both sides.
    expect(assignSpeakers(words, segs)).toEqual([0, 0, 0]);
  });

  it('keeps two-word runs, and lone words at either end', () => {
    expect(assignSpeakers([w(1, 2), w(5.1, 5.4), w(5.6, 6), w(13, 14)], segs)).toEqual([0, 1, 1, 0]);
    expect(assignSpeakers([w(5.1, 5.4), w(1, 2), w(2, 3), w(5.5, 6)], segs)).toEqual([1, 0, 0, 1]);
  });

  it('handles overlapping input segments and no segments at all', () => {
    // A long segment that starts first and ends last must still be found for words past later starts.
    const overlapping: SpeakerSegment[] = [
      { start: 0, end: 30, speaker: 0 },
      { start: 2, end: 12, speaker: 1 },
      { start: 14, end: 15, speaker: 2 },
    ];
    expect(assignSpeakers([w(1, 3)], overlapping)).toEqual([0]);
    expect(assignSpeakers([w(11, 14.5)], overlapping)).toEqual([0]);
    expect(assignSpeakers([w(20, 21)], overlapping)).toEqual([0]);
    expect(assignSpeakers([w(31, 32)], [overlapping[1]!, overlapping[2]!])).toEqual([2]);
    expect(assignSpeakers([w(0, 1), w(1, 2)], [])).toEqual([0, 0]);
  });
});

// The reference podcast: two flite voices, 98 s. Needs ffmpeg (a runtime dependency) to decode it.
const FIXTURE = fileURLToPath(new URL('../../../fixtures/podcast-2spk', import.meta.url));
const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

describe('podcast-2spk fixture', () => {
  let wav: string;
  let turns: RefTurn[];
  beforeAll(() => {
    wav = join(dir, 'podcast-2spk.wav');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      `${FIXTURE}.mp3`,
      '-ar',
      '16000',
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      wav,
    ]);
    turns = (JSON.parse(readFileSync(`${FIXTURE}.ref.json`, 'utf8')) as { turns: RefTurn[] }).turns;
  });

  it.each([
    ['without a speaker count', undefined],
    ['with speakerCount 2', 2],
  ])(
    'labels the turns %s',
    async (_name, speakerCount) => {
      const started = performance.now();
      const segments = await diarize(wav, { speakerCount });
      const seconds = (performance.now() - started) / 1000;
      const accuracy = segmentSpeakerAccuracy(turns, segments);
      console.info(
        `podcast-2spk ${_name}: accuracy ${accuracy.toFixed(3)}, ${seconds.toFixed(2)} s (RTF ${(seconds / 98.3).toFixed(4)})`,
      );
      expect(accuracy).toBeGreaterThanOrEqual(0.9);
      expect(new Set(segments.map((s) => s.speaker)).size).toBe(2);
    },
    30_000,
  );

  it('works on recogniser-style word spans too', async () => {
    const segments = await diarize(wav, { speech: turns.map((t) => ({ start: t.start, end: t.end })) });
    expect(segmentSpeakerAccuracy(turns, segments)).toBeGreaterThanOrEqual(0.9);
  });
});

// Turn changes with no pause at all, rendered with ffmpeg's flite voices (Debian's ffmpeg has them);
// the change detector alone has to find the boundaries.
const hasFlite =
  hasFfmpeg &&
  spawnSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'flite=text=a:voice=slt', '-f', 'null', '-']).status === 0;

describe.skipIf(!hasFlite)('turn changes without pauses', () => {
  it('finds the speaker of every turn', async () => {
    const texts = [
      'Welcome back to the show. Today we talk about batteries and the people who recycle them',
      'Thanks for having me. Our team tests every module and sorts them by health before reuse',
      'How many cabinets have you installed so far, and who buys them from you',
      'About four hundred across two countries. Our biggest customer is a hospital by the sea',
      'That is remarkable. Where can listeners learn more about your work and your courses',
    ];
    const voices = ['slt', 'rms'];
    const parts: Buffer[] = [];
    const turns: RefTurn[] = [];
    let t = 0;
    texts.forEach((text, i) => {
      // Trim the voice's own leading and trailing silence, so one turn runs straight into the next.
      const trim =
        'silenceremove=start_periods=1:start_threshold=-50dB,areverse,silenceremove=start_periods=1:start_threshold=-50dB,areverse';
      const pcm = execFileSync('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        `flite=text='${text}':voice=${voices[i % 2]}`,
        '-af',
        trim,
        '-ar',
        '16000',
        '-ac',
        '1',
        '-f',
        's16le',
        '-',
      ]);
      parts.push(pcm);
      const seconds = pcm.length / 2 / SAMPLE_RATE;
      turns.push({ speaker: voices[i % 2]!, start: t, end: t + seconds });
      t += seconds;
    });
    const all = Buffer.concat(parts);
    const samples = new Float32Array(all.length / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = all.readInt16LE(i * 2) / 32768;
    const wav = join(dir, 'no-pauses.wav');
    writeWav(wav, samples);
    const segments = await diarize(wav, {});
    expect(segmentSpeakerAccuracy(turns, segments)).toBe(1);
    // Every change is found within a third of a second.
    for (const turn of turns.slice(1)) {
      const boundary = segments.find((s) => Math.abs(s.start - turn.start) < 0.35);
      expect(boundary, `change at ${turn.start.toFixed(2)} s`).toBeDefined();
    }
  });
});
