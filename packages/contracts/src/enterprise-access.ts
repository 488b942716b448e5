import type { OrgRoleName } from './user.js';

/**
 * Who may call each enterprise route (docs/product.md#enterprise-permissions): the roles of an
 * organisation's members, and `personal` for a signed-in user in no organisation. Keys are
 * `METHOD /path` as the server registers them (under /api, with `:param` placeholders).
 *
 * The server refuses to start with an enterprise route missing from this table, answers 403 to a
 * signed-in caller whose role is not listed, 401 without a token, and 404 for another
 * organisation's ids; the web hides what a role may not do. Finer rules inside a route (a reviewer
 * reaches only workflows assigned to them, a status move follows WORKFLOW_TRANSITIONS) come on top.
 */
export type EnterpriseAccessRole = OrgRoleName | 'personal';

const ALL_MEMBERS = ['admin', 'qa', 'reviewer'] as const;
const ADMIN = ['admin'] as const;
const ADMIN_QA = ['admin', 'qa'] as const;

export const ENTERPRISE_PERMISSIONS = {
  // Organisations and people
  'POST /enterprise/organisations': ['personal'],
  'GET /login/valid-users': ADMIN,
  'POST /login/valid-users': ADMIN,
  'PUT /login/valid-users/:id': ADMIN,
  'DELETE /login/valid-users/:id': ADMIN,
  'POST /login/valid-users/:id/invite': ADMIN,
  'GET /enterprise/get_company_members/accepted': ADMIN_QA,
  'GET /v1/user/all': ADMIN,
  'GET /v1/user/profile/:id': ADMIN,
  // A member's own organisation: its name (admins rename it), and leaving it (the last admin is refused inside).
  'GET /enterprise/organisation': ALL_MEMBERS,
  'PUT /enterprise/organisation': ADMIN,
  'POST /enterprise/organisation/leave': ALL_MEMBERS,

  // Leave: members ask for their own; admins decide and see everyone's.
  'GET /leave': ALL_MEMBERS,
  'POST /leave/apply': ALL_MEMBERS,
  'PUT /leave/:id/approve': ADMIN,
  'PUT /leave/:id/reject': ADMIN,
  'DELETE /leave/:id': ALL_MEMBERS,

  // Hiring scores: admins and QA see everyone's, a reviewer their own (the service narrows it).
  'POST /enterprise/hiring/score/recalculate': ADMIN_QA,
  'GET /enterprise/hiring/scores': ADMIN_QA,
  'GET /enterprise/hiring/score/:id': ALL_MEMBERS,
  'GET /enterprise/hiring/score/:id/workflow/:workflowId': ALL_MEMBERS,
  'POST /enterprise/hiring/score/:id/qa_notes': ADMIN_QA,

  // Disputes: members raise and read their own; admins answer.
  'POST /user/dispute': ['qa', 'reviewer'],
  'GET /user/dispute': ALL_MEMBERS,
  'POST /user/dispute/seen': ALL_MEMBERS,
  'GET /enterprise/disputes': ADMIN,
  'POST /enterprise/disputes/:id/resolve': ADMIN,

  // Auto-assign
  'GET /admin/trigger-auto-assign': ADMIN,
  'GET /admin/auto-assign': ADMIN,
  'PUT /admin/auto-assign': ADMIN,

  // Workflows
  'POST /enterprise/workflow': ADMIN,
  'GET /enterprise/workflow': ALL_MEMBERS,
  'GET /enterprise/workflow/:id': ALL_MEMBERS,
  'GET /enterprise/workflow/:id/history': ALL_MEMBERS,
  'POST /enterprise/workflow/:id/copy': ADMIN,
  'POST /enterprise/workflow/:id/reprocess': ADMIN,
  'DELETE /enterprise/workflow/:id': ADMIN,
  'PUT /enterprise/workflow/:id/rename': ADMIN_QA,
  'POST /enterprise/workflow/:id/workflow_status': ALL_MEMBERS,
  'POST /enterprise/workflows/update_status': ADMIN_QA,
  'POST /enterprise/workflows/update_special_status': ADMIN_QA,
  'POST /enterprise/workflow/:id/validate': ADMIN_QA,
  'POST /enterprise/workflow/:id/review': ['admin', 'reviewer'],
  'POST /enterprise/workflow/:id/complete': ADMIN_QA,
  'POST /enterprise/workflow/qa_takeover': ADMIN_QA,
  'POST /enterprise/workflow/assign_member': ADMIN_QA,
  'POST /enterprise/workflow/:id/assignee': ADMIN_QA,
  'DELETE /enterprise/workflow/:id/assignee': ADMIN_QA,
  'PUT /enterprise/workflow/:id/speakers': ALL_MEMBERS,

  // Comments on a transcript: personal files and workflows alike (the file access rule decides which).
  'POST /enterprise/comments/:doc/transcript/:item': ['personal', ...ALL_MEMBERS],
  'PUT /enterprise/comments/:doc/transcript/:item/comment/:commentId': ['personal', ...ALL_MEMBERS],
  'DELETE /enterprise/comments/:doc/transcript/:item/comment/:commentId': ['personal', ...ALL_MEMBERS],

  // The enterprise transcript
  'GET /enterprise/transcript/:id': ALL_MEMBERS,
  'POST /v2/enterprise/transcript/:id': ALL_MEMBERS,
  'GET /enterprise/transcript/export/:id/:format': ALL_MEMBERS,
} as const satisfies Record<string, readonly EnterpriseAccessRole[]>;

export type EnterpriseRoute = keyof typeof ENTERPRISE_PERMISSIONS;

/** Paths that belong to the enterprise side: every route under them must be in the table. */
export const ENTERPRISE_PATH_PREFIXES = [
  '/enterprise',
  '/v2/enterprise',
  '/login/valid-users',
  '/leave',
  '/user/dispute',
  '/admin',
  '/v1/user/all',
  '/v1/user/profile/:id',
] as const;

export function mayCall(route: EnterpriseRoute, role: EnterpriseAccessRole): boolean {
  return (ENTERPRISE_PERMISSIONS[route] as readonly EnterpriseAccessRole[]).includes(role);
}
