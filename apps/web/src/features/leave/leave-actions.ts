import {
  LEAVE_STATUS_LABELS,
  LEAVE_STATUSES,
  mayCall,
  type EnterpriseAccessRole,
  type LeaveItem,
  type LeaveStatus,
} from '@scriptloom/contracts';
import type { WebRole } from '../../shared/session/token-role';

/** The permission table's name for a role: a personal account is `personal` there. */
const accessRole = (role: WebRole): EnterpriseAccessRole => (role === 'user' ? 'personal' : role);

/** What the page offers a role as a whole; the server checks every call again (docs/product.md#leave). */
export interface LeaveAbilities {
  /** Ask for leave for oneself. */
  apply: boolean;
  /** Approve or reject pending requests. */
  decide: boolean;
  /** The list holds every member's requests (admins), so it names whose each one is. */
  seesEveryone: boolean;
  /** Remove any member's request, not only one's own. */
  removeAny: boolean;
}

export function leaveAbilities(role: WebRole): LeaveAbilities {
  const admin = role === 'admin';
  const access = accessRole(role);
  return {
    apply: mayCall('POST /leave/apply', access),
    decide: mayCall('PUT /leave/:id/approve', access) && mayCall('PUT /leave/:id/reject', access),
    // The list's scope is the service's rule (admins see everyone's), not the permission table's.
    seesEveryone: admin,
    removeAny: admin && mayCall('DELETE /leave/:id', access),
  };
}

export interface RowActions {
  /** Approve and Reject: pending requests, for those who decide. */
  decide: boolean;
  /** The label of the delete button, or null when it is not offered. */
  remove: 'Withdraw' | 'Remove' | null;
}

/**
 * The buttons of one request. Its owner withdraws a live request and removes a rejected one; an
 * approved leave that has begun is left alone, as the server refuses it (the member asks an admin).
 * An admin may remove anyone's.
 */
export function rowActions(
  item: Pick<LeaveItem, 'user_id' | 'status' | 'start_date'>,
  abilities: LeaveAbilities,
  me: { userId: string | undefined; today: string },
): RowActions {
  const own = item.user_id === me.userId;
  const begunApproved = item.status === 'approved' && item.start_date <= me.today;
  const mayRemove = abilities.removeAny || (own && !begunApproved);
  return {
    decide: abilities.decide && item.status === 'pending',
    remove: !mayRemove ? null : own && item.status !== 'rejected' ? 'Withdraw' : 'Remove',
  };
}

/** The list's filter: every status, or one (sent as `?status=`). */
export type StatusFilter = LeaveStatus | 'all';

export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...LEAVE_STATUSES.map((value) => ({ value, label: LEAVE_STATUS_LABELS[value] })),
];

/** The list query for a filter: no `status` at all for every status. */
export const listArgsFor = (filter: StatusFilter) => (filter === 'all' ? {} : { status: filter });
