import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFilterGraph, MediaError, renderEdit, segmentsOf, videoWindows } from '../src/index.js';
import { ffmpeg, makeTempDir } from './helpers/make-media.js';

const temp = makeTempDir('render-edit');
const file = (name: string) => join(temp.dir, name);
// Three stretches of a 10 s, 440 Hz tone: 1 + 1.5 + 1 = 3.5 s kept. Every cut is 0.6 ms past a
// whole second, near a crest of the wave: without a fade each join would jump to full level (a click).
const KEPT = [
  { start: 0, end: 1.0006 },
  { start: 3.0006, end: 4.5006 },
  { start: 7.0006, end: 8.0006 },
];
const RATE = 44100;

/** The file decoded to 16-bit mono samples at 44.1 kHz. */
function samples(path: string): Int16Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
}

const peakAround = (s: Int16Array, at: number, radius: number) => {
  let peak = 0;
  for (let i = Math.max(0, at - radius); i < Math.min(s.length, at + radius); i++)
    peak = Math.max(peak, Math.abs(s[i]!));
  return peak;
};

// Real speech (the repository's podcast fixture), 30 s of it turned down by 20 dB: about -40 LUFS.
const SPEECH = join(import.meta.dirname, '../../../fixtures/podcast-2spk.mp3');

/** Integrated loudness (LUFS) and true peak (dBTP) of a file, as ffmpeg's ebur128 meter reads it. */
function meter(path: string): { integrated: number; truePeak: number } {
  const run = spawnSync('ffmpeg', [
    '-nostdin',
    '-hide_banner',
    '-nostats',
    '-i',
    path,
    '-af',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ]);
  const summary = run.stderr.toString().split('Summary:').at(-1)!;
  return {
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}

/** Mean luma (the Y plane as stored, no range conversion) of the 160x120 video's frame at `at` seconds. */
function brightness(path: string, at: number): number {
  const raw = execFileSync('ffmpeg', [
    '-v',
    'error',
    '-ss',
    String(at),
    '-i',
    path,
    '-frames:v',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-f',
    'rawvideo',
    '-',
  ]);
  const luma = raw.subarray(0, 160 * 120);
  return luma.reduce((sum, v) => sum + v, 0) / luma.length;
}

function streams(path: string): { codec_type: string; codec_name: string; pix_fmt?: string; duration: string }[] {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,pix_fmt,duration',
    '-of',
    'json',
    path,
  ]);
  return JSON.parse(out.toString()).streams;
}

