import { LeaveMessages, leaveToday } from '@scriptloom/contracts';
import { conflict } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';

/**
 * Members on approved leave today (UTC), with the last day of that leave: nobody assigns work to
 * them, by hand or automatically (docs/product.md#leave).
 */
export const membersOnLeave = (ctx: ServiceContext, orgId: string, day = leaveToday()) =>
  ctx.repos.leave.onLeave(orgId, day);

/** 409 `{name} is on leave until {day}.` for a member away today. */
export async function assertAvailable(
  ctx: ServiceContext,
  orgId: string,
  member: { id: string; name: string },
): Promise<void> {
  const until = (await membersOnLeave(ctx, orgId)).get(member.id);
  if (until) throw conflict(LeaveMessages.onLeave(member.name, until));
}
