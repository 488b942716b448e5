import { ErrorCode, MAX_PENDING_UPLOADS, UPLOAD_RETENTION_HOURS } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { AppError } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';

const RETENTION_MS = UPLOAD_RETENTION_HOURS * 3600_000;
/** A transcribe call that took an upload this recently may still be reading it: the sweep waits. */
const READ_GRACE_MS = 3600_000;
const SWEEP_BATCH = 200;

const retentionStart = (now = Date.now()) => new Date(now - RETENTION_MS);

/**
 * The storage folder an upload owns, its key's parent: `uploads/<user>/<uuid>` or `tmp/<uuid>`.
 * Deleting the folder also takes a `.partial` file left by an interrupted write.
 */
export function uploadFolder(key: string): string | null {
  const folder = key.slice(0, key.lastIndexOf('/'));
  return /^(uploads\/[0-9a-f-]{36}|tmp)\/[0-9a-f-]{36}$/.test(folder) ? folder : null;
}

/**
 * Records a signed-URL upload before its link is handed out, so the upload is swept if it is
 * never transcribed, and refuses a user who already has MAX_PENDING_UPLOADS waiting.
 */
export async function reserveSignedUpload(ctx: ServiceContext, user: UserRow, key: string): Promise<void> {
  const result = await ctx.repos.pendingUploads.addWithinCap(
    { key, user_id: user.id },
    MAX_PENDING_UPLOADS,
    retentionStart(),
  );
  if (result.added) return;
  const freesAt = new Date(result.oldest.getTime() + RETENTION_MS);
  // The day as well as the time: up to a day away, a time alone could be today's or tomorrow's.
  const when = `${freesAt.toISOString().slice(0, 10)} ${freesAt.toISOString().slice(11, 16)} UTC`;
  throw new AppError(
    429,
    ErrorCode.tooManyPendingUploads,
    `You have ${MAX_PENDING_UPLOADS} uploads waiting to be transcribed. Transcribe them with their keys ` +
      `(POST /v1/s2t/transcribe-user-audio), or try again after ${when}, when the oldest unused one is deleted.`,
    { 'retry-after': String(Math.max(1, Math.ceil((freesAt.getTime() - Date.now()) / 1000))) },
  );
}

/** Takes the user's waiting signed upload for transcription; false when there is none to take. */
export function takeSignedUpload(ctx: ServiceContext, user: UserRow, key: string): Promise<boolean> {
  return ctx.repos.pendingUploads.consume(key, user.id, retentionStart());
}

/** Records a multipart upload before it streams in, so a crash mid-upload leaves nothing for good. */
export async function reserveMultipartUpload(ctx: ServiceContext, user: UserRow, key: string): Promise<void> {
  await ctx.repos.pendingUploads.add({ key, user_id: user.id, kind: 'multipart' });
}

/**
 * Deletes an upload's storage once it is a file or was refused. A multipart upload's record goes
 * too; a signed one's stays (consumed) until the sweep, which also catches a late second PUT to
 * the same link.
 */
export async function discardUpload(ctx: ServiceContext, key: string): Promise<void> {
  const folder = uploadFolder(key);
  await (folder ? ctx.storage.deletePrefix(folder) : ctx.storage.delete(key));
  await ctx.repos.pendingUploads.removeMultipart(key);
}

/**
 * Deletes uploads begun more than UPLOAD_RETENTION_HOURS ago: signed uploads never transcribed
 * (or uploaded again after), multipart uploads a crash cut short. Returns how many were removed.
 */
export async function sweepPendingUploads(ctx: ServiceContext): Promise<number> {
  const pending = ctx.repos.pendingUploads;
  let removed = 0;
  for (;;) {
    const now = Date.now();
    const rows = await pending.takeExpired(retentionStart(now), new Date(now - READ_GRACE_MS), SWEEP_BATCH);
    const failed = [];
    let firstError: unknown;
    for (const row of rows) {
      const folder = uploadFolder(row.key);
      try {
        await (folder ? ctx.storage.deletePrefix(folder) : ctx.storage.delete(row.key));
        removed++;
      } catch (err) {
        failed.push(row);
        firstError ??= err;
      }
    }
    if (failed.length > 0) {
      // Kept for the next run rather than forgotten with their objects still stored.
      await pending.restore(failed);
      // The job's failure log shows why, through the cause.
      throw new Error(`Could not delete ${failed.length} expired upload(s); the next sweep tries again.`, {
        cause: firstError,
      });
    }
    if (rows.length < SWEEP_BATCH) return removed;
  }
}
