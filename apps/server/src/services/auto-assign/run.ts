import {
  AUTO_ASSIGN_BATCH,
  AUTO_ASSIGN_STAGES,
  AUTO_ASSIGN_TYPES,
  AutoAssignMessages,
  type AutoAssignment,
  type AutoAssignResponse,
  type AutoAssignSkip,
  type AutoAssignStage,
} from '@scriptloom/contracts';
import { memberName, type Caller } from '@scriptloom/db';
import { AppError, conflict } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { membersOnLeave } from '../leave/availability.js';
import { chooseMember, type Candidate } from './choose-member.js';

/** Who starts a run: an admin (named in the history) or the schedule (no one). */
export interface AutoAssignRun {
  orgId: string;
  actorId: string | null;
}

/** One run at a time per organisation in this process; each change re-checks under its row lock too. */
const running = new Map<string, Promise<unknown>>();

/**
 * Auto-assign (docs/product.md#auto-assign): for each stage asked for, the workflows waiting in it
 * with nobody of its role assigned, oldest first, each given to the available member of that role
 * with the fewest open assignments. Every assignment is its own workflow change (row lock, history
 * line, revision), and the change checks again that nobody of the role was assigned meanwhile, so
 * two runs at once (two admins, or an admin and the schedule in another process) never give one
 * workflow two people for one stage. Running it again assigns nothing new.
 */
export function autoAssign(
  ctx: ServiceContext,
  run: AutoAssignRun,
  type: 'ALL' | AutoAssignStage,
): Promise<AutoAssignResponse> {
  const previous = running.get(run.orgId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => assignStages(ctx, run, type));
  running.set(run.orgId, next);
  void next
    .finally(() => {
      if (running.get(run.orgId) === next) running.delete(run.orgId);
    })
    .catch(() => undefined);
  return next;
}

async function assignStages(
  ctx: ServiceContext,
  run: AutoAssignRun,
  type: 'ALL' | AutoAssignStage,
): Promise<AutoAssignResponse> {
  const stages = type === 'ALL' ? AUTO_ASSIGN_TYPES : [type];
  const [members, away, open, scores] = await Promise.all([
    ctx.repos.members.list(run.orgId),
    membersOnLeave(ctx, run.orgId),
    ctx.repos.workflowAssignments.openAssignments(run.orgId),
    ctx.repos.hiring.team(run.orgId),
  ]);
  // An admin-level caller of the organisation: the run reaches every workflow of it.
  const caller: Caller = { userId: run.actorId ?? '', orgId: run.orgId, orgRole: 'admin' };
  const assigned: AutoAssignment[] = [];
  const unassigned: AutoAssignSkip[] = [];

  for (const stage of stages) {
    const { statuses, role } = AUTO_ASSIGN_STAGES[stage];
    const ofRole = members.filter((m) => m.org_role === role);
    const roleIds = new Set(ofRole.map((m) => m.id));
    const candidates: Candidate[] = ofRole
      .filter((m) => !away.has(m.id))
      .map((m) => ({
        id: m.id,
        name: memberName(m),
        open: open.get(m.id) ?? 0,
        score: scores.get(m.id)?.overall ?? null,
      }));
    const waiting = await ctx.repos.workflowAssignments.waitingForStage(
      run.orgId,
      statuses,
      [...roleIds],
      AUTO_ASSIGN_BATCH,
    );

    for (const workflow of waiting) {
      const skip = (reason: string) =>
        unassigned.push({ workflow_id: workflow.id, title: workflow.title, stage, reason });
      const member = chooseMember(candidates);
      if (!member) {
        skip(ofRole.length === 0 ? AutoAssignMessages.noMembers(role) : AutoAssignMessages.allAway(role));
        continue;
      }
      try {
        const options = { action: 'POST /enterprise/workflow/assign_member' as const, actor: run.actorId };
        const outcome = await ctx.repos.workflows.change(caller, workflow.id, options, (w) => {
          if (!statuses.includes(w.workflow_status as (typeof statuses)[number])) {
            throw conflict(AutoAssignMessages.movedMeanwhile);
          }
          if (w.assignees.some((a) => roleIds.has(a))) throw conflict(AutoAssignMessages.takenMeanwhile(role));
          return {
            set: { assignees: [...w.assignees, member.id] },
            events: [{ action: 'assigned', to_value: member.name, detail: { user_id: member.id, auto: true, stage } }],
          };
        });
        // Deleted meanwhile: nothing to assign, nothing to report.
        if (outcome.status !== 'updated') continue;
        assigned.push({
          workflow_id: workflow.id,
          title: workflow.title,
          stage,
          member: { id: member.id, name: member.name },
          open_before: member.open,
        });
        member.open += 1;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        skip(err.message);
      }
    }
  }
  return {
    type,
    assigned,
    unassigned,
    message: AutoAssignMessages.summary(assigned.length, unassigned.length),
  };
}
