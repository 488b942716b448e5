import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeItem, MemberScore } from '@scriptloom/contracts';
import { waitForJobs, type TestApp } from '../support/test-app.js';
import type { Persona, Personas } from '../support/enterprise.js';
import { enterpriseSuite, type EnterpriseSuite } from '../support/enterprise-suite.js';
import { storedFile, storedTranscript } from '../support/editor-seed.js';
import { eventsOf, keptTranscripts, seedWorkflow } from '../support/workflow-seed.js';

/**
 * The review workflow's rules a person meets on a workflow's page (issue 38): completion follows
 * the status, a reviewer's move on is their submitted pass, a takeover can count that pass, a
 * review can be validated, and a score dispute needs a score.
 */

let t: TestApp;
let p: Personas;
let call: EnterpriseSuite['call'];
beforeAll(async () => {
  ({ t, p, call } = await enterpriseSuite());
});
afterAll(async () => {
  await t?.close();
});

const move = (who: Persona, id: string, workflow_status: string, revision?: number) =>
  call(who, 'POST', `/enterprise/workflow/${id}/workflow_status`, {
    workflow_status,
    ...(revision === undefined ? {} : { revision }),
  });

async function scoresOf(member: Persona, id: string) {
  const score = (await call(p.admin, 'GET', `/enterprise/hiring/score/${member.id}`)).json() as MemberScore;
  return score.workflows.filter((w) => w.workflow_id === id);
}

describe('completion and status', () => {
  it('clears completion when a submitted workflow is reopened, in the same write as the move', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'Compliance' });
    const submitted = await move(p.admin, id, 'Publication');
    expect(submitted.json().workflow).toMatchObject({ workflow_status: 'Publication', review_complete: true });

    // A stale reopen writes nothing: the workflow stays submitted and complete.
    const stale = await move(p.admin, id, 'First_Review', 0);
    expect(stale.statusCode).toBe(409);
    expect(await storedFile(t, id)).toMatchObject({ workflow_status: 'Publication', review_complete: true });

    // The override back to First Review: not completed any more, and the history says so.
    const reopened = await move(p.admin, id, 'First_Review', submitted.json().workflow.revision);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().workflow).toMatchObject({ workflow_status: 'First_Review', review_complete: false });
    expect(await storedFile(t, id)).toMatchObject({ workflow_status: 'First_Review', review_complete: false });
    expect((await eventsOf(t, id)).map((e) => [e.action, e.from_value, e.to_value, e.detail])).toEqual([
      ['status', 'Compliance', 'Publication', null],
      ['status', 'Publication', 'First_Review', { override: true }],
      ['completed', 'true', 'false', null],
    ]);
  });

  it('clears completion on the listed reopen and on a move back, and keeps it on a move forward', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review' });
    expect((await call(p.qa, 'POST', `/enterprise/workflow/${id}/complete`)).statusCode).toBe(200);
    // Forward: still complete.
    expect((await move(p.qa, id, 'Compliance')).json().workflow.review_complete).toBe(true);
    expect((await move(p.admin, id, 'Publication')).json().workflow.review_complete).toBe(true);
    // Submitted to Final Review is the table's reopen.
    expect((await move(p.admin, id, 'Compliance')).json().workflow).toMatchObject({
      workflow_status: 'Compliance',
      review_complete: false,
    });
    // Marked complete again in Final Review, then sent back to QA: open again.
    await call(p.qa, 'POST', `/enterprise/workflow/${id}/complete`);
    expect((await move(p.qa, id, 'QA_Review')).json().workflow.review_complete).toBe(false);
  });
});

