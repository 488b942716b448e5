import {
  DEFAULT_DOWNLOAD,
  DOWNLOAD_FLAGS,
  DOWNLOAD_PRESETS,
  type DownloadFlag,
  type DownloadParams,
  type DownloadPreset,
} from '@scriptloom/contracts';

/** The choices of the /download page. */
export type DownloadFlags = Record<DownloadFlag, boolean>;

export const DOWNLOAD_PATH = '/download';

export const DOWNLOAD_FLAG_LABELS: Record<DownloadFlag, string> = {
  summary: 'Summary',
  quotes: 'Quotes',
  chapters: 'Chapters',
  transcript: 'Transcript',
  audiogram: 'Audiograms',
  videoreels: 'Video reels',
  edited: 'Edited recording',
};

/** The preset buttons, in the order shown. */
export const DOWNLOAD_PRESET_LABELS: Record<DownloadPreset, string> = {
  default: 'Default',
  audiogram: 'Audiogram',
  videoreels: 'Video reels',
  default_audiogram: 'Default + audiogram',
  default_videoreels: 'Default + video reels',
};
export const DOWNLOAD_PRESET_ORDER = Object.keys(DOWNLOAD_PRESET_LABELS) as DownloadPreset[];

function flagsOf(params: DownloadParams): DownloadFlags {
  const flags = {} as DownloadFlags;
  for (const flag of DOWNLOAD_FLAGS) flags[flag] = params[flag];
  return flags;
}

export const DEFAULT_DOWNLOAD_FLAGS: DownloadFlags = flagsOf(DEFAULT_DOWNLOAD);

export function presetFlags(preset: DownloadPreset): DownloadFlags {
  return flagsOf(DOWNLOAD_PRESETS[preset]);
}

/** Which preset these flags are exactly, if any (so its button can show as chosen). */
export function matchingPreset(flags: DownloadFlags): DownloadPreset | null {
  return (
    DOWNLOAD_PRESET_ORDER.find((preset) =>
      DOWNLOAD_FLAGS.every((flag) => DOWNLOAD_PRESETS[preset][flag] === flags[flag]),
    ) ?? null
  );
}

/** What the /download page was asked for. */
export interface DownloadRequest {
  /** The file, or null when the link carries none. */
  docId: string | null;
  flags: DownloadFlags;
}

/**
 * Reads `/download?docId=...&summary=1&...`. Each flag is 0 or 1 (docs/product.md#bulk-download). A missing flag takes its
 * default, and so does anything else (`yes`, `2`, an empty value): a mistyped link still downloads
 * the usual bundle instead of failing.
 */
export function parseDownloadQuery(search: URLSearchParams | string): DownloadRequest {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const flags = { ...DEFAULT_DOWNLOAD_FLAGS };
  for (const flag of DOWNLOAD_FLAGS) {
    const value = params.get(flag)?.trim();
    if (value === '1') flags[flag] = true;
    else if (value === '0') flags[flag] = false;
  }
  const docId = params.get('docId')?.trim() || null;
  return { docId, flags };
}

/** Choices that are ours, not the specification's: written into a link only when on, so its links stay as they are. */
const OWN_FLAGS: readonly DownloadFlag[] = ['edited'];

/** The page's query for a file and flags: every flag written out, so the link says what it gets. */
export function downloadSearch(docId: string, flags: DownloadFlags = DEFAULT_DOWNLOAD_FLAGS): string {
  const params = new URLSearchParams({ docId });
  for (const flag of DOWNLOAD_FLAGS) {
    if (OWN_FLAGS.includes(flag) && !flags[flag]) continue;
    params.set(flag, flags[flag] ? '1' : '0');
  }
  return params.toString();
}

export function downloadPageHref(docId: string, flags: DownloadFlags = DEFAULT_DOWNLOAD_FLAGS): string {
  return `${DOWNLOAD_PATH}?${downloadSearch(docId, flags)}`;
}

/** The bulk download's params: the page's choices, and article, show_notes, tweet and caption always false. */
export function downloadParams(flags: DownloadFlags): DownloadParams {
  return { ...flags, article: false, show_notes: false, tweet: false, caption: false };
}

export const anyFlagOn = (flags: DownloadFlags): boolean => DOWNLOAD_FLAGS.some((flag) => flags[flag]);
