/**
 * What the audiogram and reel renderers take and give (docs/product.md#audiograms). Plain data:
 * the server reads the file's media into local paths and hands them over; the renderers only run
 * ffmpeg. Times are seconds.
 */

/** A caption word, timed relative to the start of the clip (0 = the clip's first frame). */
export interface CaptionWord {
  text: string;
  start: number;
  end: number;
}

export type RenderShape = 'square' | 'portrait' | 'landscape';

/** A background of the catalogue as the renderer needs it (`backgroundById` in backgrounds.ts). */
export interface RenderBackground {
  id: string;
  kind: 'colour' | 'gradient' | 'image';
}

export interface RenderProgress {
  /** 0-1 of the clip's duration written so far. */
  fraction: number;
}

export interface AudiogramRenderInput {
  /** Any audio (or video: its audio is used) ffmpeg reads; the playback MP3 in practice. */
  audioPath: string;
  /** The clip's range in that file. */
  start: number;
  end: number;
  words: CaptionWord[];
  speaker: string;
  title: string;
  shape: RenderShape;
  background: RenderBackground;
  /** Where the MP4 is written (H.264 + AAC, yuv420p, faststart). */
  outputPath: string;
  /** Where the clip's audio alone is written (AAC in M4A), when wanted. */
  audioOutputPath?: string;
  /** Render without captions (tests compare against it). Default true. */
  captions?: boolean;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
}

export interface ReelRenderInput {
  /** The source video. */
  videoPath: string;
  start: number;
  end: number;
  words: CaptionWord[];
  speaker: string;
  title: string;
  /** `crop`: centre crop to 9:16; `blur`: the whole frame over a blurred enlarged copy. */
  framing: 'crop' | 'blur';
  outputPath: string;
  audioOutputPath?: string;
  captions?: boolean;
  onProgress?: (progress: RenderProgress) => void;
  signal?: AbortSignal;
}

export interface RenderResult {
  /** Seconds of the written clip. */
  duration: number;
  width: number;
  height: number;
}
