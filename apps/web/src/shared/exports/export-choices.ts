import {
  CAPTION_DEFAULTS,
  CAPTION_FORMATS,
  DOCUMENT_FORMATS,
  EXPORT_FILE_TYPES,
  ExportFormat,
  ExportPart,
  ExportTimeline,
  TIMELINE_FORMATS,
  type ExportQuery,
} from '@scriptloom/contracts';

/** The caption-cutting numbers, kept as typed text so a half-typed value is not replaced under the cursor. */
export interface CaptionChoices {
  max_chars_per_line: string;
  max_lines_per_cue: string;
  max_cue_seconds: string;
}
export type CaptionField = keyof CaptionChoices;

/** Everything the export dialog asks; remembered between exports (see loadExportChoices). */
export interface ExportChoices {
  format: ExportFormat;
  speakers: boolean;
  timestamps: boolean;
  struck: boolean;
  /** `edited`: times of the edited media, struck words cut (docs/product.md#exports-and-captions). */
  timeline: ExportTimeline;
  captions: CaptionChoices;
  parts: ExportPart[];
}

export const EXPORT_PARTS = ExportPart.options;

export const EXPORT_PART_LABELS: Record<ExportPart, string> = {
  summary: 'Summary',
  chapters: 'Chapters',
  quotes: 'Quotes',
  keywords: 'Keywords',
  show_notes: 'Show notes',
};

export const CAPTION_FIELD_LABELS: Record<CaptionField, string> = {
  max_chars_per_line: 'Characters per line',
  max_lines_per_cue: 'Lines per caption',
  max_cue_seconds: 'Longest caption (seconds)',
};

/**
 * The server's limits for each caption number (contracts' ExportOptions). Repeated here as data so the
 * dialog can say what is wrong before sending; the server still checks.
 */
export const CAPTION_LIMITS: Record<CaptionField, { min: number; max: number; integer: boolean }> = {
  max_chars_per_line: { min: 10, max: 200, integer: true },
  max_lines_per_cue: { min: 1, max: 5, integer: true },
  max_cue_seconds: { min: 1, max: 30, integer: false },
};

const CAPTION_FIELDS = Object.keys(CAPTION_LIMITS) as CaptionField[];

/** The server's defaults: speaker names and timestamps on, struck-out words left out, no extra parts. */
export const DEFAULT_EXPORT_CHOICES: ExportChoices = {
  format: 'docx',
  speakers: true,
  timestamps: true,
  struck: false,
  timeline: 'original',
  captions: {
    max_chars_per_line: String(CAPTION_DEFAULTS.max_chars_per_line),
    max_lines_per_cue: String(CAPTION_DEFAULTS.max_lines_per_cue),
    max_cue_seconds: String(CAPTION_DEFAULTS.max_cue_seconds),
  },
  parts: [],
};

export const isDocumentFormat = (format: ExportFormat): boolean => DOCUMENT_FORMATS.includes(format);
export const isCaptionFormat = (format: ExportFormat): boolean => CAPTION_FORMATS.includes(format);
/** The timeline formats (EDL, FCPXML, Final Cut Pro 7 XML, OTIO): the edit itself, always on the edited timeline. */
export const isTimelineFormat = (format: ExportFormat): boolean => TIMELINE_FORMATS.includes(format);

export const TIMELINE_LABELS: Record<ExportTimeline, string> = {
  original: 'Original',
  edited: 'Edited (struck words cut)',
};

/** What is wrong with one caption number, or null when the server will accept it. */
export function captionFieldError(field: CaptionField, text: string): string | null {
  const { min, max, integer } = CAPTION_LIMITS[field];
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return 'Enter a number.';
  if (integer && !Number.isInteger(value)) return 'Enter a whole number.';
  if (value < min || value > max) return `Enter a number from ${min} to ${max}.`;
  return null;
}

