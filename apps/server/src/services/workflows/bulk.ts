import {
  PolicyRefusal,
  WorkflowMessages,
  type BulkResult,
  type EnterpriseRoute,
  type WorkflowStatus,
} from '@scriptloom/contracts';
import type { UserRow, WorkflowChange, WorkflowView } from '@scriptloom/db';
import { AppError } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { changeWorkflow, roleOf } from './change.js';
import { statusMove } from './status.js';

/**
 * Applies one change to each workflow, each in its own transaction: one workflow refused (not
 * found, a move the role may not make, ...) leaves the others changed, and says why in `skipped`.
 * Workflows are taken one after another, in the order given.
 */
export async function eachWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  ids: readonly string[],
  action: EnterpriseRoute,
  decide: (workflow: WorkflowView) => WorkflowChange | Promise<WorkflowChange>,
): Promise<BulkResult> {
  const updated: string[] = [];
  const skipped: BulkResult['skipped'] = [];
  for (const id of new Set(ids)) {
    try {
      await changeWorkflow(ctx, user, id, { action }, decide);
      updated.push(id);
    } catch (err) {
      if (!(err instanceof AppError) && !(err instanceof PolicyRefusal)) throw err;
      skipped.push({ id, reason: err.message });
    }
  }
  return { updated, skipped, message: WorkflowMessages.bulk(updated.length, skipped.length) };
}

/** `POST /enterprise/workflows/update_status`: the same rules as one move, per workflow. */
export const bulkUpdateStatus = (
  ctx: ServiceContext,
  user: UserRow,
  req: { workflow_ids: string[]; workflow_status: WorkflowStatus },
) =>
  eachWorkflow(ctx, user, req.workflow_ids, 'POST /enterprise/workflows/update_status', (w) =>
    statusMove(roleOf(user), user.id, w, req.workflow_status),
  );

/** `POST /enterprise/workflows/update_special_status`: null or empty clears the label. */
export const bulkUpdateSpecialStatus = (
  ctx: ServiceContext,
  user: UserRow,
  req: { workflow_ids: string[]; special_status: string | null },
) => {
  const to = req.special_status || null;
  return eachWorkflow(ctx, user, req.workflow_ids, 'POST /enterprise/workflows/update_special_status', (w) => ({
    set: { special_status: to },
    events: [{ action: 'special_status', from_value: w.special_status, to_value: to }],
  }));
};
