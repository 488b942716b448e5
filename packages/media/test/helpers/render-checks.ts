import { execFileSync } from 'node:child_process';
import { ffmpeg } from './make-media.js';

/** What a rendered clip holds, read back with ffprobe. */
export interface ClipStreams {
  duration: number;
  video?: { codec: string; profile: string; pixFmt: string; width: number; height: number };
  audio?: { codec: string; sampleRate: number; channels: number };
}

export function probeClip(path: string): ClipStreams {
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name,profile,pix_fmt,width,height,sample_rate,channels',
      '-of',
      'json',
      path,
    ],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(out) as { format: { duration: string }; streams: Array<Record<string, string | number>> };
  const v = json.streams.find((s) => s.codec_type === 'video');
  const a = json.streams.find((s) => s.codec_type === 'audio');
  return {
    duration: Number(json.format.duration),
    video: v && {
      codec: String(v.codec_name),
      profile: String(v.profile),
      pixFmt: String(v.pix_fmt),
      width: Number(v.width),
      height: Number(v.height),
    },
    audio: a && { codec: String(a.codec_name), sampleRate: Number(a.sample_rate), channels: Number(a.channels) },
  };
}

/**
 * The text tesseract reads in a horizontal band of the frame at `time` (`top` and `height` in
 * pixels). The band is made grey and inverted first: tesseract reads dark text on light best.
 */
export function ocrBand(video: string, png: string, time: number, top: number, height: number): string {
  ffmpeg(
    '-ss',
    String(time),
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    `crop=iw:${height}:0:${top},format=gray,negate`,
    png,
  );
  return execFileSync('tesseract', [png, '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}
