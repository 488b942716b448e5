import { ORG_ROLE_LABELS, type OrgRoleName } from '@scriptloom/contracts';
import type { WebRole } from '../../shared/session/token-role';

/** The roles as texts name them; the same words as the server's invitations and mail. */
export const ROLE_LABELS: Record<OrgRoleName, string> = ORG_ROLE_LABELS;
export const ROLES: readonly OrgRoleName[] = ['admin', 'qa', 'reviewer'];

/** Which organisation pages a role sees; the server's permission table has the last word (docs/product.md#enterprise-permissions). */
export const mayListMembers = (role: WebRole) => role === 'admin' || role === 'qa';
export const mayManageList = (role: WebRole) => role === 'admin';

/** Where the organisation's work is listed (built with the workflows). */
export const WORKFLOWS_PATH = '/enterprise/workflows';

/** Members' leave: open to every member, whatever their role (features/leave). */
export const LEAVE_PATH = '/organisation/leave';

/** Hiring scores: the team's for admins and QA, a reviewer's own for a reviewer (features/hiring). */
export const SCORES_PATH = '/organisation/scores';
