import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseMedia, probeMedia, readWavInfo, toPlaybackAudio, toRecognitionWav } from '../src/index.js';
import { ffmpeg, makeTempDir } from './helpers/make-media.js';

const temp = makeTempDir('normalise');
const file = (name: string) => join(temp.dir, name);

beforeAll(() => {
  // Stereo 44.1 kHz video with sound: the recogniser must still get 16 kHz mono.
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=44100:duration=4', '-ac', '2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file('talk.mp4')],
  );
});
afterAll(() => temp.remove());

describe('normaliseMedia', () => {
  it('writes the 16 kHz mono WAV and the MP3 in one run, reporting progress up to 1', async () => {
    const progress: number[] = [];
    await normaliseMedia(file('talk.mp4'), {
      wavPath: file('talk.wav'),
      playbackPath: file('talk-play.mp3'),
      durationSec: 4,
      onProgress: (f) => progress.push(f),
    });

    const wav = await readWavInfo(file('talk.wav'));
    expect(wav).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16, blockAlign: 2, dataOffset: 44 });
    expect(wav.durationSec).toBeCloseTo(4, 1);

    const mp3 = await probeMedia(file('talk-play.mp3'));
    expect(mp3).toMatchObject({ formatName: 'mp3', kind: 'audio', audioCodec: 'mp3' });
    expect(mp3.durationSec).toBeCloseTo(4, 0);

    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('has single-output forms', async () => {
    await toRecognitionWav(file('talk.mp4'), file('only.wav'), { durationSec: 4 });
    await toPlaybackAudio(file('talk.mp4'), file('only.mp3'), { durationSec: 4 });
    expect((await readWavInfo(file('only.wav'))).sampleRate).toBe(16000);
    expect((await probeMedia(file('only.mp3'))).audioCodec).toBe('mp3');
  });

  it('stops ffmpeg when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      toRecognitionWav(file('talk.mp4'), file('never.wav'), { durationSec: 4, signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
  });
});
