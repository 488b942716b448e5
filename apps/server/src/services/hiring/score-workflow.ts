import { accuracyBand, HiringMessages, type WorkflowScore } from '@scriptloom/contracts';
import type { HiringScoreRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';

/** Longest one score's diff may take on a job thread. */
const SCORE_TIME_LIMIT_MS = 60_000;

export function toWorkflowScore(row: HiringScoreRow, title: string): WorkflowScore {
  return {
    workflow_id: row.file_id,
    title,
    user_id: row.user_id,
    accuracy: row.accuracy,
    band: accuracyBand(row.accuracy),
    words: row.words,
    substitutions: row.substitutions,
    deletions: row.deletions,
    insertions: row.insertions,
    speaker_errors: row.speaker_errors,
    too_different: row.too_different,
    computed_at: row.computed_at.toISOString(),
  };
}

/** The QA-corrected final a score compares against: the newest one kept. */
export const latestFinal = <T extends { kind: string; created_at: Date }>(kept: readonly T[]): T | undefined =>
  kept.filter((k) => k.kind === 'qa_final').sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];

export type ScoreOutcome = { status: 'scored'; scores: WorkflowScore[] } | { status: 'skipped'; reason: string };

/**
 * Scores every reviewer who submitted a pass of the workflow against its QA-corrected final (the
 * newest one kept), on a CPU thread (docs/product.md#hiring-scores). Nothing to compare yet is
 * said, not guessed.
 */
export async function scoreWorkflow(
  ctx: ServiceContext,
  file: { id: string; title: string; org_id: string | null },
): Promise<ScoreOutcome> {
  const kept = await ctx.repos.workflowTranscripts.forFile(file.id);
  const final = latestFinal(kept);
  const reviews = kept.filter((k) => k.kind === 'review');
  if (reviews.length === 0) return { status: 'skipped', reason: HiringMessages.noReview };
  if (!final || !file.org_id) return { status: 'skipped', reason: HiringMessages.noFinal };
  const scores: WorkflowScore[] = [];
  for (const review of reviews) {
    const result = await ctx.cpu.run(
      'reviewAccuracyTask',
      { reviewed: review.snippets, final: final.snippets },
      { lane: 'job', timeoutMs: SCORE_TIME_LIMIT_MS },
    );
    const row = await ctx.repos.hiring.save({
      file_id: file.id,
      user_id: review.user_id,
      org_id: file.org_id,
      accuracy: result.accuracy,
      words: result.words,
      substitutions: result.substitutions,
      deletions: result.deletions,
      insertions: result.insertions,
      speaker_errors: result.speakerErrors,
      too_different: result.tooDifferent,
    });
    scores.push(toWorkflowScore(row, file.title));
  }
  return { status: 'scored', scores };
}
