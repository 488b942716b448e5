import type { Readable } from 'node:stream';
import { ErrorCode } from '@scriptloom/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { ObjectTooLargeError } from '../../storage/storage.js';
import type { ServiceContext } from '../context.js';

/** The query of a signed upload link (`storage.signedUploadUrl`): `max` 0 means the server's cap. */
export interface SignedUploadLink {
  key: string;
  exp: number;
  max: number;
  sig: string;
}

/** The query of a signed download link (`storage.signedDownloadUrl`). */
export interface SignedObjectLink {
  key: string;
  exp: number;
  sig: string;
  name?: string | undefined;
}

const badSignature = () =>
  new AppError(403, ErrorCode.invalidSignature, 'This link is not valid or has expired. Ask for a new one.');

/**
 * The local-disk side of a signed upload (PUT): the signature is the permission, no user is
 * involved. The body goes to storage as it arrives, counted against the link's size limit.
 */
export async function storeSignedUpload(
  ctx: ServiceContext,
  link: SignedUploadLink,
  upload: { contentType: string | undefined; body: Readable },
): Promise<{ success: string; bytes: number }> {
  const { key, exp, max, sig } = link;
  if (!ctx.signer.verify({ op: 'put', key, exp, max }, sig)) throw badSignature();
  if (!upload.contentType?.startsWith('application/octet-stream')) {
    throw new AppError(415, ErrorCode.unsupportedMediaType, 'Send the file as application/octet-stream.');
  }
  try {
    const { bytes } = await ctx.storage.write(key, upload.body, {
      maxBytes: max > 0 ? max : ctx.config.maxUploadBytes,
    });
    return { success: 'Uploaded.', bytes };
  } catch (err) {
    if (err instanceof ObjectTooLargeError) {
      throw new AppError(413, ErrorCode.fileTooLarge, 'This file is larger than your plan allows.');
    }
    throw err;
  }
}

/**
 * The local-disk side of a signed download (GET): checks the link and that the object is still
 * there, and answers its storage key (served from the media folder) and the name to save it as.
 */
export async function signedObject(
  ctx: ServiceContext,
  link: SignedObjectLink,
): Promise<{ key: string; name: string | undefined }> {
  const { key, exp, sig, name } = link;
  if (!ctx.signer.verify({ op: 'get', key, exp, name: name ?? '' }, sig)) throw badSignature();
  if (!(await ctx.storage.exists(key))) throw notFound('This media file no longer exists.');
  return { key, name };
}