/** The caption numbers' problems (only meaningful for srt and vtt, the formats that use them). */
export function captionErrors(choices: ExportChoices): Partial<Record<CaptionField, string>> {
  const errors: Partial<Record<CaptionField, string>> = {};
  if (!isCaptionFormat(choices.format)) return errors;
  for (const field of CAPTION_FIELDS) {
    const error = captionFieldError(field, choices.captions[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

const flag = (on: boolean): '1' | '0' => (on ? '1' : '0');

/**
 * The query of `GET /v2/up/export/{id}` for these choices. Options a format does not use are left
 * out rather than sent: parts go only with document formats, caption numbers only with srt and vtt.
 * Parts are sent in the dialog's order so the same choices always give the same URL.
 */
export function exportQuery(choices: ExportChoices): Record<string, string> {
  // Every value a string, as it travels; the keys are those of the contract's ExportQuery.
  const query: { [K in keyof ExportQuery]?: string } = {
    format: choices.format,
    speakers: flag(choices.speakers),
    timestamps: flag(choices.timestamps),
    struck: flag(choices.struck),
  };
  // The edit formats are the edited timeline whatever is chosen; the default is left out of the URL.
  if (choices.timeline === 'edited' && !isTimelineFormat(choices.format)) query.timeline = 'edited';
  if (isCaptionFormat(choices.format)) {
    for (const field of CAPTION_FIELDS) query[field] = String(Number(choices.captions[field].trim()));
  }
  if (isDocumentFormat(choices.format)) {
    const parts = EXPORT_PARTS.filter((part) => choices.parts.includes(part));
    if (parts.length) query.parts = parts.join(',');
  }
  return query as Record<string, string>;
}

/**
 * `format=docx&speakers=1&...` (commas in `parts` stay readable: the server splits on them);
 * `withFormat: false` leaves the format out, for the workflow export that has it in its path.
 */
export function exportQueryString(choices: ExportChoices, { withFormat = true } = {}): string {
  const { format, ...rest } = exportQuery(choices);
  const query = withFormat ? { format: format!, ...rest } : rest;
  return new URLSearchParams(query).toString().replace(/%2C/g, ',');
}

/** The name to save under when the server gives none: `title.ext`, as exports are named (docs/product.md#exports-and-captions). */
export function fallbackExportName(title: string, format: ExportFormat): string {
  // Characters no file system accepts are replaced; the server's own name wins whenever it sends one.
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'transcript';
  return `${base}.${EXPORT_FILE_TYPES[format].extension}`;
}

// ---- remembering the last choices ------------------------------------------------------------

export const EXPORT_CHOICES_KEY = 'exportChoices';

/** The part of Storage these functions use, so tests can hand in a plain object. */
export type ChoicesStorage = Pick<Storage, 'getItem' | 'setItem'>;

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * Reads back the remembered choices. Each field is checked on its own: a stored value from an older
 * version of the app, or edited by hand, falls back to the default for that field only.
 */
export function parseStoredChoices(raw: string | null): ExportChoices {
  const defaults = DEFAULT_EXPORT_CHOICES;
  if (!raw) return defaults;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const value = stored as Record<string, unknown>;
  const format = ExportFormat.safeParse(value.format);
  const timeline = ExportTimeline.safeParse(value.timeline);
  const captionsIn =
    typeof value.captions === 'object' && value.captions !== null ? (value.captions as Record<string, unknown>) : {};
  const captions = { ...defaults.captions };
  for (const field of CAPTION_FIELDS) {
    const text = captionsIn[field];
    if (typeof text === 'string' && captionFieldError(field, text) === null) captions[field] = text.trim();
  }
  const parts = Array.isArray(value.parts)
    ? EXPORT_PARTS.filter((part) => (value.parts as unknown[]).includes(part))
    : defaults.parts;
  return {
    format: format.success ? format.data : defaults.format,
    speakers: bool(value.speakers, defaults.speakers),
    timestamps: bool(value.timestamps, defaults.timestamps),
    struck: bool(value.struck, defaults.struck),
    timeline: timeline.success ? timeline.data : defaults.timeline,
    captions,
    parts,
  };
}

export function loadExportChoices(storage: ChoicesStorage | null = browserStorage()): ExportChoices {
  try {
    return parseStoredChoices(storage?.getItem(EXPORT_CHOICES_KEY) ?? null);
  } catch {
    return DEFAULT_EXPORT_CHOICES;
  }
}

/** Remembers the choices of an export that was sent (invalid caption numbers are never stored). */
export function saveExportChoices(choices: ExportChoices, storage: ChoicesStorage | null = browserStorage()): void {
  try {
    storage?.setItem(EXPORT_CHOICES_KEY, JSON.stringify(choices));
  } catch {
    // Storage full or disabled: the next export simply starts from the defaults.
  }
}

function browserStorage(): ChoicesStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
