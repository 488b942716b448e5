import { ErrorCode, WorkflowMessages, type BulkResult, type WorkflowStatus } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { conflict } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { eachWorkflow } from './bulk.js';

const TAKEABLE: readonly WorkflowStatus[] = ['Not_Started', 'First_Review', 'QA_Review'];

/**
 * `POST /enterprise/workflow/qa_takeover`: the caller (QA or admin) becomes an assignee of each
 * workflow, which moves to QA Review (from Not Started or First Review; one already in QA Review,
 * a submitted pass waiting for QA, is only claimed). With `je_completion` the reviewers' pass
 * counts as done: each assigned reviewer's 'review' transcript is kept as the transcript reads now
 * (not for a workflow already in QA Review: its pass was kept when it was submitted, and the text
 * may hold QA's corrections since). One transaction per workflow (bulk.ts).
 */
export async function qaTakeover(
  ctx: ServiceContext,
  user: UserRow,
  req: { workflow_ids: string[]; je_completion: boolean },
): Promise<BulkResult> {
  const reviewers = req.je_completion ? await ctx.repos.members.withRole(user.org_id!, 'reviewer') : new Set();
  return eachWorkflow(ctx, user, req.workflow_ids, 'POST /enterprise/workflow/qa_takeover', (w) => {
    const from = w.workflow_status as WorkflowStatus;
    if (!TAKEABLE.includes(from)) throw conflict(WorkflowMessages.notTakeable(from));
    const claimOnly = from === 'QA_Review';
    if (claimOnly && w.assignees.includes(user.id)) throw conflict(WorkflowMessages.alreadyTaken);
    const keepPass = req.je_completion && !claimOnly;
    if (keepPass && w.transcript_version === null) {
      throw conflict(WorkflowMessages.noTranscriptToKeep, ErrorCode.noTranscript);
    }
    const kept = keepPass ? w.assignees.filter((a) => reviewers.has(a)) : [];
    return {
      set: {
        workflow_status: 'QA_Review',
        assignees: w.assignees.includes(user.id) ? w.assignees : [...w.assignees, user.id],
      },
      keep: kept.map((userId) => ({ kind: 'review' as const, userId })),
      events: [
        {
          action: 'qa_takeover',
          from_value: from,
          to_value: 'QA_Review',
          detail: { je_completion: req.je_completion },
        },
      ],
    };
  });
}
