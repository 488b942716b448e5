import { EXPORT_FILE_TYPES, type ExportFormat, type ExportOptions } from '@scriptloom/contracts';
import { fileName } from './file-name.js';
import type { ExportDocument, ExportSource, RenderedExport } from './model.js';
import { prepareExport } from './prepare.js';
import { renderCsv } from './text/csv.js';
import { renderHtml } from './text/html.js';
import { renderJson } from './text/json.js';
import { renderMd } from './text/md.js';
import { renderPodcastChapters } from './text/podcast-chapters.js';
import { renderPodcastTranscript } from './text/podcast-transcript.js';
import { renderSrt } from './text/srt.js';
import { renderTxt } from './text/txt.js';
import { renderVtt } from './text/vtt.js';
import { renderYoutubeChapters } from './text/youtube-chapters.js';
import { renderEdl } from './timelines/edl.js';
import { renderFcpxml } from './timelines/fcpxml.js';
import { renderOtio } from './timelines/otio.js';
import { renderXmeml } from './timelines/xmeml.js';
import type { TimelineInput } from './timelines/timeline.js';

const TEXT_RENDERERS: Record<Exclude<ExportFormat, 'docx' | 'pdf'>, (doc: ExportDocument) => string> = {
  txt: renderTxt,
  md: renderMd,
  html: renderHtml,
  csv: renderCsv,
  srt: renderSrt,
  vtt: renderVtt,
  json: renderJson,
  'podcast-transcript': renderPodcastTranscript,
  'podcast-chapters': renderPodcastChapters,
  'youtube-chapters': renderYoutubeChapters,
  edl: (doc) => renderEdl(timelineInput(doc)),
  fcpxml: (doc) => renderFcpxml(timelineInput(doc)),
  xmeml: (doc) => renderXmeml(timelineInput(doc)),
  otio: (doc) => renderOtio(timelineInput(doc)),
};

/** The edit of a prepared document (which always has one for the timeline formats). */
function timelineInput(doc: ExportDocument): TimelineInput {
  if (!doc.edit) throw new Error('a timeline export needs the edit plan');
  return {
    title: doc.title,
    mediaName: doc.media.fileName,
    mediaKind: doc.media.kind,
    duration: doc.edit.duration,
    kept: doc.edit.kept,
  };
}

/** Formats that are the chapters themselves: they take the chapters whether or not the parts ask. */
const CHAPTER_FORMATS: readonly ExportFormat[] = ['podcast-chapters', 'youtube-chapters'];

/** Renders one export: prepares the document, then the format's renderer; text formats are UTF-8. */
export async function renderExport(source: ExportSource, options: ExportOptions): Promise<RenderedExport> {
  const effective: ExportOptions = CHAPTER_FORMATS.includes(options.format)
    ? { ...options, parts: ['chapters'] }
    : options;
  const doc = prepareExport(source, effective);
  const { extension, mediaType } = EXPORT_FILE_TYPES[options.format];
  const body = await renderBody(doc, options.format);
  return { fileName: fileName(source.title, extension), mediaType, body };
}

/** The bytes of a prepared document in one format. */
export async function renderBody(doc: ExportDocument, format: ExportFormat): Promise<Buffer> {
  // The document libraries (docx, pdfkit) are loaded on the first such export, not when a server
  // process starts: most processes never write one.
  if (format === 'docx') return (await import('./documents/docx.js')).renderDocx(doc);
  if (format === 'pdf') return (await import('./documents/pdf.js')).renderPdf(doc);
  return Buffer.from(TEXT_RENDERERS[format](doc), 'utf8');
}
