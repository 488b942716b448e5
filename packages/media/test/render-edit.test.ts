import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFilterGraph, MediaError, renderEdit } from '../src/index.js';
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

beforeAll(() => {
  ffmpeg('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=${RATE}:duration=10`, '-ac', '1', file('tone.wav'));
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

  it('is one trim per kept stretch and one concat, whatever their number', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ start: i * 2, end: i * 2 + 1 }));
    const graph = editFilterGraph(many, 5);
    expect(graph.match(/atrim=/g)).toHaveLength(300);
    expect(graph.match(/concat=n=300/g)).toHaveLength(1);
    expect(() => editFilterGraph([], 5)).toThrow(RangeError);
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
