import type { DashboardQueryParsed, DashboardResponse, FileStatusResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { notFound } from '../../lib/app-error.js';
import { requireFile } from '../access.js';
import { callerOf } from '../caller.js';
import { deleteWorkflow } from '../workflows/delete.js';
import type { ServiceContext } from '../context.js';
import { fileKeys } from '../../storage/file-keys.js';
import { MEDIA_URL_TTL_S } from '../../storage/media-links.js';
import { detailsJson, toDashboardItem, toStatus, type DocumentTexts } from './file-views.js';
import { toArticle } from '../articles/view.js';
import { clipLists } from '../audiograms/view.js';
import { readStoredText } from './stored-waveform.js';

const fileNotFound = () => notFound('File not found.');

export async function listFiles(
  ctx: ServiceContext,
  user: UserRow,
  q: DashboardQueryParsed,
): Promise<DashboardResponse> {
  const { rows, total } = await ctx.repos.dashboard.listForUser(callerOf(user), q);
  return { items: rows.map(toDashboardItem), total };
}

export async function fileStatus(ctx: ServiceContext, user: UserRow, id: string): Promise<FileStatusResponse> {
  const file = await ctx.repos.dashboard.statusForUser(id, callerOf(user));
  if (!file) throw fileNotFound();
  return toStatus(file);
}

export async function unprocessedIds(ctx: ServiceContext, user: UserRow) {
  return { unprocessed: await ctx.repos.dashboard.inFlightIdsForUser(callerOf(user)) };
}

/** Reads again when a save moved the transcript on between the file's read and its paragraphs' read. */
const DETAILS_READS = 3;

/**
 * `GET /up/details/{id}` as the JSON text of its answer, with the first `limit` paragraphs when
 * asked (the workflow page fetches the rest with `GET /enterprise/transcript/{id}`). The paragraphs (hundreds of KB for a long
 * episode) and the same paragraphs as they read are kept as text by file and transcript version
 * (ctx.documents, documentTexts) and put into the answer as they are, like the stored waveform:
 * opening a transcript parses and serialises none of them, and one unchanged since it was last
 * opened costs no database work for them.
 */
export async function fileDetailsJson(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  { limit }: { limit?: number } = {},
): Promise<string> {
  for (let read = 1; ; read++) {
    const found = await ctx.repos.files.detailsForUser(id, callerOf(user));
    if (!found) throw fileNotFound();
    const { file, transcript } = found;
    const document = transcript
      ? await documentTexts(ctx, file.id, transcript.version, limit).catch((err: unknown) => {
          if (err instanceof TranscriptMoved && read < DETAILS_READS) return undefined;
          throw err;
        })
      : { paragraphs: '[]', display: '[]' };
    if (document === undefined) continue;
    const mediaUrl = file.playback_key
      ? await ctx.storage.signedDownloadUrl(file.playback_key, { ttlSeconds: MEDIA_URL_TTL_S })
      : null;
    const videoUrl =
      file.file_type === 'video'
        ? await ctx.storage.signedDownloadUrl(file.original_key, { ttlSeconds: MEDIA_URL_TTL_S })
        : null;
    // The waveform's text is put into the answer as it is.
    const peaks = await readStoredText(ctx, file.peaks_key);
    const author = `${user.first_name} ${user.last_name}`.trim();
    const clips = await clipLists(ctx, await ctx.repos.mediaClips.listByFileId(file.id), file.title);
    const article = transcript ? await ctx.repos.articles.newestWritten(file.id) : undefined;
    return detailsJson(
      file,
      transcript,
      author,
      { mediaUrl, videoUrl, peaks, ...document },
      { ...clips, article: article ? toArticle(article) : null },
    );
  }
}

/**
 * The document's two texts at `version` (only its first `limit` paragraphs, when given, read
 * afresh), the whole document's kept in ctx.documents as one string: the paragraphs'
 * length, a colon, the paragraphs, then the display paragraphs. Slicing it back copies nothing.
 * TranscriptMoved when the transcript is no longer at that version.
 */
export async function documentTexts(
  ctx: ServiceContext,
  fileId: string,
  version: number,
  limit?: number,
): Promise<DocumentTexts> {
  // The first paragraphs of a long document cost little to read and are not worth a cache entry
  // beside the whole document's.
  if (limit !== undefined) {
    const texts = await ctx.repos.transcripts.documentText(fileId, version, limit);
    if (texts === undefined) throw new TranscriptMoved();
    return texts;
  }
  const kept = await ctx.documents.getOrBuild(fileId, version, async () => {
    const texts = await ctx.repos.transcripts.documentText(fileId, version);
    if (texts === undefined) throw new TranscriptMoved();
    return `${texts.paragraphs.length}:${texts.paragraphs}${texts.display}`;
  });
  const colon = kept.indexOf(':');
  const end = colon + 1 + Number(kept.slice(0, colon));
  return { paragraphs: kept.slice(colon + 1, end), display: kept.slice(end) };
}

/** The transcript was saved again between two reads of one answer: read it again. */
export class TranscriptMoved extends Error {}

/**
 * Removes the rows first (so the file is gone for the user at once), then the media. A workflow
 * reached through this personal route is deleted as the workflow route deletes it: only by those
 * the policy lets delete it, keeping its history (docs/product.md#permission-matrix).
 */
export async function deleteFile(ctx: ServiceContext, user: UserRow, id: string) {
  const subject = await requireFile(ctx, user, 'delete', id, fileNotFound);
  if (subject.orgId !== null) {
    await deleteWorkflow(ctx, user, id);
    return { success: 'File was deleted successfully.' };
  }
  const file = await ctx.repos.dashboard.deleteForUser(id, callerOf(user));
  if (!file) throw fileNotFound();
  await ctx.storage.deletePrefix(fileKeys(file.user_id, file.id).dir);
  return { success: 'File was deleted successfully.' };
}

export async function originalForDownload(ctx: ServiceContext, user: UserRow, id: string) {
  const file = await ctx.repos.files.findForUser(id, callerOf(user));
  if (!file) throw fileNotFound();
  // A stream of a missing object fails after the headers are out; say so while we still can.
  if (!(await ctx.storage.exists(file.original_key))) {
    throw notFound('The original media of this file is no longer stored.');
  }
  return { file, stream: await ctx.storage.read(file.original_key) };
}
