import { describe, expect, it } from 'vitest';
import type { LeaveItem } from '@scriptloom/contracts';
import { leaveAbilities, listArgsFor, rowActions } from '../../src/features/leave/leave-actions';
import {
  checkLeaveDraft,
  draftDays,
  EMPTY_LEAVE_DRAFT,
  formatLeaveDate,
  parseLeaveDate,
  withStartDate,
} from '../../src/features/leave/leave-form';
import {
  addDays,
  coveredRange,
  dayHeading,
  groupByMember,
  isWeekend,
  leaveBarLabel,
  monthSpans,
  TIMELINE_LENGTH,
  timelineRows,
  timelineSegments,
  timelineWindow,
} from '../../src/features/leave/leave-timeline';

let nextId = 0;
function leave(patch: Partial<LeaveItem>): LeaveItem {
  nextId += 1;
  return {
    id: `leave-${nextId}`,
    user_id: 'remy',
    name: 'Remy Reader',
    leave_type: 'vacation',
    status: 'approved',
    start_date: '2027-03-03',
    end_date: '2027-03-05',
    days: 3,
    reason: null,
    decided_by: null,
    decision_note: null,
    decided_at: null,
    created_at: '2027-02-01T10:00:00.000Z',
    ...patch,
  };
}

// 1 to 28 March 2027: four whole weeks, Monday to Sunday.
const march = timelineWindow('2027-03-01');

describe('leave timeline window', () => {
  it('counts whole UTC days, across months and leap days', () => {
    expect(addDays('2027-03-01', 1)).toBe('2027-03-02');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    // The day the clocks change in Europe is still one day.
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
  });

  it('spans four weeks from its first day, both ends included', () => {
    expect(TIMELINE_LENGTH).toBe(28);
    expect(march.from).toBe('2027-03-01');
    expect(march.to).toBe('2027-03-28');
    expect(march.days).toHaveLength(28);
    expect(march.days[27]).toBe('2027-03-28');
    expect(timelineWindow(addDays(march.from, TIMELINE_LENGTH)).from).toBe('2027-03-29');
  });

  it('names the months over the columns and shades weekends', () => {
    expect(monthSpans(timelineWindow('2027-03-20').days)).toEqual([
      { label: 'Mar 2027', length: 12 },
      { label: 'Apr 2027', length: 16 },
    ]);
    expect(isWeekend('2027-03-06')).toBe(true);
    expect(isWeekend('2027-03-07')).toBe(true);
    expect(isWeekend('2027-03-08')).toBe(false);
    const heading = dayHeading('2027-03-03');
    expect(heading).toMatchObject({ weekday: 'Wed', date: 3 });
    // Whether a comma follows the weekday depends on the ICU data of the runtime.
    expect(heading.full).toMatch(/^Wednesday,? 3 March 2027$/);
  });
});

describe('which days of the window a request covers', () => {
  it('covers a request inside the window from its first to its last day', () => {
    expect(coveredRange(leave({ start_date: '2027-03-03', end_date: '2027-03-05' }), march)).toEqual({
      first: 2,
      last: 4,
    });
  });

  it("keeps a request that ends on the window's first day, on that day only", () => {
    expect(coveredRange(leave({ start_date: '2027-02-20', end_date: '2027-03-01' }), march)).toEqual({
      first: 0,
      last: 0,
    });
    expect(coveredRange(leave({ start_date: '2027-02-20', end_date: '2027-02-28' }), march)).toBeNull();
  });

  it("keeps a request that starts on the window's last day, on that day only", () => {
    expect(coveredRange(leave({ start_date: '2027-03-28', end_date: '2027-04-10' }), march)).toEqual({
      first: 27,
      last: 27,
    });
    expect(coveredRange(leave({ start_date: '2027-03-29', end_date: '2027-04-10' }), march)).toBeNull();
  });

  it('fills every column for a request spanning the whole window and more', () => {
    expect(coveredRange(leave({ start_date: '2027-02-01', end_date: '2027-04-30' }), march)).toEqual({
      first: 0,
      last: 27,
    });
    expect(coveredRange(leave({ start_date: '2027-03-01', end_date: '2027-03-28' }), march)).toEqual({
      first: 0,
      last: 27,
    });
  });

  it('covers a single day', () => {
    expect(coveredRange(leave({ start_date: '2027-03-10', end_date: '2027-03-10' }), march)).toEqual({
      first: 9,
      last: 9,
    });
  });
});

