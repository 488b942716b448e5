import { progressLineHandler } from './ffmpeg-progress.js';
import { runTool } from './run-tool.js';
import { MediaError, type ProgressFn } from './types.js';

export interface ConvertOptions {
  /** From probeMedia; progress is measured against it. */
  durationSec: number;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
}

export interface NormaliseOptions extends ConvertOptions {
  /** 16 kHz mono s16le WAV for speech recognition, peaks and silence detection. */
  wavPath?: string;
  /** Mono MP3 for the player. */
  playbackPath?: string;
}

// Recognisers want 16 kHz mono 16-bit PCM. -bitexact and no metadata keep the WAV header plain
// (no LIST chunk), which makes it cheap for readWavInfo and other tools to parse.
const WAV_OUTPUT = ['-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-map_metadata', '-1', '-bitexact', '-f', 'wav'];
// Speech in mono needs little: 64 kb/s MP3 keeps a 3 h file near 85 MB and plays everywhere.
const PLAYBACK_OUTPUT = ['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', '-map_metadata', '-1', '-f', 'mp3'];

/**
 * Writes the recognition WAV and/or the playback MP3 in one ffmpeg run: the input is read and
 * decoded once and both encoders are fed from it, which is most of the cost on long files.
 */
export async function normaliseMedia(input: string, options: NormaliseOptions): Promise<void> {
  const outputs: string[] = [];
  if (options.wavPath) outputs.push('-map', '0:a:0', ...WAV_OUTPUT, options.wavPath);
  if (options.playbackPath) outputs.push('-map', '0:a:0', ...PLAYBACK_OUTPUT, options.playbackPath);
  if (outputs.length === 0) throw new Error('normaliseMedia needs wavPath or playbackPath');

  const args = ['-nostdin', '-v', 'error', '-y', '-progress', 'pipe:1', '-i', input, ...outputs];
  const run = await runTool('ffmpeg', args, {
    onStdoutLine: progressLineHandler(options.durationSec, options.onProgress),
    signal: options.signal,
  });
  if (run.code !== 0) {
    const error = new MediaError('CORRUPT', 'This file looks damaged: its audio could not be decoded.');
    // The user sees the message; the log gets ffmpeg's own words.
    error.cause = new Error(`ffmpeg exited with ${run.code}: ${run.stderr.trim().slice(-500)}`);
    throw error;
  }
  options.onProgress?.(1);
}

export function toRecognitionWav(input: string, outWav: string, options: ConvertOptions): Promise<void> {
  return normaliseMedia(input, { ...options, wavPath: outWav });
}

export function toPlaybackAudio(input: string, outPath: string, options: ConvertOptions): Promise<void> {
  return normaliseMedia(input, { ...options, playbackPath: outPath });
}
