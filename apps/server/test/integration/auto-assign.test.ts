import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leaveToday, type AutoAssignResponse } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertOrganisation, persona, type Persona } from '../support/enterprise.js';
import { storedFile } from '../support/editor-seed.js';
import { as, eventsOf, seedWorkflow } from '../support/workflow-seed.js';
import { scheduledAutoAssign } from '../../src/services/auto-assign/scheduled.js';

let t: TestApp;
let call: ReturnType<typeof as>;
beforeAll(async () => {
  t = await createTestApp();
  call = as(t);
});
afterAll(async () => {
  await t?.close();
});

interface Org {
  orgId: string;
  admin: Persona;
  qa: Persona;
  reviewers: Persona[];
}

/** A fresh organisation per test: an admin, one QA and `reviewers` reviewers named R1, R2, ... */
async function organisation(reviewers: number): Promise<Org> {
  const orgId = await insertOrganisation(t, 'Auto Agency');
  const admin = await persona(t, 'aa-admin', orgId, 'admin');
  const qa = await persona(t, 'aa-qa', orgId, 'qa');
  const list: Persona[] = [];
  for (let i = 1; i <= reviewers; i++) {
    const r = await persona(t, `aa-rev${i}`, orgId, 'reviewer');
    await t.runtime.database.db
      .update(schema.users)
      .set({ first_name: `R${i}`, last_name: 'Reviewer' })
      .where(eq(schema.users.id, r.id));
    list.push(r);
  }
  return { orgId, admin, qa, reviewers: list };
}

