import {
  DISPUTE_KIND_LABELS,
  DisputeMessages,
  type DisputeChangeResponse,
  type DisputeItem,
  type DisputeKind,
  type DisputeList,
} from '@scriptloom/contracts';
import { memberName, type DisputeView, type UserRow } from '@scriptloom/db';
import { conflict, notFound } from '../../lib/app-error.js';
import { mailTemplates } from '../../mail/templates.js';
import { callerOf } from '../caller.js';
import { queueMail, type ServiceContext } from '../context.js';
import { idOrNotFound, isUuid, organisationOf } from '../organisations/membership.js';

/** Disputes of scores and corrections (docs/product.md#disputes). */

function toDisputeItem(row: DisputeView): DisputeItem {
  return {
    id: row.id,
    workflow_id: row.file_id,
    workflow_title: row.workflow_title,
    kind: row.kind,
    message: row.message,
    status: row.status,
    member: { id: row.user_id, name: row.member_name },
    reply: row.reply,
    resolved_by: row.resolver_name,
    resolved_at: row.resolved_at?.toISOString() ?? null,
    has_score: row.has_score,
    unread: row.status === 'resolved' && row.seen_at === null,
    created_at: row.created_at.toISOString(),
  };
}

async function findView(ctx: ServiceContext, orgId: string, id: string): Promise<DisputeView> {
  const [row] = await ctx.repos.disputes.list(orgId, { id });
  if (!row) throw notFound(DisputeMessages.notFound);
  return row;
}

/** `POST /user/dispute`: about a workflow the member can reach (one they worked on); a score needs one of theirs. */
export async function raiseDispute(
  ctx: ServiceContext,
  user: UserRow,
  req: { workflow_id: string; kind: DisputeKind; message: string },
): Promise<DisputeChangeResponse> {
  const orgId = organisationOf(user);
  const id = idOrNotFound(req.workflow_id, DisputeMessages.workflowNotFound);
  const workflow = await ctx.repos.workflows.find(callerOf(user), id);
  if (!workflow) throw notFound(DisputeMessages.workflowNotFound);
  const row = await ctx.repos.disputes.raise({
    orgId,
    userId: user.id,
    fileId: workflow.id,
    title: workflow.title,
    kind: req.kind,
    message: req.message,
  });
  if (row === 'already_open') throw conflict(DisputeMessages.alreadyOpen);
  // A score dispute needs a score: a workflow not scored yet has nothing to dispute (409, the state).
  if (row === 'no_score') throw conflict(DisputeMessages.noScore);
  return { success: DisputeMessages.raised, dispute: toDisputeItem(await findView(ctx, orgId, row.id)) };
}

/** `GET /user/dispute`: the caller's own disputes, newest first, answers not yet read marked. */
export async function myDisputes(ctx: ServiceContext, user: UserRow): Promise<DisputeList> {
  const rows = await ctx.repos.disputes.list(organisationOf(user), { userId: user.id });
  return { items: rows.map(toDisputeItem) };
}

/** `POST /user/dispute/seen {ids}`: the member has read these answers (the notice goes away). */
export async function markDisputesSeen(ctx: ServiceContext, user: UserRow, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length) await ctx.repos.disputes.markSeen(organisationOf(user), user.id, valid);
  return { success: DisputeMessages.seen };
}

/** `GET /enterprise/disputes?status` (admins): the organisation's disputes, open ones by default. */
export async function organisationDisputes(
  ctx: ServiceContext,
  user: UserRow,
  status: 'open' | 'resolved' | 'all',
): Promise<DisputeList> {
  const rows = await ctx.repos.disputes.list(organisationOf(user), status === 'all' ? {} : { status });
  return { items: rows.map(toDisputeItem) };
}

/** `POST /enterprise/disputes/{id}/resolve {reply}` (admins): answered once; the member is mailed. */
export async function resolveDispute(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  reply: string,
): Promise<DisputeChangeResponse> {
  const orgId = organisationOf(user);
  const outcome = await ctx.repos.disputes.resolve(orgId, idOrNotFound(id, DisputeMessages.notFound), user.id, reply);
  if (outcome === 'not_found') throw notFound(DisputeMessages.notFound);
  if (outcome === 'already_resolved') throw conflict(DisputeMessages.alreadyResolved);
  const answered = await findView(ctx, orgId, outcome.id);
  await queueMail(
    ctx,
    mailTemplates.disputeAnswered(ctx.config.productName, answered.member_email, {
      title: answered.workflow_title,
      kind: DISPUTE_KIND_LABELS[answered.kind].toLowerCase(),
      by: memberName(user),
      reply,
      link: `${ctx.config.publicUrl}/organisation/disputes`,
    }),
  );
  return { success: DisputeMessages.resolved, dispute: toDisputeItem(answered) };
}
