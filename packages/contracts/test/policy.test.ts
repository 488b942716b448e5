import { describe, expect, it } from 'vitest';
import {
  actorOf,
  canMove,
  canOnFile,
  canOnMember,
  completeAfterMove,
  submitsOwnPass,
  type Actor,
  type FileAction,
} from '../src/index.js';

// The policy (src/policy.ts, docs/product.md#permission-matrix) against answers written out here
// by hand from the product's rules: ok, 404, 403 or 409 for every role, action and review status.

const ORG = 'org-a';
const actors: Record<string, Actor> = {
  owner: { userId: 'owner', orgId: null, orgRole: null },
  other: { userId: 'other', orgId: null, orgRole: null },
  admin: { userId: 'admin', orgId: ORG, orgRole: 'admin' },
  qa: { userId: 'qa', orgId: ORG, orgRole: 'qa' },
  reviewer: { userId: 'reviewer', orgId: ORG, orgRole: 'reviewer' },
  unassigned: { userId: 'unassigned', orgId: ORG, orgRole: 'reviewer' },
  outsider: { userId: 'outsider', orgId: 'org-b', orgRole: 'admin' },
};
const personal = { ownerId: 'owner', orgId: null, assignees: [], status: null };
const workflowIn = (status: string) => ({ ownerId: 'admin', orgId: ORG, assignees: ['reviewer'], status });

const answer = (actor: Actor, action: FileAction, file: Parameters<typeof canOnFile>[2]) => {
  const d = canOnFile(actor, action, file);
  return d.allowed ? 'ok' : { not_found: '404', forbidden: '403', closed: '409' }[d.answer];
};

describe('files and workflows', () => {
  it("a personal file is its owner's alone", () => {
    for (const action of ['read', 'edit', 'rename', 'complete', 'delete', 'publish', 'share'] as const) {
      expect(Object.keys(actors).map((a) => answer(actors[a]!, action, personal))).toEqual([
        'ok',
        '404',
        '404',
        '404',
        '404',
        '404',
        '404',
      ]);
    }
  });

  // Columns: admin, qa, assigned reviewer, unassigned reviewer, outsider, personal user.
  const cols = ['admin', 'qa', 'reviewer', 'unassigned', 'outsider', 'other'];
  const table: Record<FileAction, Record<string, string[]>> = {
    read: {
      Not_Started: ['ok', 'ok', 'ok', '404', '404', '404'],
      First_Review: ['ok', 'ok', 'ok', '404', '404', '404'],
      QA_Review: ['ok', 'ok', 'ok', '404', '404', '404'],
      Compliance: ['ok', 'ok', 'ok', '404', '404', '404'],
      Publication: ['ok', 'ok', 'ok', '404', '404', '404'],
    },
    edit: {
      Not_Started: ['ok', 'ok', 'ok', '404', '404', '404'],
      First_Review: ['ok', 'ok', 'ok', '404', '404', '404'],
      QA_Review: ['ok', 'ok', '409', '404', '404', '404'],
      Compliance: ['ok', 'ok', '409', '404', '404', '404'],
      Publication: ['409', '409', '409', '404', '404', '404'],
    },
    rename: Object.fromEntries(
      ['Not_Started', 'First_Review', 'QA_Review', 'Compliance', 'Publication'].map((s) => [
        s,
        ['ok', 'ok', '403', '404', '404', '404'],
      ]),
    ),
    complete: Object.fromEntries(
      ['Not_Started', 'First_Review', 'QA_Review', 'Compliance', 'Publication'].map((s) => [
        s,
        ['ok', 'ok', '403', '404', '404', '404'],
      ]),
    ),
    delete: Object.fromEntries(
      ['Not_Started', 'First_Review', 'QA_Review', 'Compliance', 'Publication'].map((s) => [
        s,
        ['ok', '403', '403', '404', '404', '404'],
      ]),
    ),
    publish: Object.fromEntries(
      ['Not_Started', 'First_Review', 'QA_Review', 'Compliance', 'Publication'].map((s) => [
        s,
        ['ok', '403', '403', '404', '404', '404'],
      ]),
    ),
    // Review links (docs/product.md#review-links): the organisation's admins and QA, in any status.
    share: Object.fromEntries(
      ['Not_Started', 'First_Review', 'QA_Review', 'Compliance', 'Publication'].map((s) => [
        s,
        ['ok', 'ok', '403', '404', '404', '404'],
      ]),
    ),
  };
  for (const [action, rows] of Object.entries(table)) {
    it(`${action} a workflow`, () => {
      for (const [status, expected] of Object.entries(rows)) {
        const got = cols.map((c) => answer(actors[c]!, action as FileAction, workflowIn(status)));
        expect([status, ...got]).toEqual([status, ...expected]);
      }
    });
  }

  it('a workflow in a status nobody knows is closed to edits, with a reason', () => {
    const d = canOnFile(actors.admin!, 'edit', workflowIn('Archived'));
    expect(d).toMatchObject({ allowed: false, answer: 'closed' });
  });
});

