import { randomUUID } from 'node:crypto';
import type { TranscribeUploadedRequest, UploadResponse, UploadUrlResponse } from '@scriptloom/contracts';
import { UPLOAD_RETENTION_HOURS } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { notFound } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { cleanFileName, ingestStoredUpload, isUploadKeyOf, maxUploadBytes, uploadKeyPrefix } from './ingest.js';
import { reserveSignedUpload, takeSignedUpload } from './pending-uploads.js';

const UPLOAD_URL_TTL_S = 3600;

/**
 * A signed URL to PUT one file to; the key names its owner, the signature its size limit. The
 * upload is recorded first: it counts against the user's pending uploads until transcribed, and
 * is deleted if it never is.
 */
export async function createUploadUrl(
  ctx: ServiceContext,
  user: UserRow,
  fileName: string,
): Promise<UploadUrlResponse> {
  const key = `${uploadKeyPrefix(user.id)}${randomUUID()}/${cleanFileName(fileName)}`;
  await reserveSignedUpload(ctx, user, key);
  const url = await ctx.storage.signedUploadUrl(key, {
    ttlSeconds: UPLOAD_URL_TTL_S,
    maxBytes: maxUploadBytes(ctx, user),
  });
  return { url, key, expires_at: new Date(Date.now() + UPLOAD_URL_TTL_S * 1000).toISOString() };
}

/** Turns a signed-URL upload into a file; each upload can be taken once, within its retention. */
export async function transcribeSignedUpload(
  ctx: ServiceContext,
  user: UserRow,
  request: TranscribeUploadedRequest,
): Promise<UploadResponse> {
  const { key, ...fields } = request;
  const missing = () =>
    notFound(
      'No upload is waiting under this key. Upload the file to the URL from upload_url first; ' +
        `uploads not transcribed within ${UPLOAD_RETENTION_HOURS} hours are deleted.`,
    );
  // Stored first, then taken: a call made before the PUT finished leaves the upload waiting.
  if (!isUploadKeyOf(user, key) || !(await ctx.storage.exists(key))) throw missing();
  if (!(await takeSignedUpload(ctx, user, key))) throw missing();
  return ingestStoredUpload(ctx, user, key, cleanFileName(key.split('/').pop()), fields);
}
