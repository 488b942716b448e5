import type { UserRow } from '@scriptloom/db';
import type { ServiceContext } from '../context.js';

/**
 * An account whose address an organisation lists joins it with the listed role when it signs in or
 * confirms its address (docs/product.md#organisations), before its token is issued, so the token's
 * `org_role` claim carries the role. Only confirmed addresses join: signing up with someone else's
 * address must not let a stranger into their organisation.
 */
export async function joinListedOrganisation(ctx: ServiceContext, user: UserRow): Promise<UserRow> {
  if (user.org_id || !user.email_verified_at) return user;
  return (await ctx.repos.validUsers.joinListed(user.id)) ?? user;
}
