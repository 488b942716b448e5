import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError, probeMedia } from '../src/index.js';
import { ffmpeg, makeTempDir } from './helpers/make-media.js';

const temp = makeTempDir('probe');
const file = (name: string) => join(temp.dir, name);

beforeAll(() => {
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libmp3lame', '-b:a', '64k', file('tone.mp3'));
  ffmpeg('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100:d=2', file('quiet.wav'));
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=300:duration=2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file('video.mp4')],
  );
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x48:rate=10:duration=2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file('silent-video.mp4'),
  );
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=32x32', '-frames:v', '1', file('picture.png'));
  copyFileSync(file('picture.png'), file('picture.mp4'));
  // An MP3 whose cover picture ffprobe reports as a video stream: still an audio file.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-i', file('picture.png')],
    ...[
      '-map',
      '0',
      '-map',
      '1',
      '-c:a',
      'libmp3lame',
      '-c:v',
      'png',
      '-disposition:v',
      'attached_pic',
      file('cover.mp3'),
    ],
  );
  writeFileSync(file('notes.mp3'), 'These are my show notes, not a recording.\n'.repeat(20));
  writeFileSync(file('empty.mp3'), '');

  // Damage 1: an upload cut off after a few hundred bytes.
  ffmpeg('-f', 'lavfi', '-i', 'sine=duration=20', '-c:a', 'libmp3lame', file('long.mp3'));
  const long = readFileSync(file('long.mp3'));
  writeFileSync(file('cut.mp3'), long.subarray(0, 400));
  // Damage 2: valid headers and first frames, then noise: ffprobe still reports a duration.
  const noise = Buffer.alloc(200_000);
  let seed = 12345; // fixed pseudo-random bytes, so a failure reproduces
  for (let i = 0; i < noise.length; i++) noise[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  writeFileSync(file('noisy.mp3'), Buffer.concat([long.subarray(0, 2000), noise]));
});
afterAll(() => temp.remove());

async function codeOf(path: string): Promise<string> {
  try {
    await probeMedia(path);
    return 'OK';
  } catch (error) {
    if (error instanceof MediaError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe('probeMedia', () => {
  it('reads an MP3 as audio with its duration and codec', async () => {
    const result = await probeMedia(file('tone.mp3'));
    expect(result).toMatchObject({ formatName: 'mp3', kind: 'audio', audioCodec: 'mp3', videoCodec: null });
    expect(result.durationSec).toBeCloseTo(3, 0);
    expect(result.sizeBytes).toBeGreaterThan(10_000);
  });

  it('reads a silent WAV as audio', async () => {
    expect(await probeMedia(file('quiet.wav'))).toMatchObject({
      formatName: 'wav',
      kind: 'audio',
      audioCodec: 'pcm_s16le',
    });
  });

  it('reads a video with sound as video', async () => {
    const result = await probeMedia(file('video.mp4'));
    expect(result).toMatchObject({ kind: 'video', audioCodec: 'aac', videoCodec: 'h264' });
    expect(result.formatName).toContain('mp4');
  });

  it('treats cover art as part of an audio file, not as video', async () => {
    expect(await probeMedia(file('cover.mp3'))).toMatchObject({ kind: 'audio', videoCodec: null });
  });

  it.each([
    ['empty.mp3', 'EMPTY: The file is empty.'],
    ['notes.mp3', 'NOT_MEDIA: This file is not an audio or video file we can read.'],
    ['picture.png', 'NOT_MEDIA: This file is not an audio or video file we can read.'],
    ['picture.mp4', 'NOT_MEDIA: This file is not an audio or video file we can read.'],
    ['silent-video.mp4', 'NO_AUDIO: This video has no audio track to transcribe.'],
    ['cut.mp3', 'CORRUPT: This file looks damaged: its audio could not be decoded.'],
    ['noisy.mp3', 'CORRUPT: This file looks damaged: its audio could not be decoded.'],
  ])('refuses %s', async (name, expected) => {
    expect(await codeOf(file(name))).toBe(expected);
  });

  // Uploads cut off part way keep headers that claim the whole length; the bytes hold a quarter.
  it.each([
    ['an MP3 (Xing frame count)', 'mp3', ['-c:a', 'libmp3lame', '-b:a', '32k']],
    ['an M4A with its index first', 'm4a', ['-c:a', 'aac', '-b:a', '32k', '-movflags', '+faststart']],
    ['a FLAC (STREAMINFO sample count)', 'flac', ['-c:a', 'flac']],
    ['a Matroska video (Duration element)', 'mkv', ['-c:a', 'libopus', '-c:v', 'libx264', '-preset', 'ultrafast']],
  ])(
    'measures a truncated %s by the audio it holds, not by its header',
    { timeout: 30_000 },
    async (_label, ext, codec) => {
      const whole = file(`whole-98s.${ext}`);
      const video = ext === 'mkv' ? ['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=5:duration=98'] : [];
      ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=98', ...video, '-ac', '1', ...codec, whole);
      const bytes = readFileSync(whole);
      const cut = file(`cut-25s.${ext}`);
      writeFileSync(cut, bytes.subarray(0, Math.round((bytes.length * 25) / 98)));
      const claimed = Number(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', cut], {
          encoding: 'utf8',
        }),
      );
      expect(claimed).toBeGreaterThan(90); // what a header-trusting probe would charge
      const result = await probeMedia(cut);
      expect(result.durationSec).toBeGreaterThan(20);
      expect(result.durationSec).toBeLessThan(27);
    },
  );

  it('says to install ffmpeg when ffprobe is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = temp.dir; // nothing called ffprobe in there
    try {
      expect(await codeOf(file('tone.mp3'))).toMatch(/^FFMPEG_MISSING: .*install ffmpeg/);
    } finally {
      process.env.PATH = path;
    }
  });
});
