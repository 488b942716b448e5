import {
  completeAfterMove,
  WORKFLOW_STATUS_DISPLAY,
  type WorkflowItem,
  type WorkflowStatus,
} from '@scriptloom/contracts';
import type { StatusMove } from './workflow-actions';

const label = (status: WorkflowStatus) => WORKFLOW_STATUS_DISPLAY[status].label;

/**
 * What a status move will do besides changing the chip, in the words the confirmation shows
 * (docs/product.md#workflows): the override mark, completion set or cleared (completeAfterMove, the
 * rule the server applies), the transcript kept as QA's final, and who may still edit.
 */
export function moveEffects(
  workflow: Pick<WorkflowItem, 'workflow_status' | 'review_complete'>,
  move: StatusMove,
): string[] {
  const from = workflow.workflow_status;
  const effects: string[] = [];
  if (move.override) {
    effects.push(
      `${label(from)} to ${label(move.to)} is outside the usual order of the review, so the history records it as your override.`,
    );
  }
  const complete = completeAfterMove(from, move.to, workflow.review_complete);
  if (complete && !workflow.review_complete) effects.push('The workflow is marked complete.');
  if (!complete && workflow.review_complete) effects.push('It is no longer marked complete.');
  if (move.to === 'Publication') effects.push('Nobody can edit it once it is submitted, until an admin reopens it.');
  if (from === 'QA_Review' && move.to === 'Compliance') {
    effects.push(
      "The transcript as it is now is kept as QA's final, and the reviewers' scores are worked out from it.",
    );
  }
  if (move.to === 'Not_Started' || move.to === 'First_Review') {
    effects.push('Assigned reviewers can edit the transcript again.');
  }
  return effects;
}
