import {
  WORKFLOW_STATUSES,
  WorkflowListResponse,
  type WorkflowListQuery,
  type WorkflowListResponse as WorkflowListAnswer,
  seesWholeOrganisation,
} from '@scriptloom/contracts';
import type { Caller, UserRow } from '@scriptloom/db';
import type { z } from 'zod';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { toWorkflowItems } from './views.js';

type ParsedListQuery = z.output<typeof WorkflowListQuery>;

/**
 * `GET /enterprise/workflow`: one page of the organisation's workflows (a reviewer's: those assigned
 * to them) and the total in one query, then the assignees' names in one more.
 */
async function listWorkflows(ctx: ServiceContext, caller: Caller, q: ParsedListQuery): Promise<WorkflowListAnswer> {
  const { rows, total } = await ctx.repos.workflowList.list(caller, {
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

/**
 * The list as the JSON the route sends. Many people of one organisation ask for the same pages
 * (docs/product.md#workflows), and counting thousands of workflows for each ask is most of a list's
 * cost, so a built answer is kept and sent again while the organisation's list version is the one
 * it was built at. The version is read before the list, so an answer is never filed under a version
 * older than the data in it: a change committed in between only makes it unreachable sooner.
 */
export async function workflowListJson(ctx: ServiceContext, user: UserRow, q: ParsedListQuery): Promise<string> {
  const caller = callerOf(user);
  if (!caller.orgId) return JSON.stringify(await listWorkflows(ctx, caller, q));
  // Admins and QA see the same list; a reviewer sees their own.
  const scope = seesWholeOrganisation(caller) ? 'all' : `assigned:${caller.userId}`;
  const key = JSON.stringify([
    caller.orgId,
    scope,
    q.processing_status,
    q.workflow_status ?? null,
    q.text ?? '',
    q.sort_by,
    q.sort_order,
    q.start,
    q.limit,
  ]);
  const version = await ctx.repos.workflowList.listVersion(caller.orgId);
  // Checked against the contract as the route's serializer would, since the route sends text.
  return ctx.workflowLists.getOrBuild(key, version, async () =>
    JSON.stringify(WorkflowListResponse.parse(await listWorkflows(ctx, caller, q))),
  );
}
