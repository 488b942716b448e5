import { randomUUID } from 'node:crypto';
import type { UploadUrlResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { cleanFileName, maxUploadBytes, uploadKeyPrefix } from './ingest.js';

const UPLOAD_URL_TTL_S = 3600;

/** A signed URL to PUT one file to; the key names its owner, the signature its size limit. */
export async function createUploadUrl(
  ctx: ServiceContext,
  user: UserRow,
  fileName: string,
): Promise<UploadUrlResponse> {
  const key = `${uploadKeyPrefix(user.id)}${randomUUID()}/${cleanFileName(fileName)}`;
  const url = await ctx.storage.signedUploadUrl(key, {
    ttlSeconds: UPLOAD_URL_TTL_S,
    maxBytes: maxUploadBytes(ctx, user),
  });
  return { url, key, expires_at: new Date(Date.now() + UPLOAD_URL_TTL_S * 1000).toISOString() };
}
