import {
  accuracyBand,
  HiringMessages,
  type HiringRecalculateResponse,
  type MemberScore,
  type ScoreDiffResponse,
  type TeamScores,
  seesWholeOrganisation,
} from '@scriptloom/contracts';
import { memberName, type UserRow } from '@scriptloom/db';
import { notFound } from '../../lib/app-error.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { idOrNotFound, isUuid, organisationOf } from '../organisations/membership.js';
import { latestFinal, scoreWorkflow, toWorkflowScore } from './score-workflow.js';

/** How many scores the trend shows. */
const TREND_LENGTH = 20;
/** Longest the diff for a person's page may take. */
const DIFF_TIME_LIMIT_MS = 20_000;

/** `POST /enterprise/hiring/score/recalculate {ids}` (admins and QA): the workflows' scores now. */
export async function recalculateScores(
  ctx: ServiceContext,
  user: UserRow,
  ids: readonly string[],
): Promise<HiringRecalculateResponse> {
  const result: HiringRecalculateResponse = { message: '', scores: [], skipped: [] };
  for (const id of new Set(ids)) {
    const file = isUuid(id) ? await ctx.repos.workflows.find(callerOf(user), id) : undefined;
    if (!file) {
      result.skipped.push({ id, reason: HiringMessages.notFound });
      continue;
    }
    const outcome = await scoreWorkflow(ctx, file);
    if (outcome.status === 'skipped') result.skipped.push({ id, reason: outcome.reason });
    else result.scores.push(...outcome.scores);
  }
  result.message = HiringMessages.recalculated(result.scores.length);
  return result;
}

/** The member whose scores the caller asks for: admins and QA any of theirs, a reviewer only themself. */
async function scoredMember(ctx: ServiceContext, user: UserRow, id: string) {
  const orgId = organisationOf(user);
  const memberId = idOrNotFound(id, HiringMessages.memberNotFound);
  const seesOthers = seesWholeOrganisation(callerOf(user));
  const member = seesOthers || memberId === user.id ? await ctx.repos.members.find(orgId, memberId) : undefined;
  if (!member) throw notFound(HiringMessages.memberNotFound);
  return { orgId, member };
}

/** `GET /enterprise/hiring/scores` (admins and QA): reviewers and QA with their overall scores. */
export async function teamScores(ctx: ServiceContext, user: UserRow): Promise<TeamScores> {
  const orgId = organisationOf(user);
  const [members, scores] = await Promise.all([ctx.repos.members.list(orgId), ctx.repos.hiring.team(orgId)]);
  return {
    items: members
      .filter((m) => m.org_role !== 'admin' || scores.has(m.id))
      .map((m) => {
        const score = scores.get(m.id);
        return {
          member: { id: m.id, name: memberName(m), role: m.org_role ?? 'reviewer' },
          overall: score?.overall ?? null,
          band: score ? accuracyBand(score.overall) : null,
          workflows: score?.workflows ?? 0,
        };
      }),
  };
}

/**
 * `GET /enterprise/hiring/score/{id}/workflow/{workflowId}`: one score and the differences behind
 * it, computed again from the kept transcripts on a CPU thread.
 */
export async function scoreDiff(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  workflowId: string,
): Promise<ScoreDiffResponse> {
  const { orgId, member } = await scoredMember(ctx, user, id);
  const row = (await ctx.repos.hiring.ofMember(orgId, member.id)).find((r) => r.file_id === workflowId);
  if (!row) throw notFound(HiringMessages.noScore);
  const kept = await ctx.repos.workflowTranscripts.forFile(row.file_id);
  const review = kept.find((k) => k.kind === 'review' && k.user_id === member.id);
  const final = latestFinal(kept);
  const diff =
    review && final
      ? (
          await ctx.cpu.run(
            'reviewAccuracyTask',
            { reviewed: review.snippets, final: final.snippets },
            { lane: 'request', owner: user.id, timeoutMs: DIFF_TIME_LIMIT_MS },
          )
        ).diff
      : [];
  return { score: toWorkflowScore(row, row.title), diff };
}

/**
 * `GET /enterprise/hiring/score/{id}`: a member's scores. Admins and QA see anyone of their
 * organisation; a reviewer only themself (anyone else answers like a missing member).
 */
export async function memberScore(ctx: ServiceContext, user: UserRow, id: string): Promise<MemberScore> {
  const { orgId, member } = await scoredMember(ctx, user, id);
  const [rows, notes, summary] = await Promise.all([
    ctx.repos.hiring.ofMember(orgId, member.id),
    ctx.repos.hiring.notes(orgId, member.id),
    ctx.repos.hiring.team(orgId, member.id),
  ]);
  const overall = summary.get(member.id)?.overall ?? null;
  return {
    member: { id: member.id, name: memberName(member), role: member.org_role ?? 'reviewer' },
    overall,
    band: overall === null ? null : accuracyBand(overall),
    workflows: rows.map((r) => toWorkflowScore(r, r.title)),
    trend: rows
      .slice(0, TREND_LENGTH)
      .reverse()
      .map((r) => ({ at: r.computed_at.toISOString(), accuracy: r.accuracy })),
    notes: notes.map((n) => ({ id: n.id, notes: n.notes, author: n.author, created_at: n.created_at.toISOString() })),
  };
}

/** `POST /enterprise/hiring/score/{id}/qa_notes {notes}` (admins and QA): a note on a member's work. */
export async function addQaNote(ctx: ServiceContext, user: UserRow, id: string, notes: string) {
  const orgId = organisationOf(user);
  const member = await ctx.repos.members.find(orgId, idOrNotFound(id, HiringMessages.memberNotFound));
  if (!member) throw notFound(HiringMessages.memberNotFound);
  const noteId = await ctx.repos.hiring.addNote(orgId, member.id, user.id, notes);
  return {
    success: HiringMessages.noteAdded,
    note: { id: noteId, notes, author: memberName(user), created_at: new Date().toISOString() },
  };
}
