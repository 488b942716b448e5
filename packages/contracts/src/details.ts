import { z } from 'zod';
import { MediaClip } from './audiograms.js';
import { FileStatus, FileType, PipelineStage, ProcessedData } from './files.js';
import { Article, Quote } from './insights.js';
import { DOCUMENT_LIMITS } from './text.js';
import { Snippet, Speaker } from './transcript.js';

/**
 * One paragraph as it reads (docs/product.md#transcript-document): when it starts (h:mm:ss), who
 * says it and its words joined by spaces, struck-out words left out, as exports and the version
 * history read a transcript. `start` and `end` (seconds) are the paragraph's own, for seeking.
 */
export const DisplayParagraph = z.object({
  timestamp: z.string(),
  speaker: z.string(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
});
export type DisplayParagraph = z.infer<typeof DisplayParagraph>;

/**
 * `GET /up/details/{id}?limit`: `limit`, when given, keeps only the transcript's first paragraphs
 * (the workflow page shows them at once and pages in the rest with `GET /enterprise/transcript/{id}`).
 */
export const DetailsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DOCUMENT_LIMITS.paragraphs).optional(),
});
export type DetailsQuery = z.input<typeof DetailsQuery>;

/** `GET /up/details/{id}`: the transcript document and its companion record. */
export const DetailsResponse = z.object({
  es_doc: z.object({
    id: z.string(),
    title: z.string(),
    file_type: FileType,
    duration: z.number().nullable(),
    /** The paragraphs as the editor works on them: timed words, struck words, comments. */
    transcript: z.array(Snippet),
    /** The same paragraphs as they read. */
    display_transcript: z.array(DisplayParagraph),
    speakers: z.array(Speaker),
    processed_data: ProcessedData,
    /** `processed_data.insights` (the chapters), `.abstract` and `.headline`, as the document names them. */
    insight: ProcessedData.shape.insights,
    abstract: z.string().nullable(),
    headline: z.string().nullable(),
    /** The generated contents, as `GET /up/insights/{id}` gives them (quotes with their speakers' current names). */
    quotes: z.array(Quote),
    show_notes: z.string().nullable(),
    tweet: z.string().nullable(),
    caption: z.string().nullable(),
    /** The newest written article, or null (`GET /article/{id}` lists them all). */
    article: Article.nullable(),
    /** Where the player loads the compressed playback audio (and the original, for video). */
    media_url: z.string().nullable(),
    /** The same link as `media_url`, under the document's own name for it. */
    serving_url: z.string().nullable(),
    video_url: z.string().nullable(),
    /** Waveform: max amplitude 0-1, `peaks_per_second` values a second. */
    peaks: z.object({ peaks_per_second: z.number(), values: z.array(z.number()) }).nullable(),
    version: z.number().int().nullable(),
    /** Version of the transcript document: every edit sends it back (409 when it is stale). */
    transcript_version: z.number().int(),
    /** The recogniser's estimate of its accuracy when processing wrote it (0-1), or null. */
    estimated_accuracy: z.number().nullable(),
    /** Audiograms and video reels made from it, newest first (docs/product.md#audiograms). */
    audiogram: z.array(MediaClip),
    videogram: z.array(MediaClip),
  }),
  fb_doc: z.object({
    id: z.string(),
    title: z.string(),
    author: z.string(),
    display_datetime: z.string(),
    file_name: z.string(),
    file_type: FileType,
    processed: z.enum(['Y', 'N']),
    status: FileStatus,
    stage: PipelineStage,
    progress: z.number(),
    error: z.string().nullable(),
    workflow_status: z.string(),
    review_complete: z.boolean(),
    updated_at: z.string(),
  }),
});
export type DetailsResponse = z.infer<typeof DetailsResponse>;
