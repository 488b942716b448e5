import { AUDIOGRAM_DOWNLOAD_NAME, type MediaClip } from '@scriptloom/contracts';
import type { MediaClipRow } from '@scriptloom/db';
import { fileName } from '@scriptloom/exports';
import type { ServiceContext } from '../context.js';
import { MEDIA_URL_TTL_S } from '../../storage/media-links.js';

/** Words of the quote that name a clip's download: enough to tell clips of one file apart. */
const NAME_WORDS = 6;

/**
 * The name a clip's Download button saves it under: "<file title> - <the quote's first words>
 * (<shape or reel>).mp4", made safe for file systems by the exports' own rule.
 */
export function clipDownloadName(fileTitle: string, row: Pick<MediaClipRow, 'kind' | 'shape' | 'text'>): string {
  const words = row.text.split(/\s+/).filter(Boolean);
  const opening = words
    .slice(0, NAME_WORDS)
    .join(' ')
    .replace(/[.,;:!?…]+$/u, '');
  const more = words.length > NAME_WORDS ? '...' : '';
  const form = row.kind === 'reel' ? 'reel' : row.shape;
  return fileName(`${fileTitle.trim() || 'Quote'} - ${opening}${more} (${form})`, 'mp4');
}

/**
 * A clip as the API shows it, with signed links to its media once rendered. `fileTitle` names the
 * download; a clip just queued has none to name (null).
 */
export async function toMediaClip(
  ctx: ServiceContext,
  row: MediaClipRow,
  fileTitle: string | null,
): Promise<MediaClip> {
  const rendered = row.status === 'Processed';
  const download_name = rendered && fileTitle !== null ? clipDownloadName(fileTitle, row) : null;
  const video_url =
    rendered && row.video_key
      ? await ctx.storage.signedDownloadUrl(row.video_key, {
          ttlSeconds: MEDIA_URL_TTL_S,
          fileName: AUDIOGRAM_DOWNLOAD_NAME,
        })
      : null;
  const download_url =
    row.video_key && download_name
      ? await ctx.storage.signedDownloadUrl(row.video_key, { ttlSeconds: MEDIA_URL_TTL_S, fileName: download_name })
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
    download_url,
    download_name,
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
export async function clipLists(ctx: ServiceContext, rows: MediaClipRow[], fileTitle: string) {
  const clips = await Promise.all(rows.map((row) => toMediaClip(ctx, row, fileTitle)));
  return {
    audiogram: clips.filter((c) => c.kind === 'audiogram'),
    videogram: clips.filter((c) => c.kind === 'reel'),
  };
}
