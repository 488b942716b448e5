import { AUDIOGRAM_DOWNLOAD_NAME, type MediaClip } from '@scriptloom/contracts';
import type { MediaClipRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { MEDIA_URL_TTL_S } from '../../storage/media-links.js';

/** A clip as the API shows it, with signed links to its media once rendered. */
export async function toMediaClip(ctx: ServiceContext, row: MediaClipRow): Promise<MediaClip> {
  const rendered = row.status === 'Processed';
  const video_url =
    rendered && row.video_key
      ? await ctx.storage.signedDownloadUrl(row.video_key, {
          ttlSeconds: MEDIA_URL_TTL_S,
          fileName: AUDIOGRAM_DOWNLOAD_NAME,
        })
      : null;
  const audioFile =
    rendered && row.audio_key
      ? await ctx.storage.signedDownloadUrl(row.audio_key, { ttlSeconds: MEDIA_URL_TTL_S, fileName: 'Quote.m4a' })
      : null;
  return {
    audiogram_id: row.id,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    error: row.status === 'failed' ? row.error : null,
    video_url,
    audioFile,
    background: row.background,
    shape: row.shape,
    framing: row.framing,
    start: row.start_sec,
    end: row.end_sec,
    text: row.text,
    speaker: row.speaker,
    created_at: row.created_at.toISOString(),
  };
}

/** The clips of a file split as the transcript document lists them: audiograms and reels. */
export async function clipLists(ctx: ServiceContext, rows: MediaClipRow[]) {
  const clips = await Promise.all(rows.map((row) => toMediaClip(ctx, row)));
  return {
    audiogram: clips.filter((c) => c.kind === 'audiogram'),
    videogram: clips.filter((c) => c.kind === 'reel'),
  };
}