async function trigger(admin: Persona, type?: string): Promise<AutoAssignResponse> {
  const res = await call(admin, 'GET', `/admin/trigger-auto-assign${type ? `?type=${type}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AutoAssignResponse;
}

const day = (offset: number) => leaveToday(new Date(Date.now() + offset * 86_400_000));

describe('auto-assign', () => {
  it('balances open work over the available reviewers, skipping one on leave, and assigns nothing new the second time', async () => {
    const o = await organisation(3);
    const [r1, r2, r3] = o.reviewers as [Persona, Persona, Persona];
    // R1 already has two open workflows; R3 is on approved leave today.
    await seedWorkflow(t, o.admin, o.orgId, { status: 'First_Review', assignees: [r1.id] });
    await seedWorkflow(t, o.admin, o.orgId, { status: 'QA_Review', assignees: [r1.id, o.qa.id] });
    // Submitted work is not open work.
    await seedWorkflow(t, o.admin, o.orgId, { status: 'Publication', assignees: [r2.id] });
    const asked = await call(r3, 'POST', '/leave/apply', { leave_type: 'sick', start_date: day(0), end_date: day(0) });
    await call(o.admin, 'PUT', `/leave/${asked.json().leave.id}/approve`, {});

    const waiting: string[] = [];
    for (let i = 0; i < 4; i++) {
      waiting.push(
        await seedWorkflow(t, o.admin, o.orgId, {
          title: `Waiting ${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    // Still processing: not ready for anyone.
    await seedWorkflow(t, o.admin, o.orgId, { doc: null });

    const first = await trigger(o.admin, 'first_review');
    expect(first.type).toBe('FIRST_REVIEW');
    // Oldest first: R2 (no open work) twice; then R1 and R2 have two each and R1's name sorts first.
    expect(first.assigned.map((a) => [a.workflow_id, a.member.name, a.open_before])).toEqual([
      [waiting[0], 'R2 Reviewer', 0],
      [waiting[1], 'R2 Reviewer', 1],
      [waiting[2], 'R1 Reviewer', 2],
      [waiting[3], 'R2 Reviewer', 2],
    ]);
    expect(first.assigned.some((a) => a.member.id === r3.id)).toBe(false);
    expect(first.unassigned).toEqual([]);
    expect(first.message).toBe('4 workflows were assigned.');
    expect((await storedFile(t, waiting[0]!)).assignees).toEqual([r2.id]);
    const [event] = await eventsOf(t, waiting[0]!);
    expect([event!.action, event!.actor_id, event!.to_value, event!.detail]).toEqual([
      'assigned',
      o.admin.id,
      'R2 Reviewer',
      { user_id: r2.id, auto: true, stage: 'FIRST_REVIEW' },
    ]);
    const history = (await call(o.admin, 'GET', `/enterprise/workflow/${waiting[0]}/history`)).json();
    expect(history.items[0]).toMatchObject({ action: 'assigned', auto: true });

    const again = await trigger(o.admin);
    expect(again).toMatchObject({ type: 'ALL', assigned: [], unassigned: [] });
    expect(again.message).toBe('Nothing was waiting to be assigned.');
  });

  it('gives QA Review to QA and Final Review to admins, and says why it could not', async () => {
    const o = await organisation(1);
    const qaWaiting = await seedWorkflow(t, o.admin, o.orgId, { status: 'QA_Review', assignees: [o.reviewers[0]!.id] });
    const finalWaiting = await seedWorkflow(t, o.admin, o.orgId, { status: 'Compliance' });
    const result = await trigger(o.admin);
    expect(result.assigned.map((a) => [a.workflow_id, a.stage, a.member.id])).toEqual([
      [qaWaiting, 'QA_REVIEW', o.qa.id],
      [finalWaiting, 'FINAL_REVIEW', o.admin.id],
    ]);

    // With the only QA member away, QA Review work is left, with the reason.
    const more = await seedWorkflow(t, o.admin, o.orgId, { status: 'QA_Review' });
    const asked = await call(o.qa, 'POST', '/leave/apply', {
      leave_type: 'vacation',
      start_date: day(-1),
      end_date: day(1),
    });
    await call(o.admin, 'PUT', `/leave/${asked.json().leave.id}/approve`, {});
    const away = await trigger(o.admin, 'QA_REVIEW');
    expect(away.unassigned).toEqual([
      { workflow_id: more, title: 'Episode', stage: 'QA_REVIEW', reason: 'Every QA member is on leave today.' },
    ]);
    expect(away.message).toBe('0 workflows were assigned, 1 left unassigned.');

    const bad = await call(o.admin, 'GET', '/admin/trigger-auto-assign?type=LUNCH');
    expect(bad.statusCode).toBe(400);
  });

  it('never gives one workflow two reviewers when two admins trigger it at once', async () => {
    const o = await organisation(2);
    const second = await persona(t, 'aa-admin2', o.orgId, 'admin');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await seedWorkflow(t, o.admin, o.orgId, { title: `Race ${i}` }));
    const [a, b] = await Promise.all([trigger(o.admin, 'FIRST_REVIEW'), trigger(second, 'FIRST_REVIEW')]);
    expect(a.assigned.length + b.assigned.length).toBe(6);
    for (const id of ids) {
      const file = await storedFile(t, id);
      expect(file.assignees).toHaveLength(1);
    }
    // And the work is spread evenly.
    const counts = new Map<string, number>();
    for (const id of ids) {
      const [who] = (await storedFile(t, id)).assignees;
      counts.set(who!, (counts.get(who!) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual([3, 3]);
  });

  it('gives a tie on open work to the higher hiring score', async () => {
    const o = await organisation(2);
    const [r1, r2] = o.reviewers as [Persona, Persona];
    const done = await seedWorkflow(t, o.admin, o.orgId, { status: 'Publication' });
    const score = (userId: string, accuracy: number) => ({
      file_id: done,
      user_id: userId,
      org_id: o.orgId,
      accuracy,
      words: 100,
      substitutions: 0,
      deletions: 0,
      insertions: 0,
      speaker_errors: 0,
    });
    await t.runtime.database.db.insert(schema.hiringScores).values([score(r1.id, 0.5), score(r2.id, 0.95)]);
    const waiting = await seedWorkflow(t, o.admin, o.orgId, {});
    const result = await trigger(o.admin, 'FIRST_REVIEW');
    // Both have no open work; R2's better score wins over R1's name.
    expect(result.assigned.map((a) => [a.workflow_id, a.member.id])).toEqual([[waiting, r2.id]]);
  });

  it('runs on the schedule only for organisations that turned it on, with no actor in the history', async () => {
    const on = await organisation(1);
    const off = await organisation(1);
    expect((await call(on.admin, 'GET', '/admin/auto-assign')).json()).toEqual({ scheduled: false });
    const set = await call(on.admin, 'PUT', '/admin/auto-assign', { scheduled: true });
    expect(set.json()).toEqual({ scheduled: true });
    const onId = await seedWorkflow(t, on.admin, on.orgId, {});
    const offId = await seedWorkflow(t, off.admin, off.orgId, {});

    await scheduledAutoAssign(t.runtime.ctx);
    expect((await storedFile(t, onId)).assignees).toEqual([on.reviewers[0]!.id]);
    expect((await storedFile(t, offId)).assignees).toEqual([]);
    const [event] = await eventsOf(t, onId);
    expect([event!.actor_id, event!.detail]).toEqual([
      null,
      { user_id: on.reviewers[0]!.id, auto: true, stage: 'FIRST_REVIEW' },
    ]);
  });
});
