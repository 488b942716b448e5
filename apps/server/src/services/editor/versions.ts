import { isDeepStrictEqual } from 'node:util';
import {
  VersionMessages,
  type EditableProcessedData,
  type RestoreVersionRequest,
  type TranscriptDocResponse,
  type TranscriptVersionDoc,
  type TranscriptVersionList,
  type TranscriptVersionItem,
} from '@scriptloom/contracts';
import type { TranscriptVersionDocRow, TranscriptVersionRow, UserRow } from '@scriptloom/db';
import { readStoredTranscript } from '@scriptloom/transcript';
import { notFound } from '../../lib/app-error.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { editTranscript, fileNotFound, toDocResponse, withSpeakers } from './document.js';

const versionNotFound = () => notFound('Version not found.');

const toItem = (row: TranscriptVersionRow): TranscriptVersionItem => ({
  id: row.id,
  version: row.version,
  saved_at: row.saved_at.toISOString(),
  saved_by_name: row.saved_by_name,
  kind: row.kind,
  word_count: row.word_count,
});

/** A snapshot's document through the one reader of stored transcripts (missing parts read as empty). */
function snapshotDoc(row: TranscriptVersionDocRow) {
  const { snippets, speakers, processed_data } = readStoredTranscript({
    snippets: row.snippets,
    speakers: row.speakers,
    processed_data: row.processed_data,
  });
  const { abstract, insights, keywords, entities } = processed_data;
  const parts: EditableProcessedData = { abstract, insights, keywords, entities };
  return { snippets, speakers, parts };
}

/** `GET /v1/up/versions/{id}`: the file's version history, newest first. */
export async function listVersions(ctx: ServiceContext, user: UserRow, fileId: string): Promise<TranscriptVersionList> {
  const found = await ctx.repos.transcriptVersions.list(fileId, callerOf(user));
  if (!found) throw fileNotFound();
  return { current_version: found.currentVersion, versions: found.versions.map(toItem) };
}

/** `GET /v1/up/versions/{id}/{versionId}`: one version's document, for a preview. */
export async function getVersion(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  versionId: string,
): Promise<TranscriptVersionDoc> {
  const row = await ctx.repos.transcriptVersions.get(fileId, versionId, callerOf(user), 'read');
  if (!row) throw versionNotFound();
  const { snippets, speakers, parts } = snapshotDoc(row);
  return { ...toItem(row), transcript: snippets, speakers, processed_data: parts };
}

/**
 * `POST /v1/up/versions/{id}/{versionId}/restore`: the version's document becomes the current one,
 * as a save of kind `restore` (a new version, kept in the history itself). It is an edit like any
 * other: the caller must hold the current version (409 otherwise), may write the file (a
 * workflow's review status decides, as for every editor save), and the document must be within
 * today's limits. Only the editable parts of processed_data come back; what was generated since
 * (headline, quotes, ...) stays. Restoring what is already current writes nothing.
 *
 * The snapshot is read before the save's transaction: a snapshot only changes when a save extends
 * it, and any save in between moves the version, which the save then refuses.
 */
export async function restoreVersion(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  versionId: string,
  req: RestoreVersionRequest,
): Promise<TranscriptDocResponse> {
  const row = await ctx.repos.transcriptVersions.get(fileId, versionId, callerOf(user), 'read');
  if (!row) throw versionNotFound();
  const saved = snapshotDoc(row);
  const result = await editTranscript(
    ctx,
    user,
    fileId,
    req.version,
    (doc) => {
      const next = withSpeakers(
        { ...doc, snippets: saved.snippets, processed_data: { ...doc.processed_data, ...saved.parts } },
        saved.speakers,
      );
      return isDeepStrictEqual(next, doc) ? null : next;
    },
    { kind: 'restore' },
  );
  return toDocResponse(VersionMessages.restored, result);
}
