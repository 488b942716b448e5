import { createHash } from 'node:crypto';
import path from 'node:path';
import { ErrorCode, FeedMessages, UploadMessages } from '@scriptloom/contracts';
import type { FeedEpisodeRow, UserRow } from '@scriptloom/db';
import { AppError } from '../../lib/app-error.js';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch/safe-fetch.js';
import type { ServiceContext } from '../context.js';
import { cleanFileName, ingestStoredUpload, maxUploadBytes, receiveUpload } from '../files/ingest.js';
import { planName } from '../files/plan-limits.js';
import { fetchOptions } from './fetch-feed.js';

/*
 * The job's work for one episode (docs/product.md#episodes-from-a-feed): its enclosure is downloaded
 * through the safe fetcher into storage under the plan's size limit (`receiveUpload`, as a form
 * upload's body), then `ingestStoredUpload` probes it, checks the plan's length limit, charges its
 * minutes and queues processing, exactly as for an upload; its refusals are the upload's.
 */

/** Content types that are plainly not media: refused before a byte is stored. */
const NOT_MEDIA = /^(text\/|application\/(json|xml|xhtml\+xml|rss\+xml|atom\+xml|pdf|zip|javascript)\b|image\/)/i;

/** A failure that may pass (the enclosure's server erred or was busy): retried. */
class PassingFailure extends Error {
  override name = 'PassingFailure';
}

/** A refusal: the episode fails with this reason and is not tried again. Anything else is retried. */
function refusalOf(err: unknown): string | null {
  if (err instanceof AppError && err.status >= 400 && err.status < 500) return err.message;
  if (err instanceof SafeFetchError && err.reason !== 'timeout' && err.reason !== 'unreachable') return err.message;
  return null;
}

/** A name for the file, from the enclosure's path (its extension helps the file's key), else the title. */
function fileNameOf(episode: FeedEpisodeRow): string {
  let base = '';
  try {
    base = decodeURIComponent(path.posix.basename(new URL(episode.enclosure_url).pathname));
  } catch {
    // An address that cannot be decoded names nothing; the title does.
  }
  const ext = path.extname(base);
  return cleanFileName(/^\.[a-z0-9]{1,5}$/i.test(ext) ? `${episode.title}${ext}` : episode.title);
}

async function download(ctx: ServiceContext, user: UserRow, episode: FeedEpisodeRow): Promise<string> {
  const maxBytes = maxUploadBytes(ctx, user);
  // The fetcher's own limit is the installation's cap; the plan's is storage's, as for an upload,
  // so a body over it is refused with the upload's message.
  const res = await safeFetch(
    episode.enclosure_url,
    fetchOptions(ctx, ctx.config.maxUploadBytes, ctx.config.feeds.downloadTimeoutMs),
  );
  if (res.status !== 200) {
    res.body.destroy();
    const message = `The episode's file could not be downloaded: its server answered with status ${res.status}.`;
    // A server error may pass; a missing or forbidden file will not.
    if (res.status >= 500 || res.status === 429) throw new PassingFailure(message);
    throw new AppError(400, ErrorCode.notMedia, message);
  }
  const type = res.headers['content-type'];
  if (type && NOT_MEDIA.test(type)) {
    res.body.destroy();
    throw new AppError(400, ErrorCode.notMedia, FeedMessages.notMedia(type.split(';')[0]!.trim()));
  }
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.body.destroy();
    throw new AppError(413, ErrorCode.fileTooLarge, UploadMessages.tooLarge(maxBytes, planName(user.plan)));
  }
  return receiveUpload(ctx, user, res.body);
}

/**
 * The id of the file an episode becomes, the same on every attempt: an attempt after a crash (the
 * file made and its minutes charged, the episode not yet marked imported) finds that file instead
 * of downloading, making and charging another. A version-4-shaped UUID from a hash of the episode's id.
 */
export function episodeFileId(episodeId: string): string {
  const h = createHash('sha256').update(`feed-episode:${episodeId}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Imports one queued episode. Idempotent: an episode no longer queued (imported, failed, its feed
 * removed) is nothing to do. A refusal marks it failed with the reason at once; a failure that may
 * pass (no answer, a server error) is thrown for the queue to retry, and marks it failed on the
 * last attempt.
 */
export async function importEpisode(ctx: ServiceContext, episodeId: string, isLastAttempt: boolean): Promise<void> {
  const episode = await ctx.repos.feeds.claim(episodeId);
  if (!episode) return;
  const user = await ctx.repos.users.findById(episode.user_id);
  if (!user) return;
  const fileId = episodeFileId(episode.id);
  if (await ctx.repos.files.findById(fileId)) {
    // An earlier attempt made the file and stopped before saying so.
    await ctx.repos.feeds.imported(episode.id, fileId);
    return;
  }
  try {
    const key = await download(ctx, user, episode);
    const file = await ingestStoredUpload(
      ctx,
      user,
      key,
      fileNameOf(episode),
      { title: episode.title.slice(0, 300) },
      'personal',
      fileId,
    );
    await ctx.repos.feeds.imported(episode.id, file.id);
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal !== null) {
      await ctx.repos.feeds.failed(episode.id, refusal);
      return;
    }
    if (isLastAttempt) {
      // Only our own messages reach the person; anything else (a database error) is the log's.
      const reason =
        err instanceof SafeFetchError || err instanceof PassingFailure
          ? err.message
          : 'The episode could not be imported because of an error on our side; try again later.';
      await ctx.repos.feeds.failed(episode.id, reason);
    }
    throw err;
  }
}
