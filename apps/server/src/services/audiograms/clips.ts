import {
  AUDIOGRAM_LIMITS,
  AudiogramMessages,
  BillingMessages,
  ErrorCode,
  type FromQuotesRequest,
  type FromQuotesResponse,
  type MediaClip,
  type MediaClipsResponse,
} from '@scriptloom/contracts';
import type { NewMediaClip, UserRow } from '@scriptloom/db';
import { backgroundById, DEFAULT_BACKGROUND_ID } from '@scriptloom/media';
import { planClip, readStoredTranscript } from '@scriptloom/transcript';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { chargedMinutes } from './render-clip.js';
import { enqueueClipRender } from '../../queue/pipeline-definitions.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileNotFound, noTranscript } from '../insights/insights.js';
import { clipLists, toMediaClip } from './view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const clipNotFound = () => notFound('Clip not found.');

/** Clip ids are uuids; anything else cannot be a clip, so it answers like a missing one. */
export function clipId(id: string): string {
  if (!UUID.test(id)) throw clipNotFound();
  return id.toLowerCase();
}

/** A background of the catalogue, or a 400 naming the problem. */
function knownBackground(id: string): string {
  if (!backgroundById(id)) throw badRequest(AudiogramMessages.unknownBackground);
  return id;
}

/**
 * Queues one render per quote (all of the file's, or those named) or per passage, and answers at
 * once (docs/product.md#audiograms). What each clip shows is fixed here, from the transcript as it
 * is now. Reels need a video upload.
 */
export async function makeClips(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: FromQuotesRequest & { kind: 'audiogram' | 'reel'; shape: NewMediaClip['shape']; framing: 'crop' | 'blur' },
): Promise<FromQuotesResponse> {
  const caller = callerOf(user);
  const found = await ctx.repos.files.withTranscriptForUser(fileId, caller);
  if (!found) throw fileNotFound();
  if (!found.transcript) throw noTranscript();
  const { file } = found;
  if (req.kind === 'reel' && file.file_type !== 'video') throw badRequest(AudiogramMessages.notVideo);
  const background = knownBackground(req.background ?? file.audiogram_background ?? DEFAULT_BACKGROUND_ID);
  const transcript = readStoredTranscript(found.transcript);
  const ranges = clipRanges(req, transcript.contents.quotes);
  const options = { padding: AUDIOGRAM_LIMITS.paddingSeconds, duration: file.duration_sec };
  const clips: NewMediaClip[] = ranges.map((range) => {
    const plan = planClip(transcript.snippets, range, options);
    if (!plan) throw badRequest(AudiogramMessages.noWords);
    const seconds = plan.end - plan.start;
    if (seconds < AUDIOGRAM_LIMITS.minSeconds) throw badRequest(AudiogramMessages.tooShort);
    if (seconds > AUDIOGRAM_LIMITS.maxSeconds) throw badRequest(AudiogramMessages.tooLong);
    return {
      kind: req.kind,
      shape: req.kind === 'reel' ? 'portrait' : req.shape,
      framing: req.kind === 'reel' ? req.framing : null,
      background,
      start_sec: plan.start,
      end_sec: plan.end,
      text: plan.text,
      speaker: plan.speaker,
      words: plan.words,
    };
  });
  const minutesNeeded = clips.reduce((sum, clip) => sum + chargedMinutes(clip.end_sec - clip.start_sec), 0);
  const outcome = await ctx.repos.mediaClips.create(fileId, caller, clips, {
    maxPerFile: AUDIOGRAM_LIMITS.maxPerFile,
    minutesNeeded,
  });
  switch (outcome.status) {
    case 'file_not_found':
      throw fileNotFound();
    case 'no_transcript':
      throw noTranscript();
    case 'limit':
      throw conflict(AudiogramMessages.tooMany);
    case 'no_media_minutes':
      throw new AppError(402, ErrorCode.noMediaMinutesLeft, mediaMinutesMessage(minutesNeeded, outcome.left));
    case 'created':
      break;
  }
  // Should an enqueue fail, the clip stays queued and the recovery sweep queues it.
  for (const row of outcome.rows) await enqueueClipRender(ctx, row.id);
  return { queued: await Promise.all(outcome.rows.map((row) => toMediaClip(ctx, row, file.title))) };
}

/** Says what the clips need and what is left, and how to get more (docs/product.md#usage). */
const mediaMinutesMessage = (needed: number, left: number) =>
  `These clips need ${needed} media minute(s) and your plan has ${left} left. ${BillingMessages.noMediaAllowance}`;

/** The time ranges asked for: passages as given, else the named quotes, else every quote. */
function clipRanges(req: FromQuotesRequest, quotes: readonly { start: number; end: number }[]) {
  if (req.passages?.length) {
    return req.passages.map((p) => {
      if (p.end <= p.start) throw badRequest(AudiogramMessages.tooShort);
      if (p.end - p.start > AUDIOGRAM_LIMITS.maxSeconds) throw badRequest(AudiogramMessages.tooLong);
      return p;
    });
  }
  if (quotes.length === 0) throw conflict(AudiogramMessages.noQuotes);
  const wanted = req.quotes ?? quotes.map((_, i) => i);
  if (wanted.length > AUDIOGRAM_LIMITS.maxPerRequest) throw badRequest(AudiogramMessages.tooMany);
  return [...new Set(wanted)].map((index) => {
    const quote = quotes[index];
    if (!quote) throw badRequest(AudiogramMessages.unknownQuote);
    return { start: quote.start, end: quote.end };
  });
}

/** `GET /v1/audiogram/{id}`: the file's clips, newest first, for the page's polling. */
export async function listClips(ctx: ServiceContext, user: UserRow, fileId: string): Promise<MediaClipsResponse> {
  const found = await ctx.repos.mediaClips.listForFile(fileId, callerOf(user));
  if (!found) throw fileNotFound();
  return {
    ...(await clipLists(ctx, found.rows, found.title)),
    background: found.background ?? DEFAULT_BACKGROUND_ID,
    can_make_reels: found.fileType === 'video',
  };
}

/** Queues a failed clip again: a new render, so it needs the media minutes, as making one does. */
export async function retryClip(ctx: ServiceContext, user: UserRow, fileId: string, id: string): Promise<MediaClip> {
  const outcome = await ctx.repos.mediaClips.retry(fileId, id, callerOf(user));
  switch (outcome.status) {
    case 'not_found':
      throw clipNotFound();
    case 'not_failed':
      throw conflict(AudiogramMessages.retryOnlyFailed);
    case 'no_media_minutes':
      throw new AppError(402, ErrorCode.noMediaMinutesLeft, mediaMinutesMessage(outcome.needed, outcome.left));
    case 'queued':
      break;
  }
  await enqueueClipRender(ctx, outcome.row.id);
  return toMediaClip(ctx, outcome.row, null);
}

/** Deletes a clip and its media (a render in progress notices and stops). */
export async function deleteClip(ctx: ServiceContext, user: UserRow, fileId: string, id: string) {
  const row = await ctx.repos.mediaClips.delete(fileId, id, callerOf(user));
  if (!row) throw clipNotFound();
  for (const key of [row.video_key, row.audio_key]) if (key) await ctx.storage.delete(key);
  return { success: AudiogramMessages.deleted };
}

/** `POST /audiogram/update-background/{docId}/{backgroundId}`. */
export async function setBackground(ctx: ServiceContext, user: UserRow, fileId: string, backgroundId: string) {
  const background = knownBackground(backgroundId);
  if (!(await ctx.repos.mediaClips.setBackground(fileId, callerOf(user), background))) throw fileNotFound();
  return { success: 'Background updated.', background };
}
