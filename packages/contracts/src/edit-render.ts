import { z } from 'zod';
import { MediaClipStatus } from './audiograms.js';
import { SafeText } from './text.js';

/**
 * Edited media (issue 40, docs/product.md#edited-media): the file's recording with every struck
 * word (and paragraph) cut out, rendered as a job like an audiogram and counted in media minutes.
 */

/** Audio as MP3, WAV or M4A; `mp4` is H.264/AAC video, of video uploads only. */
export const EditRenderFormat = z.enum(['mp3', 'wav', 'm4a', 'mp4']);
export type EditRenderFormat = z.infer<typeof EditRenderFormat>;

/** How many words or phrases a person's own filler list holds, and how long each may be. */
export const OWN_FILLERS_LIMITS = { entries: 100, chars: 60 } as const;

/**
 * The loudness targets a render can be normalised to: integrated loudness over the whole (LUFS,
 * EBU R128 / ITU-R BS.1770) and a true-peak ceiling (dBTP).
 * - `podcast`: -16 LUFS, the level Apple Podcasts and most podcast hosts ask for in stereo, so an
 *   episode plays as loud as the one before it without the listener reaching for the volume.
 * - `video`: -14 LUFS, where YouTube, Spotify and the other streaming platforms turn louder
 *   uploads down to: a render made for them is not turned down, and not quieter than its neighbours.
 * Both keep true peaks at -1 dBTP, so a lossy encode (MP3, AAC) cannot clip between samples.
 */
export const LOUDNESS_TARGETS = {
  podcast: { integrated: -16, truePeak: -1 },
  video: { integrated: -14, truePeak: -1 },
} as const;
export const LoudnessTarget = z.enum(['podcast', 'video']);
export type LoudnessTarget = z.infer<typeof LoudnessTarget>;

export const EDIT_RENDER_LIMITS = {
  /** Renders one file may keep. */
  maxPerFile: 20,
  /** The fade in and out at every join, in milliseconds: long enough that no click is heard, too short to hear. */
  fadeMs: 5,
  /** The pause cap's bounds, in milliseconds. */
  minPauseMs: 50,
  maxPauseMs: 10_000,
} as const;

/** `POST /v1/up/edit-render/{id}`. */
export const EditRenderRequest = z
  .object({
    format: EditRenderFormat,
    /** The transcript version to render (the editor sends the one it shows); an older one needs its snapshot. */
    version: z.number().int().min(0),
    /** Also cut every filler word of the default list (um, uh, er, ah, hmm), struck or not. */
    remove_fillers: z.boolean().optional(),
    /** With remove_fillers: the person's own filler words and phrases, cut too (the editor's list). */
    filler_words: z
      .array(SafeText(OWN_FILLERS_LIMITS.chars).refine((w) => w.trim() !== '', 'Enter a word or phrase.'))
      .max(OWN_FILLERS_LIMITS.entries)
      .optional(),
    /** "Shorten pauses": every silence between kept words longer than this keeps only this much. */
    max_pause_ms: z.number().int().min(EDIT_RENDER_LIMITS.minPauseMs).max(EDIT_RENDER_LIMITS.maxPauseMs).optional(),
    /** Normalise the render's loudness to this target (LOUDNESS_TARGETS), in two passes; null or absent: as recorded. */
    loudness: LoudnessTarget.nullable().optional(),
  })
  .strict();
export type EditRenderRequest = z.input<typeof EditRenderRequest>;

/** One edited render, as `GET /v1/up/edit-render/{id}` lists it. */
export const EditRender = z.object({
  id: z.string(),
  /** `queued` → `rendering` → `Processed` | `failed`. */
  status: MediaClipStatus,
  /** 0-1 while rendering. */
  progress: z.number(),
  format: EditRenderFormat,
  /** The transcript version it was made from. */
  version: z.number().int(),
  /** Seconds: the planned edited length, then the written file's. */
  duration: z.number(),
  /** A signed link to the file; null until rendered. */
  url: z.string().nullable(),
  /** The target asked for; null: not normalised. */
  loudness_target: LoudnessTarget.nullable(),
  /** Integrated loudness of the result as measured when it was rendered (LUFS); null until rendered, or not normalised. */
  loudness: z.number().nullable(),
  /** What went wrong, in words a person can act on; null unless failed. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type EditRender = z.infer<typeof EditRender>;

export const EditRendersResponse = z.array(EditRender);
export type EditRendersResponse = z.infer<typeof EditRendersResponse>;

export const EditRenderMessages = {
  everythingStruck: 'Every word of this transcript is struck out, so nothing would be left to render.',
  nothingStruck: 'Nothing is struck out and no pause is shortened, so the render would be the recording as it is.',
  versionGone:
    'That version of the transcript is not in its history any more. Render the current version, or restore that one first.',
  noMedia: "This file's recording is not available.",
  tooMany: 'This file has as many edited renders as it can keep. Delete some first.',
  notVideo: 'An MP4 render needs a video upload: this file is audio only. Choose MP3, WAV or M4A.',
  notFound: 'Render not found.',
  deleted: 'Render deleted.',
} as const;

/** What the editor's render dialog waits between two looks at renders in progress (docs/product.md#edited-media). */
export const EDIT_RENDER_POLL_MS = 3_000;
