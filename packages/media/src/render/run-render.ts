import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { progressLineHandler } from '../ffmpeg-progress.js';
import { runTool } from '../run-tool.js';
import { MediaError } from '../types.js';
import { escapeFilterValue } from './filter-escape.js';
import { renderFont } from './render-fonts.js';
import type { RenderProgress, RenderResult } from './render-types.js';

/** One render as ffmpeg runs it: the inputs, the picture's filtergraph, where the sound comes from. */
export interface RenderJob {
  /** Input arguments, every `-i` with its options. */
  inputs: string[];
  /** The filtergraph; it must end in the label `[v]`. `ass` is the filter that draws the captions. */
  graph: (ass: string) => string;
  /** The subtitle script (ass-script.ts). */
  assScript: string;
  /** The audio stream to encode, as a -map specifier (`1:a:0`). */
  audio: string;
  /** Constant output frame rate; absent: the source's. */
  frameRate?: number;
  duration: number;
  width: number;
  height: number;
  outputPath: string;
  audioOutputPath?: string;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
}

// AAC-LC 44.1 kHz stereo at 128 kb/s: what every phone and social site takes.
const AUDIO_CODEC = ['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2'];
// H.264 High, yuv420p (players refuse 4:4:4), veryfast: the frames are mostly still, so the faster
// presets lose little size and keep a 30 s square audiogram well inside its 10 s budget on 2 cores.
const VIDEO_CODEC = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-profile:v',
  'high',
  '-pix_fmt',
  'yuv420p',
];
// The index first, so phones start playing before the whole file has arrived.
const MP4 = ['-movflags', '+faststart', '-f', 'mp4'];

// CORRUPT: a render fails on media ffmpeg cannot read; the codes are a closed list the server maps.
const FAILED = 'Its media could not be read or encoded.';

/**
 * Runs one ffmpeg process that writes the MP4 (and the M4A when asked) under temporary names beside
 * the outputs, and renames them into place only once ffmpeg has succeeded: an abort or a failure
 * leaves nothing at the output paths. Its scratch file (the caption script) is also written beside
 * the outputs, in the folder the caller chose (the server's is under DATA_DIR/work, which it
 * empties after a crash), never in the system's temporary folder, where a killed render left it.
 */
export async function runRender(job: RenderJob): Promise<RenderResult> {
  job.signal?.throwIfAborted();
  const partial = (target: string, ending = 'part') =>
    path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(4).toString('hex')}.${ending}`);
  const videoTemp = partial(job.outputPath);
  const audioTemp = job.audioOutputPath ? partial(job.audioOutputPath) : undefined;
  const assPath = partial(job.outputPath, 'ass');
  try {
    await writeFile(assPath, job.assScript);
    const font = renderFont();
    const ass = `ass=filename=${escapeFilterValue(assPath)}${font.dir ? `:fontsdir=${escapeFilterValue(font.dir)}` : ''}`;
    const duration = job.duration.toFixed(3);

    const args = ['-nostdin', '-v', 'error', '-y', '-progress', 'pipe:1', ...job.inputs];
    args.push('-filter_complex', job.graph(ass));
    args.push('-map', '[v]', '-map', job.audio, '-t', duration);
    if (job.frameRate) args.push('-r', String(job.frameRate));
    args.push(...VIDEO_CODEC, ...AUDIO_CODEC, ...MP4, videoTemp);
    if (audioTemp) args.push('-map', job.audio, '-vn', '-t', duration, ...AUDIO_CODEC, ...MP4, audioTemp);

    const report = job.onProgress;
    const run = await runTool('ffmpeg', args, {
      onStdoutLine: progressLineHandler(job.duration, report && ((fraction) => report({ fraction }))),
      signal: job.signal,
      maxStderr: 4000,
      // A render is background work: requests (and their short ffmpeg runs) get the cores first.
      nice: 10,
    });
    if (run.code !== 0) throw new MediaError('CORRUPT', FAILED, `ffmpeg exited with ${run.code}: ${run.stderr.trim()}`);

    const written = await outputDuration(videoTemp);
    if (audioTemp) await rename(audioTemp, job.audioOutputPath!);
    await rename(videoTemp, job.outputPath);
    report?.({ fraction: 1 });
    return { duration: written, width: job.width, height: job.height };
  } catch (error) {
    await Promise.all([videoTemp, audioTemp].map((file) => file && rm(file, { force: true })));
    throw error;
  } finally {
    await rm(assPath, { force: true });
  }
}

/** The written file's duration as its container states it. */
async function outputDuration(file: string): Promise<number> {
  const run = await runTool('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const seconds = Number(run.stdout.trim());
  if (run.code !== 0 || !Number.isFinite(seconds)) {
    throw new MediaError('CORRUPT', FAILED, `ffprobe could not read the render: ${run.stderr.trim()}`);
  }
  return seconds;
}
