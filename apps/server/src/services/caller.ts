import type { Caller, UserRow } from '@scriptloom/db';

/**
 * The caller the repositories' access rule sees for a person: who they are and, for an
 * organisation's members, which organisation and role (docs/product.md#enterprise-permissions).
 */
export const callerOf = (user: Pick<UserRow, 'id' | 'org_id' | 'org_role'>): Caller => ({
  userId: user.id,
  orgId: user.org_id ?? null,
  orgRole: user.org_role ?? null,
});
