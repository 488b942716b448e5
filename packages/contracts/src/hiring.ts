import { z } from 'zod';
import { SafeText } from './text.js';

/**
 * Hiring scores (docs/product.md#hiring-scores): how close each reviewer's submitted pass came to
 * the QA-corrected final transcript, and the accuracy bands every accuracy is shown in.
 */

export type AccuracyBand = 'bad' | 'good' | 'excellent';

/** The bands: under 20% bad, 20% to 90% good, above 90% excellent. */
export const ACCURACY_BANDS: Record<AccuracyBand, { label: string; colour: string }> = {
  bad: { label: 'Bad', colour: '#c62828' },
  good: { label: 'Good', colour: '#ef6c00' },
  excellent: { label: 'Excellent', colour: '#2e7d32' },
};

/** The band of an accuracy between 0 and 1. */
export function accuracyBand(accuracy: number): AccuracyBand {
  if (accuracy < 0.2) return 'bad';
  if (accuracy > 0.9) return 'excellent';
  return 'good';
}

export const HiringRecalculateRequest = z.object({
  /** Workflow ids: each reviewer's score on each of them is computed again. */
  ids: z.array(z.string().max(100)).min(1).max(500),
});
export type HiringRecalculateRequest = z.infer<typeof HiringRecalculateRequest>;

export const WorkflowScore = z.object({
  workflow_id: z.string(),
  title: z.string(),
  user_id: z.string(),
  accuracy: z.number(),
  band: z.enum(['bad', 'good', 'excellent']),
  /** Words of the QA-corrected final. */
  words: z.number().int(),
  substitutions: z.number().int(),
  deletions: z.number().int(),
  insertions: z.number().int(),
  speaker_errors: z.number().int(),
  /** The texts differed too much to align: the accuracy is the best they could allow. */
  too_different: z.boolean(),
  computed_at: z.string(),
});
export type WorkflowScore = z.infer<typeof WorkflowScore>;

export const HiringRecalculateResponse = z.object({
  message: z.string(),
  scores: z.array(WorkflowScore),
  /** Workflows with nothing to compare yet (no kept review or no QA final), with why. */
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type HiringRecalculateResponse = z.infer<typeof HiringRecalculateResponse>;

export const HiringNote = z.object({
  id: z.string(),
  notes: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export type HiringNote = z.infer<typeof HiringNote>;

export const MemberScore = z.object({
  member: z.object({ id: z.string(), name: z.string(), role: z.string() }),
  /** Over every scored workflow, weighted by its words; null before the first score. */
  overall: z.number().nullable(),
  band: z.enum(['bad', 'good', 'excellent']).nullable(),
  /** Newest first. */
  workflows: z.array(WorkflowScore),
  /** The scores in the order they were made, oldest first (the last 20). */
  trend: z.array(z.object({ at: z.string(), accuracy: z.number() })),
  notes: z.array(HiringNote),
});
export type MemberScore = z.infer<typeof MemberScore>;

/** `GET /enterprise/hiring/scores` (admins and QA): every reviewer and QA member with their overall score. */
export const TeamScores = z.object({
  items: z.array(
    z.object({
      member: z.object({ id: z.string(), name: z.string(), role: z.string() }),
      overall: z.number().nullable(),
      band: z.enum(['bad', 'good', 'excellent']).nullable(),
      /** How many workflows the score is over. */
      workflows: z.number().int(),
    }),
  ),
});
export type TeamScores = z.infer<typeof TeamScores>;

/** One stretch of the differences between a reviewer's pass and the QA final (see review-accuracy). */
export const ScoreDiffOp = z.discriminatedUnion('op', [
  z.object({ op: z.literal('same'), words: z.array(z.string()) }),
  z.object({ op: z.literal('changed'), reviewed: z.array(z.string()), final: z.array(z.string()) }),
  z.object({ op: z.literal('speaker'), words: z.array(z.string()), reviewed: z.string(), final: z.string() }),
]);
export type ScoreDiffOp = z.infer<typeof ScoreDiffOp>;

/** `GET /enterprise/hiring/score/{member id}/workflow/{workflow id}`: the score and what QA changed. */
export const ScoreDiffResponse = z.object({
  score: WorkflowScore,
  /** Empty when the texts were too different to align. */
  diff: z.array(ScoreDiffOp),
});
export type ScoreDiffResponse = z.infer<typeof ScoreDiffResponse>;

export const HIRING_NOTES_MAX = 2000;
export const HiringNotesRequest = z.object({
  notes: SafeText(HIRING_NOTES_MAX, `Notes can have at most ${HIRING_NOTES_MAX} characters.`)
    .trim()
    .min(1, 'Write a note first.'),
});
export type HiringNotesRequest = z.infer<typeof HiringNotesRequest>;
export const HiringNotesResponse = z.object({ success: z.string(), note: HiringNote });

/** What the hiring score routes say (docs/product.md#hiring-scores). */
export const HiringMessages = {
  recalculated: (n: number) => `${n} ${n === 1 ? 'score was' : 'scores were'} calculated.`,
  noReview: 'No reviewer has submitted a pass of this workflow.',
  noFinal: 'QA has not moved this workflow to Final Review yet, so there is no corrected transcript.',
  notFound: 'Workflow not found.',
  memberNotFound: 'No such member in your organisation.',
  noteAdded: 'The note was added.',
  noScore: 'This member has no score on this workflow.',
} as const;
