import { z } from 'zod';
import { TEXT_LIMITS } from './text.js';

/**
 * Audiograms and video reels (docs/product.md#audiograms): short MP4 clips made from quotes or any
 * passage, for social media. An audiogram is the audio over a background with an animated waveform
 * and word-by-word captions; a reel is the clip of a video upload, reframed to 9:16, captions burned in.
 */

/** Frame shapes and their sizes in pixels. */
export const AUDIOGRAM_SHAPES = {
  square: { width: 1080, height: 1080, label: 'Square 1:1' },
  portrait: { width: 1080, height: 1920, label: 'Portrait 9:16' },
  landscape: { width: 1920, height: 1080, label: 'Landscape 16:9' },
} as const;
export const AudiogramShape = z.enum(['square', 'portrait', 'landscape']);
export type AudiogramShape = z.infer<typeof AudiogramShape>;

/**
 * How a reel fits a wide video into 9:16: `crop` keeps the centre; `blur` shows the whole frame over a
 * blurred, enlarged copy of itself (nothing is cut, faces at the edges included).
 */
export const ReelFraming = z.enum(['crop', 'blur']);
export type ReelFraming = z.infer<typeof ReelFraming>;

export const MediaClipKind = z.enum(['audiogram', 'reel']);
export type MediaClipKind = z.infer<typeof MediaClipKind>;

/**
 * A render's state (docs/product.md#audiograms). `Processed` marks a generated reel; audiograms use it too.
 * `queued` → `rendering` → `Processed` | `failed` (a retry queues it again).
 */
export const MediaClipStatus = z.enum(['queued', 'rendering', 'Processed', 'failed']);
export type MediaClipStatus = z.infer<typeof MediaClipStatus>;

export const AUDIOGRAM_LIMITS = {
  /** Shortest and longest clip, in seconds (padding included). */
  minSeconds: 1,
  maxSeconds: 180,
  /** Silence kept before the first and after the last word of a quote, in seconds. */
  paddingSeconds: 0.4,
  /** Clips one request may queue. */
  maxPerRequest: 20,
  /** Clips one file may keep. */
  maxPerFile: 100,
} as const;

/** What the page waits between two looks at renders in progress (docs/product.md#audiograms). */
export const AUDIOGRAM_POLL_MS = 10_000;

/** The name a rendered clip downloads under. */
export const AUDIOGRAM_DOWNLOAD_NAME = 'Quote.mp4';

/** A background of the shipped catalogue (`GET /audiogram/backgrounds`). */
export const AudiogramBackground = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['colour', 'gradient', 'image']),
  /** A small PNG of it, served by the API without sign-in. */
  preview_url: z.string(),
});
export type AudiogramBackground = z.infer<typeof AudiogramBackground>;

export const AudiogramBackgroundsResponse = z.object({
  backgrounds: z.array(AudiogramBackground),
  /** Used when a file has none chosen. */
  default_id: z.string(),
});
export type AudiogramBackgroundsResponse = z.infer<typeof AudiogramBackgroundsResponse>;

/** `POST /audiogram/update-background/{docId}/{backgroundId}`. */
export const UpdateBackgroundResponse = z.object({ success: z.string(), background: z.string() });
export type UpdateBackgroundResponse = z.infer<typeof UpdateBackgroundResponse>;

/** One audiogram or reel, as listed in the transcript document (`audiogram` / `videogram`). */
export const MediaClip = z.object({
  audiogram_id: z.string(),
  kind: MediaClipKind,
  status: MediaClipStatus,
  /** 0-1 while rendering. */
  progress: z.number(),
  /** What went wrong, in words a person can act on; null unless failed. */
  error: z.string().nullable(),
  /** A signed link to the MP4 (downloads as Quote.mp4); null until rendered. */
  video_url: z.string().nullable(),
  /**
   * The same MP4 under a name that says which it is, `download_name`: what the page's Download
   * button uses, so several clips saved to one folder do not all arrive as Quote.mp4. Null until
   * rendered.
   */
  download_url: z.string().nullable(),
  /** "<file title> - <the quote's first words> (<shape or reel>).mp4", safe on every file system; null until rendered. */
  download_name: z.string().nullable(),
  /** A signed link to the clip's audio alone (M4A); null until rendered. */
  audioFile: z.string().nullable(),
  /** Background id (audiograms; reels use the video itself). */
  background: z.string(),
  shape: AudiogramShape,
  framing: ReelFraming.nullable(),
  /** The clip's range in the file, seconds, padding included. */
  start: z.number(),
  end: z.number(),
  /** The captions' text and the speaker shown. */
  text: z.string(),
  speaker: z.string(),
  created_at: z.string(),
});
export type MediaClip = z.infer<typeof MediaClip>;

/** `GET /v1/audiogram/{id}`: a file's clips, newest first, for the page's polling. */
export const MediaClipsResponse = z.object({
  audiogram: z.array(MediaClip),
  videogram: z.array(MediaClip),
  /** The file's chosen background. */
  background: z.string(),
  /** Whether reels can be made (the upload is a video). */
  can_make_reels: z.boolean(),
});
export type MediaClipsResponse = z.infer<typeof MediaClipsResponse>;

const Seconds = z
  .number()
  .finite()
  .min(0)
  .max(24 * 3600);

/**
 * `POST /v1/audiogram/from-quotes/{id}`: queues one render per quote (all the file's quotes, or the
 * ones named by index), or per passage given by time. Answers at once with the queued clips.
 */
export const FromQuotesRequest = z
  .object({
    /** Indexes into the file's quotes; absent (and no `passages`): every quote. */
    quotes: z.array(z.number().int().min(0).max(1000)).max(AUDIOGRAM_LIMITS.maxPerRequest).optional(),
    /** Any passage of the transcript, by time; the words said in it become the captions. */
    passages: z
      .array(z.object({ start: Seconds, end: Seconds }))
      .max(AUDIOGRAM_LIMITS.maxPerRequest)
      .optional(),
    kind: MediaClipKind.default('audiogram'),
    shape: AudiogramShape.default('square'),
    /** Absent: the file's chosen background. */
    background: z.string().max(TEXT_LIMITS.title).optional(),
    /** Reels only. */
    framing: ReelFraming.default('blur'),
  })
  .strict();
export type FromQuotesRequest = z.input<typeof FromQuotesRequest>;

/** What `from-quotes` answers: the clips it queued (video_url null until each is rendered). */
export const FromQuotesResponse = z.object({ queued: z.array(MediaClip) });
export type FromQuotesResponse = z.infer<typeof FromQuotesResponse>;

export const AudiogramMessages = {
  queued: 'Rendering has started. Clips appear here as they are ready.',
  noQuotes: 'This file has no quotes yet. Select a passage of the transcript to make a clip.',
  notVideo: 'Video reels need a video upload.',
  tooShort: 'A clip must be at least 1 second long.',
  tooLong: 'A clip can be at most 3 minutes long.',
  noWords: 'No words are said in that passage.',
  tooMany: 'This file has as many clips as it can keep. Delete some first.',
  unknownBackground: 'That background does not exist.',
  unknownQuote: 'That quote does not exist.',
  notRendered: 'This clip is not rendered yet.',
  retryOnlyFailed: 'Only a failed clip can be tried again.',
  deleted: 'Clip deleted.',
} as const;
