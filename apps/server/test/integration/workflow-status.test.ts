import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WORKFLOW_STATUS_DISPLAY,
  WORKFLOW_STATUSES,
  type OrgRoleName,
  type WorkflowStatus,
} from '@scriptloom/contracts';
import type { TestApp } from '../support/test-app.js';
import type { Persona, Personas } from '../support/enterprise.js';
import { enterpriseSuite, type EnterpriseSuite } from '../support/enterprise-suite.js';
import { storedFile, storedTranscript } from '../support/editor-seed.js';
import { documentedVerdict } from '../support/transitions-doc.js';
import { eventsOf, keptTranscripts, seedWorkflow, setStatus } from '../support/workflow-seed.js';

let t: TestApp;
let p: Personas;
let call: EnterpriseSuite['call'];
beforeAll(async () => {
  ({ t, p, call } = await enterpriseSuite());
});
afterAll(async () => {
  await t?.close();
});

const move = (who: Persona, id: string, workflow_status: WorkflowStatus, revision?: number) =>
  call(who, 'POST', `/enterprise/workflow/${id}/workflow_status`, {
    workflow_status,
    ...(revision === undefined ? {} : { revision }),
  });

describe('status moves', () => {
  it('follow the transition table for every role and pair: refused with the move named, admin overrides recorded', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { assignees: [p.reviewer.id] });
    const cast: [OrgRoleName, Persona][] = [
      ['admin', p.admin],
      ['qa', p.qa],
      ['reviewer', p.reviewer],
    ];
    const article = { admin: 'An admin', qa: 'A QA member', reviewer: 'A reviewer' };
    for (const [role, who] of cast) {
      for (const from of WORKFLOW_STATUSES) {
        for (const to of WORKFLOW_STATUSES) {
          if (from === to) continue;
          await setStatus(t, id, from);
          const res = await move(who, id, to);
          // Expected from the product's reference, not from the function under test.
          const verdict = documentedVerdict(role, from, to);
          const label = `${role}: ${from} -> ${to}`;
          if (verdict === 'refused') {
            expect(res.statusCode, label).toBe(403);
            expect(res.json(), label).toEqual({
              code: 'TRANSITION_REFUSED',
              error: `${article[role]} cannot move a workflow from ${WORKFLOW_STATUS_DISPLAY[from].label} to ${WORKFLOW_STATUS_DISPLAY[to].label}.`,
            });
            continue;
          }
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(res.json().workflow.workflow_status, label).toBe(to);
          // The move's own line (a move back also writes a `completed` line after it, when it reopens).
          const last = (await eventsOf(t, id)).filter((e) => e.action !== 'completed').at(-1)!;
          // The assigned reviewer's First Review -> QA Review is their submitted pass.
          const action =
            role === 'reviewer' && from === 'First_Review' && to === 'QA_Review' ? 'review_submitted' : 'status';
          expect([last.action, last.from_value, last.to_value, last.actor_id], label).toEqual([
            action,
            from,
            to,
            who.id,
          ]);
          expect(last.detail, label).toEqual(verdict === 'override' ? { override: true } : null);
        }
      }
    }
    // The message names the move, word for word.
    await setStatus(t, id, 'QA_Review');
    expect((await move(p.reviewer, id, 'Compliance')).json().error).toBe(
      'A reviewer cannot move a workflow from QA Review to Final Review.',
    );
  });

  it('lets a reviewer move only workflows assigned to them, and no other organisation reach it', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId);
    expect((await move(p.reviewer, id, 'First_Review')).statusCode).toBe(404);
    expect((await move(p.outsider, id, 'First_Review')).statusCode).toBe(404);
    expect((await move(p.personal, id, 'First_Review')).statusCode).toBe(403);
    expect(await eventsOf(t, id)).toEqual([]);
  });

  it('keeps the QA-corrected transcript on QA Review -> Final Review, and completes the review on Submitted', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review' });
    expect((await move(p.qa, id, 'Compliance')).statusCode).toBe(200);
    const kept = await keptTranscripts(t, id);
    const current = await storedTranscript(t, id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ kind: 'qa_final', user_id: p.qa.id, transcript_version: current.version });
    expect(kept[0]!.snippets).toEqual(current.snippets);
    // Back and forth again: the one row is replaced, not added to.
    await move(p.qa, id, 'QA_Review');
    await move(p.qa, id, 'Compliance');
    expect(await keptTranscripts(t, id)).toHaveLength(1);

    expect((await storedFile(t, id)).review_complete).toBe(false);
    const submitted = await move(p.admin, id, 'Publication');
    expect(submitted.json().workflow).toMatchObject({ workflow_status: 'Publication', review_complete: true });
  });

  it('refuses a stale revision with 409 WORKFLOW_CHANGED and writes nothing', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { assignees: [p.reviewer.id] });
    const { revision } = (await call(p.qa, 'GET', `/enterprise/workflow/${id}`)).json();
    expect((await move(p.reviewer, id, 'First_Review', revision)).statusCode).toBe(200);
    const stale = await move(p.qa, id, 'QA_Review', revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'WORKFLOW_CHANGED',
      error: 'Someone else changed this workflow. Reload it and try again.',
    });
    expect((await storedFile(t, id)).workflow_status).toBe('First_Review');
    expect((await eventsOf(t, id)).map((e) => e.to_value)).toEqual(['First_Review']);
  });

  it('serialises two moves at once: with the same revision one wins and the other is 409', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review' });
    const { revision } = (await call(p.qa, 'GET', `/enterprise/workflow/${id}`)).json();
    const answers = await Promise.all([
      move(p.qa, id, 'Compliance', revision),
      move(p.admin, id, 'First_Review', revision),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().workflow.workflow_status;
    expect((await storedFile(t, id)).workflow_status).toBe(winner);
    expect((await eventsOf(t, id)).map((e) => e.to_value)).toEqual([winner]);
  });

  it('serialises two moves without a revision, losing no history', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review' });
    // Both by an admin, whose moves are allowed from any status: either may run first.
    const answers = await Promise.all([move(p.admin, id, 'Compliance'), move(p.admin, id, 'First_Review')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const events = await eventsOf(t, id);
    expect(events).toHaveLength(2);
    // Each move starts where the other left it.
    expect(events[1]!.from_value).toBe(events[0]!.to_value);
    expect((await storedFile(t, id)).workflow_status).toBe(events[1]!.to_value);
    expect((await storedFile(t, id)).workflow_revision).toBe(2);
  });
});