describe('one reading of a membership', () => {
  it('an organisation without a known role is no membership', () => {
    expect(actorOf({ id: 'u', org_id: ORG, org_role: null })).toEqual({ userId: 'u', orgId: null, orgRole: null });
    expect(actorOf({ id: 'u', org_id: ORG, org_role: 'owner' })).toEqual({ userId: 'u', orgId: null, orgRole: null });
    expect(actorOf({ id: 'u', org_id: null, org_role: 'admin' })).toEqual({ userId: 'u', orgId: null, orgRole: null });
    expect(actorOf({ id: 'u', org_id: ORG, org_role: 'qa' })).toEqual({ userId: 'u', orgId: ORG, orgRole: 'qa' });
    // ...so it reaches none of the organisation's workflows.
    expect(answer(actorOf({ id: 'qa', org_id: ORG, org_role: null }), 'read', workflowIn('QA_Review'))).toBe('404');
  });
});

describe('what a move means beyond the status', () => {
  it('an assigned reviewer (or admin) moving First Review on to QA Review submits their own pass; no one else does', () => {
    const wf = { assignees: ['reviewer', 'admin'] };
    expect(submitsOwnPass(actors.reviewer!, wf, 'First_Review', 'QA_Review')).toBe(true);
    expect(submitsOwnPass(actors.admin!, wf, 'First_Review', 'QA_Review')).toBe(true);
    // QA may not submit a review; an unassigned reviewer has no pass here; other moves are not a pass.
    expect(submitsOwnPass(actors.qa!, { assignees: ['qa'] }, 'First_Review', 'QA_Review')).toBe(false);
    expect(submitsOwnPass(actors.unassigned!, wf, 'First_Review', 'QA_Review')).toBe(false);
    expect(submitsOwnPass(actors.reviewer!, wf, 'Not_Started', 'First_Review')).toBe(false);
    expect(submitsOwnPass(actors.admin!, wf, 'Not_Started', 'QA_Review')).toBe(false);
  });

  it('completion: set by reaching Submitted, cleared by a move back, kept by a move forward', () => {
    expect(completeAfterMove('Compliance', 'Publication', false)).toBe(true);
    expect(completeAfterMove('Publication', 'Compliance', true)).toBe(false);
    expect(completeAfterMove('Publication', 'First_Review', true)).toBe(false);
    expect(completeAfterMove('Compliance', 'QA_Review', true)).toBe(false);
    expect(completeAfterMove('QA_Review', 'Compliance', true)).toBe(true);
    expect(completeAfterMove('QA_Review', 'Compliance', false)).toBe(false);
  });
});

describe('status moves and members', () => {
  it("follows the transitions, with an admin's override", () => {
    expect(canMove(actors.reviewer!, 'First_Review', 'QA_Review')).toEqual({ allowed: true, override: false });
    expect(canMove(actors.reviewer!, 'QA_Review', 'Compliance')).toMatchObject({ allowed: false, answer: 'forbidden' });
    expect(canMove(actors.admin!, 'Not_Started', 'Publication')).toEqual({ allowed: true, override: true });
    expect(canMove(actors.owner!, 'Not_Started', 'First_Review')).toMatchObject({ allowed: false });
  });

  it('lets an admin see and edit their members; other roles are refused, whoever the person', () => {
    const member = { userId: 'qa', orgId: ORG };
    expect(canOnMember(actors.admin!, member).allowed).toBe(true);
    expect(canOnMember(actors.qa!, member).allowed).toBe(true); // their own
    expect(canOnMember(actors.reviewer!, member)).toMatchObject({ allowed: false, answer: 'forbidden' });
    expect(canOnMember(actors.owner!, member)).toMatchObject({ allowed: false, answer: 'forbidden' });
    expect(canOnMember(actors.outsider!, member)).toMatchObject({ allowed: false, answer: 'not_found' });
    expect(canOnMember(actors.admin!, { userId: 'owner', orgId: null })).toMatchObject({ answer: 'not_found' });
    expect(canOnMember(actors.admin!, undefined)).toMatchObject({ answer: 'not_found' });
    // Everyone is allowed their own account; QA not another's.
    expect(canOnMember(actors.qa!, { userId: 'reviewer', orgId: ORG })).toMatchObject({ answer: 'forbidden' });
  });
});
