import {
  OrganisationMessages,
  type OrgRoleName,
  type ValidUser,
  type ValidUserList,
  type ValidUserRemoved,
} from '@scriptloom/contracts';
import type { UserRow, ValidUserRefusal, ValidUserRow } from '@scriptloom/db';
import { conflict, notFound, type AppError } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { queueInvitation } from './invitations.js';
import { idOrNotFound, organisationOf } from './membership.js';

/**
 * Who the caller's organisation invited, and with which role (docs/product.md#organisations). An
 * admin sees how each invitation stands, never anything of an account that has not joined.
 */

const toValidUser = (row: ValidUserRow): ValidUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  joined: row.status === 'joined',
  status: row.status,
  created_at: row.created_at.toISOString(),
});

function refusal(reason: ValidUserRefusal): AppError {
  switch (reason) {
    case 'not_found':
      return notFound(OrganisationMessages.validUserNotFound);
    case 'listed_here':
      return conflict(OrganisationMessages.emailOnList);
    case 'last_admin':
      return conflict(OrganisationMessages.lastAdmin);
    case 'joined_email_fixed':
      return conflict(OrganisationMessages.joinedEmailFixed);
    case 'already_joined':
      return conflict(OrganisationMessages.alreadyJoined);
    case 'already_invited':
      return conflict(OrganisationMessages.alreadyInvited);
  }
}

function answer<T extends object>(result: T | ValidUserRefusal): T {
  if (typeof result === 'string') throw refusal(result);
  return result;
}

const entryId = (id: string) => idOrNotFound(id, OrganisationMessages.validUserNotFound);

export async function listValidUsers(ctx: ServiceContext, user: UserRow): Promise<ValidUserList> {
  return { items: (await ctx.repos.validUsers.list(organisationOf(user))).map(toValidUser) };
}

/**
 * Invites an address with a role and queues its mail. The answer is the same whether or not the
 * address has an account, and no account changes: its owner joins by accepting, or by signing up.
 */
export async function addValidUser(
  ctx: ServiceContext,
  user: UserRow,
  input: { email: string; role: OrgRoleName },
): Promise<ValidUser> {
  const entry = answer(await ctx.repos.validUsers.add(organisationOf(user), input.email, input.role, user.id));
  await queueInvitation(ctx, entry);
  return toValidUser(entry);
}

/**
 * Changes an entry: a member's role changes with it, never leaving the organisation without an
 * admin; a new address is invited afresh.
 */
export async function updateValidUser(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
  input: { email: string; role: OrgRoleName },
): Promise<ValidUser> {
  const { entry, invited } = answer(
    await ctx.repos.validUsers.update(organisationOf(user), entryId(id), input, user.id),
  );
  if (invited) await queueInvitation(ctx, entry);
  return toValidUser(entry);
}

/** Invites a person who declined or left once more, with a new mail. */
export async function reinviteValidUser(ctx: ServiceContext, user: UserRow, id: string): Promise<ValidUser> {
  const entry = answer(await ctx.repos.validUsers.reinvite(organisationOf(user), entryId(id), user.id));
  await queueInvitation(ctx, entry);
  return toValidUser(entry);
}

/** Takes an entry off the list: an open invitation is withdrawn, a member who joined through it leaves. */
export async function removeValidUser(ctx: ServiceContext, user: UserRow, id: string): Promise<ValidUserRemoved> {
  const removed = answer(await ctx.repos.validUsers.remove(organisationOf(user), entryId(id)));
  return { success: OrganisationMessages.validUserRemoved(removed.email) };
}
