import { mayCall, type EnterpriseAccessRole, type EnterpriseRoute } from './enterprise-access.js';
import { OrgRoleName } from './user.js';
import { transitionAllowed, WORKFLOW_STATUS_DISPLAY, WorkflowStatus } from './workflow-status.js';

/**
 * Who may do what (docs/product.md#permission-matrix): the one policy every service asks before
 * it reads or writes a file, a workflow, a member or an organisation's data, whichever route the
 * request came in by, and that the web app asks which controls to show. Its data are the route-role
 * table (ENTERPRISE_PERMISSIONS), the status transitions (WORKFLOW_TRANSITIONS) and the edit
 * statuses below; the SQL form of "who reaches which file" (packages/db file-access.ts) is built
 * from the same constants.
 */

/**
 * Who is asking. A member has both an organisation and a role; anyone else is personal (no
 * organisation), whatever a half-written row says: there is one reading of a missing role.
 */
export interface Actor {
  userId: string;
  orgId: string | null;
  orgRole: OrgRoleName | null;
}

/** The one reading of a user row's membership: an organisation without a known role is no membership. */
export function actorOf(user: { id: string; org_id: string | null; org_role: string | null }): Actor {
  const role = OrgRoleName.safeParse(user.org_role);
  return user.org_id && role.success
    ? { userId: user.id, orgId: user.org_id, orgRole: role.data }
    : { userId: user.id, orgId: null, orgRole: null };
}

/** The role the route table names: the organisation role, or `personal`. */
export const accessRoleOf = (actor: Pick<Actor, 'orgRole'>): EnterpriseAccessRole => actor.orgRole ?? 'personal';

/** Roles that reach every workflow of their organisation; the others (reviewers) reach those assigned to them. */
export const ORGANISATION_WIDE_ROLES: readonly OrgRoleName[] = ['admin', 'qa'];
export const seesWholeOrganisation = (actor: Pick<Actor, 'orgRole'>) =>
  actor.orgRole !== null && ORGANISATION_WIDE_ROLES.includes(actor.orgRole);

/** A file as the policy sees it: a personal upload (no organisation) or an organisation's workflow. */
export interface FileSubject {
  ownerId: string;
  orgId: string | null;
  assignees: readonly string[];
  /** The review status of a workflow; null for a personal file. */
  status: WorkflowStatus | string | null;
}

/**
 * What is done to a file. `edit` is the transcript and everything made from it (speakers, comments,
 * insights, articles, audiograms, restoring a version); `read` everything that only shows it;
 * `publish` puts it at a public address or takes it down (docs/product.md#publishing); `share`
 * makes, lists and revokes its review links (docs/product.md#review-links).
 */
export type FileAction = 'read' | 'edit' | 'rename' | 'complete' | 'delete' | 'publish' | 'share';

/**
 * Which roles may do an action to a workflow: those the route table lets call the enterprise route
 * of that action, so the personal route to the same workflow asks the same question.
 */
export const WORKFLOW_ACTION_ROUTES = {
  read: 'GET /enterprise/workflow/:id',
  edit: 'POST /v2/enterprise/transcript/:id',
  rename: 'PUT /enterprise/workflow/:id/rename',
  complete: 'POST /enterprise/workflow/:id/complete',
  delete: 'DELETE /enterprise/workflow/:id',
  // Publishing shows an organisation's recording to the world: as final a decision as deleting it,
  // so it is the admins' alone (in any status), as deleting is.
  publish: 'DELETE /enterprise/workflow/:id',
} as const satisfies Record<Exclude<FileAction, 'share'>, EnterpriseRoute>;

/**
 * Who may share a workflow with someone outside the organisation through a review link: those who
 * answer for the whole organisation's work, its admins and QA (a reviewer sees only their
 * assignments). The review-link routes are personal paths (`/v1/up/share`), so no route-table row.
 */
export const SHARE_ROLES: readonly OrgRoleName[] = ['admin', 'qa'];

/**
 * Review statuses in which each role may edit a workflow (docs/product.md#enterprise-transcript):
 * nobody once it is submitted; a reviewer only until their pass is submitted (First Review).
 */
export const EDIT_STATUSES: Record<OrgRoleName, readonly WorkflowStatus[]> = {
  admin: ['Not_Started', 'First_Review', 'QA_Review', 'Compliance'],
  qa: ['Not_Started', 'First_Review', 'QA_Review', 'Compliance'],
  reviewer: ['Not_Started', 'First_Review'],
};

/** 409 to an edit once the workflow is submitted (Publication). */
export const WORKFLOW_SUBMITTED_MESSAGE = 'This workflow has been submitted; reopen it to edit.';
export const ROLE_REFUSAL_MESSAGE = 'Your role in the organisation does not allow this.';

/**
 * What the policy answers. `not_found`: the caller may not even know the subject exists (answered as
 * an id that does not exist, 404); `forbidden`: their role may not do this (403); `closed`: not in
 * this review status (409), with the reason.
 */
export type Decision =
  { allowed: true } | { allowed: false; answer: 'not_found' | 'forbidden' | 'closed'; message: string };

const ALLOWED: Decision = { allowed: true };
const notFound: Decision = { allowed: false, answer: 'not_found', message: 'Not found.' };
const forbidden: Decision = { allowed: false, answer: 'forbidden', message: ROLE_REFUSAL_MESSAGE };

