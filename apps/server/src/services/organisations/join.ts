import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';

/**
 * At sign-in and email confirmation, before the token is issued (so its `org_role` claim carries
 * the role): an account created with an address an organisation had invited joins it, since signing
 * up with that address was the answer (docs/product.md#organisations). An account that existed
 * before the invitation does not: it accepts or declines. Only confirmed addresses join: signing up
 * with someone else's address must not let a stranger into their organisation.
 */
export async function joinListedOrganisation(ctx: ServiceContext, user: UserRow): Promise<UserRow> {
  if (user.org_id || !user.email_verified_at) return user;
  return (await ctx.repos.validUsers.joinListed(user.id)) ?? user;
}
