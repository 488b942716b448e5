import { ErrorCode, WorkflowMessages, type WorkflowChangeResponse, type WorkflowStatus } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { conflict } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { changeWorkflow } from './change.js';
import { workflowItem } from './views.js';

const SUBMITTABLE: readonly WorkflowStatus[] = ['First_Review', 'Not_Started'];

/**
 * `POST /enterprise/workflow/:id/review`: the assigned reviewer (or an admin) submits their pass.
 * Their transcript as it is now is kept ('review' of the caller) and the workflow moves to QA
 * Review, from First Review or straight from Not Started (docs/product.md#workflows).
 */
export async function submitReview(ctx: ServiceContext, user: UserRow, id: string): Promise<WorkflowChangeResponse> {
  const { file } = await changeWorkflow(ctx, user, id, { action: 'POST /enterprise/workflow/:id/review' }, (w) => {
    const from = w.workflow_status as WorkflowStatus;
    if (!SUBMITTABLE.includes(from)) throw conflict(WorkflowMessages.notReviewable(from));
    if (w.transcript_version === null) throw conflict(WorkflowMessages.noTranscriptToKeep, ErrorCode.noTranscript);
    return {
      set: { workflow_status: 'QA_Review' },
      keep: [{ kind: 'review', userId: user.id }],
      events: [{ action: 'review_submitted', from_value: from, to_value: 'QA_Review' }],
    };
  });
  return { message: WorkflowMessages.reviewSubmitted, workflow: await workflowItem(ctx, file) };
}
