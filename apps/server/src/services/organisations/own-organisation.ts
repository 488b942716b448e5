import {
  OrganisationMessages,
  type LeaveOrganisationResponse,
  type MyOrganisation,
  type OrgRoleName,
  type RenameOrganisationRequest,
  type RenameOrganisationResponse,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { conflict, forbidden } from '../../lib/app-error.js';
import { toUserInfo } from '../auth/tokens.js';
import type { ServiceContext } from '../context.js';
import { NOT_A_MEMBER, organisationOf } from './membership.js';

/** A member's own organisation: what it is called, and leaving it (docs/product.md#organisations). */

export async function myOrganisation(ctx: ServiceContext, user: UserRow): Promise<MyOrganisation> {
  const organisation = await ctx.repos.organisations.find(organisationOf(user));
  // The organisation's row goes only with the organisation; a member without one left meanwhile.
  if (!organisation) throw forbidden(NOT_A_MEMBER);
  return {
    organisation: { id: organisation.id, name: organisation.name, slug: organisation.slug },
    role: user.org_role as OrgRoleName,
  };
}

/**
 * An admin renames their organisation (the permission table lets only admins call this). Members see
 * the new name at once; mails sent from now on use it.
 */
export async function renameOrganisation(
  ctx: ServiceContext,
  user: UserRow,
  input: RenameOrganisationRequest,
): Promise<RenameOrganisationResponse> {
  const organisation = await ctx.repos.organisations.rename(organisationOf(user), input.name);
  if (!organisation) throw forbidden(NOT_A_MEMBER);
  return {
    organisation: { id: organisation.id, name: organisation.name, slug: organisation.slug },
    success: OrganisationMessages.renamed(organisation.name),
  };
}

/**
 * The member leaves: their account is personal again, with their own files as they were, and their
 * older tokens stop working. The answer's token lets this session go on as a personal account. The
 * last admin may not leave, as they may not be removed.
 */
export async function leaveOrganisation(ctx: ServiceContext, user: UserRow): Promise<LeaveOrganisationResponse> {
  const left = await ctx.repos.organisations.leave(user.id);
  if (left === 'not_member') throw forbidden(NOT_A_MEMBER);
  if (left === 'last_admin') throw conflict(OrganisationMessages.lastAdmin);
  return {
    success: OrganisationMessages.left(left.organisation.name),
    token: await ctx.tokens.issue(left.user),
    user: toUserInfo(left.user),
  };
}
