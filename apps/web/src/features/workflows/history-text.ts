import { WORKFLOW_STATUS_DISPLAY, WorkflowStatus, type WorkflowEvent } from '@scriptloom/contracts';

const ACTION_LABELS: Record<WorkflowEvent['action'], string> = {
  uploaded: 'Uploaded',
  status: 'Changed the status',
  special_status: 'Changed the special status',
  assigned: 'Assigned',
  unassigned: 'Unassigned',
  qa_takeover: 'Took over for QA',
  review_submitted: 'Submitted the review',
  validated: 'Validated',
  completed: 'Marked complete',
  renamed: 'Renamed',
  copied: 'Copied',
  reprocessed: 'Reprocessed',
  deleted: 'Deleted',
  speakers: 'Changed the speakers',
  link_decision: 'Decided through a review link',
};

/** What a customer decided through a review link (the event's `to`). */
const LINK_DECISIONS: Record<string, string> = { approve: 'Approved', request_changes: 'Requested changes' };

export const actionLabel = (action: WorkflowEvent['action']) => ACTION_LABELS[action] ?? action;

/** A status as people read it ("Compliance" is "Final Review"); any other value as it was stored. */
export function valueText(value: string | null): string {
  if (value === null || value === '') return '—';
  const status = WorkflowStatus.safeParse(value);
  return status.success ? WORKFLOW_STATUS_DISPLAY[status.data].label : value;
}

/** "Not Started → First Review", or only the side there is (or one value, if both are the same); null when the event has neither. */
export function changeText(event: Pick<WorkflowEvent, 'from' | 'to'>): string | null {
  if (event.from === null && event.to === null) return null;
  if (event.from === null) return valueText(event.to);
  if (event.to === null) return `${valueText(event.from)} → —`;
  // A change that kept the value (QA claiming a workflow already in QA Review) names it once.
  if (event.from === event.to) return valueText(event.to);
  return `${valueText(event.from)} → ${valueText(event.to)}`;
}

/** Who acted: the member, or for a scheduled auto-assign (no actor) the feature itself. */
export const actorName = (event: Pick<WorkflowEvent, 'actor' | 'auto' | 'via_link'>) =>
  event.via_link
    ? `${event.via_link.name} (via review link)`
    : event.actor?.name || (event.auto ? 'Auto-assign' : 'Someone');

/**
 * What happened, without who: the action and the values it changed. Completion is a yes/no the
 * action's name already says: "Marked complete", or, when a move back took it away (to `false`),
 * "Completion cleared by the move back".
 */
export function whatHappened(event: Pick<WorkflowEvent, 'action' | 'from' | 'to' | 'via_link'>): string {
  if (event.action === 'link_decision') {
    const decided = LINK_DECISIONS[event.to ?? ''] ?? event.to ?? '';
    return event.via_link?.note ? `${decided}: “${event.via_link.note}”` : decided;
  }
  if (event.action === 'completed') {
    return event.to === 'false' ? 'Completion cleared by the move back' : 'Marked complete';
  }
  const change = changeText(event);
  return `${actionLabel(event.action)}${change ? `: ${change}` : ''}`;
}

/** The line of one history event: who did what (docs/product.md#workflow-history). */
export function historyLine(event: WorkflowEvent): string {
  return `${actorName(event)} · ${whatHappened(event)}${event.override ? ' (override)' : ''}${
    event.auto ? ' (automatic)' : ''
  }`;
}
