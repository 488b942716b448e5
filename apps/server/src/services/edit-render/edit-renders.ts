import {
  BillingMessages,
  EDIT_RENDER_LIMITS,
  EditRenderMessages,
  ErrorCode,
  type EditRender,
  type EditRenderRequest,
  type EditRendersResponse,
} from '@scriptloom/contracts';
import type { EditRenderRow, UserRow } from '@scriptloom/db';
import { planEdit, readStoredTranscript, strikeFillers } from '@scriptloom/transcript';
import { AppError, badRequest, conflict, invalidField, notFound } from '../../lib/app-error.js';
import { enqueueEditRender } from '../../queue/pipeline-definitions.js';
import { MEDIA_URL_TTL_S } from '../../storage/media-links.js';
import { chargedMinutes } from '../audiograms/render-clip.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscript } from '../insights/insights.js';
import { readEditEnergy } from '../files/stored-waveform.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const renderNotFound = () => notFound(EditRenderMessages.notFound);

/** Render ids are uuids; anything else cannot be a render, so it answers like a missing one. */
export function editRenderId(id: string): string {
  if (!UUID.test(id)) throw renderNotFound();
  return id.toLowerCase();
}

const DOWNLOAD_NAME = (format: string) => `Edited.${format}`;

/** A render as the API shows it, with a signed link once rendered. */
export async function toEditRender(ctx: ServiceContext, row: EditRenderRow): Promise<EditRender> {
  const url =
    row.status === 'Processed' && row.key
      ? await ctx.storage.signedDownloadUrl(row.key, {
          ttlSeconds: MEDIA_URL_TTL_S,
          fileName: DOWNLOAD_NAME(row.format),
        })
      : null;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    format: row.format,
    version: row.version,
    duration: row.duration,
    url,
    loudness_target: row.loudness_target ?? null,
    loudness: row.status === 'Processed' ? row.loudness : null,
    error: row.status === 'failed' ? row.error : null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The transcript's words at `version`: the current document when that is its version, else the
 * version history's snapshot of it (409 when the history no longer has it).
 */
async function snippetsAt(ctx: ServiceContext, user: UserRow, fileId: string, version: number) {
  const caller = callerOf(user);
  const found = await ctx.repos.files.withTranscriptForUser(fileId, caller);
  if (!found) throw fileNotFound();
  if (!found.transcript) throw noTranscript();
  if (found.transcript.version === version) {
    return { file: found.file, snippets: readStoredTranscript(found.transcript).snippets };
  }
  const history = await ctx.repos.transcriptVersions.list(fileId, caller);
  const line = history?.versions.find((v) => v.version === version);
  const snapshot = line && (await ctx.repos.transcriptVersions.get(fileId, line.id, caller, 'read'));
  if (!snapshot) throw conflict(EditRenderMessages.versionGone);
  const { snippets } = readStoredTranscript({
    snippets: snapshot.snippets,
    speakers: snapshot.speakers,
    processed_data: snapshot.processed_data,
  });
  return { file: found.file, snippets };
}

/**
 * `POST /v1/up/edit-render/{id}`: plans the edit of the transcript at the version asked for and
 * queues its render (docs/product.md#edited-media). What is kept is fixed here, so the render is of
 * that version whatever is saved meanwhile. Counted in media minutes like an audiogram: every
 * started minute of the edited length, reserved now, counted when it is done.
 */
export async function requestEditRender(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: EditRenderRequest,
): Promise<EditRender> {
  const { file, snippets } = await snippetsAt(ctx, user, fileId, req.version);
  // The picture of an MP4 comes from the uploaded video; an audio upload has none.
  if (req.format === 'mp4' && file.file_type !== 'video') throw invalidField(EditRenderMessages.notVideo, 'format');
  // A file without a known length (media never probed) has nothing a plan could be made against.
  if (!(file.duration_sec > 0)) throw conflict(EditRenderMessages.noMedia);
  const words = req.remove_fillers ? strikeFillers(snippets, req.filler_words ?? []) : snippets;
  const gapEnergy = await readEditEnergy(ctx, file);
  const plan = planEdit(words, { duration: file.duration_sec, maxPauseMs: req.max_pause_ms, gapEnergy });
  if (plan.kept.length === 0) throw badRequest(EditRenderMessages.everythingStruck);
  // Nothing to cut would charge media minutes for a copy of the recording: refused.
  if (plan.cuts.length === 0) throw badRequest(EditRenderMessages.nothingStruck);
  const minutes = chargedMinutes(plan.editedDuration);
  const outcome = await ctx.repos.editRenders.create(
    fileId,
    callerOf(user),
    {
      format: req.format,
      version: req.version,
      kept: plan.kept,
      duration: plan.editedDuration,
      minutes,
      loudness_target: req.loudness ?? null,
    },
    { maxPerFile: EDIT_RENDER_LIMITS.maxPerFile },
  );
  switch (outcome.status) {
    case 'file_not_found':
      throw fileNotFound();
    case 'no_transcript':
      throw noTranscript();
    case 'limit':
      throw conflict(EditRenderMessages.tooMany);
    case 'no_media_minutes':
      throw new AppError(
        402,
        ErrorCode.noMediaMinutesLeft,
        `This render needs ${minutes} media minute(s) and your plan has ${outcome.left} left. ${BillingMessages.noMediaAllowance}`,
      );
    case 'created':
      break;
  }
  // Should the enqueue fail, the render stays queued and the recovery sweep queues it.
  await enqueueEditRender(ctx, outcome.row.id);
  return toEditRender(ctx, outcome.row);
}

/** `GET /v1/up/edit-render/{id}`: the file's renders, newest first. */
export async function listEditRenders(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
): Promise<EditRendersResponse> {
  const rows = await ctx.repos.editRenders.listForFile(fileId, callerOf(user));
  if (!rows) throw fileNotFound();
  return Promise.all(rows.map((row) => toEditRender(ctx, row)));
}

/** `DELETE /v1/up/edit-render/{id}/{renderId}`: the render and its file (a render in progress notices and stops). */
export async function deleteEditRender(ctx: ServiceContext, user: UserRow, fileId: string, id: string) {
  const row = await ctx.repos.editRenders.delete(fileId, id, callerOf(user));
  if (!row) throw renderNotFound();
  if (row.key) await ctx.storage.delete(row.key);
  return { success: EditRenderMessages.deleted };
}
