import { WorkflowMessages } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { fileKeys } from '../../storage/file-keys.js';
import { workflowNotFound } from './change.js';

/**
 * `DELETE /enterprise/workflow/:id`, as a personal delete: the rows go first (the workflow is gone
 * at once), then its storage folder. Its history stays, with a 'deleted' line written in the same
 * transaction as the delete. Copies own their media (copy.ts), so nothing of theirs is removed.
 */
export async function deleteWorkflow(ctx: ServiceContext, user: UserRow, id: string) {
  const file = await ctx.repos.workflows.delete(callerOf(user), id);
  if (!file) throw workflowNotFound();
  await ctx.storage.deletePrefix(fileKeys(file.user_id, file.id).dir);
  return { message: WorkflowMessages.deleted };
}
