import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leaveToday, type LeaveItem } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import type { TestApp } from '../support/test-app.js';
import { persona, type Persona, type Personas } from '../support/enterprise.js';
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

/** A calendar day `offset` days from today (UTC), as the leave routes take it. */
const day = (offset: number) => leaveToday(new Date(Date.now() + offset * 86_400_000));

const apply = (who: Persona, start: string, end: string, leave_type = 'vacation') =>
  call(who, 'POST', '/leave/apply', { leave_type, start_date: start, end_date: end });

async function approved(who: Persona, start: string, end: string): Promise<LeaveItem> {
  const asked = await apply(who, start, end);
  expect(asked.statusCode, asked.body).toBe(201);
  const id = (asked.json().leave as LeaveItem).id;
  const ok = await call(p.admin, 'PUT', `/leave/${id}/approve`, {});
  expect(ok.statusCode, ok.body).toBe(200);
  return ok.json().leave as LeaveItem;
}

describe('asking for leave', () => {
  it('records a pending request of the member, which they and the admins see, and nobody else', async () => {
    const res = await apply(p.reviewer, '2030-03-03', '2030-03-05');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: 'Your leave request was sent to your admins.',
      leave: {
        user_id: p.reviewer.id,
        name: 'Remy Reader',
        leave_type: 'vacation',
        status: 'pending',
        start_date: '2030-03-03',
        end_date: '2030-03-05',
        days: 3,
        decided_by: null,
      },
    });
    const id = res.json().leave.id as string;
    const mine = (await call(p.reviewer, 'GET', '/leave')).json().items as LeaveItem[];
    expect(mine.map((l) => l.id)).toContain(id);
    const admins = (await call(p.admin, 'GET', '/leave?status=pending&from=2030-03-05&to=2030-03-09')).json()
      .items as LeaveItem[];
    expect(admins.map((l) => l.id)).toContain(id);
    // QA sees only their own; another organisation nothing of ours.
    expect(((await call(p.qa, 'GET', '/leave')).json().items as LeaveItem[]).map((l) => l.id)).not.toContain(id);
    expect((await call(p.outsider, 'PUT', `/leave/${id}/approve`, {})).statusCode).toBe(404);
    expect((await call(p.qa, 'DELETE', `/leave/${id}`)).statusCode).toBe(404);
    // Days outside the range leave it out.
    const before = (await call(p.admin, 'GET', '/leave?to=2030-03-02')).json().items as LeaveItem[];
    expect(before.map((l) => l.id)).not.toContain(id);
  });

  it('refuses dates that end before they start, do not exist, the database cannot store, or overlap a live request', async () => {
    const backwards = await apply(p.qa, '2030-06-10', '2030-06-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toContain('The leave cannot end before it starts.');
    const noSuchDay = await apply(p.qa, '2030-04-31', '2030-05-02');
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().error).toContain('This date does not exist.');
    const tooLong = await apply(p.qa, '2030-01-01', '2031-06-01');
    expect(tooLong.statusCode).toBe(400);
    // Year 0000 is a day to JavaScript but not to the database: refused as input, never a 500.
    const yearZero = await apply(p.qa, '0000-03-03', '0000-03-05');
    expect(yearZero.statusCode, yearZero.body).toBe(400);
    expect(yearZero.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'start_date: Give a date in the years 1900 to 9999.',
      fields: [
        { field: 'start_date', message: 'Give a date in the years 1900 to 9999.' },
        { field: 'end_date', message: 'Give a date in the years 1900 to 9999.' },
      ],
    });
    const listed = await call(p.admin, 'GET', '/leave?from=0000-01-01');
    expect(listed.statusCode, listed.body).toBe(400);
    expect(listed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'from', message: 'Give a date in the years 1900 to 9999.' }],
    });

    expect((await apply(p.qa, '2030-06-10', '2030-06-14', 'sick')).statusCode).toBe(201);
    // Touching the last day overlaps; the day after does not.
    const overlap = await apply(p.qa, '2030-06-14', '2030-06-20');
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error).toBe(
      'These dates overlap your pending request (Sick leave, 10 Jun 2030 to 14 Jun 2030).',
    );
    expect((await apply(p.qa, '2030-06-15', '2030-06-16')).statusCode).toBe(201);
  });

  it('checks two requests sent at once one after the other: only one of overlapping days is kept', async () => {
    const member = await persona(t, 'twice', p.orgId, 'reviewer');
    const answers = await Promise.all([
      apply(member, '2030-09-01', '2030-09-05'),
      apply(member, '2030-09-03', '2030-09-08'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.runtime.database.db
      .select()
      .from(schema.leaveRequests)
      .where(eq(schema.leaveRequests.user_id, member.id));
    expect(rows).toHaveLength(1);
  });
});

describe('deciding', () => {
  it('approves once, mails the member with the note, and a rejected request blocks nothing', async () => {
    const asked = await apply(p.reviewer, '2030-11-02', '2030-11-03');
    const id = asked.json().leave.id as string;
    const ok = await call(p.admin, 'PUT', `/leave/${id}/approve`, { note: 'Enjoy the break.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      success: 'The leave was approved.',
      leave: { status: 'approved', decision_note: 'Enjoy the break.' },
    });
    expect(ok.json().leave.decided_by).toBeTruthy();
    const again = await call(p.admin, 'PUT', `/leave/${id}/reject`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This request was already approved.');
    const mail = await t.waitForMail(p.reviewer.email, (m) => m.subject.includes('leave request was approved'));
    expect(mail.text).toContain('2 Nov 2030 to 3 Nov 2030');
    expect(mail.text).toContain('Their note: Enjoy the break.');

    const other = (await apply(p.reviewer, '2030-12-01', '2030-12-02')).json().leave.id as string;
    const no = await call(p.admin, 'PUT', `/leave/${other}/reject`);
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().leave.status).toBe('rejected');
    expect((await apply(p.reviewer, '2030-12-01', '2030-12-02')).statusCode).toBe(201);
  });
});

describe('withdrawing', () => {
  it('lets members take back their own requests until approved leave begins; admins remove any', async () => {
    const member = await persona(t, 'withdrawer', p.orgId, 'qa');
    const pending = (await apply(member, day(10), day(12))).json().leave.id as string;
    const removed = await call(member, 'DELETE', `/leave/${pending}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().success).toBe('The leave request was removed.');

    const running = await approved(member, day(-1), day(1));
    const refused = await call(member, 'DELETE', `/leave/${running.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This leave was approved and has started; ask an admin to remove it.');
    expect((await call(p.admin, 'DELETE', `/leave/${running.id}`)).statusCode).toBe(200);
    expect((await call(member, 'DELETE', `/leave/${running.id}`)).statusCode).toBe(404);
  });
});

describe('assignment and leave', () => {
  it('treats both end days as leave: the day before and after, the member can be assigned', async () => {
    const cases: { offsets: [number, number]; away: boolean }[] = [
      { offsets: [-3, -1], away: false }, // ended yesterday
      { offsets: [0, 2], away: true }, // starts today
      { offsets: [-2, 0], away: true }, // ends today
      { offsets: [1, 3], away: false }, // starts tomorrow
    ];
    for (const { offsets, away } of cases) {
      const member = await persona(t, 'boundary', p.orgId, 'reviewer');
      await approved(member, day(offsets[0]), day(offsets[1]));
      const id = await seedWorkflow(t, p.admin, p.orgId, {});
      const res = await call(p.admin, 'POST', `/enterprise/workflow/${id}/assignee`, { user_id: member.id });
      expect(res.statusCode, `${offsets.join('..')}: ${res.body}`).toBe(away ? 409 : 200);
      const listed = (await call(p.admin, 'GET', '/enterprise/get_company_members/accepted')).json().items as {
        id: string;
        on_leave_until: string | null;
      }[];
      expect(listed.find((m) => m.id === member.id)?.on_leave_until).toBe(away ? day(offsets[1]) : null);
      if (away) expect(res.json().error).toMatch(/^.+ is on leave until \d{1,2} \w{3} \d{4}\.$/);
      const bulk = await call(p.admin, 'POST', '/enterprise/workflow/assign_member', {
        workflow_ids: [await seedWorkflow(t, p.admin, p.orgId, {})],
        assignee: member.id,
      });
      expect(bulk.statusCode).toBe(away ? 409 : 200);
    }
  });

  it('does not count pending or rejected leave', async () => {
    const member = await persona(t, 'pending', p.orgId, 'reviewer');
    expect((await apply(member, day(0), day(1))).statusCode).toBe(201);
    const id = await seedWorkflow(t, p.admin, p.orgId, {});
    expect(
      (await call(p.admin, 'POST', `/enterprise/workflow/${id}/assignee`, { user_id: member.id })).statusCode,
    ).toBe(200);
  });
});
