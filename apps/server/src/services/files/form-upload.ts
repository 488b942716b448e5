import type { Readable } from 'node:stream';
import { ErrorCode, UploadFields, type UploadResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { badRequest } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import type { ServiceContext } from '../context.js';
import { cleanFileName, ingestStoredUpload, receiveUpload, type UploadOwner } from './ingest.js';
import { discardUpload } from './pending-uploads.js';

/** One part of a multipart form, in the order the client sent it (the file streams as it arrives). */
export type FormPart =
  | { type: 'file'; fieldname: string; filename: string | undefined; file: Readable }
  | { type: 'field'; fieldname: string; value: unknown };

/**
 * `POST /v1/up/save`: the part named `file` streams into storage while the form is read (a form
 * has one file at most: the parser refuses a second, http/multipart.ts; one named otherwise is
 * drained unread), then the text fields are checked and the stored upload is ingested. Whatever
 * fails after the file was stored removes it.
 */
export async function uploadFromForm(
  ctx: ServiceContext,
  user: UserRow,
  parts: AsyncIterable<FormPart>,
  owner: UploadOwner = 'personal',
): Promise<UploadResponse> {
  const fields: Record<string, string> = {};
  let upload: { key: string; name: string } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume(); // only the first `file` counts
          continue;
        }
        const name = cleanFileName(part.filename);
        upload = { name, key: await receiveUpload(ctx, user, part.file) };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!upload) throw badRequest('Choose a file to upload (multipart field "file").', ErrorCode.noFile);
    const parsed = UploadFields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(`${issue.path.join('.')}: ${issue.message}`);
    }
    const result = await ingestStoredUpload(ctx, user, upload.key, upload.name, parsed.data, owner);
    upload = undefined; // ingest owns (and removed) the temporary object
    return result;
  } finally {
    if (upload) {
      await discardUpload(ctx, upload.key).catch(
        logAndContinue(ctx.log, 'warn', 'could not discard a refused upload; the hourly sweep will'),
      );
    }
  }
}
