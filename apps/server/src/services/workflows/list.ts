import { WORKFLOW_STATUSES, type WorkflowListQuery, type WorkflowListResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { z } from 'zod';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { toWorkflowItems } from './views.js';

type ParsedListQuery = z.output<typeof WorkflowListQuery>;

/**
 * `GET /enterprise/workflow`: one page of the organisation's workflows (a reviewer's: those assigned
 * to them) and the total in one query, then the assignees' names in one more.
 */
export async function listWorkflows(
  ctx: ServiceContext,
  user: UserRow,
  q: ParsedListQuery,
): Promise<WorkflowListResponse> {
  const { rows, total } = await ctx.repos.workflows.list(callerOf(user), {
    processingStatus: q.processing_status,
    workflowStatuses: q.workflow_status,
    text: q.text || undefined,
    sortBy: q.sort_by,
    sortOrder: q.sort_order,
    statusOrder: WORKFLOW_STATUSES,
    start: q.start,
    limit: q.limit,
  });
  return { items: await toWorkflowItems(ctx, rows), total };
}
