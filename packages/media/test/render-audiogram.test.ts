import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIOGRAM_SHAPES } from '@scriptloom/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backgroundById,
  MediaError,
  renderAudiogram,
  type AudiogramRenderInput,
  type RenderShape,
} from '../src/index.js';
import { ffmpeg, makeTempDir } from './helpers/make-media.js';
import { ocrBand, probeClip } from './helpers/render-checks.js';

const temp = makeTempDir('render-audiogram');
const file = (name: string) => join(temp.dir, name);
// Big plain words tesseract reads reliably, timed from the clip's start.
const WORDS = [
  { text: 'PODCAST', start: 0.1, end: 0.8 },
  { text: 'GARDEN', start: 0.8, end: 1.5 },
  { text: 'GROWS', start: 1.5, end: 2.2 },
];
// A 2.5 s clip from 0.5 s into a 4 s tone: real frame sizes, short enough to keep the file fast.
const CLIP = { start: 0.5, end: 3 };

function input(shape: RenderShape, name: string, extra: Partial<AudiogramRenderInput> = {}): AudiogramRenderInput {
  return {
    audioPath: file('tone.mp3'),
    ...CLIP,
    words: WORDS,
    speaker: 'Ada Lovelace',
    title: 'Episode 12: Tomatoes',
    shape,
    background: { id: 'midnight', kind: 'colour' },
    outputPath: file(name),
    ...extra,
  };
}

beforeAll(() => {
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:sample_rate=44100:duration=4',
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    file('tone.mp3'),
  );
});
afterAll(() => temp.remove());

describe('renderAudiogram', () => {
  it('renders a square H.264/AAC MP4 with the captions burned in, and the clip audio as M4A', async () => {
    const progress: number[] = [];
    const result = await renderAudiogram(
      input('square', 'square.mp4', {
        background: backgroundById('studio-glow')!,
        audioOutputPath: file('square.m4a'),
        onProgress: (p) => progress.push(p.fraction),
      }),
    );
    expect(result).toMatchObject({ width: 1080, height: 1080 });
    expect(result.duration).toBeCloseTo(2.5, 1);
    const clip = probeClip(file('square.mp4'));
    expect(clip.video).toEqual({ codec: 'h264', profile: 'High', pixFmt: 'yuv420p', width: 1080, height: 1080 });
    expect(clip.audio).toMatchObject({ codec: 'aac', sampleRate: 44100 });
    expect(Math.abs(clip.duration - 2.5)).toBeLessThanOrEqual(0.1);
    const audio = probeClip(file('square.m4a'));
    expect(audio.video).toBeUndefined();
    expect(audio.audio?.codec).toBe('aac');
    expect(Math.abs(audio.duration - 2.5)).toBeLessThanOrEqual(0.1);
    expect(progress.at(-1)).toBe(1);

    // "GARDEN" is said from 0.8 s: the caption block is centred at y=500 of the square layout.
    const text = ocrBand(file('square.mp4'), file('square-ocr.png'), 1.1, 380, 240);
    expect(text).toMatch(/GARDEN/);
    expect(text).toMatch(/PODCAST/);
  });

  it.each([
    ['portrait', 'sunset'],
    ['landscape', 'ripples'],
  ] as const)('renders %s at its size, on the %s background', async (shape, background) => {
    const captions = shape === 'portrait' ? false : undefined;
    const result = await renderAudiogram(
      input(shape, `${shape}.mp4`, { background: backgroundById(background)!, captions }),
    );
    const { width, height } = AUDIOGRAM_SHAPES[shape];
    expect(result).toMatchObject({ width, height });
    const clip = probeClip(file(`${shape}.mp4`));
    expect(clip.video).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', width, height });
    expect(clip.audio?.codec).toBe('aac');
    expect(Math.abs(clip.duration - 2.5)).toBeLessThanOrEqual(0.1);
    if (captions === false) {
      // Without captions the caption band (centred at y=900 in portrait) holds no words.
      expect(ocrBand(file(`${shape}.mp4`), file(`${shape}-ocr.png`), 1.1, 780, 240)).not.toMatch(/GARDEN|PODCAST/);
    }
  });

  it('stops ffmpeg when aborted and leaves no file behind', async () => {
    const controller = new AbortController();
    const outputs = () => readdirSync(temp.dir).filter((name) => name.startsWith('aborted') || name.includes('.part'));
    const render = renderAudiogram(
      input('square', 'aborted.mp4', { audioOutputPath: file('aborted.m4a'), signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 150);
    await expect(render).rejects.toThrow(/abort/i);
    expect(outputs()).toEqual([]);
  });

  it("keeps its scratch beside its outputs, never in the system's temporary folder", async () => {
    // os.tmpdir() reads TMPDIR on each call: an empty folder of our own shows what a render puts there.
    const systemTemp = file('system-temp');
    const outputs = file('outputs');
    mkdirSync(systemTemp);
    mkdirSync(outputs);
    const before = process.env.TMPDIR;
    process.env.TMPDIR = systemTemp;
    const seen: { systemTemp: string[]; outputs: string[] }[] = [];
    try {
      await renderAudiogram(
        input('square', 'outputs/clip.mp4', {
          onProgress: () => {
            if (seen.length === 0) seen.push({ systemTemp: readdirSync(systemTemp), outputs: readdirSync(outputs) });
          },
        }),
      );
    } finally {
      // Assigning undefined would set the text "undefined": unset it instead.
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
    // While ffmpeg ran, its caption script sat beside the output it was writing.
    expect(seen[0]?.systemTemp).toEqual([]);
    expect(seen[0]?.outputs.some((name) => /^\.clip\.mp4\.[0-9a-f]+\.ass$/.test(name))).toBe(true);
    expect(readdirSync(systemTemp)).toEqual([]);
    expect(readdirSync(outputs)).toEqual(['clip.mp4']);
  });

  it('throws a MediaError whose message hides ffmpeg and whose detail keeps it', async () => {
    const error = await renderAudiogram(input('square', 'missing.mp4', { audioPath: file('missing.mp3') })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).message).not.toMatch(/missing\.mp3|ffmpeg/);
    expect((error as MediaError).detail).toMatch(/missing\.mp3/);
    expect(existsSync(file('missing.mp4'))).toBe(false);
  });
});