beforeAll(() => {
  ffmpeg('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=${RATE}:duration=10`, '-ac', '1', file('tone.wav'));
  // 10 s of 25 fps picture whose brightness says which second it is (20 + 20 per second), with the tone.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'color=c=black:s=160x120:r=25:d=10,geq=lum=20+20*floor(T):cb=128:cr=128'],
    ...['-i', file('tone.wav'), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    file('counter.mp4'),
  );
  ffmpeg('-i', SPEECH, '-t', '30', '-af', 'volume=-20dB', '-c:a', 'libmp3lame', '-b:a', '128k', file('quiet.mp3'));
});
afterAll(() => temp.remove());

describe('renderEdit', () => {
  it('keeps exactly the kept stretches, in one graph, with silence at every join', async () => {
    const out = file('edited.wav');
    const fractions: number[] = [];
    const { duration } = await renderEdit({
      inputPath: file('tone.wav'),
      outputPath: out,
      kept: KEPT,
      format: 'wav',
      fadeMs: 5,
      onProgress: ({ fraction }) => fractions.push(fraction),
    });
    expect(duration).toBeCloseTo(3.5, 2);
    const s = samples(out);
    expect(s.length / RATE).toBeCloseTo(3.5, 2);
    const loud = peakAround(s, Math.round(0.5 * RATE), 200);
    expect(loud).toBeGreaterThan(1000); // the sine source is at 1/8 of full scale
    // At each join (1.0006 s and 2.5006 s into the edit) the fades bring the tone down to near nothing: no click.
    for (const join of [1.0006, 2.5006]) expect(peakAround(s, Math.round(join * RATE), 3)).toBeLessThan(loud * 0.05);
    // 2 ms on either side of a join, the 5 ms fade is under way but not finished.
    expect(peakAround(s, Math.round((1.0006 - 0.002) * RATE), 30)).toBeLessThan(loud * 0.6);
    expect(fractions.at(-1)).toBe(1);
    // No scratch file left beside the output.
    expect(readdirSync(temp.dir).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('writes MP3 and M4A the encoders say they are', async () => {
    for (const format of ['mp3', 'm4a'] as const) {
      const out = file(`edited.${format}`);
      const { duration } = await renderEdit({ inputPath: file('tone.wav'), outputPath: out, kept: KEPT, format });
      expect(Math.abs(duration - 3.5)).toBeLessThan(0.1);
      const codec = execFileSync('ffprobe', [
        '-v',
        'error',
        '-select_streams',
        'a:0',
        '-show_entries',
        'stream=codec_name',
        '-of',
        'csv=p=0',
        out,
      ])
        .toString()
        .trim();
      expect(codec).toBe(format === 'mp3' ? 'mp3' : 'aac');
    }
  });

  it('cuts a video picture and sound in step, as H.264/AAC in MP4', async () => {
    const out = file('edited.mp4');
    const { duration, loudness } = await renderEdit({
      inputPath: file('counter.mp4'),
      outputPath: out,
      kept: KEPT,
      format: 'mp4',
    });
    expect(loudness).toBeNull();
    expect(Math.abs(duration - 3.5)).toBeLessThan(0.1);
    const found = streams(out);
    const picture = found.find((s) => s.codec_type === 'video')!;
    const sound = found.find((s) => s.codec_type === 'audio')!;
    expect(picture).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(sound.codec_name).toBe('aac');
    // Picture and sound are each as long as what was kept: neither runs on past the other.
    expect(Math.abs(Number(picture.duration) - 3.5)).toBeLessThan(0.1);
    expect(Math.abs(Number(sound.duration) - 3.5)).toBeLessThan(0.1);
    // Each stretch shows the seconds it was cut from: 0-1 s (20), 3-4.5 s (80 then 100), 7-8 s (160).
    for (const [at, second] of [
      [0.5, 0],
      [1.5, 3],
      [2.3, 4],
      [3.2, 7],
    ] as const) {
      expect(Math.abs(brightness(out, at) - (20 + 20 * second)), `at ${at} s`).toBeLessThan(6);
    }
    // The index is at the front (+faststart): the moov box comes before the media data.
    const bytes = readFileSync(out).toString('latin1');
    expect(bytes.indexOf('moov')).toBeGreaterThan(0);
    expect(bytes.indexOf('mdat')).toBeGreaterThan(bytes.indexOf('moov'));
  });

  it('normalises a quiet recording to the podcast target in two passes', async () => {
    const before = meter(file('quiet.mp3'));
    expect(before.integrated).toBeLessThan(-30);
    const out = file('normalised.mp3');
    const fractions: number[] = [];
    const { loudness } = await renderEdit({
      inputPath: file('quiet.mp3'),
      outputPath: out,
      kept: [
        { start: 0, end: 12 },
        { start: 14, end: 30 },
      ],
      format: 'mp3',
      loudness: { integrated: -16, truePeak: -1 },
      onProgress: ({ fraction }) => fractions.push(fraction),
    });
    const after = meter(out);
    expect(Math.abs(after.integrated - -16)).toBeLessThanOrEqual(1);
    expect(after.truePeak).toBeLessThanOrEqual(-1 + 0.2);
    // The figure the render reports is the result's, as an independent meter reads it.
    expect(Math.abs(loudness! - after.integrated)).toBeLessThan(0.5);
    // Progress runs once from 0 to 1 across both passes.
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.some((f) => f > 0.1 && f < 0.5)).toBe(true);
    expect(fractions.every((f, i) => i === 0 || f >= fractions[i - 1]!)).toBe(true);
  });

  it('is one segmenting filter and one concat, whatever the number of stretches', () => {
    // Stretches from 0 s: 0-1, 2-3, 4-5, ...; what is between them (and after the last) is dropped.
    const many = Array.from({ length: 300 }, (_, i) => ({ start: i * 2, end: i * 2 + 1 }));
    const graph = editFilterGraph(many, 5);
    expect(graph.match(/asegment=/g)).toHaveLength(1);
    expect(graph.match(/atrim=|asplit=/g)).toBeNull();
    expect(graph.match(/asetpts=/g)).toHaveLength(300);
    expect(graph.match(/anullsink/g)).toHaveLength(300);
    expect(graph.match(/concat=n=300/g)).toHaveLength(1);
    expect(() => editFilterGraph([], 5)).toThrow(RangeError);
    const video = editFilterGraph(many.slice(0, 50), 5, { video: { fps: 30 } });
    expect(video.match(/(?<!a)segment=/g)).toHaveLength(1);
    expect(video.match(/concat=n=50:v=1:a=0/g)).toHaveLength(1);
    expect(video.match(/concat=n=50:v=0:a=1/g)).toHaveLength(1);
  });

  it('cuts at every start and end of a stretch, dropping what is between', () => {
    expect(
      segmentsOf([
        { start: 0, end: 1 },
        { start: 2.5, end: 3 },
      ]),
    ).toEqual({ points: ['1.000000', '2.500000', '3.000000'], pieces: [0, null, 1, null] });
    // A stretch that starts where the last ended needs no dropped piece between; a missing one is skipped.
    expect(segmentsOf([{ start: 1, end: 2 }, null, { start: 2, end: 4 }])).toEqual({
      points: ['1.000000', '2.000000', '4.000000'],
      pieces: [null, 0, 2, null],
    });
  });

  it('keeps the picture within half a frame of the sound after every cut', () => {
    // 50 stretches of awkward lengths at 25 fps: each alone would round by up to half a frame.
    const kept = Array.from({ length: 50 }, (_, i) => ({
      start: 1 + i * 3 + 0.013 * i,
      end: 2.017 + i * 3 + 0.029 * i,
    }));
    const windows = videoWindows(kept, 25);
    let sound = 0;
    let frames = 0;
    kept.forEach((range, i) => {
      sound += range.end - range.start;
      const w = windows[i]!;
      // Whole frames, starting at the frame nearest the stretch's start.
      const count = (w.end - w.start) * 25;
      expect(Math.abs(count - Math.round(count))).toBeLessThan(1e-6);
      expect(Math.abs(w.start + 0.5 / 25 - range.start)).toBeLessThanOrEqual(0.5 / 25 + 1e-9);
      frames += Math.round(count);
      expect(Math.abs(frames / 25 - sound)).toBeLessThanOrEqual(0.5 / 25 + 1e-9);
    });
    // A stretch shorter than half a frame gets no picture of its own.
    expect(videoWindows([{ start: 1, end: 1.01 }], 25)).toEqual([null]);
  });

  it('leaves nothing at the output when the input is not media', async () => {
    const out = file('broken.mp3');
    writeFileSync(file('junk.mp3'), 'not audio');
    await expect(
      renderEdit({ inputPath: file('junk.mp3'), outputPath: out, kept: KEPT, format: 'mp3' }),
    ).rejects.toBeInstanceOf(MediaError);
    expect(existsSync(out)).toBe(false);
  });
});
