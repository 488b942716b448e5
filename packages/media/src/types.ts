/** What ffprobe says a file is. Never trust the file name: this decides. */
export interface ProbeResult {
  /** ffprobe's format_name, e.g. "mp3" or "mov,mp4,m4a,3gp,3g2,mj2". */
  formatName: string;
  /** Seconds of audio the file really holds: measured from its packets, not taken from its header. */
  durationSec: number;
  sizeBytes: number;
  kind: 'audio' | 'video';
  audioCodec: string;
  videoCodec: string | null;
}

export type MediaErrorCode = 'EMPTY' | 'NOT_MEDIA' | 'CORRUPT' | 'NO_AUDIO' | 'FFMPEG_MISSING';

/**
 * A media file we refuse or a render that failed, with a message a person can act on. `detail`
 * holds what is for the logs only (ffmpeg's last words), never shown to the user.
 */
export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}

/** Fraction 0-1 of the work done. */
export type ProgressFn = (fraction: number) => void;

export interface TimeSpan {
  start: number;
  end: number;
}

export interface Peaks {
  peaks_per_second: number;
  /** Max absolute amplitude per bucket, 0-1, rounded to 3 decimals. */
  values: number[];
}

/** A recording's loudness envelope, where edits place their cuts (docs/product.md#edited-media). */
export interface Energy {
  frames_per_second: number;
  /** RMS level per frame in dBFS, one decimal, at least -100. */
  levels: number[];
}
