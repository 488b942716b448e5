import { z } from 'zod';

/**
 * Export and download: docs/product.md#exports-and-captions, docs/product.md#the-version-rule and
 * docs/product.md#bulk-download (the /download page, its defaults and timings).
 */

export const ExportMessages = {
  /** Followed by the server's message (docs/product.md#exports-and-captions). */
  exportFailed: 'Transcript could not be exported at this time. Please try again. ',
} as const;

/** docs/product.md#bulk-download: the /download page closes its popup this long after the download starts. */
export const DOWNLOAD_POPUP_CLOSE_MS = 3000;
/** docs/product.md#exports-and-captions: the export completion flag resets about 2 s after an export, then 1 s later. */
export const EXPORT_FLAG_RESET_MS = [2000, 1000] as const;

export const ExportFormat = z.enum([
  'txt',
  'docx',
  'pdf',
  'srt',
  'vtt',
  'json',
  'md',
  'html',
  'csv',
  /** Podcasting 2.0 transcript (`application/json`, segments with speaker, startTime, endTime, body). */
  'podcast-transcript',
  /** Podcasting 2.0 chapters (`application/json+chapters`, version 1.2.0). */
  'podcast-chapters',
  /** YouTube description chapter lines (`00:00 Title`), plain text. */
  'youtube-chapters',
  /** The edit (struck words cut, docs/product.md#exports-and-captions) as a CMX 3600 edit decision list. */
  'edl',
  /** The edit as Final Cut Pro XML 1.10 (`.fcpxml`), read by Final Cut Pro and DaVinci Resolve. */
  'fcpxml',
  /**
   * The edit as Final Cut Pro 7 XML (xmeml version 4, `.xml`): what Premiere Pro imports as "Final
   * Cut Pro XML", and DaVinci Resolve, Kdenlive and OpenShot read.
   */
  'xmeml',
  /** The edit as an OpenTimelineIO timeline (`.otio`, JSON). */
  'otio',
]);
export type ExportFormat = z.infer<typeof ExportFormat>;
export const EXPORT_FORMATS = ExportFormat.options;

/** Shown in the export dialog. */
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  txt: 'Plain text (.txt)',
  docx: 'Word document (.docx)',
  pdf: 'PDF (.pdf)',
  srt: 'SubRip captions (.srt)',
  vtt: 'WebVTT captions (.vtt)',
  json: 'JSON with word timings (.json)',
  md: 'Markdown (.md)',
  html: 'Web page (.html)',
  csv: 'Spreadsheet (.csv)',
  'podcast-transcript': 'Podcasting 2.0 transcript (.json)',
  'podcast-chapters': 'Podcasting 2.0 chapters (.json)',
  'youtube-chapters': 'YouTube chapters (.txt)',
  edl: 'Edit decision list, CMX 3600 (.edl)',
  fcpxml: 'Final Cut Pro XML (.fcpxml)',
  xmeml: 'Final Cut Pro 7 / Premiere XML (.xml)',
  otio: 'OpenTimelineIO timeline (.otio)',
};