describe('timeline rows', () => {
  it('groups requests by member, members in name order', () => {
    const items = [
      leave({ user_id: 'zed', name: 'Zoe Zed' }),
      leave({ user_id: 'ada', name: 'Ada Admin', start_date: '2027-03-10', end_date: '2027-03-10' }),
      leave({ user_id: 'zed', name: 'Zoe Zed', start_date: '2027-03-20', end_date: '2027-03-21' }),
    ];
    const groups = groupByMember(items);
    expect(groups.map((g) => [g.userId, g.items.length])).toEqual([
      ['ada', 1],
      ['zed', 2],
    ]);
  });

  it('draws pending and approved leave, leaves rejected out, and drops members away on no day shown', () => {
    const approved = leave({ user_id: 'remy', status: 'approved', start_date: '2027-03-03', end_date: '2027-03-05' });
    const pending = leave({ user_id: 'remy', status: 'pending', start_date: '2027-03-27', end_date: '2027-04-02' });
    const rejected = leave({ user_id: 'quinn', name: 'Quinn QA', status: 'rejected' });
    const later = leave({ user_id: 'ada', name: 'Ada Admin', start_date: '2027-05-01', end_date: '2027-05-02' });
    const rows = timelineRows([approved, pending, rejected, later], march);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.name).toBe('Remy Reader');
    expect(row?.cells).toHaveLength(28);
    expect(row?.cells.map((cell, i) => (cell ? i : null)).filter((i) => i !== null)).toEqual([2, 3, 4, 26, 27]);
    expect(row?.cells[2]).toBe(approved);
    expect(row?.cells[27]).toBe(pending);
  });

  it('shows the approved request where two would cover the same day', () => {
    const pending = leave({ status: 'pending', start_date: '2027-03-01', end_date: '2027-03-04' });
    const approved = leave({ status: 'approved', start_date: '2027-03-03', end_date: '2027-03-03' });
    const cells = timelineRows([approved, pending], march)[0]?.cells ?? [];
    expect(cells.slice(0, 5)).toEqual([pending, pending, approved, pending, null]);
  });

  it('cuts a row into one bar per request and one cell per free day', () => {
    const a = leave({ start_date: '2027-03-02', end_date: '2027-03-03' });
    const b = leave({ status: 'pending', start_date: '2027-03-04', end_date: '2027-03-04' });
    expect(timelineSegments([null, a, a, b, null])).toEqual([
      { item: null, start: 0, length: 1 },
      { item: a, start: 1, length: 2 },
      { item: b, start: 3, length: 1 },
      { item: null, start: 4, length: 1 },
    ]);
    const whole = leave({ start_date: '2027-02-01', end_date: '2027-04-30' });
    const segments = timelineSegments(timelineRows([whole], march)[0]?.cells ?? []);
    expect(segments).toEqual([{ item: whole, start: 0, length: 28 }]);
  });

  it('says in words what a bar shows', () => {
    expect(leaveBarLabel(leave({}))).toBe('Remy Reader: Vacation, approved, 3 Mar 2027 to 5 Mar 2027');
    expect(
      leaveBarLabel(leave({ leave_type: 'sick', status: 'pending', start_date: '2027-03-09', end_date: '2027-03-09' })),
    ).toBe('Remy Reader: Sick leave, pending, 9 Mar 2027');
  });
});

describe('ask for leave form', () => {
  it('sends a complete request, the reason trimmed and left out when blank', () => {
    const draft = { leave_type: 'sick' as const, start_date: '2027-03-03', end_date: '2027-03-05', reason: '  flu ' };
    expect(checkLeaveDraft(draft)).toEqual({ ok: true, request: { ...draft, reason: 'flu' } });
    const blank = checkLeaveDraft({ ...draft, reason: '   ' });
    expect(blank.ok && blank.request).not.toHaveProperty('reason');
  });

  it('asks for missing dates and uses the contract for the rest', () => {
    expect(checkLeaveDraft(EMPTY_LEAVE_DRAFT)).toEqual({
      ok: false,
      errors: { start_date: 'Choose the first day of your leave.', end_date: 'Choose the last day of your leave.' },
    });
    expect(checkLeaveDraft({ ...EMPTY_LEAVE_DRAFT, start_date: '2027-03-05', end_date: '2027-03-03' })).toMatchObject({
      ok: false,
      errors: { end_date: 'The leave cannot end before it starts.' },
    });
    expect(checkLeaveDraft({ ...EMPTY_LEAVE_DRAFT, start_date: '2027-01-01', end_date: '2028-12-31' })).toMatchObject({
      ok: false,
      errors: { end_date: expect.stringContaining('at most 366 days') },
    });
    expect(
      checkLeaveDraft({
        ...EMPTY_LEAVE_DRAFT,
        start_date: '2027-03-03',
        end_date: '2027-03-03',
        reason: 'x'.repeat(501),
      }),
    ).toMatchObject({ ok: false, errors: { reason: expect.stringContaining('500') } });
  });

  it('counts the chosen days once both dates are set and in order', () => {
    expect(draftDays({ start_date: '2027-03-03', end_date: '2027-03-05' })).toBe(3);
    expect(draftDays({ start_date: '2027-03-03', end_date: '2027-03-03' })).toBe(1);
    expect(draftDays({ start_date: '2027-03-03', end_date: '' })).toBeNull();
    expect(draftDays({ start_date: '2027-03-05', end_date: '2027-03-03' })).toBeNull();
  });

  it('moves an empty or earlier last day along with a new first day', () => {
    expect(withStartDate(EMPTY_LEAVE_DRAFT, '2027-03-03').end_date).toBe('2027-03-03');
    const set = { ...EMPTY_LEAVE_DRAFT, start_date: '2027-03-01', end_date: '2027-03-10' };
    expect(withStartDate(set, '2027-03-05').end_date).toBe('2027-03-10');
    expect(withStartDate(set, '2027-03-12').end_date).toBe('2027-03-12');
    expect(withStartDate(set, '').end_date).toBe('2027-03-10');
  });
});

