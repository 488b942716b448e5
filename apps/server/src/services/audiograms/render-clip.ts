import fsp from 'node:fs/promises';
import path from 'node:path';
import { backgroundById, DEFAULT_BACKGROUND_ID, MediaError, renderAudiogram, renderReel } from '@scriptloom/media';
import type { MediaClipRow } from '@scriptloom/db';
import type { JobMeta } from '../../queue/queue.js';
import { logAndContinue } from '../../lib/logger.js';
import { safeError } from '../../lib/safe-error.js';
import { clipKeys } from '../../storage/file-keys.js';
import type { ServiceContext } from '../context.js';

/** A render not touched for this long has lost its worker (the recovery sweep queues it again). */
export const CLIP_STALE_MS = 3 * 60_000;
/** Progress is written at most this often; each write is also the render's heartbeat. */
const PROGRESS_EVERY_MS = 1_000;
const HEARTBEAT_MS = 20_000;

const FAILED = 'The clip could not be rendered.';

/** Minutes a clip counts against its user's media allowance: every started minute (docs/product.md#usage). */
export const chargedMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60 - 1e-9));

/**
 * Renders one queued clip with ffmpeg and stores its MP4 and audio (docs/product.md#audiograms).
 * A clip deleted meanwhile stops the render and leaves nothing behind; a shutdown hands it back to
 * the queue; a media failure marks it failed with the reason (the person can try again); any other
 * failure is retried by the queue, and marks it failed on the last attempt.
 */
export async function renderClip(ctx: ServiceContext, id: string, meta: Pick<JobMeta, 'isLastAttempt' | 'shutdown'>) {
  const clips = ctx.repos.mediaClips;
  const row = await clips.claim(id);
  if (!row) return; // rendered already, failed, or deleted
  const file = await ctx.repos.files.findById(row.file_id);
  if (!file) return; // deleted: the clip went with it
  const sourceKey = row.kind === 'reel' ? file.original_key : (file.playback_key ?? file.original_key);
  const keys = clipKeys(file.user_id, file.id, row.id);
  const workDir = path.join(ctx.config.workDir, `clip-${row.id}-${process.pid}`);
  const abort = new AbortController();
  const stopOnShutdown = () => abort.abort();
  meta.shutdown.addEventListener('abort', stopOnShutdown);
  const heartbeat = setInterval(() => void beat(0), HEARTBEAT_MS);
  let lastWrite = 0;
  let lastFraction = 0;
  // A write that finds the clip gone (deleted) stops the render.
  async function beat(fraction: number) {
    lastFraction = Math.max(lastFraction, fraction);
    lastWrite = Date.now();
    const held = await clips
      .progress(row!.id, lastFraction)
      .catch(logAndContinue(ctx.log, 'warn', 'could not record render progress', { clipId: row!.id }));
    if (held === false) abort.abort();
  }
  const onProgress = ({ fraction }: { fraction: number }) => {
    if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) void beat(fraction);
  };
  let source: { path: string; release(): Promise<void> } | undefined;
  try {
    await fsp.mkdir(workDir, { recursive: true });
    source = await ctx.storage.localPath(sourceKey);
    const videoPath = path.join(workDir, 'clip.mp4');
    const audioPath = path.join(workDir, 'clip.m4a');
    const common = {
      start: row.start_sec,
      end: row.end_sec,
      words: row.words,
      speaker: row.speaker,
      title: file.title,
      outputPath: videoPath,
      audioOutputPath: audioPath,
      onProgress,
      signal: abort.signal,
    };
    if (row.kind === 'reel') {
      await renderReel({ ...common, videoPath: source.path, framing: row.framing ?? 'blur' });
    } else {
      const background = backgroundById(row.background) ?? backgroundById(DEFAULT_BACKGROUND_ID)!;
      await renderAudiogram({ ...common, audioPath: source.path, shape: row.shape, background });
    }
    await ctx.storage.putFile(keys.video, videoPath);
    await ctx.storage.putFile(keys.audio, audioPath);
    const finished = await clips.finish(row.id, {
      video_key: keys.video,
      audio_key: keys.audio,
      minutes: chargedMinutes(row.end_sec - row.start_sec),
    });
    if (!finished) await removeMedia(ctx, keys);
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
  row: MediaClipRow,
  err: unknown,
  { aborted, meta }: { aborted: boolean; meta: Pick<JobMeta, 'isLastAttempt' | 'shutdown'> },
) {
  const clips = ctx.repos.mediaClips;
  if (meta.shutdown.aborted) {
    // Stopped by a shutdown: the next worker renders it from the start.
    await clips.release(row.id);
    throw err;
  }
  if (aborted) return; // deleted while rendering
  if (err instanceof MediaError) {
    // ffmpeg's own words go to the log only: they name paths and codecs, not what a person can do.
    ctx.log.warn({ clipId: row.id, code: err.code, detail: err.detail?.slice(-2000) }, 'clip render failed');
    await clips.fail(row.id, `${FAILED} ${err.message}`);
    return;
  }
  if (!meta.isLastAttempt) {
    await clips.release(row.id);
    throw err;
  }
  ctx.log.error({ clipId: row.id, error: safeError(err) }, 'clip render failed');
  await clips.fail(row.id, `${FAILED} Please try again.`);
}

async function removeMedia(ctx: ServiceContext, keys: { video: string; audio: string }) {
  await ctx.storage.delete(keys.video);
  await ctx.storage.delete(keys.audio);
}
