import {
  OrganisationMessages,
  type Member,
  type MemberList,
  type MemberProfileUpdateRequest,
  type OrgRoleName,
  type UpdateProfileResponse,
  type UserProfile,
} from '@scriptloom/contracts';
import type { MemberRow, UserRow } from '@scriptloom/db';
import { forbidden, notFound } from '../../lib/app-error.js';
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
  const [rows, away] = await Promise.all([ctx.repos.organisations.members(orgId), membersOnLeave(ctx, orgId)]);
  return { items: rows.map((row) => toMember(row, away)) };
}

/** A member's profile; another organisation's member or a personal account answers like a missing id. */
export async function memberProfile(ctx: ServiceContext, user: UserRow, id: string): Promise<UserProfile> {
  const member = await ctx.repos.organisations.member(organisationOf(user), memberId(id));
  if (!member) throw notFound(OrganisationMessages.memberNotFound);
  return toProfile(member);
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
  if (!user.org_id || user.org_role !== 'admin') throw forbidden(OrganisationMessages.notYourProfile);
  const id = memberId(targetId);
  requireProfileFields(fields);
  const updated = await ctx.repos.organisations.updateMemberProfile(user.org_id, id, fields);
  if (!updated) throw notFound(OrganisationMessages.memberNotFound);
  return { success: PROFILE_UPDATED, profile: toProfile(updated) };
}