/** File name extension and media type of each format. */
export const EXPORT_FILE_TYPES: Record<ExportFormat, { extension: string; mediaType: string }> = {
  txt: { extension: 'txt', mediaType: 'text/plain; charset=utf-8' },
  docx: { extension: 'docx', mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  pdf: { extension: 'pdf', mediaType: 'application/pdf' },
  srt: { extension: 'srt', mediaType: 'application/x-subrip; charset=utf-8' },
  vtt: { extension: 'vtt', mediaType: 'text/vtt; charset=utf-8' },
  json: { extension: 'json', mediaType: 'application/json; charset=utf-8' },
  md: { extension: 'md', mediaType: 'text/markdown; charset=utf-8' },
  html: { extension: 'html', mediaType: 'text/html; charset=utf-8' },
  csv: { extension: 'csv', mediaType: 'text/csv; charset=utf-8' },
  'podcast-transcript': { extension: 'json', mediaType: 'application/json; charset=utf-8' },
  'podcast-chapters': { extension: 'json', mediaType: 'application/json+chapters; charset=utf-8' },
  'youtube-chapters': { extension: 'txt', mediaType: 'text/plain; charset=utf-8' },
  // EDLs are plain ASCII text; editors know them by the extension, not a registered media type.
  edl: { extension: 'edl', mediaType: 'text/plain; charset=utf-8' },
  fcpxml: { extension: 'fcpxml', mediaType: 'application/xml; charset=utf-8' },
  xmeml: { extension: 'xml', mediaType: 'application/xml; charset=utf-8' },
  otio: { extension: 'otio', mediaType: 'application/json; charset=utf-8' },
};

/** Every media type an export can come as. */
export const EXPORT_MEDIA_TYPES = [...new Set(Object.values(EXPORT_FILE_TYPES).map((type) => type.mediaType))];

/** Formats that are documents a person reads, and so may carry the insight parts. */
export const DOCUMENT_FORMATS: readonly ExportFormat[] = ['txt', 'docx', 'pdf', 'md', 'html'];
export const CAPTION_FORMATS: readonly ExportFormat[] = ['srt', 'vtt'];
/** Formats that are the edit itself (the kept stretches of the media), for an editor to import. */
export const TIMELINE_FORMATS: readonly ExportFormat[] = ['edl', 'fcpxml', 'xmeml', 'otio'];

/**
 * Which timeline an export's times are on: the original recording's, or the edited one's (struck
 * words cut out, docs/product.md#exports-and-captions), so captions line up with the edited media.
 */
export const ExportTimeline = z.enum(['original', 'edited']);
export type ExportTimeline = z.infer<typeof ExportTimeline>;

/** Longest "Shorten pauses" cap an export takes, in milliseconds (a minute: anything longer is no cap). */
export const MAX_PAUSE_CAP_MS = 60_000;

/** Parts a document export may include besides the transcript. */
export const ExportPart = z.enum(['summary', 'chapters', 'quotes', 'keywords', 'show_notes']);
export type ExportPart = z.infer<typeof ExportPart>;

/** Query flags arrive as strings: "1"/"true"/"on" and "0"/"false"/"off". */
const Flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off'])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const CAPTION_DEFAULTS = { max_chars_per_line: 42, max_lines_per_cue: 2, max_cue_seconds: 6 } as const;

/**
 * Options of `GET /v2/up/export/{id}` (query string). `parts` is a comma-separated list of
 * `ExportPart`s (default none: the transcript alone).
 */
export const ExportOptions = z.object({
  format: ExportFormat,
  speakers: Flag.default(true),
  /** hh:mm:ss at each paragraph. */
  timestamps: Flag.default(true),
  /** Keep words struck out in the editor (default: drop them, as the editor shows them gone). */
  struck: Flag.default(false),
  max_chars_per_line: z.coerce.number().int().min(10).max(200).default(CAPTION_DEFAULTS.max_chars_per_line),
  max_lines_per_cue: z.coerce.number().int().min(1).max(5).default(CAPTION_DEFAULTS.max_lines_per_cue),
  max_cue_seconds: z.coerce.number().min(1).max(30).default(CAPTION_DEFAULTS.max_cue_seconds),
  /**
   * `edited`: times mapped through the cuts and struck words gone (whatever `struck` says), as in
   * the edited media. The `edl`, `fcpxml`, `xmeml` and `otio` formats are always the edit.
   */
  timeline: ExportTimeline.default('original'),
  /** "Shorten pauses" of the edit (ms): give the one the render used, so the export lines up with it. */
  max_pause_ms: z.coerce.number().int().min(1).max(MAX_PAUSE_CAP_MS).optional(),
  parts: z
    .string()
    .max(200)
    .default('')
    .transform((s, zctx) => {
      const list = s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const bad = list.filter((p) => !ExportPart.safeParse(p).success);
      if (bad.length) {
        zctx.addIssue({ code: 'custom', message: `unknown part: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(list)] as ExportPart[];
    }),
});
export type ExportOptions = z.output<typeof ExportOptions>;
export type ExportQuery = z.input<typeof ExportOptions>;

/** The `json` export: the transcript with word timings, as the editor holds it. */
export const TranscriptExport = z.object({
  id: z.string(),
  title: z.string(),
  duration: z.number().nullable(),
  speakers: z.array(z.string()),
  paragraphs: z.array(
    z.object({
      id: z.string(),
      speaker: z.string(),
      start: z.number(),
      end: z.number(),
      start_timestamp: z.string(),
      text: z.string(),
      words: z.array(
        z.object({
          text: z.string(),
          start: z.number(),
          end: z.number(),
          confidence: z.number(),
          is_removed: z.boolean(),
        }),
      ),
    }),
  ),
  summary: z.string().nullable().optional(),
  chapters: z.array(z.object({ summary: z.string(), timestamp: z.string() })).optional(),
  keywords: z.array(z.string()).optional(),
  quotes: z.array(z.object({ text: z.string(), speaker: z.string(), timestamp: z.string() })).optional(),
  show_notes: z.string().nullable().optional(),
});
export type TranscriptExport = z.infer<typeof TranscriptExport>;

// ---------------------------------------------------------------------------------------------
// Bulk download (docs/product.md#bulk-download: by docId and params; article, show_notes, tweet and caption always false)

export const DownloadParams = z.object({
  summary: z.boolean(),
  quotes: z.boolean(),
  chapters: z.boolean(),
  transcript: z.boolean(),
  audiogram: z.boolean(),
  videoreels: z.boolean(),
  /** Ours: the newest edited recording (docs/product.md#edited-media), when one is rendered. */
  edited: z.boolean().default(false),
  article: z.literal(false).default(false),
  show_notes: z.literal(false).default(false),
  tweet: z.literal(false).default(false),
  caption: z.literal(false).default(false),
});
export type DownloadParams = z.output<typeof DownloadParams>;

/** The default selection (docs/product.md#bulk-download). */
export const DEFAULT_DOWNLOAD: DownloadParams = {
  summary: true,
  quotes: true,
  chapters: true,
  transcript: true,
  audiogram: false,
  videoreels: false,
  edited: false,
  article: false,
  show_notes: false,
  tweet: false,
  caption: false,
};

/** docs/product.md#bulk-download: other presets turn on audiogram or videoreels, alone or with the default four. */
export const DOWNLOAD_PRESETS = {
  default: DEFAULT_DOWNLOAD,
  audiogram: {
    ...DEFAULT_DOWNLOAD,
    summary: false,
    quotes: false,
    chapters: false,
    transcript: false,
    audiogram: true,
  },
  videoreels: {
    ...DEFAULT_DOWNLOAD,
    summary: false,
    quotes: false,
    chapters: false,
    transcript: false,
    videoreels: true,
  },
  default_audiogram: { ...DEFAULT_DOWNLOAD, audiogram: true },
  default_videoreels: { ...DEFAULT_DOWNLOAD, videoreels: true },
} satisfies Record<string, DownloadParams>;
export type DownloadPreset = keyof typeof DOWNLOAD_PRESETS;

/** The /download page's query flags (each 0 or 1). */
export const DOWNLOAD_FLAGS = [
  'summary',
  'quotes',
  'chapters',
  'transcript',
  'audiogram',
  'videoreels',
  'edited',
] as const;
export type DownloadFlag = (typeof DOWNLOAD_FLAGS)[number];

/** `POST /up/bulk-download`: builds the zip and answers where to fetch it (a signed, expiring URL). */
export const BulkDownloadRequest = z.object({ docId: z.string(), params: DownloadParams });
export type BulkDownloadRequest = z.input<typeof BulkDownloadRequest>;
export const BulkDownloadResponse = z.object({
  url: z.string(),
  file_name: z.string(),
  /** What the zip holds, and what it says is missing (also written inside it, in README.txt). */
  included: z.array(z.string()),
  missing: z.array(z.string()),
});
export type BulkDownloadResponse = z.infer<typeof BulkDownloadResponse>;
