import {
  LeaveMessages,
  leaveToday,
  type ApplyLeaveRequest,
  type LeaveChangeResponse,
  type LeaveListQuery,
  type LeaveListResponse,
} from '@scriptloom/contracts';
import type { LeaveView, UserRow } from '@scriptloom/db';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { idOrNotFound, organisationOf } from '../organisations/membership.js';
import { toLeaveItem } from './leave-views.js';

/** Members' leave (docs/product.md#leave): admins see and manage everyone's, others their own. */

const isAdmin = (user: UserRow) => user.org_role === 'admin';

export const leaveId = (id: string) => idOrNotFound(id, LeaveMessages.notFound);

/** One request as the caller may see it, or 404. */
export async function leaveView(ctx: ServiceContext, user: UserRow, id: string): Promise<LeaveView> {
  const [row] = await ctx.repos.leave.list(organisationOf(user), {
    id: leaveId(id),
    ...(!isAdmin(user) && { userId: user.id }),
  });
  if (!row) throw notFound(LeaveMessages.notFound);
  return row;
}

export async function listLeave(
  ctx: ServiceContext,
  user: UserRow,
  q: z.output<typeof LeaveListQuery>,
): Promise<LeaveListResponse> {
  const rows = await ctx.repos.leave.list(organisationOf(user), {
    ...(!isAdmin(user) && { userId: user.id }),
    ...(q.status && { status: q.status }),
    ...(q.from && { from: q.from }),
    ...(q.to && { to: q.to }),
  });
  return { items: rows.map(toLeaveItem) };
}

/** `POST /leave/apply`: a pending request of the caller's, unless it overlaps a live one of theirs. */
export async function applyForLeave(
  ctx: ServiceContext,
  user: UserRow,
  req: z.output<typeof ApplyLeaveRequest>,
): Promise<LeaveChangeResponse> {
  const outcome = await ctx.repos.leave.apply({
    orgId: organisationOf(user),
    userId: user.id,
    leave_type: req.leave_type,
    start_date: req.start_date,
    end_date: req.end_date,
    reason: req.reason || null,
  });
  if (outcome.status === 'overlaps') {
    const w = outcome.with;
    throw conflict(LeaveMessages.overlaps(w.leave_type, w.start_date, w.end_date, w.status));
  }
  return { success: LeaveMessages.applied, leave: toLeaveItem(await leaveView(ctx, user, outcome.leave.id)) };
}

/**
 * `DELETE /leave/{id}`: a member withdraws their own request (not an approved one that has begun);
 * an admin removes any of the organisation's.
 */
export async function withdrawLeave(ctx: ServiceContext, user: UserRow, id: string): Promise<LeaveChangeResponse> {
  const view = await leaveView(ctx, user, id);
  const outcome = await ctx.repos.leave.withdraw(organisationOf(user), view.id, {
    userId: isAdmin(user) ? null : user.id,
    today: leaveToday(),
  });
  switch (outcome.status) {
    case 'not_found':
      throw notFound(LeaveMessages.notFound);
    case 'started_approved':
      throw conflict(LeaveMessages.startedApproved);
    case 'removed':
      return { success: LeaveMessages.withdrawn, leave: toLeaveItem(view) };
  }
}
