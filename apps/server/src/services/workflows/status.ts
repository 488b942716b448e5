import {
  completeAfterMove,
  ErrorCode,
  submitsOwnPass,
  transitionAllowed,
  WorkflowMessages,
  type OrgRoleName,
  type WorkflowChangeResponse,
  type WorkflowStatus,
} from '@scriptloom/contracts';
import type { UserRow, WorkflowChange, WorkflowView } from '@scriptloom/db';
import { conflict, forbidden } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { changeWorkflow, roleOf } from './change.js';
import { workflowItem } from './views.js';

/**
 * A status move by `role` (docs/product.md#workflow-statuses): refused (403 TRANSITION_REFUSED,
 * naming the move) unless WORKFLOW_TRANSITIONS lists it for the role; an admin's unlisted move is
 * made and recorded as an override. Leaving QA Review for Final Review keeps the QA-corrected
 * transcript ('qa_final' of the mover); an assigned reviewer's First Review to QA Review is their
 * submitted pass, kept as by `POST .../review` (submitsOwnPass). Completion follows the move in the
 * same write (completeAfterMove): reaching Submitted sets it, a move back (reopening) clears it.
 */
export function statusMove(role: OrgRoleName, userId: string, w: WorkflowView, to: WorkflowStatus): WorkflowChange {
  const from = w.workflow_status as WorkflowStatus;
  if (from === to) throw conflict(WorkflowMessages.alreadyIn(to));
  const verdict = transitionAllowed(role, from, to);
  if (verdict === 'refused') {
    throw forbidden(WorkflowMessages.transitionRefused(role, from, to), ErrorCode.transitionRefused);
  }
  const keepsFinal = from === 'QA_Review' && to === 'Compliance';
  const keepsPass = submitsOwnPass({ userId, orgRole: role }, w, from, to);
  if ((keepsFinal || keepsPass) && w.transcript_version === null) {
    throw conflict(WorkflowMessages.noTranscriptToKeep, ErrorCode.noTranscript);
  }
  const complete = completeAfterMove(from, to, w.review_complete);
  const events: WorkflowChange['events'] = [
    keepsPass
      ? { action: 'review_submitted', from_value: from, to_value: to }
      : {
          action: 'status',
          from_value: from,
          to_value: to,
          detail: verdict === 'override' ? { override: true } : null,
        },
  ];
  // Reopening is a change of its own in the history: the completion it took back.
  if (w.review_complete && !complete) events.push({ action: 'completed', from_value: 'true', to_value: 'false' });
  return {
    set: { workflow_status: to, ...(complete !== w.review_complete && { review_complete: complete }) },
    keep: [
      ...(keepsFinal ? [{ kind: 'qa_final' as const, userId }] : []),
      ...(keepsPass ? [{ kind: 'review' as const, userId }] : []),
    ],
    events,
  };
}

/** `POST /enterprise/workflow/:id/workflow_status`. A reviewer reaches only workflows assigned to them. */
export async function changeStatus(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  req: { workflow_status: WorkflowStatus; revision?: number | undefined },
): Promise<WorkflowChangeResponse> {
  const options = { action: 'POST /enterprise/workflow/:id/workflow_status' as const, revision: req.revision };
  const { file } = await changeWorkflow(ctx, user, id, options, (w) =>
    statusMove(roleOf(user), user.id, w, req.workflow_status),
  );
  return { message: WorkflowMessages.moved(req.workflow_status), workflow: await workflowItem(ctx, file) };
}
