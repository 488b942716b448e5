import { ErrorCode, WorkflowMessages, type WorkflowChangeResponse } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { conflict } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { changeWorkflow } from './change.js';
import { workflowItem } from './views.js';

/**
 * `POST /enterprise/workflow/:id/complete`: the review is complete (review_complete), as a personal
 * file's mark-complete, with the same message; needs a transcript.
 */
export async function completeWorkflow(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<WorkflowChangeResponse> {
  const { file } = await changeWorkflow(ctx, user, id, { action: 'complete' }, (w) => {
    if (w.transcript_version === null) throw conflict(WorkflowMessages.noTranscriptToKeep, ErrorCode.noTranscript);
    return {
      set: { review_complete: true },
      events: [{ action: 'completed', from_value: String(w.review_complete), to_value: 'true' }],
    };
  });
  return { message: WorkflowMessages.completed, workflow: await workflowItem(ctx, file) };
}
