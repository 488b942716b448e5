import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReel } from '../src/index.js';
import { ffmpeg, makeTempDir } from './helpers/make-media.js';
import { ocrBand, probeClip } from './helpers/render-checks.js';

const temp = makeTempDir('render-reel');
const file = (name: string) => join(temp.dir, name);

beforeAll(() => {
  // A wide 720p video with sound, the usual upload a reel is cut from.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=4', '-ac', '2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file('talk.mp4')],
  );
});
afterAll(() => temp.remove());

describe('renderReel', () => {
  it.each(['crop', 'blur'] as const)(
    'reframes a wide video to 1080x1920 (%s) with the captions burned in',
    async (framing) => {
      const result = await renderReel({
        videoPath: file('talk.mp4'),
        start: 1,
        end: 3,
        words: [
          { text: 'PODCAST', start: 0, end: 0.7 },
          { text: 'GARDEN', start: 0.7, end: 1.6 },
        ],
        speaker: 'Ada Lovelace',
        title: 'Episode 12: Tomatoes',
        framing,
        outputPath: file(`${framing}.mp4`),
        audioOutputPath: file(`${framing}.m4a`),
      });
      expect(result).toMatchObject({ width: 1080, height: 1920 });
      const clip = probeClip(file(`${framing}.mp4`));
      expect(clip.video).toMatchObject({ codec: 'h264', pixFmt: 'yuv420p', width: 1080, height: 1920 });
      expect(clip.audio?.codec).toBe('aac');
      expect(Math.abs(clip.duration - 2)).toBeLessThanOrEqual(0.1);
      expect(probeClip(file(`${framing}.m4a`)).audio?.codec).toBe('aac');
      // The caption block is centred at y=1340 of the reel layout; the test pattern behind it is
      // busy, so only the longer word is looked for.
      expect(ocrBand(file(`${framing}.mp4`), file(`${framing}.png`), 1, 1220, 240)).toMatch(/GARDEN/);
    },
  );
});
