import { TIMELINE_FORMATS, type ExportOptions } from '@scriptloom/contracts';
import type { ExportSource } from '@scriptloom/exports';
import type { Caller, FileRow, TranscriptRow, TranscriptTextRow } from '@scriptloom/db';
import { readStoredTranscript } from '@scriptloom/transcript';
import type { ExportSourceText } from '../../workers/tasks/render-exports.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscript } from './errors.js';
import { readEditEnergy } from '../files/stored-waveform.js';

/** Everything an export reads but the snippets. */
function exportMeta(file: FileRow, transcript: TranscriptTextRow | TranscriptRow): Omit<ExportSource, 'snippets'> {
  const { speakers, processed_data, contents } = readStoredTranscript({
    speakers: transcript.speakers,
    processed_data: transcript.processed_data,
    contents: transcript.contents,
  });
  return {
    id: file.id,
    title: file.title,
    durationSec: file.duration_sec,
    speakers,
    processed: processed_data,
    contents,
    // Null is the older export format (show notes assembled at export).
    version: file.version,
    // Timeline exports (EDL, FCPXML, xmeml, OTIO) refer to the media by the name it was uploaded under.
    media: { fileName: file.file_name, kind: file.file_type },
    language: file.language,
  };
}

/** What an export reads, as stored now (with every edit a person made). */
export function exportSource(file: FileRow, transcript: TranscriptRow): ExportSource {
  return { ...exportMeta(file, transcript), snippets: transcript.snippets };
}

/** What an export reads as stored now, the paragraphs as the stored JSON text (parsed where it renders). */
export function exportSourceText(file: FileRow, transcript: TranscriptTextRow): ExportSourceText {
  return { ...exportMeta(file, transcript), snippetsJson: transcript.snippets_json };
}

/** Any file the caller may read, or only an organisation's workflows (the members' routes). */
export type ExportScope = 'any' | 'workflow';

/**
 * The export source of a file the caller may read, its snippets as the stored JSON text (they are
 * parsed on the worker thread that renders): 404 when there is no such file or the caller may not
 * read it (checked in the query), 409 NO_TRANSCRIPT while it has no transcript.
 */
export async function loadExportSource(
  ctx: ServiceContext,
  caller: Caller,
  fileId: string,
  scope: ExportScope = 'any',
  { withEdit = false }: { withEdit?: boolean } = {},
): Promise<ExportSourceText> {
  const found = await ctx.repos.files.withTranscriptTextForUser(fileId, caller, 'read');
  if (!found || (scope === 'workflow' && !found.file.org_id)) throw fileNotFound();
  if (!found.transcript) throw noTranscript();
  const source = exportSourceText(found.file, found.transcript);
  // Only an export on the edited timeline plans cuts; the waveform is read for those alone.
  if (!withEdit) return source;
  const gapEnergy = await readEditEnergy(ctx, found.file);
  return gapEnergy ? { ...source, gapEnergy } : source;
}

/** Whether an export is on the edited timeline (and so needs the recording's waveform to plan its cuts). */
export const onEditedTimeline = (options: ExportOptions) =>
  options.timeline === 'edited' || TIMELINE_FORMATS.includes(options.format);
