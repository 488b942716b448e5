import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { progressLineHandler } from '../ffmpeg-progress.js';
import { runTool } from '../run-tool.js';
import { MediaError } from '../types.js';

/** The formats an edited render is written in (issue 40): audio, or MP4 video of a video's picture and sound. */
export type EditRenderFormat = 'mp3' | 'wav' | 'm4a' | 'mp4';

/** A loudness to normalise to: integrated loudness (LUFS) and the true-peak ceiling (dBTP). */
export interface LoudnessTarget {
  integrated: number;
  truePeak: number;
}

export interface EditRenderInput {
  /** Any media ffmpeg reads; its first audio stream is used (and for `mp4` its first video stream). */
  inputPath: string;
  outputPath: string;
  /** The stretches of the input to keep, in seconds, sorted and non-overlapping (planEdit's `kept`). */
  kept: readonly { start: number; end: number }[];
  format: EditRenderFormat;
  /** Length of the fade in and out at every join, in milliseconds (default 5). */
  fadeMs?: number;
  /** Normalise the result to this loudness, in two passes (measure, then apply); absent: as recorded. */
  loudness?: LoudnessTarget;
  onProgress?: (progress: { fraction: number }) => void;
  signal?: AbortSignal;
}

// 44.1 kHz stereo everywhere: the playback MP3 is that already, and the fades are then exact sample counts.
const SAMPLE_RATE = 44100;
const AAC = ['-c:a', 'aac', '-b:a', '192k'];
/*
 * Video is H.264 at x264's `ultrafast` preset, CRF 23 (x264's default quality). The budget (issue 40)
 * is a render within the video's length on a 2-core machine that also serves requests. Re-encoding
 * a minute of 1080p30 test picture there, with other work beside it, took 0.5 x its length at
 * ultrafast, 1.3 x at superfast and 2.3 x at veryfast: only ultrafast keeps within the budget with
 * margin (the edited 10-minute bench video: 0.38 x). Its price is size (no CABAC, fewer reference
 * frames: that test picture came out 3 times the bytes of veryfast at the same CRF; calm speaker
 * footage far less), which a download can afford better than a render over its length. yuv420p:
 * the only H.264 chroma format browsers, phones and QuickTime all play.
 */
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p'];
// The index first (+faststart), so a player starts before the whole file has arrived.
const MP4 = ['-movflags', '+faststart', '-f', 'mp4'];
const ENCODERS: Record<EditRenderFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3'],
  wav: ['-c:a', 'pcm_s16le', '-f', 'wav'],
  m4a: [...AAC, ...MP4],
  mp4: [...H264, ...AAC, ...MP4],
};
/**
 * The loudness range loudnorm may leave: wide, so that speech is normalised by one gain (its
 * linear mode) as long as its true peak allows, rather than compressed to loudnorm's default 7 LU.
 */
const LOUDNESS_RANGE = 20;

const FAILED = 'Its media could not be read or encoded.';

export interface EditGraphOptions {
  /** Also cut the first video stream, whose frame rate this is, in step with the audio (output `[vout]`). */
  video?: { fps: number };
  /** Audio filters applied to the joined audio before it leaves as `[out]` (loudness). */
  audioTail?: string;
}

/**
 * The stretch of the picture kept with each audio stretch, as a window of frame times, or null
 * when the stretch is shorter than half a frame. A picture can only be cut between frames, so each
 * piece is a whole number of frames, counted so that the picture's running length after piece i
 * is the audio's running length rounded to a frame: wherever the edit is, picture and sound are
 * within half a frame of each other, however many cuts there are. (Cutting each piece of picture
 * to its own stretch would round each piece on its own, and the errors add up over the cuts.) A
 * piece starts at the frame nearest its stretch's start, or after the previous piece's last frame
 * when a cut is shorter than a frame. The window's edges sit half a frame off the frame times, so
 * which frames it takes never hangs on rounding.
 */
