import { readWavInfo } from './read-wav-info.js';
import { runTool } from './run-tool.js';
import type { TimeSpan } from './types.js';

export interface SilenceOptions {
  /** Below this level (dBFS) counts as silence. */
  noiseDb?: number;
  /** Shorter quiet gaps are ignored. */
  minSilenceSec?: number;
  signal?: AbortSignal;
}

/**
 * Quiet stretches of a WAV file, from ffmpeg's silencedetect filter. The log lines are parsed as
 * they stream, so a 3 h file's thousands of silences never sit in one stderr string.
 */
export async function detectSilences(wavPath: string, options: SilenceOptions = {}): Promise<TimeSpan[]> {
  const { durationSec } = await readWavInfo(wavPath);
  const noiseDb = options.noiseDb ?? -35;
  const minSilenceSec = options.minSilenceSec ?? 0.35;
  const silences: TimeSpan[] = [];
  // An object, not a let: TypeScript does not see assignments made inside the callback.
  const open: { start: number | null } = { start: null };

  const run = await runTool(
    'ffmpeg',
    [
      '-nostdin',
      '-hide_banner',
      '-nostats',
      '-i',
      wavPath,
      '-af',
      `silencedetect=noise=${noiseDb}dB:d=${minSilenceSec}`,
      '-f',
      'null',
      '-',
    ],
    {
      signal: options.signal,
      onStderrLine: (line) => {
        const start = /silence_start: (-?[\d.]+)/.exec(line);
        if (start) open.start = Math.max(0, Number(start[1]));
        const end = /silence_end: (-?[\d.]+)/.exec(line);
        if (end && open.start !== null) {
          silences.push({ start: open.start, end: Math.min(durationSec, Number(end[1])) });
          open.start = null;
        }
      },
    },
  );
  if (run.code !== 0) throw new Error(`ffmpeg silencedetect failed on ${wavPath} (exit ${run.code})`);
  // A file that ends in silence may end with a start and no end.
  if (open.start !== null && open.start < durationSec) silences.push({ start: open.start, end: durationSec });
  return silences;
}
