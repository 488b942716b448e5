import { FileMessages, type RenameFileRequest, type RenameFileResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { notFound } from '../../lib/app-error.js';
import { requireFile } from '../access.js';
import { callerOf } from '../caller.js';
import { renameWorkflow } from '../workflows/rename.js';
import type { ServiceContext } from '../context.js';

/**
 * `PUT /v1/up/rename/:id` (docs/product.md#renaming-a-file). The title lives on the file alone, so
 * the dashboard, the editor and every export read the new one from the next request on.
 */
export async function renameFile(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: RenameFileRequest,
): Promise<RenameFileResponse> {
  // A workflow is renamed as its own route renames it: by those the policy lets, with a history line.
  const subject = await requireFile(ctx, user, 'rename', id, () => notFound('File not found.'));
  if (subject.orgId !== null) {
    const { workflow } = await renameWorkflow(ctx, user, id, { new_title: req.new_title });
    return { success: FileMessages.renamed, id: workflow.id, title: workflow.title };
  }
  const renamed = await ctx.repos.dashboard.renameForUser(id, callerOf(user), req.new_title);
  if (!renamed) throw notFound('File not found.');
  return { success: FileMessages.renamed, id: renamed.id, title: renamed.title };
}