describe('bulk changes', () => {
  it('update statuses one workflow at a time, saying which were skipped and why', async () => {
    const a = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review' });
    const b = await seedWorkflow(t, p.admin, p.orgId, { status: 'Publication' });
    const c = await seedWorkflow(t, p.admin, p.orgId, { status: 'Compliance' });
    const foreign = await seedWorkflow(t, p.outsider, p.outsiderOrgId, { status: 'QA_Review' });
    const res = await call(p.qa, 'POST', '/enterprise/workflows/update_status', {
      workflow_ids: [a, b, c, foreign],
      workflow_status: 'Compliance',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      updated: [a],
      skipped: [
        { id: b, reason: 'A QA member cannot move a workflow from Submitted to Final Review.' },
        { id: c, reason: 'The workflow is already in Final Review.' },
        { id: foreign, reason: 'Workflow not found.' },
      ],
      message: '1 workflow was updated; 3 were skipped.',
    });
    expect((await keptTranscripts(t, a)).map((k) => k.kind)).toEqual(['qa_final']);
    expect((await storedFile(t, b)).workflow_status).toBe('Publication');
    expect(await eventsOf(t, b)).toEqual([]);
    expect(
      (
        await call(p.reviewer, 'POST', '/enterprise/workflows/update_status', {
          workflow_ids: [a],
          workflow_status: 'QA_Review',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('set and clear the special status with a history line each', async () => {
    const a = await seedWorkflow(t, p.admin, p.orgId);
    const b = await seedWorkflow(t, p.admin, p.orgId);
    const set = await call(p.admin, 'POST', '/enterprise/workflows/update_special_status', {
      workflow_ids: [a, b],
      special_status: 'Rush',
    });
    expect(set.json()).toMatchObject({ updated: [a, b], skipped: [], message: '2 workflows were updated.' });
    const cleared = await call(p.qa, 'POST', '/enterprise/workflows/update_special_status', {
      workflow_ids: [a],
      special_status: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect((await storedFile(t, a)).special_status).toBeNull();
    expect((await storedFile(t, b)).special_status).toBe('Rush');
    expect((await eventsOf(t, a)).map((e) => [e.action, e.from_value, e.to_value])).toEqual([
      ['special_status', null, 'Rush'],
      ['special_status', 'Rush', null],
    ]);
  });
});

describe('assignment', () => {
  it('assigns a member to several workflows, and refuses someone outside the organisation', async () => {
    const a = await seedWorkflow(t, p.admin, p.orgId);
    const b = await seedWorkflow(t, p.admin, p.orgId, { assignees: [p.reviewer.id] });
    const res = await call(p.qa, 'POST', '/enterprise/workflow/assign_member', {
      workflow_ids: [a, b],
      assignee: p.reviewer.id,
    });
    expect(res.json()).toMatchObject({
      updated: [a],
      skipped: [{ id: b, reason: 'Remy Reader is already assigned to this workflow.' }],
    });
    expect((await storedFile(t, a)).assignees).toEqual([p.reviewer.id]);
    for (const stranger of [p.outsider.id, p.personal.id]) {
      const refused = await call(p.admin, 'POST', '/enterprise/workflow/assign_member', {
        workflow_ids: [a],
        assignee: stranger,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe('No such member.');
    }
    const events = await eventsOf(t, a);
    expect(events.map((e) => [e.action, e.to_value, e.detail])).toEqual([
      ['assigned', 'Remy Reader', { user_id: p.reviewer.id }],
    ]);
  });

  it('adds and removes one assignee, with the revision check', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId);
    const added = await call(p.admin, 'POST', `/enterprise/workflow/${id}/assignee`, {
      user_id: p.reviewer.id,
      revision: 0,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'The workflow is assigned to Remy Reader.',
      workflow: { revision: 1, assignees: [{ id: p.reviewer.id, name: 'Remy Reader' }] },
    });
    const stale = await call(p.admin, 'DELETE', `/enterprise/workflow/${id}/assignee`, {
      user_id: p.reviewer.id,
      revision: 0,
    });
    expect(stale.statusCode).toBe(409);
    const removed = await call(p.qa, 'DELETE', `/enterprise/workflow/${id}/assignee`, { user_id: p.reviewer.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().workflow.assignees).toEqual([]);
    const again = await call(p.qa, 'DELETE', `/enterprise/workflow/${id}/assignee`, { user_id: p.reviewer.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Remy Reader is not assigned to this workflow.');
    expect((await eventsOf(t, id)).map((e) => e.action)).toEqual(['assigned', 'unassigned']);
    // Once unassigned, the reviewer no longer reaches it.
    expect((await call(p.reviewer, 'GET', `/enterprise/workflow/${id}`)).statusCode).toBe(404);
  });
});

describe('review, takeover, validation and completion', () => {
  it('keeps the reviewer’s submitted transcript and moves the workflow to QA Review', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'First_Review', assignees: [p.reviewer.id] });
    const res = await call(p.reviewer, 'POST', `/enterprise/workflow/${id}/review`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your review was submitted for QA review.',
      workflow: { workflow_status: 'QA_Review' },
    });
    const kept = await keptTranscripts(t, id);
    expect(kept.map((k) => [k.kind, k.user_id])).toEqual([['review', p.reviewer.id]]);
    expect(kept[0]!.snippets).toEqual((await storedTranscript(t, id)).snippets);
    expect((await eventsOf(t, id)).map((e) => [e.action, e.from_value, e.to_value])).toEqual([
      ['review_submitted', 'First_Review', 'QA_Review'],
    ]);
    const twice = await call(p.reviewer, 'POST', `/enterprise/workflow/${id}/review`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(
      'Only a workflow in First Review or Not Started can be submitted for review; this one is in QA Review.',
    );
    // From Not Started too; QA may not submit a review; an unassigned reviewer cannot reach it.
    const fresh = await seedWorkflow(t, p.admin, p.orgId);
    expect((await call(p.qa, 'POST', `/enterprise/workflow/${fresh}/review`)).statusCode).toBe(403);
    expect((await call(p.reviewer, 'POST', `/enterprise/workflow/${fresh}/review`)).statusCode).toBe(404);
    expect((await call(p.admin, 'POST', `/enterprise/workflow/${fresh}/review`)).statusCode).toBe(200);
  });

  it('lets QA take workflows over, keeping the reviewers’ pass with je_completion', async () => {
    const a = await seedWorkflow(t, p.admin, p.orgId, { status: 'First_Review', assignees: [p.reviewer.id] });
    const b = await seedWorkflow(t, p.admin, p.orgId, { status: 'Not_Started' });
    const c = await seedWorkflow(t, p.admin, p.orgId, { status: 'Compliance' });
    // A submitted pass waiting for QA is claimed; one QA already holds is left as it is.
    const d = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review', assignees: [p.reviewer.id] });
    const e = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review', assignees: [p.qa.id] });
    const res = await call(p.qa, 'POST', '/enterprise/workflow/qa_takeover', {
      workflow_ids: [a, b, c, d, e],
      je_completion: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      updated: [a, b, d],
      skipped: [
        {
          id: c,
          reason:
            'Only a workflow in Not Started, First Review or QA Review can be taken over; this one is in Final Review.',
        },
        { id: e, reason: 'This workflow is already in QA Review with you assigned.' },
      ],
    });
    expect(await storedFile(t, d)).toMatchObject({ workflow_status: 'QA_Review', assignees: [p.reviewer.id, p.qa.id] });
    // Its pass was kept when it was submitted, not again now.
    expect(await keptTranscripts(t, d)).toEqual([]);
    expect(await storedFile(t, a)).toMatchObject({ workflow_status: 'QA_Review', assignees: [p.reviewer.id, p.qa.id] });
    expect((await keptTranscripts(t, a)).map((k) => [k.kind, k.user_id])).toEqual([['review', p.reviewer.id]]);
    expect(await keptTranscripts(t, b)).toEqual([]);
    const [event] = await eventsOf(t, a);
    expect([event!.action, event!.from_value, event!.to_value, event!.actor_id, event!.detail]).toEqual([
      'qa_takeover',
      'First_Review',
      'QA_Review',
      p.qa.id,
      { je_completion: true },
    ]);
  });

  it('records a validation of the reviewer’s pass', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review', assignees: [p.qa.id, p.reviewer.id] });
    const res = await call(p.qa, 'POST', `/enterprise/workflow/${id}/validate`, { validate: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The review was marked as validated.' });
    const no = await call(p.admin, 'POST', `/enterprise/workflow/${id}/validate`, {
      validate: false,
      user_id: p.reviewer.id,
    });
    expect(no.json()).toEqual({ message: 'The review was marked as not validated.' });
    expect((await eventsOf(t, id)).map((e) => [e.action, e.to_value, e.detail])).toEqual([
      ['validated', 'validated', { validate: true, user_id: p.reviewer.id }],
      ['validated', 'not_validated', { validate: false, user_id: p.reviewer.id }],
    ]);
    const nobody = await seedWorkflow(t, p.admin, p.orgId);
    expect((await call(p.qa, 'POST', `/enterprise/workflow/${nobody}/validate`, { validate: true })).statusCode).toBe(
      400,
    );
    expect(
      (await call(p.qa, 'POST', `/enterprise/workflow/${id}/validate`, { validate: true, user_id: p.outsider.id }))
        .statusCode,
    ).toBe(404);
    expect((await call(p.reviewer, 'POST', `/enterprise/workflow/${id}/validate`, { validate: true })).statusCode).toBe(
      403,
    );
  });

  it('marks a workflow complete', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'Compliance' });
    const res = await call(p.qa, 'POST', `/enterprise/workflow/${id}/complete`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'File has been marked as completed.',
      workflow: { review_complete: true },
    });
    expect((await eventsOf(t, id)).map((e) => e.action)).toEqual(['completed']);
    const processing = await seedWorkflow(t, p.admin, p.orgId, { doc: null });
    expect((await call(p.qa, 'POST', `/enterprise/workflow/${processing}/complete`)).statusCode).toBe(409);
  });
});

describe('speakers', () => {
  it('renames the speakers by position, with the editor’s version check', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { assignees: [p.reviewer.id] });
    const { version } = await storedTranscript(t, id);
    const res = await call(p.reviewer, 'PUT', `/enterprise/workflow/${id}/speakers`, {
      version,
      speakers: [{ name: 'Bob' }, { name: 'Ann' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.version).toBe(version + 1);
    expect(body.speakers).toEqual([{ name: 'Bob' }, { name: 'Ann' }]);
    const stored = await storedTranscript(t, id);
    expect(stored.snippets.map((s) => s.speaker)).toEqual(['Bob', 'Ann', 'Bob']);
    expect(stored.processed_data.speakers).toEqual([{ name: 'Bob' }, { name: 'Ann' }]);
    const stale = await call(p.reviewer, 'PUT', `/enterprise/workflow/${id}/speakers`, {
      version,
      speakers: [{ name: 'X' }, { name: 'Y' }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: version + 1 });
    const wrongCount = await call(p.reviewer, 'PUT', `/enterprise/workflow/${id}/speakers`, {
      version: version + 1,
      speakers: [{ name: 'Solo' }],
    });
    expect(wrongCount.statusCode).toBe(400);
    expect((await eventsOf(t, id)).map((e) => [e.action, e.from_value, e.to_value])).toEqual([
      ['speakers', 'Ann, Bob', 'Bob, Ann'],
    ]);
    expect((await storedFile(t, id)).workflow_revision).toBe(1);
  });
});