export function videoWindows(
  kept: readonly { start: number; end: number }[],
  fps: number,
): ({ start: number; end: number } | null)[] {
  let before = 0;
  let framesBefore = 0;
  let nextFrame = 0;
  return kept.map((range) => {
    before += range.end - range.start;
    const framesAfter = Math.round(before * fps);
    const count = framesAfter - framesBefore;
    framesBefore = framesAfter;
    if (count <= 0) return null;
    const first = Math.max(Math.round(range.start * fps), nextFrame);
    nextFrame = first + count;
    return { start: Math.max(0, (first - 0.5) / fps), end: (first + count - 0.5) / fps };
  });
}

/**
 * How ffmpeg's segment filters (asegment, segment) cut a stream into the ranges: the times to cut
 * at, and for each segment between them the range it is (its index), or null for a stretch that
 * is dropped. Ranges are sorted and do not overlap; times are rounded to the microsecond.
 */
export function segmentsOf(ranges: readonly ({ start: number; end: number } | null)[]): {
  points: string[];
  pieces: (number | null)[];
} {
  const points: string[] = [];
  const pieces: (number | null)[] = [];
  const micro = (t: number) => Math.round(t * 1e6);
  let at = 0;
  ranges.forEach((range, i) => {
    if (!range) return;
    const start = micro(range.start);
    if (start > at) {
      pieces.push(null);
      points.push((start / 1e6).toFixed(6));
    }
    pieces.push(i);
    at = Math.max(start, micro(range.end));
    points.push((at / 1e6).toFixed(6));
  });
  // What follows the last range.
  pieces.push(null);
  return { points, pieces };
}

/**
 * The one filter graph of an edited render: the decoded audio is cut at every start and end of a
 * kept stretch by one asegment filter (sample-accurate: a frame across a cut is split there), each
 * kept piece given a fade in and out of `fadeMs` so a join never clicks, the pieces between them
 * dropped, and the kept ones concatenated. One decode and one encode whatever the number of cuts,
 * and each frame goes to the one piece it belongs to: a split into a trim per piece (asplit +
 * atrim) hands every frame to every piece, which made 300 cuts cost 14 times the CPU of 10. The
 * pieces are consumed in time order, so the graph holds only the frames being written (memory
 * flat in length).
 *
 * With `video`, the picture is cut the same way (segment + setpts) to the frames of videoWindows,
 * and concatenated on its own beside the sound. Not one concat of both (v=1:a=1): that starts each
 * stretch of both after the longer of the two, which keeps them in step but pads the sound with up
 * to a frame of silence at every join (a 50-cut video came out 0.4 s longer than what was kept).
 * The picture has no fade: a cut in a video is a cut.
 */
export function editFilterGraph(
  kept: readonly { start: number; end: number }[],
  fadeMs = 5,
  options: EditGraphOptions = {},
): string {
  if (kept.length === 0) throw new RangeError('nothing to keep');
  const lines: string[] = [];
  const n = kept.length;
  const audio = segmentsOf(kept);
  lines.push(
    `[0:a:0]aresample=${SAMPLE_RATE},aformat=channel_layouts=stereo,` +
      `asegment=timestamps=${audio.points.join('|')}${labels('g', audio.pieces.length)}`,
  );
  audio.pieces.forEach((i, segment) => {
    if (i === null) return lines.push(`[g${segment}]anullsink`);
    const range = kept[i]!;
    const length = range.end - range.start;
    // A fade never takes more than a third of a short piece, so a short word stays audible.
    const fade = Math.min(fadeMs / 1000, length / 3);
    const filters = ['asetpts=PTS-STARTPTS'];
    if (fade > 0) {
      filters.push(`afade=t=in:st=0:d=${fade.toFixed(6)}`);
      filters.push(`afade=t=out:st=${(length - fade).toFixed(6)}:d=${fade.toFixed(6)}`);
    }
    lines.push(`[g${segment}]${filters.join(',')}[p${i}]`);
  });
  const joined = options.audioTail ? '[joined]' : '[out]';
  lines.push(`${labels('p', n)}concat=n=${n}:v=0:a=1${joined}`);
  if (options.audioTail) lines.push(`[joined]${options.audioTail}[out]`);
  if (options.video) {
    const windows = videoWindows(kept, options.video.fps);
    const picture = segmentsOf(windows);
    const shown = picture.pieces.filter((i) => i !== null);
    if (shown.length === 0) throw new RangeError('no whole frame to keep');
    lines.push(`[0:v:0]segment=timestamps=${picture.points.join('|')}${labels('h', picture.pieces.length)}`);
    picture.pieces.forEach((i, segment) => {
      lines.push(i === null ? `[h${segment}]nullsink` : `[h${segment}]setpts=PTS-STARTPTS[q${i}]`);
    });
    // x264 in 4:2:0 needs even dimensions; a picture that has them passes through untouched.
    const inputs = shown.map((i) => `[q${i}]`).join('');
    lines.push(`${inputs}concat=n=${shown.length}:v=1:a=0,scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p[vout]`);
  }
  return lines.join(';\n');
}

