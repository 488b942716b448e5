import { z } from 'zod';
import type { OrgRoleName } from './user.js';

/**
 * The review stages of an enterprise workflow, in order (docs/product.md#workflow-statuses). The
 * stored values are the API's; `label` is what people read and `colour` the chip's colour. Each
 * colour reads at 4.5:1 or more both as white text's background and as text on the page's background.
 */
export const WORKFLOW_STATUSES = ['Not_Started', 'First_Review', 'QA_Review', 'Compliance', 'Publication'] as const;
export const WorkflowStatus = z.enum(WORKFLOW_STATUSES);
export type WorkflowStatus = z.infer<typeof WorkflowStatus>;

export const WORKFLOW_STATUS_DISPLAY: Record<WorkflowStatus, { label: string; colour: string }> = {
  Not_Started: { label: 'Not Started', colour: '#6b7280' },
  First_Review: { label: 'First Review', colour: '#2563eb' },
  QA_Review: { label: 'QA Review', colour: '#b45309' },
  Compliance: { label: 'Final Review', colour: '#7c3aed' },
  Publication: { label: 'Submitted', colour: '#15803d' },
};

/**
 * Who may move a workflow from one status to another. Admins may also make any other move (an
 * override, recorded as such in the history); a move not listed here is refused for everyone else.
 */
export const WORKFLOW_TRANSITIONS: readonly {
  from: WorkflowStatus;
  to: WorkflowStatus;
  roles: readonly OrgRoleName[];
}[] = [
  // A reviewer starts the first pass; QA or an admin may start it for them.
  { from: 'Not_Started', to: 'First_Review', roles: ['admin', 'qa', 'reviewer'] },
  // The reviewer submits their pass (POST .../review), or QA takes the workflow over.
  { from: 'First_Review', to: 'QA_Review', roles: ['admin', 'qa', 'reviewer'] },
  { from: 'Not_Started', to: 'QA_Review', roles: ['admin', 'qa'] },
  // QA sends it back to the reviewer, or passes it on to the final review.
  { from: 'QA_Review', to: 'First_Review', roles: ['admin', 'qa'] },
  { from: 'QA_Review', to: 'Compliance', roles: ['admin', 'qa'] },
  { from: 'Compliance', to: 'QA_Review', roles: ['admin', 'qa'] },
  // Only an admin submits the finished workflow, or reopens a submitted one.
  { from: 'Compliance', to: 'Publication', roles: ['admin'] },
  { from: 'Publication', to: 'Compliance', roles: ['admin'] },
];

/** Whether `role` may move a workflow from `from` to `to`; `override` when only an admin's override allows it. */
export function transitionAllowed(
  role: OrgRoleName,
  from: WorkflowStatus,
  to: WorkflowStatus,
): 'allowed' | 'override' | 'refused' {
  if (from === to) return 'refused';
  const rule = WORKFLOW_TRANSITIONS.find((t) => t.from === from && t.to === to);
  if (rule?.roles.includes(role)) return 'allowed';
  return role === 'admin' ? 'override' : 'refused';
}

/**
 * Whether a workflow is marked complete (`review_complete`) after a move from `from` to `to`
 * (docs/product.md#workflows): reaching Submitted completes the review; a move back to an earlier
 * stage (reopening a submitted workflow, or sending work back) reopens it, so a reopened workflow
 * never keeps the completion of the review it left; a move forward keeps what it was.
 */
export function completeAfterMove(from: WorkflowStatus, to: WorkflowStatus, complete: boolean): boolean {
  if (to === 'Publication') return true;
  if (WORKFLOW_STATUSES.indexOf(to) < WORKFLOW_STATUSES.indexOf(from)) return false;
  return complete;
}
