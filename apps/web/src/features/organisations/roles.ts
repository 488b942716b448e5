import { mayCall, ORG_ROLE_LABELS, type OrgRoleName } from '@scriptloom/contracts';
import type { WebRole } from '../../shared/session/token-role';

/** The roles as texts name them; the same words as the server's invitations and mail. */
export const ROLE_LABELS: Record<OrgRoleName, string> = ORG_ROLE_LABELS;
export const ROLES: readonly OrgRoleName[] = ['admin', 'qa', 'reviewer'];

/** Which organisation pages a role sees; the server's permission table has the last word (docs/product.md#enterprise-permissions). */
export const mayListMembers = (role: WebRole) => role === 'admin' || role === 'qa';
export const mayManageList = (role: WebRole) => role === 'admin';

/**
 * Whether the role opens and edits members' profiles: the roles of the member profile route, which
 * is also the policy's test (`canOnMember`) for changing another member's profile. Those roles list
 * the members through `GET /v1/user/all`; QA lists them through the older route, without profiles.
 */
export const managesMemberProfiles = (role: WebRole) =>
  role !== 'user' && mayCall('GET /v1/user/profile/:id', role) && mayCall('GET /v1/user/all', role);
