import { WorkflowMessages, type BulkResult, type WorkflowChangeResponse } from '@scriptloom/contracts';
import { orgMember, type OrgMember, type UserRow, type WorkflowChange, type WorkflowView } from '@scriptloom/db';
import { conflict, notFound } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { assertAvailable } from '../leave/availability.js';
import { eachWorkflow } from './bulk.js';
import { changeWorkflow } from './change.js';
import { workflowItem } from './views.js';

/**
 * A member of the caller's organisation who may be given work: 404 'No such member.' (another
 * organisation's too), 409 for one on approved leave today.
 */
async function assignableMember(ctx: ServiceContext, user: UserRow, userId: string): Promise<OrgMember> {
  const found = await ctx.repos.members.find(user.org_id!, userId);
  if (!found) throw notFound(WorkflowMessages.noSuchMember);
  const member = orgMember(found);
  await assertAvailable(ctx, user.org_id!, member);
  return member;
}

function assign(member: OrgMember, w: WorkflowView): WorkflowChange {
  if (w.assignees.includes(member.id)) throw conflict(WorkflowMessages.alreadyAssigned(member.name));
  return {
    set: { assignees: [...w.assignees, member.id] },
    events: [{ action: 'assigned', to_value: member.name, detail: { user_id: member.id } }],
  };
}

/** `POST /enterprise/workflow/assign_member`: one member onto many workflows, one transaction each. */
export async function assignMember(
  ctx: ServiceContext,
  user: UserRow,
  req: { workflow_ids: string[]; assignee: string },
): Promise<BulkResult> {
  const member = await assignableMember(ctx, user, req.assignee);
  return eachWorkflow(ctx, user, req.workflow_ids, 'POST /enterprise/workflow/assign_member', (w) => assign(member, w));
}

/** `POST /enterprise/workflow/:id/assignee`. */
export async function addAssignee(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: { user_id: string; revision?: number | undefined },
): Promise<WorkflowChangeResponse> {
  const member = await assignableMember(ctx, user, req.user_id);
  const options = { action: 'POST /enterprise/workflow/:id/assignee' as const, revision: req.revision };
  const { file } = await changeWorkflow(ctx, user, id, options, (w) => assign(member, w));
  return { message: WorkflowMessages.assigned(member.name), workflow: await workflowItem(ctx, file) };
}

/**
 * `DELETE /enterprise/workflow/:id/assignee` with `{user_id, revision?}` in the JSON body. Someone
 * who has left the organisation can still be taken off.
 */
export async function removeAssignee(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: { user_id: string; revision?: number | undefined },
): Promise<WorkflowChangeResponse> {
  const person = (await ctx.repos.members.people([req.user_id])).get(req.user_id);
  if (!person) throw notFound(WorkflowMessages.noSuchMember);
  const options = { action: 'DELETE /enterprise/workflow/:id/assignee' as const, revision: req.revision };
  const { file } = await changeWorkflow(ctx, user, id, options, (w) => {
    if (!w.assignees.includes(person.id)) throw conflict(WorkflowMessages.notAssigned(person.name));
    return {
      set: { assignees: w.assignees.filter((a) => a !== person.id) },
      events: [{ action: 'unassigned', from_value: person.name, detail: { user_id: person.id } }],
    };
  });
  return { message: WorkflowMessages.unassigned(person.name), workflow: await workflowItem(ctx, file) };
}
