import {
  canOnMember,
  OrganisationMessages,
  type Member,
  type MemberList,
  type MemberProfileUpdateRequest,
  type OrgRoleName,
  type UpdateProfileResponse,
  type UserProfile,
} from '@scriptloom/contracts';
import type { MemberRow, UserRow } from '@scriptloom/db';
import { forbidden, notFound, type AppError } from '../../lib/app-error.js';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { PROFILE_UPDATED, requireProfileFields, toProfile, updateProfile } from '../user/profile.js';
import { membersOnLeave } from '../leave/availability.js';
import { idOrNotFound, organisationOf } from './membership.js';

/** The people of the caller's organisation (docs/product.md#organisations). */

const toMember = (row: MemberRow, away: ReadonlyMap<string, string>): Member => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  org_role: row.org_role as OrgRoleName,
  on_leave_until: away.get(row.id) ?? null,
});

const memberId = (id: string) => idOrNotFound(id, OrganisationMessages.memberNotFound);

export async function listMembers(ctx: ServiceContext, user: UserRow): Promise<MemberList> {
  const orgId = organisationOf(user);
  const [rows, away] = await Promise.all([ctx.repos.members.list(orgId), membersOnLeave(ctx, orgId)]);
  return { items: rows.map((row) => toMember(row, away)) };
}

const memberNotFound = () => notFound(OrganisationMessages.memberNotFound);

/**
 * Asks the policy whether the caller may read or change the account `id`, and answers the member
 * it found: refused by role whoever the id is (403, in the route's own words), then not found for
 * anyone outside the caller's organisation (404, as for an id that does not exist).
 */
async function accountOf(ctx: ServiceContext, user: UserRow, id: string, refusedByRole: () => AppError) {
  const actor = callerOf(user);
  const byRole = canOnMember(actor, undefined);
  if (!byRole.allowed && byRole.answer === 'forbidden') throw refusedByRole();
  const member = actor.orgId ? await ctx.repos.members.find(actor.orgId, memberId(id)) : undefined;
  if (member && canOnMember(actor, { userId: member.id, orgId: member.org_id }).allowed) return member;
  throw memberNotFound();
}

/** A member's profile; another organisation's member or a personal account answers like a missing id. */
export async function memberProfile(ctx: ServiceContext, user: UserRow, id: string): Promise<UserProfile> {
  return toProfile(await accountOf(ctx, user, id, () => forbidden(OrganisationMessages.notYourProfile)));
}

/**
 * `POST /v1/user/profile`: the caller's own profile, as `POST /user/profile`, or with `user_id` an
 * admin edits a member of their organisation. Anyone else naming another person is refused before
 * the id is looked at, so the answer tells them nothing about it.
 */
export async function updateProfileOf(
  ctx: ServiceContext,
  user: UserRow,
  input: MemberProfileUpdateRequest,
): Promise<UpdateProfileResponse> {
  const { user_id: targetId, ...fields } = input;
  if (targetId === undefined || targetId.toLowerCase() === user.id) return updateProfile(ctx, user, fields);
  const member = await accountOf(ctx, user, targetId, () => forbidden(OrganisationMessages.notYourProfile));
  requireProfileFields(fields);
  const updated = await ctx.repos.members.updateProfile(member.org_id!, member.id, fields);
  if (!updated) throw memberNotFound();
  return { success: PROFILE_UPDATED, profile: toProfile(updated) };
}
