import { z } from 'zod';
import { SafeText } from './text.js';

/**
 * Disputes (docs/product.md#disputes): a member disputes their hiring score on a workflow, or a QA
 * correction of their pass; an admin answers, and the member is told.
 */

export const DISPUTE_KINDS = ['score', 'correction'] as const;
export const DisputeKind = z.enum(DISPUTE_KINDS);
export type DisputeKind = z.infer<typeof DisputeKind>;
export const DISPUTE_KIND_LABELS: Record<DisputeKind, string> = {
  score: 'Hiring score',
  correction: 'QA correction',
};

export const DISPUTE_TEXT_MAX = 2000;
const DisputeText = (what: string) =>
  SafeText(DISPUTE_TEXT_MAX, `${what} can have at most ${DISPUTE_TEXT_MAX} characters.`)
    .trim()
    .min(1, `Write ${what.toLowerCase()} first.`);

/** `POST /user/dispute`. */
export const DisputeRequest = z.object({
  workflow_id: z.string().max(100),
  kind: DisputeKind,
  message: DisputeText('A message'),
});
export type DisputeRequest = z.infer<typeof DisputeRequest>;

/** `POST /enterprise/disputes/{id}/resolve`. */
export const DisputeReplyRequest = z.object({ reply: DisputeText('A reply') });
export type DisputeReplyRequest = z.infer<typeof DisputeReplyRequest>;

/** `POST /user/dispute/seen`: the member has read these answers. */
export const DisputesSeenRequest = z.object({ ids: z.array(z.string().max(100)).min(1).max(200) });

export const DisputeItem = z.object({
  id: z.string(),
  workflow_id: z.string().nullable(),
  workflow_title: z.string(),
  kind: DisputeKind,
  message: z.string(),
  status: z.enum(['open', 'resolved']),
  /** Who raised it. */
  member: z.object({ id: z.string(), name: z.string() }),
  reply: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** The member has a hiring score on the workflow, so its diff can be opened. */
  has_score: z.boolean(),
  /** An answer the member has not seen yet (their in-app notice). */
  unread: z.boolean(),
  created_at: z.string(),
});
export type DisputeItem = z.infer<typeof DisputeItem>;

export const DisputeList = z.object({ items: z.array(DisputeItem) });
export type DisputeList = z.infer<typeof DisputeList>;
export const DisputeChangeResponse = z.object({ success: z.string(), dispute: DisputeItem });
export type DisputeChangeResponse = z.infer<typeof DisputeChangeResponse>;

/** `GET /enterprise/disputes?status` (admins): open by default. */
export const DisputeListQuery = z.object({ status: z.enum(['open', 'resolved', 'all']).default('open') });

export const DisputeMessages = {
  raised: 'Your dispute was sent to your admins.',
  resolved: 'The dispute was answered; the member has been told.',
  alreadyOpen: 'You already have an open dispute about this.',
  alreadyResolved: 'This dispute was already answered.',
  notFound: 'Dispute not found.',
  workflowNotFound: 'Workflow not found.',
  noScore:
    'You have no hiring score on this workflow yet, so there is no score to dispute. A score is worked out once QA moves the workflow to Final Review.',
  seen: 'Marked as read.',
} as const;
