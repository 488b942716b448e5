import { z } from 'zod';
import { WORKFLOW_STATUS_DISPLAY, type WorkflowStatus } from './workflow-status.js';
import { WorkflowItem } from './workflows.js';

/**
 * Answers and fixed messages of the workflow changes (docs/product.md#workflows), beside the
 * requests in workflows.ts. A change to one workflow answers its message and the workflow as it is
 * now (with its new revision), so a page can show the one and adopt the other.
 */
export const WorkflowChangeResponse = z.object({ message: z.string(), workflow: WorkflowItem });
export type WorkflowChangeResponse = z.infer<typeof WorkflowChangeResponse>;

const label = (s: WorkflowStatus) => WORKFLOW_STATUS_DISPLAY[s].label;
const ROLE_NAMES: Record<string, string> = { admin: 'An admin', qa: 'A QA member', reviewer: 'A reviewer' };

export const WorkflowMessages = {
  notFound: 'Workflow not found.',
  noSuchMember: 'No such member.',
  changed: 'Someone else changed this workflow. Reload it and try again.',
  transitionRefused: (role: string, from: WorkflowStatus, to: WorkflowStatus) =>
    `${ROLE_NAMES[role] ?? 'You'} cannot move a workflow from ${label(from)} to ${label(to)}.`,
  alreadyIn: (status: WorkflowStatus) => `The workflow is already in ${label(status)}.`,
  moved: (to: WorkflowStatus) => `The workflow moved to ${label(to)}.`,
  renamed: 'The workflow was renamed.',
  deleted: 'The workflow was deleted.',
  copied: (n: number, title: string) =>
    n === 1 ? `A copy of "${title}" was made.` : `${n} copies of "${title}" were made.`,
  notCopyable: 'Only a workflow whose processing has finished can be copied.',
  stillProcessing: 'This workflow is still being processed. Reprocess it once processing has finished.',
  insightsRunning: 'Insights of this workflow are still being written. Reprocess them once they are done.',
  noTranscript: 'This workflow has no transcript yet: only a full reprocess (type "all") can run.',
  reprocessing: {
    all: 'Processing starts again from speech recognition.',
    speakers: 'Speakers are being found again; the words stay as they are.',
    insights: 'Insights are being written again.',
  },
  assigned: (name: string) => `The workflow is assigned to ${name}.`,
  alreadyAssigned: (name: string) => `${name} is already assigned to this workflow.`,
  unassigned: (name: string) => `${name} is no longer assigned to this workflow.`,
  notAssigned: (name: string) => `${name} is not assigned to this workflow.`,
  reviewSubmitted: 'Your review was submitted for QA review.',
  notReviewable: (status: WorkflowStatus) =>
    `Only a workflow in First Review or Not Started can be submitted for review; this one is in ${label(status)}.`,
  noTranscriptToKeep: 'This workflow has no transcript yet. Try again once processing has finished.',
  completed: 'File has been marked as completed.',
  validated: (validate: boolean) =>
    validate ? 'The review was marked as validated.' : 'The review was marked as not validated.',
  noReviewerToValidate: 'This workflow has no reviewer assigned: say whose review to validate (user_id).',
  notTakeable: (status: WorkflowStatus) =>
    `Only a workflow in Not Started, First Review or QA Review can be taken over; this one is in ${label(status)}.`,
  alreadyTaken: 'This workflow is already in QA Review with you assigned.',
  speakerCount: (n: number) => `Send one name for each of the transcript's ${n} speakers, in the same order.`,
  /** A bulk call in one sentence, naming what was skipped only when something was. */
  bulk: (updated: number, skipped: number) =>
    (updated === 0
      ? 'No workflow was updated'
      : `${updated} ${updated === 1 ? 'workflow was' : 'workflows were'} updated`) +
    (skipped > 0 ? `; ${skipped} ${skipped === 1 ? 'was' : 'were'} skipped.` : '.'),
} as const;
