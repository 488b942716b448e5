import type { UserRow } from '@scriptloom/db';
import { forbidden, notFound } from '../../lib/app-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a request can name anything at all (ids are uuids). */
export const isUuid = (id: string) => UUID.test(id);

/** What the permission guard says to a role it refuses; also said to a member whose membership ended meanwhile. */
export const NOT_A_MEMBER = 'Your role in the organisation does not allow this.';

/**
 * The caller's organisation. The permission table lets only members reach the routes that ask for
 * it, so a missing one means the membership ended between the check and here.
 */
export function organisationOf(user: Pick<UserRow, 'org_id'>): string {
  if (!user.org_id) throw forbidden(NOT_A_MEMBER);
  return user.org_id;
}

/** Ids are uuids; anything else names nothing, so it answers like a missing id (404). */
export function idOrNotFound(id: string, message: string): string {
  if (!UUID.test(id)) throw notFound(message);
  return id.toLowerCase();
}
