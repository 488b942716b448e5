import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberScore } from '@scriptloom/contracts';
import { writeWholeDocument } from '@scriptloom/db';
import { waitForJobs, type TestApp } from '../support/test-app.js';
import type { Personas } from '../support/enterprise.js';
import { enterpriseSuite, type EnterpriseSuite } from '../support/enterprise-suite.js';
import { storedTranscript } from '../support/editor-seed.js';
import { seedWorkflow } from '../support/workflow-seed.js';

let t: TestApp;
let p: Personas;
let call: EnterpriseSuite['call'];
beforeAll(async () => {
  ({ t, p, call } = await enterpriseSuite());
});
afterAll(async () => {
  await t?.close();
});

/** QA corrects the stored transcript: the first word of the first paragraph becomes `word`. */
async function qaCorrects(id: string, word: string) {
  const doc = await storedTranscript(t, id);
  const snippets = structuredClone(doc.snippets);
  snippets[0]!.words[0]!.text = word;
  // As processing would write it: a new version of the document.
  await writeWholeDocument(t.runtime.database.db, id, { ...doc, snippets });
}

describe('hiring scores', () => {
  it('scores the reviewer when QA moves their corrected pass to Final Review', async () => {
    // The seeded transcript has 10 words over three paragraphs.
    const id = await seedWorkflow(t, p.admin, p.orgId, {
      title: 'Scored episode',
      status: 'First_Review',
      assignees: [p.reviewer.id],
    });
    expect((await call(p.reviewer, 'POST', `/enterprise/workflow/${id}/review`, {})).statusCode).toBe(200);
    await qaCorrects(id, 'Greetings');
    const moved = await call(p.qa, 'POST', `/enterprise/workflow/${id}/workflow_status`, {
      workflow_status: 'Compliance',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitForJobs(t, 'enterprise.hiring-score');

    const mine = await call(p.reviewer, 'GET', `/enterprise/hiring/score/${p.reviewer.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const score = mine.json() as MemberScore;
    expect(score.member).toEqual({ id: p.reviewer.id, name: 'Remy Reader', role: 'reviewer' });
    expect(score.workflows).toHaveLength(1);
    expect(score.workflows[0]).toMatchObject({
      workflow_id: id,
      title: 'Scored episode',
      words: 10,
      substitutions: 1,
      deletions: 0,
      insertions: 0,
      speaker_errors: 0,
      band: 'good',
      too_different: false,
    });
    expect(score.overall).toBeCloseTo(0.9);
    expect(score.trend).toHaveLength(1);

    // What QA changed, word by word.
    const diff = await call(p.qa, 'GET', `/enterprise/hiring/score/${p.reviewer.id}/workflow/${id}`);
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().diff[0]).toEqual({ op: 'changed', reviewed: ['hello'], final: ['greetings'] });
    expect(diff.json().score.workflow_id).toBe(id);
    const team = (await call(p.admin, 'GET', '/enterprise/hiring/scores')).json().items as {
      member: { id: string };
      workflows: number;
      band: string | null;
    }[];
    expect(team.find((m) => m.member.id === p.reviewer.id)).toMatchObject({ workflows: 1, band: 'good' });
    expect(team.find((m) => m.member.id === p.qa.id)).toMatchObject({ workflows: 0, band: null });
    expect((await call(p.reviewer, 'GET', '/enterprise/hiring/scores')).statusCode).toBe(403);

    // A reviewer sees no one else's; QA and admins see anyone's in their organisation.
    expect((await call(p.reviewer, 'GET', `/enterprise/hiring/score/${p.qa.id}`)).statusCode).toBe(404);
    expect((await call(p.admin, 'GET', `/enterprise/hiring/score/${p.reviewer.id}`)).statusCode).toBe(200);
    expect((await call(p.outsider, 'GET', `/enterprise/hiring/score/${p.reviewer.id}`)).statusCode).toBe(404);
  });

  it('recalculates on request, saying which workflows have nothing to compare yet', async () => {
    const scored = await seedWorkflow(t, p.admin, p.orgId, { status: 'First_Review', assignees: [p.reviewer.id] });
    await call(p.reviewer, 'POST', `/enterprise/workflow/${scored}/review`, {});
    await call(p.qa, 'POST', `/enterprise/workflow/${scored}/workflow_status`, { workflow_status: 'Compliance' });
    await waitForJobs(t, 'enterprise.hiring-score');
    const unreviewed = await seedWorkflow(t, p.admin, p.orgId, {});
    const res = await call(p.qa, 'POST', '/enterprise/hiring/score/recalculate', {
      ids: [scored, unreviewed, 'not-an-id'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '1 score was calculated.',
      scores: [{ workflow_id: scored, user_id: p.reviewer.id, accuracy: 1, band: 'excellent' }],
      skipped: [
        { id: unreviewed, reason: 'No reviewer has submitted a pass of this workflow.' },
        { id: 'not-an-id', reason: 'Workflow not found.' },
      ],
    });
    // Weighted by words over both workflows: 9 of 10 right, then 10 of 10.
    const score = (await call(p.qa, 'GET', `/enterprise/hiring/score/${p.reviewer.id}`)).json() as MemberScore;
    expect(score.overall).toBeCloseTo(19 / 20);
    expect(score.band).toBe('excellent');
    expect(score.trend.map((s) => s.accuracy)).toEqual([expect.closeTo(0.9), 1]);
  });

  it('keeps QA notes on a member', async () => {
    const res = await call(p.qa, 'POST', `/enterprise/hiring/score/${p.reviewer.id}/qa_notes`, {
      notes: 'Careful with names; otherwise clean.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: 'The note was added.',
      note: { notes: 'Careful with names; otherwise clean.' },
    });
    const score = (await call(p.reviewer, 'GET', `/enterprise/hiring/score/${p.reviewer.id}`)).json() as MemberScore;
    expect(score.notes[0]).toMatchObject({ notes: 'Careful with names; otherwise clean.' });
    expect(score.notes[0]!.author).toBeTruthy();
    expect(
      (await call(p.qa, 'POST', `/enterprise/hiring/score/${p.reviewer.id}/qa_notes`, { notes: '  ' })).statusCode,
    ).toBe(400);
  });
});
