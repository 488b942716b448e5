import {
  canOnFile,
  mayCall,
  submitsOwnPass,
  transitionAllowed,
  WORKFLOW_STATUSES,
  type EnterpriseAccessRole,
  type OrgRole,
  type WorkflowItem,
  type WorkflowStatus,
} from '@scriptloom/contracts';

/**
 * The caller's role as the permission table names it (docs/product.md#enterprise-permissions): the
 * stored user's `org_role` (from the token's claim), `personal` for everyone in no organisation.
 */
export const accessRoleOf = (orgRole: OrgRole | undefined): EnterpriseAccessRole => orgRole ?? 'personal';

/** What the list page offers a role: the bulk actions and the upload button (ENTERPRISE_PERMISSIONS). */
export interface ListActions {
  upload: boolean;
  changeStatus: boolean;
  specialStatus: boolean;
  assign: boolean;
  qaTakeover: boolean;
  autoAssign: boolean;
}

export function listActionsFor(role: EnterpriseAccessRole): ListActions {
  return {
    upload: mayCall('POST /enterprise/workflow', role),
    changeStatus: mayCall('POST /enterprise/workflows/update_status', role),
    specialStatus: mayCall('POST /enterprise/workflows/update_special_status', role),
    assign:
      mayCall('POST /enterprise/workflow/assign_member', role) &&
      mayCall('GET /enterprise/get_company_members/accepted', role),
    qaTakeover: mayCall('POST /enterprise/workflow/qa_takeover', role),
    autoAssign: mayCall('GET /admin/trigger-auto-assign', role),
  };
}

/** Whether the bulk bar has anything to offer: selection checkboxes are shown only then. */
export const anyBulkAction = (actions: ListActions) =>
  actions.changeStatus || actions.specialStatus || actions.assign || actions.qaTakeover;

/** What one workflow's page offers the caller, besides the status moves. */
export interface PageActions {
  rename: boolean;
  /** Add and remove assignees (needs the member list too). */
  manageAssignees: boolean;
  /** "Submit my review": the caller is assigned and the first pass is under way. */
  submitReview: boolean;
  /** "Take over for QA": QA or an admin not yet assigned, before Final Review (the takeover's statuses). */
  qaTakeover: boolean;
  /** "Validate the review": QA or an admin, once a pass has gone to QA (QA Review and after). */
  validate: boolean;
  /** "Mark complete": not on a workflow already marked complete. */
  complete: boolean;
  copy: boolean;
  reprocess: boolean;
  delete: boolean;
}

type PageWorkflow = Pick<WorkflowItem, 'workflow_status' | 'assignees' | 'review_complete'>;

/** Where a QA takeover applies (docs/product.md#workflows): before QA, or waiting for QA. */
const TAKEOVER_STATUSES: readonly WorkflowStatus[] = ['Not_Started', 'First_Review', 'QA_Review'];

/** Where there is a reviewer's pass to judge: it has gone to QA, or further. */
const VALIDATE_STATUSES: readonly WorkflowStatus[] = ['QA_Review', 'Compliance', 'Publication'];

export function pageActionsFor(role: EnterpriseAccessRole, workflow: PageWorkflow, userId: string | null): PageActions {
  const assigned = userId !== null && workflow.assignees.some((a) => a.id === userId);
  return {
    rename: mayCall('PUT /enterprise/workflow/:id/rename', role),
    manageAssignees:
      mayCall('POST /enterprise/workflow/:id/assignee', role) &&
      mayCall('DELETE /enterprise/workflow/:id/assignee', role) &&
      mayCall('GET /enterprise/get_company_members/accepted', role),
    // Submitting the pass moves First Review on to QA Review (docs/product.md#workflow-statuses): the
    // policy's one rule for a move that is the caller's own pass.
    submitReview:
      role !== 'personal' &&
      userId !== null &&
      submitsOwnPass(
        { userId, orgRole: role },
        { assignees: workflow.assignees.map((a) => a.id) },
        workflow.workflow_status,
        'QA_Review',
      ),
    qaTakeover:
      mayCall('POST /enterprise/workflow/qa_takeover', role) &&
      !assigned &&
      TAKEOVER_STATUSES.includes(workflow.workflow_status),
    validate:
      mayCall('POST /enterprise/workflow/:id/validate', role) &&
      mayCall('GET /enterprise/get_company_members/accepted', role) &&
      VALIDATE_STATUSES.includes(workflow.workflow_status),
    complete: mayCall('POST /enterprise/workflow/:id/complete', role) && !workflow.review_complete,
    copy: mayCall('POST /enterprise/workflow/:id/copy', role),
    reprocess: mayCall('POST /enterprise/workflow/:id/reprocess', role),
    delete: mayCall('DELETE /enterprise/workflow/:id', role),
  };
}

export interface StatusMove {
  to: WorkflowStatus;
  /** True when only an admin's override allows it: the history will mark it so. */
  override: boolean;
}

/**
 * The status moves the caller may make from `from` (WORKFLOW_TRANSITIONS): the listed ones first,
 * then, for admins, every other status as an override. Nothing for a role that may not move at all.
 */
export function statusMovesFor(role: EnterpriseAccessRole, from: WorkflowStatus): StatusMove[] {
  if (role === 'personal' || !mayCall('POST /enterprise/workflow/:id/workflow_status', role)) return [];
  const moves = WORKFLOW_STATUSES.map((to) => ({ to, verdict: transitionAllowed(role, from, to) }));
  return [
    ...moves.filter((m) => m.verdict === 'allowed').map((m) => ({ to: m.to, override: false })),
    ...moves.filter((m) => m.verdict === 'override').map((m) => ({ to: m.to, override: true })),
  ];
}

/**
 * The moves the page offers as buttons: statusMovesFor, less the move to QA Review when the caller
 * submits their own pass instead ("Submit my review" makes that move and keeps the pass; the server
 * treats their plain move the same, submitsOwnPass), so a reviewer has one way on, not two.
 */
export function pageMovesFor(role: EnterpriseAccessRole, workflow: PageWorkflow, actions: PageActions): StatusMove[] {
  const moves = statusMovesFor(role, workflow.workflow_status);
  return actions.submitReview ? moves.filter((m) => m.to !== 'QA_Review') : moves;
}

/**
 * Why the caller may not edit this workflow's transcript, or null when they may: the policy's
 * answer (packages/contracts policy.ts), the same the server gives every editor route, so the page
 * offers a read-only editor instead of saves that would fail (docs/product.md#permission-matrix).
 */
export function editRefusalFor(
  role: EnterpriseAccessRole,
  workflow: Pick<WorkflowItem, 'workflow_status' | 'assignees'>,
  userId: string | null,
): string | null {
  if (role === 'personal' || userId === null) return 'Only members of the organisation can edit this workflow.';
  // The page only shows a workflow the caller reached, so both are of one organisation.
  const org = 'this organisation';
  const decision = canOnFile({ userId, orgId: org, orgRole: role }, 'edit', {
    ownerId: '',
    orgId: org,
    assignees: workflow.assignees.map((a) => a.id),
    status: workflow.workflow_status,
  });
  if (decision.allowed) return null;
  return decision.answer === 'closed'
    ? `${decision.message} You can read it, play it, search it and export it.`
    : 'Your role lets you read this workflow but not edit it.';
}
