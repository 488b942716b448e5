import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAudiogram, renderReel } from '../src/index.js';
import { ffmpeg, makeTempDir } from './helpers/make-media.js';

/**
 * Captions, titles and speaker names in every script the product supports, burned in by libass
 * with the fonts scripts/lib/system-packages.mjs installs (fonts-noto-cjk, fonts-noto-core,
 * fonts-symbola). A script without a font is drawn as nothing or as empty boxes, exactly as a
 * character no font has is; so each word is rendered and compared with the same frame showing as
 * many such characters instead: the word must put ink on the frame and differ from that.
 */
const temp = makeTempDir('render-scripts');
const file = (name: string) => join(temp.dir, name);

// Characters in no font (plane 16 private use; an unassigned Greek code point), standing in for a
// script without a font. Each replaces a character the caption fitting gives the same width, so
// the replaced text is laid out on the same lines.
const NO_FONT = '\u{10fffd}';
const NO_FONT_NARROW = '\u0378';
const noFont = (text: string) =>
  [...text].map((c) => (c === ' ' ? c : c.codePointAt(0)! > 0x2e7f ? NO_FONT : NO_FONT_NARROW)).join('');

const SCRIPTS = [
  ['Latin', 'Garden'],
  ['Japanese', 'こんにちは'],
  ['Chinese', '你好世界'],
  ['Korean', '안녕하세요'],
  ['Arabic', 'مرحبا بالعالم'],
  ['Hindi', 'नमस्ते दुनिया'],
  ['emoji', '🚀🎉👍'],
] as const;

/** The grey pixels of a horizontal band of the frame at 0.2 s. */
function band(video: string, top: number, height: number): Buffer {
  return execFileSync(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-ss', '0.2', '-i', video, '-frames:v', '1'],
      ...['-vf', `crop=iw:${height}:0:${top},format=gray`, '-f', 'rawvideo', '-'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Pixels of text: the captions are white on a dark background. */
const ink = (pixels: Buffer) => pixels.filter((v) => v > 180).length;
const differing = (a: Buffer, b: Buffer) => a.filter((v, i) => Math.abs(v - b[i]!) > 60).length;

let count = 0;
async function audiogram(caption: string, speaker = 'Ada'): Promise<string> {
  const outputPath = file(`audiogram-${count++}.mp4`);
  await renderAudiogram({
    audioPath: file('tone.mp3'),
    start: 0,
    end: 0.4,
    words: caption.split(' ').map((text) => ({ text, start: 0, end: 0.4 })),
    speaker,
    title: 'Episode',
    shape: 'square',
    background: { id: 'midnight', kind: 'colour' },
    outputPath,
  });
  return outputPath;
}

// The square layout's caption block is centred at y=500; the speaker's name is drawn near y=160.
const captionBand = (video: string) => band(video, 380, 240);
const speakerBand = (video: string) => band(video, 130, 80);

beforeAll(() => {
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:sample_rate=44100:duration=1',
    '-c:a',
    'libmp3lame',
    file('tone.mp3'),
  );
  // A plain dark video, so the captions are the only ink on the frame.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'color=c=0x1a2030:size=640x360:rate=25:duration=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file('dark.mp4')],
  );
});
afterAll(() => temp.remove());

describe('burned-in text in every script', () => {
  it.each(SCRIPTS)('draws %s captions in an audiogram (%s)', async (_, text) => {
    const drawn = captionBand(await audiogram(text));
    const missing = captionBand(await audiogram(noFont(text)));
    expect(ink(drawn)).toBeGreaterThan(400);
    expect(differing(drawn, missing)).toBeGreaterThan(400);
  });

  it('shapes Arabic: joined letters are drawn differently from the same letters kept apart', async () => {
    const word = 'مرحبا';
    const joined = captionBand(await audiogram(word));
    // A zero-width non-joiner between letters stops them joining: their isolated forms.
    const apart = captionBand(await audiogram([...word].join('\u200c')));
    expect(differing(joined, apart)).toBeGreaterThan(400);
  });

  it('draws an emoji in the speaker’s name', async () => {
    const withEmoji = speakerBand(await audiogram('Garden', 'Aiko 🎙️'));
    const withoutFont = speakerBand(await audiogram('Garden', `Aiko ${NO_FONT}`));
    expect(differing(withEmoji, withoutFont)).toBeGreaterThan(50);
  });

  it('draws every script of a mixed caption burned into a reel', async () => {
    const render = async (caption: string, name: string) => {
      await renderReel({
        videoPath: file('dark.mp4'),
        start: 0,
        end: 0.4,
        words: caption.split(' ').map((text) => ({ text, start: 0, end: 0.4 })),
        speaker: 'Aiko 🎙️',
        title: 'Call 東京 مرحبا',
        framing: 'crop',
        outputPath: file(name),
      });
      // The reel's caption block is centred at y=1340.
      return band(file(name), 1180, 320);
    };
    // A word per script, all on one caption page; the word of each script is replaced in turn by
    // characters no font has, as a missing font would leave it.
    const words = [
      ['Latin', 'Hi'],
      ['Japanese', 'こんにちは'],
      ['Korean', '세계'],
      ['Arabic', 'مرحبا'],
      ['Hindi', 'नमस्ते'],
      ['emoji', '🚀'],
    ];
    const all = await render(words.map(([, w]) => w).join(' '), 'reel-all.mp4');
    expect(ink(all)).toBeGreaterThan(2000);
    for (let i = 1; i < words.length; i++) {
      const without = words.map(([, w], j) => (j === i ? noFont(w!) : w)).join(' ');
      expect(differing(all, await render(without, `reel-${i}.mp4`)), words[i]![0]).toBeGreaterThan(300);
    }
  });
});
