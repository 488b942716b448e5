import {
  seesWholeOrganisation,
  type WorkflowHistoryResponse as HistorySchema,
  type WorkflowItem,
} from '@scriptloom/contracts';
import type { z } from 'zod';
import type { UserRow } from '@scriptloom/db';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { workflowNotFound } from './change.js';
import { toWorkflowEvent, workflowItem } from './views.js';

/**
 * `GET /enterprise/workflow/:id`. The first time one of its assignees opens it, editing_start_time
 * is set (once; docs/product.md#workflows).
 */
export async function getWorkflow(ctx: ServiceContext, user: UserRow, id: string): Promise<WorkflowItem> {
  const file = await ctx.repos.workflows.find(callerOf(user), id);
  if (!file) throw workflowNotFound();
  const opened =
    !file.editing_start_time && file.assignees.includes(user.id)
      ? await ctx.repos.workflows.markOpened(id, user.id)
      : undefined;
  return workflowItem(ctx, opened ?? file);
}

/** `GET /enterprise/workflow/:id/history`: oldest first, with who acted (docs/product.md#workflow-history). */
export async function workflowHistory(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<z.infer<typeof HistorySchema>> {
  const caller = callerOf(user);
  const file = await ctx.repos.workflows.find(caller, id);
  if (file) return { items: (await ctx.repos.workflowEvents.history(id, file.org_id!)).map(toWorkflowEvent) };
  // A deleted workflow's history outlives it (docs/product.md#workflow-history), for those who saw
  // every workflow of the organisation: its admins and QA. Others learn nothing of the id.
  if (caller.orgId && seesWholeOrganisation(caller)) {
    const rows = await ctx.repos.workflowEvents.history(id, caller.orgId);
    if (rows.some((r) => r.action === 'deleted')) return { items: rows.map(toWorkflowEvent) };
  }
  throw workflowNotFound();
}
