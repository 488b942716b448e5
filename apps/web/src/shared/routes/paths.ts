/*
 * The addresses one part of the app links to in another (docs/product.md#routes-of-the-web-app):
 * kept in one small module so the shell's navigation, a redirect or another area's page can link
 * to a page without pulling in the page itself.
 */

/** The billing page (`/plans` leads here too). */
export const BILLING_PATH = '/account/billing';

/** The organisation's work: the workflow list, and one workflow's page. */
export const WORKFLOWS_PATH = '/enterprise/workflows';

export const workflowPath = (id: string) => `${WORKFLOWS_PATH}/${encodeURIComponent(id)}`;

/** Members' leave: open to every member, whatever their role. */
export const LEAVE_PATH = '/organisation/leave';

/** Hiring scores: the team's for admins and QA, a reviewer's own for a reviewer. */
export const SCORES_PATH = '/organisation/scores';

/** The workflow whose score a member's page opens at, showing what QA changed (`?workflow=`). */
export const SCORE_WORKFLOW_PARAM = 'workflow';

/** One member's scores page; with `workflowId`, opened at that workflow's score and its differences. */
export const memberScorePath = (memberId: string, workflowId?: string) =>
  `${SCORES_PATH}/${encodeURIComponent(memberId)}` +
  (workflowId ? `?${SCORE_WORKFLOW_PARAM}=${encodeURIComponent(workflowId)}` : '');

/**
 * Where a member finds the files that are their own (uploaded as a personal account): the
 * organisation never reaches them, and joining or founding one leaves them where they are
 * (docs/product.md#organisations).
 */
export const OWN_FILES_PATH = '/files';
/** What the top bar's link to them says. */
export const OWN_FILES_PATH_LABEL = 'Your files';

/** The organisation's members, and one member's profile (admins open and edit it). */
export const MEMBERS_PATH = '/organisation/members';
export const memberProfilePath = (memberId: string) => `${MEMBERS_PATH}/${encodeURIComponent(memberId)}`;

/** Episodes from a podcast feed: paste the feed's address, choose episodes to import (docs/product.md#episodes-from-a-feed). */
export const FEEDS_PATH = '/feeds';
