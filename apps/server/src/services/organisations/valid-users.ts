import {
  ErrorCode,
  OrganisationMessages,
  type OrgRoleName,
  type ValidUser,
  type ValidUserList,
  type ValidUserRemoved,
} from '@scriptloom/contracts';
import type { UserRow, ValidUserRefusal, ValidUserRow } from '@scriptloom/db';
import { conflict, notFound, type AppError } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { idOrNotFound, organisationOf } from './membership.js';

/** Who may join the caller's organisation, and with which role (docs/product.md#organisations). */

const toValidUser = (row: ValidUserRow): ValidUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  joined: row.user_id !== null,
  created_at: row.created_at.toISOString(),
});

function refusal(reason: ValidUserRefusal): AppError {
  switch (reason) {
    case 'not_found':
      return notFound(OrganisationMessages.validUserNotFound);
    case 'listed_here':
      return conflict(OrganisationMessages.emailOnList);
    case 'listed_elsewhere':
    case 'member_elsewhere':
      return conflict(OrganisationMessages.emailOfOtherOrganisation, ErrorCode.alreadyInOrganisation);
    case 'last_admin':
      return conflict(OrganisationMessages.lastAdmin);
    case 'joined_email_fixed':
      return conflict(OrganisationMessages.joinedEmailFixed);
  }
}

function answer(result: ValidUserRow | ValidUserRefusal): ValidUserRow {
  if (typeof result === 'string') throw refusal(result);
  return result;
}

const entryId = (id: string) => idOrNotFound(id, OrganisationMessages.validUserNotFound);

export async function listValidUsers(ctx: ServiceContext, user: UserRow): Promise<ValidUserList> {
  return { items: (await ctx.repos.validUsers.list(organisationOf(user))).map(toValidUser) };
}

/** Lists an address; an existing confirmed account with it joins at once, with that role. */
export async function addValidUser(
  ctx: ServiceContext,
  user: UserRow,
  input: { email: string; role: OrgRoleName },
): Promise<ValidUser> {
  return toValidUser(answer(await ctx.repos.validUsers.add(organisationOf(user), input.email, input.role)));
}

/** Changes an entry; a joined member's role changes with it, never leaving the organisation without an admin. */
export async function updateValidUser(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  input: { email: string; role: OrgRoleName },
): Promise<ValidUser> {
  return toValidUser(answer(await ctx.repos.validUsers.update(organisationOf(user), entryId(id), input)));
}

/** Takes an entry off the list; a member who joined through it leaves the organisation. */
export async function removeValidUser(ctx: ServiceContext, user: UserRow, id: string): Promise<ValidUserRemoved> {
  const removed = answer(await ctx.repos.validUsers.remove(organisationOf(user), entryId(id)));
  return { success: OrganisationMessages.validUserRemoved(removed.email) };
}
