import fsp from 'node:fs/promises';
import path from 'node:path';
import { EDIT_RENDER_LIMITS, EditRenderMessages, LOUDNESS_TARGETS } from '@scriptloom/contracts';
import type { EditRenderRow } from '@scriptloom/db';
import { MediaError, renderEdit } from '@scriptloom/media';
import type { JobMeta } from '../../queue/queue.js';
import { logAndContinue } from '../../lib/logger.js';
import { safeError } from '../../lib/safe-error.js';
import { editRenderKey } from '../../storage/file-keys.js';
import type { ServiceContext } from '../context.js';

/** A render not touched for this long has lost its worker (the recovery sweep queues it again). */
export const EDIT_RENDER_STALE_MS = 3 * 60_000;
/** Progress is written at most this often; each write is also the render's heartbeat. */
const PROGRESS_EVERY_MS = 1_000;
const HEARTBEAT_MS = 20_000;

const FAILED = 'The edited recording could not be rendered.';

/**
 * Renders one queued edit (docs/product.md#edited-media): the file's stored media with only the
 * planned stretches kept, in one ffmpeg run, stored under the file's folder. As renderClip: a render
 * deleted meanwhile stops and leaves nothing; a shutdown hands it back to the queue; a media failure
 * marks it failed with the reason; any other failure is retried, and marks it failed on the last attempt.
 */
export async function renderEditJob(
  ctx: ServiceContext,
  id: string,
  meta: Pick<JobMeta, 'isLastAttempt' | 'shutdown'>,
) {
  const renders = ctx.repos.editRenders;
  const row = await renders.claim(id);
  if (!row) return; // rendered already, failed, or deleted
  const file = await ctx.repos.files.findById(row.file_id);
  if (!file) return; // deleted: the render went with it
  // An MP4 takes its picture from the uploaded video. Audio comes from the playback MP3, which
  // decodes fastest (an upload not yet converted has only its original).
  const sourceKey = row.format === 'mp4' ? file.original_key : (file.playback_key ?? file.original_key);
  const key = editRenderKey(file.user_id, file.id, row.id, row.format);
  const workDir = path.join(ctx.config.workDir, `edit-${row.id}-${process.pid}`);
  const abort = new AbortController();
  const stopOnShutdown = () => abort.abort();
  meta.shutdown.addEventListener('abort', stopOnShutdown);
  const heartbeat = setInterval(() => void beat(0), HEARTBEAT_MS);
  let lastWrite = 0;
  let lastFraction = 0;
  // A write that finds the render gone (deleted) stops it.
  async function beat(fraction: number) {
    lastFraction = Math.max(lastFraction, fraction);
    lastWrite = Date.now();
    const held = await renders
      .progress(row!.id, lastFraction)
      .catch(logAndContinue(ctx.log, 'warn', 'could not record render progress', { editRenderId: row!.id }));
    if (held === false) abort.abort();
  }
  let source: { path: string; release(): Promise<void> } | undefined;
  try {
    // Media gone from storage does not come back by trying again: the render fails at once, saying so.
    if (!(await ctx.storage.exists(sourceKey))) {
      ctx.log.warn({ editRenderId: row.id, fileId: file.id }, 'edit render: the media is not in storage');
      await renders.fail(row.id, `${FAILED} ${EditRenderMessages.noMedia}`);
      return;
    }
    await fsp.mkdir(workDir, { recursive: true });
    source = await ctx.storage.localPath(sourceKey);
    const output = path.join(workDir, `edited.${row.format}`);
    const written = await renderEdit({
      inputPath: source.path,
      outputPath: output,
      kept: row.kept,
      format: row.format,
      fadeMs: EDIT_RENDER_LIMITS.fadeMs,
      loudness: row.loudness_target ? LOUDNESS_TARGETS[row.loudness_target] : undefined,
      signal: abort.signal,
      onProgress: ({ fraction }) => {
        if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) void beat(fraction);
      },
    });
    await ctx.storage.putFile(key, output);
    const finished = await renders.finish(row.id, { key, duration: written.duration, loudness: written.loudness });
    if (!finished) await ctx.storage.delete(key);
  } catch (err) {
    await settleFailure(ctx, row, err, { aborted: abort.signal.aborted, meta });
  } finally {
    clearInterval(heartbeat);
    meta.shutdown.removeEventListener('abort', stopOnShutdown);
    await source?.release();
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

async function settleFailure(
  ctx: ServiceContext,
  row: EditRenderRow,
  err: unknown,
  { aborted, meta }: { aborted: boolean; meta: Pick<JobMeta, 'isLastAttempt' | 'shutdown'> },
) {
  const renders = ctx.repos.editRenders;
  if (meta.shutdown.aborted) {
    // Stopped by a shutdown: the next worker renders it from the start.
    await renders.release(row.id);
    throw err;
  }
  if (aborted) return; // deleted while rendering
  if (err instanceof MediaError) {
    // ffmpeg's own words go to the log only: they name paths and codecs, not what a person can do.
    ctx.log.warn({ editRenderId: row.id, code: err.code, detail: err.detail?.slice(-2000) }, 'edit render failed');
    await renders.fail(row.id, `${FAILED} ${err.message}`);
    return;
  }
  if (!meta.isLastAttempt) {
    await renders.release(row.id);
    throw err;
  }
  ctx.log.error({ editRenderId: row.id, error: safeError(err) }, 'edit render failed');
  await renders.fail(row.id, `${FAILED} Please try again.`);
}
