import { DOCUMENT_FORMATS, EXPORT_FORMATS, TIMELINE_FORMATS, type ExportFormat } from '@scriptloom/contracts';

/** The export dialog's switches: each changes some formats and means nothing to the rest. */
export type ExportSwitch = 'speakers' | 'timestamps' | 'struck';
/** Every dialog option that some formats ignore. */
export type ExportOption = ExportSwitch | 'parts' | 'timeline';

/**
 * Chapter files hold chapters alone: no transcript text, so no speakers, times or struck words.
 * Timeline files (EDL, FCPXML, Final Cut Pro 7 XML, OTIO) hold the edit alone: its kept stretches, always without struck words.
 */
const CHAPTER_FORMATS: readonly ExportFormat[] = ['podcast-chapters', 'youtube-chapters'];
const NO_TEXT: readonly ExportFormat[] = [...CHAPTER_FORMATS, ...TIMELINE_FORMATS];

/**
 * Which formats each option changes, as packages/exports renders them: JSON always names the
 * speaker of every paragraph and times every word; only the documents print a time per paragraph
 * (captions, csv and JSON carry times of their own whatever the switch says).
 */
export const OPTION_FORMATS: Record<ExportOption, readonly ExportFormat[]> = {
  speakers: EXPORT_FORMATS.filter((format) => format !== 'json' && !NO_TEXT.includes(format)),
  timestamps: DOCUMENT_FORMATS,
  struck: EXPORT_FORMATS.filter((format) => !NO_TEXT.includes(format)),
  // Every time-bearing export can be on the edited timeline; the timeline formats are the edit itself.
  timeline: EXPORT_FORMATS.filter((format) => !TIMELINE_FORMATS.includes(format)),
  // The dialog offers the insight parts with documents only (export-choices.ts, exportQuery).
  parts: DOCUMENT_FORMATS,
};

/** Short names, for notes that list several formats in one line. */
const SHORT_NAMES: Record<ExportFormat, string> = {
  txt: 'plain text',
  docx: 'Word',
  pdf: 'PDF',
  srt: 'SubRip',
  vtt: 'WebVTT',
  json: 'JSON',
  md: 'Markdown',
  html: 'web page',
  csv: 'spreadsheet',
  'podcast-transcript': 'Podcasting 2.0 transcript',
  'podcast-chapters': 'Podcasting 2.0 chapters',
  'youtube-chapters': 'YouTube chapters',
  edl: 'EDL',
  fcpxml: 'FCPXML',
  xmeml: 'Final Cut Pro 7 XML',
  otio: 'OpenTimelineIO',
};

function listOf(formats: readonly ExportFormat[], last: 'and' | 'or'): string {
  const names = formats.map((format) => SHORT_NAMES[format]);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)!}`;
}

export const optionApplies = (option: ExportOption, format: ExportFormat): boolean =>
  OPTION_FORMATS[option].includes(format);

/**
 * Null when the option changes `format`; otherwise a short note saying where it does, naming
 * whichever list is shorter: the formats it is for, or those it is not.
 */
export function optionNote(option: ExportOption, format: ExportFormat): string | null {
  if (optionApplies(option, format)) return null;
  const applies = OPTION_FORMATS[option];
  const not = EXPORT_FORMATS.filter((candidate) => !applies.includes(candidate));
  return applies.length <= not.length ? `Only for ${listOf(applies, 'and')}.` : `Not used by ${listOf(not, 'or')}.`;
}