describe('the reviewer’s pass', () => {
  it('keeps the pass when the assigned reviewer moves First Review on to QA Review, as submitting does', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'First_Review', assignees: [p.reviewer.id] });
    const res = await move(p.reviewer, id, 'QA_Review');
    expect(res.statusCode, res.body).toBe(200);
    const kept = await keptTranscripts(t, id);
    expect(kept.map((k) => [k.kind, k.user_id])).toEqual([['review', p.reviewer.id]]);
    expect(kept[0]!.snippets).toEqual((await storedTranscript(t, id)).snippets);
    expect((await eventsOf(t, id)).map((e) => [e.action, e.from_value, e.to_value])).toEqual([
      ['review_submitted', 'First_Review', 'QA_Review'],
    ]);

    // QA's move on to Final Review then scores it.
    expect((await move(p.qa, id, 'Compliance')).statusCode).toBe(200);
    await waitForJobs(t, 'enterprise.hiring-score');
    expect(await scoresOf(p.reviewer, id)).toEqual([expect.objectContaining({ accuracy: 1, words: 10 })]);
  });

  it('counts the reviewer’s pass on a QA takeover with je_completion, so the workflow is scored', async () => {
    const counted = await seedWorkflow(t, p.admin, p.orgId, { status: 'First_Review', assignees: [p.reviewer.id] });
    const notCounted = await seedWorkflow(t, p.admin, p.orgId, { status: 'First_Review', assignees: [p.reviewer.id] });
    const taken = await call(p.qa, 'POST', '/enterprise/workflow/qa_takeover', {
      workflow_ids: [counted],
      je_completion: true,
    });
    expect(taken.json()).toMatchObject({ updated: [counted], skipped: [] });
    await call(p.qa, 'POST', '/enterprise/workflow/qa_takeover', { workflow_ids: [notCounted], je_completion: false });
    for (const id of [counted, notCounted]) expect((await move(p.qa, id, 'Compliance')).statusCode).toBe(200);
    await waitForJobs(t, 'enterprise.hiring-score');
    expect(await scoresOf(p.reviewer, counted)).toHaveLength(1);
    // Without it, there is no pass to score.
    expect(await scoresOf(p.reviewer, notCounted)).toEqual([]);

    // QA validates the counted pass; the verdict is in the workflow's history.
    const valid = await call(p.qa, 'POST', `/enterprise/workflow/${counted}/validate`, { validate: true });
    expect(valid.json()).toEqual({ message: 'The review was marked as validated.' });
    const history = (await call(p.reviewer, 'GET', `/enterprise/workflow/${counted}/history`)).json().items as {
      action: string;
      from: string;
      to: string;
    }[];
    expect(history.at(-1)).toMatchObject({ action: 'validated', from: 'Remy Reader', to: 'validated' });
  });
});

describe('score disputes', () => {
  it('refuses a score dispute on a workflow the member has no score on, and accepts it once scored', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, {
      title: 'Unscored talk',
      status: 'First_Review',
      assignees: [p.reviewer.id],
    });
    const dispute = (kind: string) =>
      call(p.reviewer, 'POST', '/user/dispute', { workflow_id: id, kind, message: 'My score is wrong.' });
    const early = await dispute('score');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'CONFLICT',
      error:
        'You have no hiring score on this workflow yet, so there is no score to dispute. A score is worked out once QA moves the workflow to Final Review.',
    });

    await call(p.reviewer, 'POST', `/enterprise/workflow/${id}/review`);
    await move(p.qa, id, 'Compliance');
    await waitForJobs(t, 'enterprise.hiring-score');
    const raised = await dispute('score');
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json().dispute).toMatchObject({ workflow_id: id, kind: 'score', has_score: true });
    const open = (await call(p.admin, 'GET', '/enterprise/disputes')).json().items as DisputeItem[];
    expect(open.find((d) => d.workflow_id === id)).toMatchObject({ has_score: true, member: { id: p.reviewer.id } });
  });

  it('still takes a correction dispute on a workflow without a score', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { status: 'QA_Review', assignees: [p.reviewer.id] });
    const res = await call(p.reviewer, 'POST', '/user/dispute', {
      workflow_id: id,
      kind: 'correction',
      message: 'QA changed a name I had right.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dispute).toMatchObject({ kind: 'correction', has_score: false });
  });
});
