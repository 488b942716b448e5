import { z } from 'zod';
import type { OrgRoleName } from './user.js';
import type { WorkflowStatus } from './workflow-status.js';

/**
 * Automatic assignment (docs/product.md#auto-assign): workflows waiting in a review stage with
 * nobody of that stage's role assigned get the member of that role, not on leave today, with the
 * fewest open assignments.
 */

export const AUTO_ASSIGN_TYPES = ['FIRST_REVIEW', 'QA_REVIEW', 'FINAL_REVIEW'] as const;
export const AutoAssignStage = z.enum(AUTO_ASSIGN_TYPES);
export type AutoAssignStage = z.infer<typeof AutoAssignStage>;

/** Each stage: the statuses a workflow waits in, and the role that works it. */
export const AUTO_ASSIGN_STAGES: Record<AutoAssignStage, { statuses: readonly WorkflowStatus[]; role: OrgRoleName }> = {
  // A first pass not begun yet waits for a reviewer as much as one under way.
  FIRST_REVIEW: { statuses: ['Not_Started', 'First_Review'], role: 'reviewer' },
  QA_REVIEW: { statuses: ['QA_Review'], role: 'qa' },
  FINAL_REVIEW: { statuses: ['Compliance'], role: 'admin' },
};

export const AUTO_ASSIGN_STAGE_LABELS: Record<AutoAssignStage, string> = {
  FIRST_REVIEW: 'First Review',
  QA_REVIEW: 'QA Review',
  FINAL_REVIEW: 'Final Review',
};

/** The most workflows one run looks at per stage; the rest wait for the next run. */
export const AUTO_ASSIGN_BATCH = 500;

/** `GET /admin/trigger-auto-assign?type` (ALL: every stage). */
export const AutoAssignQuery = z.object({
  type: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['ALL', ...AUTO_ASSIGN_TYPES], { message: `type is ALL or one of ${AUTO_ASSIGN_TYPES.join(', ')}.` }))
    .default('ALL'),
});
export type AutoAssignQuery = z.input<typeof AutoAssignQuery>;

export const AutoAssignment = z.object({
  workflow_id: z.string(),
  title: z.string(),
  stage: AutoAssignStage,
  member: z.object({ id: z.string(), name: z.string() }),
  /** The member's open assignments before this one. */
  open_before: z.number().int(),
});
export type AutoAssignment = z.infer<typeof AutoAssignment>;

export const AutoAssignSkip = z.object({
  workflow_id: z.string(),
  title: z.string(),
  stage: AutoAssignStage,
  reason: z.string(),
});
export type AutoAssignSkip = z.infer<typeof AutoAssignSkip>;

export const AutoAssignResponse = z.object({
  type: z.string(),
  assigned: z.array(AutoAssignment),
  unassigned: z.array(AutoAssignSkip),
  message: z.string(),
});
export type AutoAssignResponse = z.infer<typeof AutoAssignResponse>;

const ROLE_NAMES: Record<OrgRoleName, string> = { admin: 'admin', qa: 'QA member', reviewer: 'reviewer' };

/** What auto-assign says (docs/product.md#auto-assign). */
export const AutoAssignMessages = {
  summary: (assigned: number, unassigned: number) =>
    assigned === 0 && unassigned === 0
      ? 'Nothing was waiting to be assigned.'
      : `${assigned} ${assigned === 1 ? 'workflow was' : 'workflows were'} assigned` +
        (unassigned > 0 ? `, ${unassigned} left unassigned.` : '.'),
  noMembers: (role: OrgRoleName) => `The organisation has no ${ROLE_NAMES[role]}s.`,
  allAway: (role: OrgRoleName) => `Every ${ROLE_NAMES[role]} is on leave today.`,
  takenMeanwhile: (role: OrgRoleName) => `Someone assigned a ${ROLE_NAMES[role]} meanwhile.`,
  movedMeanwhile: 'Its status changed meanwhile.',
} as const;

/** `GET` and `PUT /admin/auto-assign`: whether the organisation's auto-assign also runs on its schedule. */
export const AutoAssignSettings = z.object({ scheduled: z.boolean() });
export type AutoAssignSettings = z.infer<typeof AutoAssignSettings>;

/** How often the scheduled run comes (pg-boss cron), in words for the page. */
export const AUTO_ASSIGN_SCHEDULE_TEXT = 'every 15 minutes';
