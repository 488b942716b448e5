import { describe, expect, it } from 'vitest';
import type { BulkResult, WorkflowEvent, WorkflowStatus } from '@scriptloom/contracts';
import { boundedInt } from '../../src/features/workflows/bounded-int';
import { bulkSummary } from '../../src/features/workflows/bulk-summary';
import { changeText, historyLine } from '../../src/features/workflows/history-text';
import {
  addressParamsFrom,
  DEFAULT_WORKFLOW_ARGS,
  isFiltered,
  pageRangeText,
  toggleStatus,
  workflowArgsFrom,
  workflowQueryParams,
} from '../../src/shared/workflows/list-query';
import { memberName, memberOptions } from '../../src/features/workflows/member-name';
import {
  accessRoleOf,
  anyBulkAction,
  editRefusalFor,
  listActionsFor,
  pageActionsFor,
  pageMovesFor,
  statusMovesFor,
} from '../../src/features/workflows/workflow-actions';
import { moveEffects } from '../../src/features/workflows/move-effects';

describe('workflow list query', () => {
  it('sends the server defaults and page size, leaving out an empty search and status filter', () => {
    expect(workflowQueryParams(DEFAULT_WORKFLOW_ARGS)).toEqual({
      processing_status: 'all',
      sort_by: 'created_at',
      sort_order: 'desc',
      start: 0,
      limit: 50,
    });
    expect(workflowQueryParams({ ...DEFAULT_WORKFLOW_ARGS, text: '   ' })).not.toHaveProperty('text');
  });

  it('joins statuses in review order, trims the search and pages by 50', () => {
    const params = workflowQueryParams({
      processing: 'processed',
      statuses: ['Compliance', 'Not_Started'],
      text: '  episode 4 ',
      sortBy: 'title',
      sortOrder: 'asc',
      page: 2,
    });
    expect(params).toEqual({
      processing_status: 'processed',
      workflow_status: 'Not_Started,Compliance',
      text: 'episode 4',
      sort_by: 'title',
      sort_order: 'asc',
      start: 100,
      limit: 50,
    });
  });

  it('round-trips the view through the address and ignores unknown values', () => {
    const args = {
      processing: 'failed' as const,
      statuses: ['First_Review' as const, 'QA_Review' as const],
      text: 'pod',
      sortBy: 'updated_at' as const,
      sortOrder: 'asc' as const,
      page: 1,
    };
    const params = new URLSearchParams(addressParamsFrom(args));
    expect(params.get('page')).toBe('2');
    expect(workflowArgsFrom(params)).toEqual(args);
    expect(addressParamsFrom(DEFAULT_WORKFLOW_ARGS)).toEqual({});
    expect(
      workflowArgsFrom(new URLSearchParams('processing=x&status=Bogus,QA_Review&sort=size&order=up&page=-3')),
    ).toEqual({ ...DEFAULT_WORKFLOW_ARGS, statuses: ['QA_Review'] });
  });

  it('toggles status chips in and out, keeping review order', () => {
    expect(toggleStatus(['QA_Review'], 'Not_Started')).toEqual(['Not_Started', 'QA_Review']);
    expect(toggleStatus(['Not_Started', 'QA_Review'], 'QA_Review')).toEqual(['Not_Started']);
  });

  it('counts search, status and processing as narrowing the list, not order or page', () => {
    expect(isFiltered({ ...DEFAULT_WORKFLOW_ARGS, sortBy: 'title', page: 3 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_WORKFLOW_ARGS, text: ' ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_WORKFLOW_ARGS, statuses: ['QA_Review'] })).toBe(true);
    expect(isFiltered({ ...DEFAULT_WORKFLOW_ARGS, processing: 'failed' })).toBe(true);
  });

  it('describes the page range', () => {
    expect(pageRangeText(0, 50, 123)).toBe('1–50 of 123');
    expect(pageRangeText(2, 23, 123)).toBe('101–123 of 123');
    expect(pageRangeText(0, 0, 0)).toBe('0 of 0');
  });
});

describe('what each role sees', () => {
  it('takes personal for a user in no organisation', () => {
    expect(accessRoleOf(null)).toBe('personal');
    expect(accessRoleOf('qa')).toBe('qa');
  });

  it('offers bulk actions to admins and QA, upload and auto-assign to admins, and nothing in bulk to reviewers', () => {
    expect(listActionsFor('admin')).toEqual({
      upload: true,
      changeStatus: true,
      specialStatus: true,
      assign: true,
      qaTakeover: true,
      autoAssign: true,
    });
    expect(listActionsFor('qa')).toMatchObject({
      upload: false,
      changeStatus: true,
      assign: true,
      qaTakeover: true,
      autoAssign: false,
    });
    expect(anyBulkAction(listActionsFor('reviewer'))).toBe(false);
    expect(anyBulkAction(listActionsFor('personal'))).toBe(false);
  });

  const workflow = (status: WorkflowStatus, assignee: string, complete = false) => ({
    workflow_status: status,
    review_complete: complete,
    assignees: [{ id: assignee, name: 'Rae Viewer', email: 'r@example.com' }],
  });

  it('offers the page actions by role, and "Submit my review" to the assigned reviewer during the first pass', () => {
    const reviewer = pageActionsFor('reviewer', workflow('First_Review', 'u1'), 'u1');
    expect(reviewer).toEqual({
      rename: false,
      manageAssignees: false,
      submitReview: true,
      qaTakeover: false,
      validate: false,
      complete: false,
      copy: false,
      reprocess: false,
      delete: false,
    });
    expect(pageActionsFor('reviewer', workflow('First_Review', 'u2'), 'u1').submitReview).toBe(false);
    expect(pageActionsFor('reviewer', workflow('Not_Started', 'u1'), 'u1').submitReview).toBe(false);
    expect(pageActionsFor('qa', workflow('First_Review', 'u1'), 'u1')).toMatchObject({
      rename: true,
      manageAssignees: true,
      submitReview: false,
      complete: true,
      copy: false,
      delete: false,
    });
    // QA takes over what it does not hold yet, up to QA Review.
    expect(pageActionsFor('qa', workflow('QA_Review', 'u1'), 'u2').qaTakeover).toBe(true);
    expect(pageActionsFor('qa', workflow('QA_Review', 'u2'), 'u2').qaTakeover).toBe(false);
    expect(pageActionsFor('qa', workflow('Compliance', 'u1'), 'u2').qaTakeover).toBe(false);
    expect(pageActionsFor('admin', workflow('Not_Started', 'u1'), 'u9')).toMatchObject({
      copy: true,
      reprocess: true,
      delete: true,
    });
  });

  it('offers "Mark complete" only on a workflow not marked complete, and validation once a pass reached QA', () => {
    expect(pageActionsFor('qa', workflow('Compliance', 'u1'), 'u2').complete).toBe(true);
    expect(pageActionsFor('qa', workflow('Compliance', 'u1', true), 'u2').complete).toBe(false);
    expect(pageActionsFor('admin', workflow('Publication', 'u1', true), 'u2').complete).toBe(false);
    for (const status of ['QA_Review', 'Compliance', 'Publication'] as const) {
      expect(pageActionsFor('qa', workflow(status, 'u1'), 'u2').validate, status).toBe(true);
      expect(pageActionsFor('admin', workflow(status, 'u1'), 'u2').validate, status).toBe(true);
      expect(pageActionsFor('reviewer', workflow(status, 'u1'), 'u1').validate, status).toBe(false);
    }
    expect(pageActionsFor('qa', workflow('First_Review', 'u1'), 'u2').validate).toBe(false);
  });

  it('gives the reviewer one way on from the first pass: "Submit my review", not also a plain move to QA Review', () => {
    const ownPass = workflow('First_Review', 'u1');
    const reviewer = pageActionsFor('reviewer', ownPass, 'u1');
    expect(pageMovesFor('reviewer', ownPass, reviewer)).toEqual([]);
    // QA, who does not submit a pass, keeps the move.
    const qa = pageActionsFor('qa', ownPass, 'u2');
    expect(pageMovesFor('qa', ownPass, qa).map((m) => m.to)).toContain('QA_Review');
  });

  it('lists the moves a role may make, and every other one as an override for admins', () => {
    expect(statusMovesFor('reviewer', 'Not_Started')).toEqual([{ to: 'First_Review', override: false }]);
    expect(statusMovesFor('reviewer', 'QA_Review')).toEqual([]);
    expect(statusMovesFor('qa', 'QA_Review')).toEqual([
      { to: 'First_Review', override: false },
      { to: 'Compliance', override: false },
    ]);
    expect(statusMovesFor('admin', 'Compliance')).toEqual([
      { to: 'QA_Review', override: false },
      { to: 'Publication', override: false },
      { to: 'Not_Started', override: true },
      { to: 'First_Review', override: true },
    ]);
    expect(statusMovesFor('personal', 'Not_Started')).toEqual([]);
  });
});

describe('what a move will do', () => {
  it('says an override is recorded as one, and that submitting completes the review', () => {
    expect(
      moveEffects({ workflow_status: 'First_Review', review_complete: false }, { to: 'Publication', override: true }),
    ).toEqual([
      'First Review to Submitted is outside the usual order of the review, so the history records it as your override.',
      'The workflow is marked complete.',
      'Nobody can edit it once it is submitted, until an admin reopens it.',
    ]);
  });

  it('says that reopening clears completion', () => {
    expect(
      moveEffects({ workflow_status: 'Publication', review_complete: true }, { to: 'First_Review', override: true }),
    ).toEqual([
      'Submitted to First Review is outside the usual order of the review, so the history records it as your override.',
      'It is no longer marked complete.',
      'Assigned reviewers can edit the transcript again.',
    ]);
  });
});

describe('bulk result summary', () => {
  const result: BulkResult = {
    updated: ['a', 'b'],
    skipped: [{ id: 'c', reason: 'Your role may not make this move.' }],
    message: '2 workflows were updated; 1 was skipped.',
  };

  it('says what happened once, in the server sentence, and names workflows by title', () => {
    const titles = new Map([
      ['a', 'Episode 1'],
      ['c', 'Episode 3'],
    ]);
    expect(bulkSummary(result, titles)).toEqual({
      headline: '2 workflows were updated; 1 was skipped.',
      updated: ['Episode 1', 'b'],
      skipped: ['Episode 3: Your role may not make this move.'],
    });
  });

  it('writes the sentence itself when the server sent no message', () => {
    expect(bulkSummary({ updated: ['a'], skipped: [], message: '' }, new Map()).headline).toBe(
      '1 workflow was updated.',
    );
    expect(bulkSummary({ updated: [], skipped: [{ id: 'c', reason: 'No.' }], message: '' }, new Map()).headline).toBe(
      'No workflow was updated; 1 was skipped.',
    );
  });
});

describe('history lines', () => {
  const event = (over: Partial<WorkflowEvent>): WorkflowEvent => ({
    id: 'e1',
    action: 'status',
    actor: { id: 'u1', name: 'Ada Admin' },
    from: 'QA_Review',
    to: 'Compliance',
    override: false,
    auto: false,
    at: '2025-01-01T10:00:00.000Z',
    ...over,
  });

  it('shows statuses by their labels, with the override flag', () => {
    expect(historyLine(event({}))).toBe('Ada Admin · Changed the status: QA Review → Final Review');
    expect(historyLine(event({ from: 'Not_Started', to: 'Publication', override: true }))).toBe(
      'Ada Admin · Changed the status: Not Started → Submitted (override)',
    );
  });

  it('says a completion was set or cleared, without true and false', () => {
    expect(historyLine(event({ action: 'completed', from: 'false', to: 'true' }))).toBe('Ada Admin · Marked complete');
    expect(historyLine(event({ action: 'completed', from: 'true', to: 'false' }))).toBe(
      'Ada Admin · Completion cleared by the move back',
    );
  });

  it('shows other values as stored and copes with missing sides and actors', () => {
    expect(changeText({ from: null, to: 'New title' })).toBe('New title');
    expect(changeText({ from: 'Rush', to: null })).toBe('Rush → —');
    expect(changeText({ from: null, to: null })).toBeNull();
    expect(changeText({ from: 'QA_Review', to: 'QA_Review' })).toBe('QA Review');
    expect(historyLine(event({ action: 'uploaded', actor: null, from: null, to: null }))).toBe('Someone · Uploaded');
    expect(historyLine(event({ action: 'assigned', actor: null, from: null, to: 'Rae Viewer', auto: true }))).toBe(
      'Auto-assign · Assigned: Rae Viewer (automatic)',
    );
  });

  it('names who decided through a review link, with their note', () => {
    const decided = (to: string, note: string | null) =>
      event({ action: 'link_decision', actor: null, from: null, to, via_link: { name: 'Dana', note } });
    expect(historyLine(decided('approve', null))).toBe('Dana (via review link) · Approved');
    expect(historyLine(decided('request_changes', 'Fix the intro'))).toBe(
      'Dana (via review link) · Requested changes: “Fix the intro”',
    );
  });
});

describe('workflow form helpers', () => {
  it('reads whole numbers within bounds only', () => {
    expect(boundedInt('3', 1, 50)).toBe(3);
    expect(boundedInt(' 50 ', 1, 50)).toBe(50);
    expect(boundedInt('0', 1, 50)).toBeNull();
    expect(boundedInt('51', 1, 50)).toBeNull();
    expect(boundedInt('2.5', 1, 50)).toBeNull();
    expect(boundedInt('', 1, 50)).toBeNull();
  });

  it('names members with their role, by email when they have no name', () => {
    expect(memberName({ first_name: 'Ada', last_name: 'Quinn', email: 'a@x.io', org_role: 'qa' })).toBe(
      'Ada Quinn (QA)',
    );
    expect(memberName({ first_name: '', last_name: '', email: 'r@x.io', org_role: 'reviewer' })).toBe(
      'r@x.io (Reviewer)',
    );
  });

  it('offers members in pickers, showing who is on leave without letting them be chosen', () => {
    const member = { id: 'm1', first_name: 'Ada', last_name: 'Quinn', email: 'a@x.io', org_role: 'qa' as const };
    expect(memberOptions([{ ...member, on_leave_until: null }])).toEqual([
      { value: '', label: 'Choose a member' },
      { value: 'm1', label: 'Ada Quinn (QA)' },
    ]);
    expect(memberOptions([{ ...member, on_leave_until: '2027-03-05' }])[1]).toEqual({
      value: 'm1',
      label: 'Ada Quinn (QA), on leave until 5 Mar 2027',
      disabled: true,
    });
  });
});

describe('a read-only editor when the policy says so', () => {
  const assigned = [{ id: 'rev', name: 'R V', email: 'r@example.test' }];
  const wf = (workflow_status: WorkflowStatus) => ({ workflow_status, assignees: assigned });

  it('lets the assigned reviewer edit until their pass is submitted, then says why not', () => {
    expect(editRefusalFor('reviewer', wf('First_Review'), 'rev')).toBeNull();
    expect(editRefusalFor('reviewer', wf('QA_Review'), 'rev')).toBe(
      'This workflow is in QA Review; only QA and admins can edit it now. You can read it, play it, search it and export it.',
    );
  });

  it('closes a submitted workflow to everyone, QA and admins included', () => {
    expect(editRefusalFor('qa', wf('Compliance'), 'qa-1')).toBeNull();
    expect(editRefusalFor('admin', wf('Publication'), 'admin-1')).toMatch(
      /^This workflow has been submitted; reopen it to edit\./,
    );
    expect(editRefusalFor('qa', wf('Publication'), 'qa-1')).not.toBeNull();
  });
});
