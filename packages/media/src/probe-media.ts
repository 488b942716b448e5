import { stat } from 'node:fs/promises';
import { measureAudioDuration } from './measure-audio-duration.js';
import { runTool } from './run-tool.js';
import { hasMediaSignature } from './sniff-media-signature.js';
import { MediaError, type ProbeResult } from './types.js';

const MESSAGES = {
  EMPTY: 'The file is empty.',
  NOT_MEDIA: 'This file is not an audio or video file we can read.',
  CORRUPT: 'This file looks damaged: its audio could not be decoded.',
  NO_AUDIO: 'This video has no audio track to transcribe.',
} as const;

/** How much of the start we decode to prove the audio is readable; enough to catch garbage, cheap. */
const DECODE_CHECK_SEC = 10;

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}
interface FfprobeOutput {
  format?: { format_name?: string; duration?: string; size?: string };
  streams?: FfprobeStream[];
}

// Demuxers that read pictures or text, not recordings: their "video" stream is a still image.
const STILL_FORMATS = /^(image2|[a-z0-9]+_pipe|gif|apng|webp|tty)$/;

/**
 * Decides what a file is from its content (never its name) and refuses what we cannot
 * transcribe with a MediaError a person can act on. ffprobe says what the file is; its length is
 * measured from the audio packets really there, since that is what is transcribed and charged.
 */
export async function probeMedia(path: string): Promise<ProbeResult> {
  const { size } = await stat(path);
  if (size === 0) throw new MediaError('EMPTY', MESSAGES.EMPTY);

  const run = await runTool('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]);
  const parsed = run.code === 0 ? parseJson(run.stdout) : null;
  if (!parsed?.format) {
    // ffprobe gave up. A file that starts like media (an MP3 cut to a few hundred bytes) is damaged;
    // anything else (text, a document) is not media at all.
    if (await hasMediaSignature(path)) throw new MediaError('CORRUPT', MESSAGES.CORRUPT);
    throw new MediaError('NOT_MEDIA', MESSAGES.NOT_MEDIA);
  }

  const formatName = parsed.format.format_name ?? '';
  const streams = parsed.streams ?? [];
  const audio = streams.find((s) => s.codec_type === 'audio');
  const isStill = STILL_FORMATS.test(formatName);
  const video = isStill
    ? undefined
    : streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);

  if (!audio) {
    if (video) throw new MediaError('NO_AUDIO', MESSAGES.NO_AUDIO);
    throw new MediaError('NOT_MEDIA', MESSAGES.NOT_MEDIA);
  }

  // The header's length is only a claim: a cut-off upload keeps the full one.
  const claimedSec = positive(parsed.format.duration) ?? positive(audio.duration) ?? 0;
  const durationSec = await measureAudioDuration(path);
  if (!(durationSec > 0)) throw new MediaError('CORRUPT', MESSAGES.CORRUPT);
  // Held to the longer of the two: a start that decodes for a moment before noise is still damage.
  await assertAudioDecodes(path, Math.max(claimedSec, durationSec));

  return {
    formatName,
    durationSec,
    sizeBytes: size,
    kind: video ? 'video' : 'audio',
    audioCodec: audio.codec_name ?? 'unknown',
    videoCodec: video?.codec_name ?? null,
  };
}

/**
 * ffprobe trusts headers: an MP3 with a valid first frame and garbage after it still reports a
 * duration. Decoding the start proves the audio is real. ffmpeg exits non-zero when most packets
 * fail (its max_error_rate), and we also require that at least half the window decoded, so one
 * glitch in a good file passes while a file of noise does not.
 */
async function assertAudioDecodes(path: string, durationSec: number): Promise<void> {
  let decodedUs = 0;
  const run = await runTool(
    'ffmpeg',
    [
      '-nostdin',
      '-v',
      'error',
      '-t',
      String(DECODE_CHECK_SEC),
      '-i',
      path,
      '-map',
      '0:a:0',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-',
    ],
    {
      onStdoutLine: (line) => {
        const match = /^out_time_us=(\d+)$/.exec(line);
        if (match) decodedUs = Number(match[1]);
      },
    },
  );
  const expectedSec = Math.min(DECODE_CHECK_SEC, durationSec);
  if (run.code !== 0 || decodedUs / 1e6 < expectedSec * 0.5) {
    throw new MediaError('CORRUPT', MESSAGES.CORRUPT);
  }
}

function parseJson(text: string): FfprobeOutput | null {
  try {
    return JSON.parse(text) as FfprobeOutput;
  } catch {
    return null;
  }
}

function positive(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}