/** Whether the actor may reach the file at all: its owner's personal file, or a workflow of theirs to see. */
export function reaches(actor: Actor, file: FileSubject): boolean {
  if (file.orgId === null) return file.ownerId === actor.userId;
  if (actor.orgId === null || actor.orgId !== file.orgId || actor.orgRole === null) return false;
  return seesWholeOrganisation(actor) || file.assignees.includes(actor.userId);
}

/** Why an edit of a workflow in `status` is refused to `role`, or null when it is allowed. */
export function editRefusal(role: OrgRoleName, status: WorkflowStatus | string | null): string | null {
  const known = WorkflowStatus.safeParse(status);
  if (!known.success) return 'This workflow is in an unknown review status; ask an admin to set it.';
  if (EDIT_STATUSES[role].includes(known.data)) return null;
  if (known.data === 'Publication') return WORKFLOW_SUBMITTED_MESSAGE;
  return `This workflow is in ${WORKFLOW_STATUS_DISPLAY[known.data].label}; only QA and admins can edit it now.`;
}

/** Whether the actor may do `action` to `file`. */
export function canOnFile(actor: Actor, action: FileAction, file: FileSubject): Decision {
  if (!reaches(actor, file)) return notFound;
  // A personal file is its owner's alone, to do anything with.
  if (file.orgId === null) return ALLOWED;
  const role = actor.orgRole!;
  if (action === 'share') return SHARE_ROLES.includes(role) ? ALLOWED : forbidden;
  if (!mayCall(WORKFLOW_ACTION_ROUTES[action], role)) return forbidden;
  if (action === 'edit') {
    const refusal = editRefusal(role, file.status);
    if (refusal) return { allowed: false, answer: 'closed', message: refusal };
  }
  return ALLOWED;
}

/** Whether the actor's role may call an enterprise route at all (the route table). */
export const canCall = (actor: Pick<Actor, 'orgRole'>, route: EnterpriseRoute): Decision =>
  mayCall(route, accessRoleOf(actor)) ? ALLOWED : forbidden;

/**
 * Whether the actor may move a workflow between statuses (WORKFLOW_TRANSITIONS); `override` when
 * only an admin's override allows it, which the history marks.
 */
export function canMove(
  actor: Pick<Actor, 'orgRole'>,
  from: WorkflowStatus,
  to: WorkflowStatus,
): { allowed: true; override: boolean } | Extract<Decision, { allowed: false }> {
  if (actor.orgRole === null) return { allowed: false, answer: 'forbidden', message: ROLE_REFUSAL_MESSAGE };
  const verdict = transitionAllowed(actor.orgRole, from, to);
  if (verdict === 'refused') {
    return { allowed: false, answer: 'forbidden', message: 'Your role may not make this status change.' };
  }
  return { allowed: true, override: verdict === 'override' };
}

/**
 * Whether moving a workflow from `from` to `to` is the caller submitting their own pass: First Review
 * to QA Review by an assignee whose role may submit a review (the route `POST .../review`). Such a
 * move keeps their transcript as the pass their hiring score is built from, whichever route made it,
 * so "Move to QA Review" and "Submit my review" can never record different things
 * (docs/product.md#workflows).
 */
export function submitsOwnPass(
  actor: Pick<Actor, 'userId' | 'orgRole'>,
  workflow: { assignees: readonly string[] },
  from: WorkflowStatus,
  to: WorkflowStatus,
): boolean {
  return (
    from === 'First_Review' &&
    to === 'QA_Review' &&
    actor.orgRole !== null &&
    workflow.assignees.includes(actor.userId) &&
    mayCall('POST /enterprise/workflow/:id/review', actor.orgRole)
  );
}

/** The roles that may read and edit another member's account: those of the member profile route. */
const MEMBER_PROFILE_ROUTE: EnterpriseRoute = 'GET /v1/user/profile/:id';

/**
 * Whether the actor may read or change a person's account (profile, plan, usage): their own
 * always; another's only with a role that manages members (403 otherwise, whoever it is), and then
 * only a member of their own organisation: anyone else, or `member` undefined (no such person), is
 * not found. An invited person who has not accepted is not a member (docs/product.md#organisations).
 */
export function canOnMember(actor: Actor, member: { userId: string; orgId: string | null } | undefined): Decision {
  if (member?.userId === actor.userId) return ALLOWED;
  if (!mayCall(MEMBER_PROFILE_ROUTE, accessRoleOf(actor))) return forbidden;
  if (!member || actor.orgId === null || member.orgId !== actor.orgId) return notFound;
  return ALLOWED;
}

/**
 * Whether the actor may see or change a podcast feed they import from (docs/product.md#episodes-from-a-feed):
 * a feed is its follower's alone, whatever their organisation or role; anyone else, or `feed`
 * undefined (no such feed), is not found.
 */
export function canOnFeed(actor: Pick<Actor, 'userId'>, feed: { ownerId: string } | undefined): Decision {
  return feed?.ownerId === actor.userId ? ALLOWED : notFound;
}

/**
 * A refusal thrown where the answer is decided deep inside a transaction (the repositories ask the
 * policy on the locked row); the HTTP layer answers it as the decision says (403 or 409), and the
 * transaction it was thrown in is rolled back.
 */
export class PolicyRefusal extends Error {
  override name = 'PolicyRefusal';
  constructor(readonly decision: Extract<Decision, { allowed: false }>) {
    super(decision.message);
  }
}
