import type { UploadResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { uploadFromForm, type FormPart } from '../files/form-upload.js';

/**
 * `POST /enterprise/workflow`: a personal upload in every respect (fields, limits, minutes charged,
 * pipeline), owned by the caller's organisation: the file row takes the uploader's org_id and
 * starts Not Started, and the same transaction records 'uploaded' (ingestRepo.createCharged).
 */
export async function uploadWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  parts: AsyncIterable<FormPart>,
): Promise<UploadResponse> {
  return uploadFromForm(ctx, user, parts, 'organisation');
}
