import type { ExportSource } from '@scriptloom/exports';
import type { Snippet, Speaker } from '@scriptloom/contracts';
import type { FileRow, TranscriptRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { storedContents, storedProcessedData } from '../insights/stored.js';
import { fileNotFound, noTranscript } from './errors.js';

/** What an export reads, as stored now (with every edit a person made). */
export function exportSource(file: FileRow, transcript: TranscriptRow): ExportSource {
  return {
    id: file.id,
    title: file.title,
    durationSec: file.duration_sec,
    snippets: transcript.snippets as Snippet[],
    speakers: transcript.speakers as Speaker[],
    processed: storedProcessedData(transcript),
    contents: storedContents(transcript),
    // Spec section 4 "Version": null is the older export format (show notes assembled at export).
    version: file.version,
  };
}

/**
 * The export source of `userId`'s file: 404 when there is no such file or it is someone else's
 * (checked in the query), 409 NO_TRANSCRIPT while it has no transcript.
 */
export async function loadExportSource(ctx: ServiceContext, userId: string, fileId: string): Promise<ExportSource> {
  const found = await ctx.repos.files.withTranscriptForUser(fileId, userId);
  if (!found) throw fileNotFound();
  if (!found.transcript) throw noTranscript();
  return exportSource(found.file, found.transcript);
}
