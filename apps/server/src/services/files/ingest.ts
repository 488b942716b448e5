import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  ErrorCode,
  mergeVocabularies,
  UploadMessages,
  type UploadFields,
  type UploadResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { MediaError, probeMedia } from '@scriptloom/media';
import { engineLanguages, recognisesLanguage } from '@scriptloom/speech';
import { AppError, badRequest, invalidField } from '../../lib/app-error.js';
import { ObjectTooLargeError } from '../../storage/storage.js';
import { enqueueStage } from '../../queue/pipeline-definitions.js';
import { fileKeys } from '../../storage/file-keys.js';
import type { ServiceContext } from '../context.js';
import { logAndContinue } from '../../lib/logger.js';
import { limitsFor, planName } from './plan-limits.js';
import { discardUpload, reserveMultipartUpload } from './pending-uploads.js';

const tooLarge = (message: string, code: ErrorCode = ErrorCode.fileTooLarge) => new AppError(413, code, message);

/** Upload keys of the signed-URL flow live under the user, so a key names its owner. */
export const uploadKeyPrefix = (userId: string) => `uploads/${userId}/`;

/** A display file name: no directories, no control characters, not too long. */
export function cleanFileName(name: string | undefined): string {
  const base = [...path.basename((name ?? '').replace(/\\/g, '/'))]
    .filter((c) => c !== '"' && c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('');
  return base.slice(0, 200) || 'upload';
}

const titleFrom = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || 'Untitled';

/** The most a user may upload right now: their plan's size limit, capped for every plan. */
export function maxUploadBytes(ctx: ServiceContext, user: UserRow): number {
  return limitsFor(user.plan, ctx.config.maxUploadBytes).maxBytes;
}

/**
 * Streams an upload body into a temporary key (in a folder of its own, recorded first so a crash
 * mid-upload is swept), enforcing the plan's size limit on the way.
 */
export async function receiveUpload(ctx: ServiceContext, user: UserRow, body: Readable): Promise<string> {
  const tmpKey = `tmp/${randomUUID()}/upload`;
  const maxBytes = maxUploadBytes(ctx, user);
  await reserveMultipartUpload(ctx, user, tmpKey);
  try {
    await ctx.storage.write(tmpKey, body, { maxBytes });
  } catch (err) {
    // The upload's record stays if this fails, so the hourly sweep removes it later.
    await discardUpload(ctx, tmpKey).catch(
      logAndContinue(ctx.log, 'warn', 'could not discard a cut-off upload; the hourly sweep will'),
    );
    if (err instanceof ObjectTooLargeError) {
      throw tooLarge(UploadMessages.tooLarge(maxBytes, planName(user.plan)));
    }
    throw err;
  }
  return tmpKey;
}

/** Whose an upload becomes: the uploader's own file, or their organisation's workflow. */
export type UploadOwner = 'personal' | 'organisation';

/**
 * Turns a stored upload into a file: ffprobe decides what it is (never the name), plan limits and
 * remaining minutes are checked, then the file row is created and its minutes charged in one
 * transaction, and only then is the pipeline queued. Whatever fails, nothing is left behind. The
 * personal routes make personal files whoever uploads; only the workflow route (which the policy
 * opens to admins) makes an organisation's workflow.
 */
export async function ingestStoredUpload(
  ctx: ServiceContext,
  user: UserRow,
  uploadKey: string,
  fileName: string,
  fields: UploadFields,
  owner: UploadOwner = 'personal',
  /** The new file's id: given by an import that must make the same file on every attempt. */
  fileId: string = randomUUID(),
): Promise<UploadResponse> {
  const ext = path.extname(fileName).toLowerCase();
  const keys = fileKeys(user.id, fileId, /^\.[a-z0-9]{1,5}$/.test(ext) ? ext : '');
  let moved = false;
  try {
    // A language the engine cannot recognise would give a transcript of nonsense: refused before
    // any work (the upload is discarded below, as for any refusal).
    const languages = engineLanguages(ctx.config.asr);
    if (fields.language && !recognisesLanguage(languages, fields.language)) {
      throw invalidField(UploadMessages.languageNotRecognised(languages ?? []), 'language');
    }
    // One local copy serves both the probe and the move to the file's own key (for a bucket,
    // that is one download instead of two).
    const local = await ctx.storage.localPath(uploadKey);
    let probe;
    try {
      probe = await probeMedia(local.path).catch((err) => {
        if (!(err instanceof MediaError)) throw err;
        throw err.code === 'FFMPEG_MISSING'
          ? new AppError(503, ErrorCode.mediaToolsMissing, err.message)
          : badRequest(err.message, err.code);
      });
      checkPlanLimits(user, probe, ctx.config.maxUploadBytes);
      await ctx.storage.putFile(keys.original, local.path);
      moved = true;
    } finally {
      await local.release();
    }
    const minutes = Math.max(1, Math.ceil(probe.durationSec / 60));
    const created = await ctx.repos.ingest.createCharged(
      {
        id: fileId,
        user_id: user.id,
        org_id: owner === 'organisation' ? user.org_id : null,
        title: fields.title || titleFrom(fileName),
        file_name: fileName,
        file_type: probe.kind,
        format_name: probe.formatName,
        size_bytes: probe.sizeBytes,
        duration_sec: probe.durationSec,
        speakers_hint: fields.speakers ?? null,
        language: fields.language ?? null,
        // The standing list joins the upload's now, so a later profile edit never changes a reprocess.
        vocabulary: mergeVocabularies(fields.vocabulary ?? [], user.vocabulary),
        // Fixed now too: the paragraphs stage applies it, and the file says what was applied.
        profanity_filter: fields.profanity_filter ?? user.profanity_filter,
        original_key: keys.original,
      },
      minutes,
    );
    if (created.status === 'no_minutes') {
      throw new AppError(
        402,
        ErrorCode.noMinutesLeft,
        `This file needs ${minutes} minute${minutes === 1 ? '' : 's'} of transcription, but your plan has ${created.left} left.`,
      );
    }
    const { file } = created;
    // If queueing fails the file is still safe: the recovery sweep queues stalled files.
    await enqueueStage(ctx, file.id, 'normalise').catch(
      logAndContinue(ctx.log, 'warn', 'could not queue the first stage; the recovery sweep will', { fileId }),
    );
    return { id: file.id, success: 'File uploaded. Transcription has started.' };
  } catch (err) {
    // The refusal is what the person needs to hear; objects left behind are only logged.
    if (moved) {
      await ctx.storage
        .deletePrefix(keys.dir)
        .catch(logAndContinue(ctx.log, 'error', 'could not delete a refused upload', { fileId }));
    }
    throw err;
  } finally {
    await discardUpload(ctx, uploadKey).catch(
      logAndContinue(ctx.log, 'warn', 'could not discard an ingested upload; the hourly sweep will'),
    );
  }
}

/** Refuses a file over the plan's size or length limit. */
function checkPlanLimits(user: UserRow, probe: { sizeBytes: number; durationSec: number }, hardCapBytes: number) {
  const limits = limitsFor(user.plan, hardCapBytes);
  // Presigned bucket uploads cannot cap their size, so the stored size is checked here too.
  if (probe.sizeBytes > limits.maxBytes) {
    throw tooLarge(UploadMessages.tooLarge(limits.maxBytes, planName(user.plan)));
  }
  if (limits.maxMinutes !== null && probe.durationSec > limits.maxMinutes * 60) {
    const minutes = Math.ceil(probe.durationSec / 60);
    throw tooLarge(
      `This file is ${minutes} minutes long; your ${planName(user.plan)} plan takes files of up to ${limits.maxMinutes} minutes.`,
      ErrorCode.tooLong,
    );
  }
}

export const isUploadKeyOf = (user: UserRow, key: string) =>
  key.startsWith(uploadKeyPrefix(user.id)) && !key.includes('..');
