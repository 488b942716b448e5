import { LeaveMessages, leaveSpan, type LeaveChangeResponse } from '@scriptloom/contracts';
import { memberName, type UserRow } from '@scriptloom/db';
import { conflict, notFound } from '../../lib/app-error.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';
import { organisationOf } from '../organisations/membership.js';
import { toLeaveItem } from './leave-views.js';
import { leaveId, leaveView } from './requests.js';

/**
 * `PUT /leave/{id}/approve` and `/reject` (admins): a pending request is decided once, and the
 * member is mailed the outcome (docs/product.md#leave).
 */
export async function decideLeave(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  decision: { approve: boolean; note?: string | undefined },
): Promise<LeaveChangeResponse> {
  const note = decision.note || null;
  const outcome = await ctx.repos.leave.decide(organisationOf(user), leaveId(id), {
    status: decision.approve ? 'approved' : 'rejected',
    by: user.id,
    note,
  });
  switch (outcome.status) {
    case 'not_found':
      throw notFound(LeaveMessages.notFound);
    case 'already_decided':
      throw conflict(LeaveMessages.alreadyDecided(outcome.current));
    case 'decided':
      break;
  }
  const view = await leaveView(ctx, user, outcome.leave.id);
  await queueMail(
    ctx,
    mailTemplates.leaveDecided(ctx.config.productName, view.member_email, {
      span: leaveSpan(view.start_date, view.end_date),
      approved: decision.approve,
      by: memberName(user),
      note,
      link: `${ctx.config.publicUrl}/organisation/leave`,
    }),
  );
  return {
    success: decision.approve ? LeaveMessages.approved : LeaveMessages.rejected,
    leave: toLeaveItem(view),
  };
}