describe('leave actions', () => {
  const today = '2027-03-04';
  const admin = leaveAbilities('admin');
  const reviewer = leaveAbilities('reviewer');

  it('lets admins decide and see everyone, and every member ask', () => {
    expect(admin).toEqual({ apply: true, decide: true, seesEveryone: true, removeAny: true });
    for (const role of ['qa', 'reviewer'] as const) {
      expect(leaveAbilities(role)).toEqual({ apply: true, decide: false, seesEveryone: false, removeAny: false });
    }
    expect(leaveAbilities('user').apply).toBe(false);
  });

  it('offers Approve and Reject on pending requests to admins only', () => {
    const pending = leave({ status: 'pending', user_id: 'remy' });
    expect(rowActions(pending, admin, { userId: 'ada', today })).toEqual({ decide: true, remove: 'Remove' });
    expect(rowActions(leave({ status: 'approved' }), admin, { userId: 'ada', today }).decide).toBe(false);
    expect(rowActions(pending, reviewer, { userId: 'remy', today })).toEqual({ decide: false, remove: 'Withdraw' });
  });

  it('lets the owner withdraw, but not approved leave that has begun', () => {
    const me = { userId: 'remy', today };
    expect(rowActions(leave({ status: 'approved', start_date: '2027-03-05' }), reviewer, me).remove).toBe('Withdraw');
    expect(rowActions(leave({ status: 'approved', start_date: '2027-03-04' }), reviewer, me).remove).toBeNull();
    expect(
      rowActions(leave({ status: 'approved', start_date: '2027-03-01' }), admin, { userId: 'ada', today }).remove,
    ).toBe('Remove');
    expect(rowActions(leave({ status: 'rejected', start_date: '2027-03-01' }), reviewer, me).remove).toBe('Remove');
  });

  it('sends no status for "All"', () => {
    expect(listArgsFor('all')).toEqual({});
    expect(listArgsFor('pending')).toEqual({ status: 'pending' });
  });
});

describe('leave dates as the pages write them', () => {
  it('reads a day typed as the pages show it, or day first, or as YYYY-MM-DD', () => {
    for (const typed of [
      '27 Nov 2026',
      '27 nov 2026',
      '27 November 2026',
      'Fri, 27 Nov 2026',
      '27/11/2026',
      '27.11.2026',
      '2026-11-27',
      ' 27  Nov,  2026 ',
    ])
      expect(parseLeaveDate(typed), typed).toBe('2026-11-27');
    expect(parseLeaveDate('3 Sept 2027')).toBe('2027-09-03');
  });

  it('refuses what is not a day', () => {
    for (const typed of ['', '11/27/2026', '31 Feb 2027', '27 No 2026', '27 Novx 2026', 'tomorrow', '2026-13-01'])
      expect(parseLeaveDate(typed), typed).toBeNull();
  });

  it('writes a day as the lists do', () => {
    expect(formatLeaveDate('2026-11-27')).toBe('27 Nov 2026');
  });

  it('says how to write a date it could not read, rather than asking for YYYY-MM-DD', () => {
    const checked = checkLeaveDraft({ ...EMPTY_LEAVE_DRAFT, start_date: '11/27/2026', end_date: '2026-11-28' });
    expect(checked).toMatchObject({ ok: false, errors: { start_date: 'Enter a date such as 27 Nov 2026.' } });
  });

  it('leaves the last day alone while the first is not a day yet', () => {
    const set = { ...EMPTY_LEAVE_DRAFT, start_date: '2027-03-01', end_date: '2027-03-10' };
    expect(withStartDate(set, '27 No').end_date).toBe('2027-03-10');
  });
});
