import type { AutoAssignResponse, AutoAssignSettings, AutoAssignStage } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';
import { organisationOf } from '../organisations/membership.js';
import { autoAssign } from './run.js';

/** `GET /admin/trigger-auto-assign?type`: an admin runs it now; the history names them. */
export const triggerAutoAssign = (
  ctx: ServiceContext,
  user: UserRow,
  type: 'ALL' | AutoAssignStage,
): Promise<AutoAssignResponse> => autoAssign(ctx, { orgId: organisationOf(user), actorId: user.id }, type);

export async function autoAssignSettings(ctx: ServiceContext, user: UserRow): Promise<AutoAssignSettings> {
  const organisation = await ctx.repos.organisations.find(organisationOf(user));
  return { scheduled: organisation?.auto_assign_scheduled ?? false };
}

/** `PUT /admin/auto-assign {scheduled}`: the scheduled run is each organisation's choice, off at first. */
export async function setAutoAssignSchedule(
  ctx: ServiceContext,
  user: UserRow,
  settings: AutoAssignSettings,
): Promise<AutoAssignSettings> {
  await ctx.repos.organisations.setAutoAssignScheduled(organisationOf(user), settings.scheduled);
  return autoAssignSettings(ctx, user);
}
