import {
  ErrorCode,
  WorkflowMessages,
  type EnterpriseRoute,
  type FileAction,
  type OrgRoleName,
} from '@scriptloom/contracts';
import type { FileRow, HistoryEntry, UserRow, WorkflowChange, WorkflowView } from '@scriptloom/db';
import { AppError, notFound } from '../../lib/app-error.js';
import { logAndContinue } from '../../lib/logger.js';
import { hiringScoreJob } from '../../queue/job-definitions.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';

export const workflowNotFound = () => notFound(WorkflowMessages.notFound);

/** 409 WORKFLOW_CHANGED: the workflow moved on since the caller read it (docs/product.md#workflows). */
export const workflowChanged = (currentRevision: number) =>
  new AppError(409, ErrorCode.workflowChanged, WorkflowMessages.changed, {}, { current_revision: currentRevision });

/**
 * The caller's role in their organisation (the policy's one reading of a membership). Only members
 * reach a workflow, so a use case past `changeWorkflow`'s lookup always has one.
 */
export function roleOf(user: UserRow): OrgRoleName {
  const role = callerOf(user).orgRole;
  if (!role) throw workflowNotFound();
  return role;
}

/**
 * One change of one workflow in one transaction (workflowsRepo.change). `decide` runs inside that
 * transaction and must not query the database itself (on the embedded database the transaction
 * holds the one connection): whatever it needs is read before. Answers 404 for a workflow the
 * caller may not reach, 409 WORKFLOW_CHANGED for a stale `revision` (nothing written), and whatever
 * `decide` throws. Answers the workflow as written.
 */
export async function changeWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  options: {
    /** What the change is, as the policy asks it on the locked row: a file action, or its enterprise route. */
    action: FileAction | EnterpriseRoute;
    revision?: number | undefined;
    withDocument?: boolean;
    /** How a change of the document is kept in the version history (see workflowsRepo.change). */
    history?: HistoryEntry;
  },
  decide: (workflow: WorkflowView) => WorkflowChange | Promise<WorkflowChange>,
): Promise<{ file: FileRow; transcriptVersion?: number | undefined }> {
  let keptTranscript = false;
  const outcome = await ctx.repos.workflows.change(
    callerOf(user),
    id,
    {
      action: options.action,
      withDocument: options.withDocument ?? false,
      ...(options.revision !== undefined && { revision: options.revision }),
      ...(options.history && { history: options.history }),
    },
    async (workflow) => {
      const change = await decide(workflow);
      keptTranscript = (change.keep?.length ?? 0) > 0;
      return change;
    },
  );
  switch (outcome.status) {
    case 'not_found':
      throw workflowNotFound();
    case 'changed':
      throw workflowChanged(outcome.revision);
    case 'updated':
      // A pass or a QA final was kept: the reviewers' scores follow (docs/product.md#hiring-scores).
      // The change is committed; a queue failure only delays the scores (recalculate mends it).
      if (keptTranscript) {
        await ctx.queue
          .enqueue(hiringScoreJob, { file_id: id })
          .catch(logAndContinue(ctx.log, 'warn', 'could not queue the hiring scores', { fileId: id }));
      }
      return outcome;
  }
}
