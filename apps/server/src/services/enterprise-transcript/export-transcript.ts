import type { ExportFormat, ExportOptions } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { RenderedExport } from '@scriptloom/exports';
import type { ServiceContext } from '../context.js';
import { exportFile } from '../exports/export-file.js';

/**
 * `GET /enterprise/transcript/export/{id}/{format}`: the personal export of a workflow's transcript
 * (docs/product.md#enterprise-transcript); any file that is not a workflow the caller may read is
 * not found.
 */
export function exportWorkflowTranscript(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  format: ExportFormat,
  options: Omit<ExportOptions, 'format'>,
): Promise<RenderedExport> {
  return exportFile(ctx, user, fileId, { ...options, format }, 'workflow');
}
