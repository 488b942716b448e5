import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeItem } from '@scriptloom/contracts';
import { waitForJobs, type TestApp } from '../support/test-app.js';
import type { Personas } from '../support/enterprise.js';
import { enterpriseSuite, type EnterpriseSuite } from '../support/enterprise-suite.js';
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

describe('disputes', () => {
  it('lets a reviewer dispute a score once, an admin answer it, and tells the reviewer', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, {
      title: 'Harbour talk',
      status: 'First_Review',
      assignees: [p.reviewer.id],
    });
    // A score to dispute: the reviewer's pass, QA's final, the score job.
    await call(p.reviewer, 'POST', `/enterprise/workflow/${id}/review`);
    await call(p.qa, 'POST', `/enterprise/workflow/${id}/workflow_status`, { workflow_status: 'Compliance' });
    await waitForJobs(t, 'enterprise.hiring-score');
    const raised = await call(p.reviewer, 'POST', '/user/dispute', {
      workflow_id: id,
      kind: 'score',
      message: 'QA counted my spelling of the guest’s name as an error; it matches their website.',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json()).toMatchObject({
      success: 'Your dispute was sent to your admins.',
      dispute: { workflow_id: id, workflow_title: 'Harbour talk', kind: 'score', status: 'open', unread: false },
    });
    const disputeId = raised.json().dispute.id as string;
    const again = await call(p.reviewer, 'POST', '/user/dispute', {
      workflow_id: id,
      kind: 'score',
      message: 'Again.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You already have an open dispute about this.');
    // A correction is another matter; a workflow they cannot reach is not found.
    expect(
      (await call(p.reviewer, 'POST', '/user/dispute', { workflow_id: id, kind: 'correction', message: 'And this.' }))
        .statusCode,
    ).toBe(201);
    const other = await seedWorkflow(t, p.admin, p.orgId, {});
    expect(
      (await call(p.reviewer, 'POST', '/user/dispute', { workflow_id: other, kind: 'score', message: 'Hm.' }))
        .statusCode,
    ).toBe(404);

    const open = (await call(p.admin, 'GET', '/enterprise/disputes')).json().items as DisputeItem[];
    expect(open.map((d) => d.id)).toContain(disputeId);
    expect((await call(p.outsider, 'GET', '/enterprise/disputes')).json().items).toEqual([]);
    expect(
      (await call(p.outsider, 'POST', `/enterprise/disputes/${disputeId}/resolve`, { reply: 'No.' })).statusCode,
    ).toBe(404);

    const answered = await call(p.admin, 'POST', `/enterprise/disputes/${disputeId}/resolve`, {
      reply: 'You are right: the score is recalculated with your spelling.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      success: 'The dispute was answered; the member has been told.',
      dispute: { status: 'resolved', reply: 'You are right: the score is recalculated with your spelling.' },
    });
    expect(
      (await call(p.admin, 'POST', `/enterprise/disputes/${disputeId}/resolve`, { reply: 'Twice.' })).statusCode,
    ).toBe(409);
    const mail = await t.waitForMail(p.reviewer.email, (m) => m.subject.includes('dispute about "Harbour talk"'));
    expect(mail.text).toContain('You are right');

    // The reviewer's notice: unread until they say they have seen it.
    let mine = (await call(p.reviewer, 'GET', '/user/dispute')).json().items as DisputeItem[];
    expect(mine.find((d) => d.id === disputeId)).toMatchObject({ status: 'resolved', unread: true });
    expect((await call(p.reviewer, 'POST', '/user/dispute/seen', { ids: [disputeId] })).statusCode).toBe(200);
    mine = (await call(p.reviewer, 'GET', '/user/dispute')).json().items as DisputeItem[];
    expect(mine.find((d) => d.id === disputeId)?.unread).toBe(false);
    // QA's own list does not hold the reviewer's.
    expect((await call(p.qa, 'GET', '/user/dispute')).json().items).toEqual([]);
  });

  it('refuses an empty message', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { assignees: [p.reviewer.id] });
    const res = await call(p.reviewer, 'POST', '/user/dispute', { workflow_id: id, kind: 'score', message: '   ' });
    expect(res.statusCode).toBe(400);
  });
});
