import { actorOf } from '@scriptloom/contracts';
import type { Caller, UserRow } from '@scriptloom/db';

/**
 * The caller the repositories' access rule and the policy see for a person: who they are and, for
 * an organisation's members, which organisation and role (docs/product.md#permission-matrix). One
 * reading of a half-written membership: an organisation without a known role is none.
 */
export const callerOf = (user: Pick<UserRow, 'id' | 'org_id' | 'org_role'>): Caller => actorOf(user);
