import { z } from 'zod';
import { Vocabulary } from './vocabulary.js';
import { ProfanityFilter } from './profanity.js';
import { SafeText, TEXT_LIMITS } from './text.js';
import { Speaker } from './transcript.js';

export const FileStatus = z.enum(['queued', 'processing', 'processed', 'failed']);
export type FileStatus = z.infer<typeof FileStatus>;

/** Pipeline stages in order (docs/product.md#processing-pipeline). */
export const PipelineStage = z.enum([
  'queued',
  'normalise',
  'speech_to_text',
  'diarization',
  'paragraphs',
  'processed',
  'failed',
]);
export type PipelineStage = z.infer<typeof PipelineStage>;

export const FileType = z.enum(['audio', 'video']);
export type FileType = z.infer<typeof FileType>;

/** `POST /v1/up/save` and the transcribe-after-signed-upload routes answer 201 with the new id. */
export const UploadResponse = z.object({ id: z.string(), success: z.string() });
export type UploadResponse = z.infer<typeof UploadResponse>;

/**
 * The language spoken in an upload: a BCP 47 tag (`en`, `pt-BR`), or `auto` (or nothing) to let
 * the engine tell; `auto` and an empty value are stored as none.
 */
export const UploadLanguage = SafeText(10)
  .trim()
  .regex(/^(?:auto|[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)?$/, 'Give a language code such as en or pt-BR, or auto.')
  .transform((value) => (value === '' || value === 'auto' ? undefined : value));

/** Optional multipart fields next to `file`. */
export const UploadFields = z.object({
  title: SafeText(TEXT_LIMITS.title).trim().optional(),
  /** Number of speakers, when the user knows it (helps diarization). */
  speakers: z.coerce.number().int().min(1).max(20).optional(),
  language: UploadLanguage.optional(),
  /** Names and terms for this upload, one per line or comma-separated (docs/product.md#vocabulary). */
  vocabulary: Vocabulary.optional(),
  /** What to do with profanity in this upload; absent: the account's setting (docs/product.md#profanity-filter). */
  profanity_filter: ProfanityFilter.optional(),
});
export type UploadFields = z.infer<typeof UploadFields>;

/** `GET /up/status/{id}` */
export const FileStatusResponse = z.object({
  id: z.string(),
  processed: z.enum(['Y', 'N']),
  status: FileStatus,
  stage: PipelineStage,
  /** 0-100 over the whole pipeline. */
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
  /**
   * What processing does (or did) with profanity in this file: the upload's choice or the account's
   * at upload; null for a file uploaded before the filter existed, where none was applied
   * (docs/product.md#profanity-filter).
   */
  profanity_filter: ProfanityFilter.nullable(),
});
export type FileStatusResponse = z.infer<typeof FileStatusResponse>;

export const DashboardSort = z.enum(['date_desc', 'date_asc', 'title_asc', 'title_desc']);
export const DashboardFilter = z.enum(['all', 'processed', 'unprocessed', 'audio', 'video']);

/** `GET /v2/up/all` (docs/product.md#dashboard: page size 20, sort date_desc, filter all). */
export const DashboardQuery = z.object({
  sort: DashboardSort.default('date_desc'),
  filter: DashboardFilter.default('all'),
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DashboardQuery = z.input<typeof DashboardQuery>;
export type DashboardQueryParsed = z.output<typeof DashboardQuery>;

/** Dashboard list item (docs/product.md#dashboard) plus live processing state. */
export const DashboardItem = z.object({
  id: z.string(),
  title: z.string(),
  headline: z.string(),
  processed: z.enum(['Y', 'N']),
  display_datetime: z.string(),
  file_type: FileType,
  duration: z.number().nullable(),
  status: FileStatus,
  stage: PipelineStage,
  progress: z.number(),
  error: z.string().nullable(),
  /** The recogniser's estimate of the transcript's accuracy (0-1), or null (docs/product.md#dashboard). */
  estimated_accuracy: z.number().nullable(),
  /** Whether the person marked their review done (docs/product.md#marking-complete). */
  review_complete: z.boolean(),
});
export type DashboardItem = z.infer<typeof DashboardItem>;

export const DashboardResponse = z.object({ items: z.array(DashboardItem), total: z.number().int() });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/** `GET /up/unprocessed`: ids of the caller's files still in the pipeline. */
export const UnprocessedResponse = z.object({ unprocessed: z.array(z.string()) });
export type UnprocessedResponse = z.infer<typeof UnprocessedResponse>;

export const ProcessedData = z.object({
  abstract: z.string().nullable(),
  headline: z.string().nullable(),
  insights: z.array(z.object({ summary: z.string(), timestamp: z.string() })),
  keywords: z.array(z.string()),
  speakers: z.array(Speaker),
  entities: z.record(z.string(), z.array(z.string())),
  duration: z.number().nullable(),
  qa_research: z.unknown().nullable(),
});
export type ProcessedData = z.infer<typeof ProcessedData>;

/** processed_data before anything is known: what stored documents missing a field fall back to. */
export const EMPTY_PROCESSED_DATA: ProcessedData = {
  abstract: null,
  headline: null,
  insights: [],
  keywords: [],
  speakers: [],
  entities: {},
  duration: null,
  qa_research: null,
};

/** `GET /video_transcription/upload_url?file_name` and `GET /s2t/upload_url?file_name`. */
export const UploadUrlQuery = z.object({ file_name: SafeText(TEXT_LIMITS.title).trim().min(1) });
export const UploadUrlResponse = z.object({
  /** PUT the file here as application/octet-stream. */
  url: z.string(),
  /** Name of the upload, passed back to the transcribe call. */
  key: z.string(),
  expires_at: z.string(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponse>;

/** `PUT /storage/upload`: what the signed link stored. */
export const SignedUploadResponse = z.object({ success: z.string(), bytes: z.number().int() });
export type SignedUploadResponse = z.infer<typeof SignedUploadResponse>;

/**
 * Signed-URL uploads one user may have waiting (links issued in the last UPLOAD_RETENTION_HOURS
 * and not yet transcribed); past it `upload_url` answers 429 TOO_MANY_PENDING_UPLOADS. A client
 * that transcribes what it uploads never comes near it.
 */
export const MAX_PENDING_UPLOADS = 20;
/** Uploads never transcribed are deleted this long after their link was issued. */
export const UPLOAD_RETENTION_HOURS = 24;

/**
 * `POST /video_transcription/transcribe-user-video` and `POST /v1/s2t/transcribe-user-audio`: the
 * upload's key and the same optional fields as the multipart form (`UploadFields`), as JSON, so a
 * file sent either way is described alike.
 */
export const TranscribeUploadedRequest = z.object({
  key: SafeText(1000).min(1),
  title: SafeText(TEXT_LIMITS.title).trim().optional(),
  speakers: z.number().int().min(1).max(20).optional(),
  language: UploadLanguage.optional(),
  /** Names and terms for this upload: text (one per line or comma-separated) or a list. */
  vocabulary: Vocabulary.optional(),
  /** What to do with profanity in this upload; absent: the account's setting. */
  profanity_filter: ProfanityFilter.optional(),
});
export type TranscribeUploadedRequest = z.infer<typeof TranscribeUploadedRequest>;

/** Plan limits enforced at upload (docs/product.md#plans-and-limits). null: no limit. */
export const PLAN_LIMITS: Record<string, { maxBytes: number | null; maxMinutes: number | null }> = {
  free: { maxBytes: 250_000_000, maxMinutes: 40 },
  hobbyist_monthly: { maxBytes: 1_000_000_000, maxMinutes: 90 },
  hobbyist_yearly: { maxBytes: 1_000_000_000, maxMinutes: 90 },
  professional_monthly: { maxBytes: null, maxMinutes: null },
  professional_yearly: { maxBytes: null, maxMinutes: null },
};

/**
 * Names of the recordings the upload dialog takes (docs/product.md#uploads). The server decides
 * by reading the file (ffprobe), never by its name; the browser checks these first so a file that
 * cannot be a recording is refused before its bytes are sent. A file whose type the browser reports
 * as audio or video is taken whatever its name.
 */
export const AUDIO_EXTENSIONS = [
  '.mp3',
  '.m4a',
  '.aac',
  '.wav',
  '.flac',
  '.ogg',
  '.oga',
  '.opus',
  '.wma',
  '.aif',
  '.aiff',
  '.amr',
] as const;
/** The names among them that are video containers (which pair of signed-upload routes a file takes). */
export const VIDEO_EXTENSIONS = [
  '.mp4',
  '.m4v',
  '.mov',
  '.mkv',
  '.webm',
  '.avi',
  '.wmv',
  '.mpg',
  '.mpeg',
  '.3gp',
  '.ts',
  '.mts',
] as const;
export const MEDIA_EXTENSIONS = [...AUDIO_EXTENSIONS, ...VIDEO_EXTENSIONS] as const;

/** What the upload dialog's file picker offers: every audio and video type, and the names above. */
export const MEDIA_ACCEPT = ['audio/*', 'video/*', ...MEDIA_EXTENSIONS].join(',');

/** Whether a file's reported type or name says it may be a recording. */
export function looksLikeMedia(file: { name: string; type: string }): boolean {
  if (/^(audio|video)\//i.test(file.type)) return true;
  const dot = file.name.lastIndexOf('.');
  return dot >= 0 && (MEDIA_EXTENSIONS as readonly string[]).includes(file.name.slice(dot).toLowerCase());
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1_000_000).toLocaleString('en')} MB`;

/** The upload refusals the server gives and the upload dialog gives first (docs/product.md#uploads). */
export const UploadMessages = {
  notMedia: 'This file is not an audio or video file we can read.',
  /** `plan`: the plan's display name (Flexi Free, Hobbyist, Professional). */
  tooLarge: (maxBytes: number, plan: string) =>
    `This file is larger than the ${megabytes(maxBytes)} your ${plan} plan allows.`,
  /** `languages`: what the server's engine recognises (English only, for the offline engine). */
  languageNotRecognised: (languages: readonly string[]) =>
    languages.length === 1 && languages[0] === 'en'
      ? 'This server transcribes English only (its speech engine has no other language). Choose English, or leave the language on automatic.'
      : `This server's speech engine recognises only ${languages.join(', ')}. Choose one of them, or leave the language on automatic.`,
} as const;

export const FileMessages = {
  listFailed: 'Files could not be retrieved. Please try again.',
  deleted: 'File was deleted successfully.',
  renamed: 'File was renamed.',
  titleRequired: 'Give the file a title.',
} as const;

/** `PUT /v1/up/rename/{id}` (docs/product.md#renaming-a-file): the title is trimmed before it is checked. */
export const RenameFileRequest = z.object({
  new_title: SafeText(TEXT_LIMITS.title).trim().min(1, FileMessages.titleRequired),
});
export type RenameFileRequest = z.infer<typeof RenameFileRequest>;

/** The title as stored, so the page shows exactly what exports will be named after. */
export const RenameFileResponse = z.object({ success: z.string(), id: z.string(), title: z.string() });
export type RenameFileResponse = z.infer<typeof RenameFileResponse>;