const labels = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `[${prefix}${i}]`).join('');

/** What loudnorm's first pass measured of the edited audio (its print_format=json figures). */
interface LoudnessMeasure {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

const loudnormTarget = (t: LoudnessTarget) => `I=${t.integrated}:TP=${t.truePeak}:LRA=${LOUDNESS_RANGE}`;

/** The first pass's filter: measures only, printing its figures as JSON when the stream ends. */
const measureFilter = (t: LoudnessTarget) => `loudnorm=${loudnormTarget(t)}:print_format=json`;

/**
 * The second pass's filter: the measured figures make loudnorm apply one gain to the whole (linear)
 * when the true-peak ceiling allows it, else its dynamic mode; loudnorm works at 192 kHz, so the
 * result is resampled back to the render's rate before it is encoded.
 */
const applyFilter = (t: LoudnessTarget, m: LoudnessMeasure) =>
  `loudnorm=${loudnormTarget(t)}:measured_I=${m.input_i}:measured_TP=${m.input_tp}:measured_LRA=${m.input_lra}` +
  `:measured_thresh=${m.input_thresh}:offset=${m.target_offset}:linear=true:print_format=json,` +
  `aresample=${SAMPLE_RATE}`;

/** The last JSON object loudnorm printed to stderr, or undefined. */
function loudnormReport(stderr: string): Record<string, string> | undefined {
  const end = stderr.lastIndexOf('}');
  const start = stderr.lastIndexOf('{', end);
  if (start < 0 || end < 0) return undefined;
  try {
    return JSON.parse(stderr.slice(start, end + 1)) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/**
 * Renders the input with only the `kept` stretches, in one ffmpeg run (editFilterGraph), into a
 * temporary name beside the output, renamed into place once ffmpeg has succeeded: an abort or a
 * failure leaves nothing at the output path. The graph goes to a script file beside the output (a
 * long edit's graph is longer than a command line may be). Answers the written file's duration and,
 * when normalised, the integrated loudness (LUFS) loudnorm measured of the result.
 *
 * With a `loudness` target it takes two runs: the first decodes and cuts the audio only (the same
 * graph without the picture) and measures it; the second renders with loudnorm applying those
 * figures. Progress covers both: the first is given the share of the work it roughly takes.
 */
export async function renderEdit(job: EditRenderInput): Promise<{ duration: number; loudness: number | null }> {
  job.signal?.throwIfAborted();
  const partial = (ending: string) =>
    path.join(
      path.dirname(job.outputPath),
      `.${path.basename(job.outputPath)}.${randomBytes(4).toString('hex')}.${ending}`,
    );
  const temp = partial('part');
  const script = partial('graph');
  const duration = job.kept.reduce((sum, r) => sum + (r.end - r.start), 0);
  const video = job.format === 'mp4';
  const report = job.onProgress;
  // The measuring run decodes and filters what the render does but encodes nothing: next to an
  // audio encode it is a little under half the work, next to a video encode a small part.
  const measureShare = job.loudness ? (video ? 0.1 : 0.4) : 0;
  const progressFrom = (from: number, share: number) =>
    report && ((fraction: number) => report({ fraction: from + fraction * share }));
  const ffmpegRun = async (args: string[], onFraction: ((fraction: number) => void) | undefined) => {
    const run = await runTool(
      'ffmpeg',
      ['-nostdin', '-hide_banner', '-nostats', '-y', '-progress', 'pipe:1', ...args],
      {
        onStdoutLine: progressLineHandler(duration, onFraction),
        signal: job.signal,
        maxStderr: 16_000,
        // Background work: requests (and their short ffmpeg runs) get the cores first.
        nice: 10,
      },
    );
    if (run.code !== 0) throw new MediaError('CORRUPT', FAILED, `ffmpeg exited with ${run.code}: ${run.stderr.trim()}`);
    return run;
  };
  try {
    let tail: string | undefined;
    if (job.loudness) {
      await writeFile(script, editFilterGraph(job.kept, job.fadeMs, { audioTail: measureFilter(job.loudness) }));
      // loudnorm prints its figures at the info level; everything else stays at warnings.
      const args = ['-v', 'info', '-i', job.inputPath, '-filter_complex_script', script, '-map', '[out]'];
      const run = await ffmpegRun([...args, '-f', 'null', '-'], progressFrom(0, measureShare));
      const measured = loudnormReport(run.stderr);
      if (!measured || !Number.isFinite(Number(measured.input_i))) {
        throw new MediaError('CORRUPT', FAILED, `loudnorm gave no measurement: ${run.stderr.slice(-2000)}`);
      }
      // Silence measures -inf (or loudnorm's floor of -70): no gain can bring it to a target; it is left as it is.
      if (Number(measured.input_i) > -70) tail = applyFilter(job.loudness, measured as unknown as LoudnessMeasure);
    }
    const picture = video ? { fps: await frameRate(job.inputPath) } : undefined;
    await writeFile(script, editFilterGraph(job.kept, job.fadeMs, { video: picture, audioTail: tail }));
    const args = ['-v', tail ? 'info' : 'error', '-i', job.inputPath, '-filter_complex_script', script];
    args.push(...(video ? ['-map', '[vout]'] : ['-vn']), '-map', '[out]', '-sn', '-dn', '-map_metadata', '-1');
    args.push('-ar', String(SAMPLE_RATE), '-ac', '2', ...ENCODERS[job.format], temp);
    const run = await ffmpegRun(args, progressFrom(measureShare, 1 - measureShare));
    const loudness = tail ? Number(loudnormReport(run.stderr)?.output_i) : null;
    if (loudness !== null && !Number.isFinite(loudness)) {
      throw new MediaError(
        'CORRUPT',
        FAILED,
        `loudnorm reported no loudness of the result: ${run.stderr.slice(-2000)}`,
      );
    }
    const written = await probeDuration(temp);
    await rename(temp, job.outputPath);
    report?.({ fraction: 1 });
    return { duration: written, loudness };
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    await rm(script, { force: true });
  }
}

/** The frame rate of the input's first video stream (its average; a variable rate is rounded to it). */
async function frameRate(file: string): Promise<number> {
  const run = await runTool('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=avg_frame_rate,r_frame_rate'],
    ...['-of', 'csv=p=0', file],
  ]);
  const rates = run.stdout
    .trim()
    .split(/[,\n]/)
    .map((text) => {
      const [num, den] = text.split('/').map(Number);
      return num! / (den || 1);
    })
    .filter((rate) => Number.isFinite(rate) && rate > 0);
  if (run.code !== 0 || rates.length === 0) {
    throw new MediaError('CORRUPT', FAILED, `ffprobe found no video frame rate: ${run.stderr.trim()}`);
  }
  return rates[0]!;
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
