import { WorkflowMessages } from '@scriptloom/contracts';
import { memberName, type UserRow } from '@scriptloom/db';
import { badRequest, notFound } from '../../lib/app-error.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { changeWorkflow, workflowNotFound } from './change.js';

/**
 * `POST /enterprise/workflow/:id/validate`: an admin or QA says whether a reviewer's pass holds up.
 * The verdict is a history line ('validated', detail {validate, user_id}); nothing else stores it.
 * Without `user_id` it is about the first assignee who is a reviewer.
 */
export async function validateReview(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: { validate: boolean; user_id?: string | undefined },
): Promise<{ message: string }> {
  const caller = callerOf(user);
  const workflow = await ctx.repos.workflows.find(caller, id);
  if (!workflow) throw workflowNotFound();
  let reviewerId = req.user_id;
  if (!reviewerId) {
    const people = await ctx.repos.members.people(workflow.assignees);
    reviewerId = workflow.assignees.find((a) => people.get(a)?.role === 'reviewer');
    if (!reviewerId) throw badRequest(WorkflowMessages.noReviewerToValidate);
  }
  const reviewer = await ctx.repos.members.find(workflow.org_id!, reviewerId);
  if (!reviewer) throw notFound(WorkflowMessages.noSuchMember);
  await changeWorkflow(ctx, user, id, { action: 'POST /enterprise/workflow/:id/validate' }, () => ({
    events: [
      {
        action: 'validated',
        from_value: memberName(reviewer),
        to_value: req.validate ? 'validated' : 'not_validated',
        detail: { validate: req.validate, user_id: reviewer.id },
      },
    ],
  }));
  return { message: WorkflowMessages.validated(req.validate) };
}
