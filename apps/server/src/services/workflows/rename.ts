import { WorkflowMessages, type WorkflowChangeResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { changeWorkflow } from './change.js';
import { workflowItem } from './views.js';

/** `PUT /enterprise/workflow/:id/rename`; the history keeps both titles. */
export async function renameWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: { new_title: string; revision?: number | undefined },
): Promise<WorkflowChangeResponse> {
  const { file } = await changeWorkflow(ctx, user, id, { action: 'rename', revision: req.revision }, (w) => ({
    set: { title: req.new_title },
    events: [{ action: 'renamed', from_value: w.title, to_value: req.new_title }],
  }));
  return { message: WorkflowMessages.renamed, workflow: await workflowItem(ctx, file) };
}
