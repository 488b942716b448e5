import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { progressLineHandler } from '../ffmpeg-progress.js';
import { runTool } from '../run-tool.js';
import { MediaError } from '../types.js';

/** The audio formats an edited render is written in (issue 40). */
export type EditRenderFormat = 'mp3' | 'wav' | 'm4a';

export interface EditRenderInput {
  /** Any media ffmpeg reads; its first audio stream is used. */
  inputPath: string;
  outputPath: string;
  /** The stretches of the input to keep, in seconds, sorted and non-overlapping (planEdit's `kept`). */
  kept: readonly { start: number; end: number }[];
  format: EditRenderFormat;
  /** Length of the fade in and out at every join, in milliseconds (default 5). */
  fadeMs?: number;
  onProgress?: (progress: { fraction: number }) => void;
  signal?: AbortSignal;
}

// 44.1 kHz stereo everywhere: the playback MP3 is that already, and the fades are then exact sample counts.
const SAMPLE_RATE = 44100;
const ENCODERS: Record<EditRenderFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  // The index first, so a player starts before the whole file has arrived.
  m4a: ['-c:a', 'aac', '-b:a', '192k', '-movflags', '+faststart', '-f', 'mp4'],
};

const FAILED = 'Its media could not be read or encoded.';

/**
 * The one filter graph of an edited render: the decoded audio is split once per kept stretch, each
 * copy trimmed to its stretch (sample-accurate), given a fade in and out of `fadeMs` so a join never
 * clicks, and the pieces concatenated. One decode and one encode whatever the number of cuts: a
 * piece's frames outside its stretch are dropped as they pass, and the pieces are consumed in time
 * order, so the graph holds only the frames of the stretch being written (memory flat in length).
 */
export function editFilterGraph(kept: readonly { start: number; end: number }[], fadeMs = 5): string {
  if (kept.length === 0) throw new RangeError('nothing to keep');
  const lines: string[] = [];
  const n = kept.length;
  lines.push(
    `[0:a:0]aresample=${SAMPLE_RATE},aformat=channel_layouts=stereo${n > 1 ? `,asplit=${n}` : ''}${labels('s', n)}`,
  );
  kept.forEach((range, i) => {
    const length = range.end - range.start;
    // A fade never takes more than a third of a short piece, so a short word stays audible.
    const fade = Math.min(fadeMs / 1000, length / 3);
    const filters = [`atrim=start=${range.start.toFixed(6)}:end=${range.end.toFixed(6)}`, 'asetpts=PTS-STARTPTS'];
    if (fade > 0) {
      filters.push(`afade=t=in:st=0:d=${fade.toFixed(6)}`);
      filters.push(`afade=t=out:st=${(length - fade).toFixed(6)}:d=${fade.toFixed(6)}`);
    }
    lines.push(`[s${i}]${filters.join(',')}[p${i}]`);
  });
  lines.push(`${labels('p', n)}concat=n=${n}:v=0:a=1[out]`);
  return lines.join(';\n');
}

const labels = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `[${prefix}${i}]`).join('');

/**
 * Renders the input with only the `kept` stretches, in one ffmpeg run (editFilterGraph), into a
 * temporary name beside the output, renamed into place once ffmpeg has succeeded: an abort or a
 * failure leaves nothing at the output path. The graph goes to a script file beside the output (a
 * long edit's graph is longer than a command line may be). Answers the written file's duration.
 */
export async function renderEdit(job: EditRenderInput): Promise<{ duration: number }> {
  job.signal?.throwIfAborted();
  const partial = (ending: string) =>
    path.join(
      path.dirname(job.outputPath),
      `.${path.basename(job.outputPath)}.${randomBytes(4).toString('hex')}.${ending}`,
    );
  const temp = partial('part');
  const script = partial('graph');
  const duration = job.kept.reduce((sum, r) => sum + (r.end - r.start), 0);
  try {
    await writeFile(script, editFilterGraph(job.kept, job.fadeMs));
    const args = ['-nostdin', '-v', 'error', '-y', '-progress', 'pipe:1', '-i', job.inputPath];
    args.push('-filter_complex_script', script, '-map', '[out]', '-vn', '-sn', '-dn', '-map_metadata', '-1');
    args.push('-ar', String(SAMPLE_RATE), '-ac', '2', ...ENCODERS[job.format], temp);
    const report = job.onProgress;
    const run = await runTool('ffmpeg', args, {
      onStdoutLine: progressLineHandler(duration, report && ((fraction) => report({ fraction }))),
      signal: job.signal,
      maxStderr: 4000,
      // Background work: requests (and their short ffmpeg runs) get the cores first.
      nice: 10,
    });
    if (run.code !== 0) throw new MediaError('CORRUPT', FAILED, `ffmpeg exited with ${run.code}: ${run.stderr.trim()}`);
    const written = await probeDuration(temp);
    await rename(temp, job.outputPath);
    report?.({ fraction: 1 });
    return { duration: written };
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    await rm(script, { force: true });
  }
}

/** The written file's duration as its container states it. */
async function probeDuration(file: string): Promise<number> {
  const run = await runTool('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const seconds = Number(run.stdout.trim());
  if (run.code !== 0 || !Number.isFinite(seconds)) {
    throw new MediaError('CORRUPT', FAILED, `ffprobe could not read the render: ${run.stderr.trim()}`);
  }
  return seconds;
}
