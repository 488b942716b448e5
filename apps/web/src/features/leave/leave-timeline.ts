import { LEAVE_TYPE_LABELS, leaveDays, leaveSpan, type LeaveItem } from '@scriptloom/contracts';

/**
 * The pure side of the "Who is away" timeline. Days are `YYYY-MM-DD` calendar days in UTC, as the
 * server counts them (docs/product.md#leave), so a member's local time zone never moves a day.
 */

/** Four weeks: whole weeks keep the weekdays in the same columns when paging. */
export const TIMELINE_LENGTH = 28;

const DAY_MS = 86_400_000;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** `day` moved by `n` calendar days (negative goes back). */
export function addDays(day: string, n: number): string {
  return new Date(utc(day).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

export interface TimelineWindow {
  /** First and last day shown, both included: what `GET /leave?from&to` is asked for. */
  from: string;
  to: string;
  /** Every day of the window, in order: one column each. */
  days: string[];
}

/** The window of `length` days starting on `start`. */
export function timelineWindow(start: string, length = TIMELINE_LENGTH): TimelineWindow {
  const days = Array.from({ length }, (_, i) => addDays(start, i));
  return { from: days[0] ?? start, to: days[days.length - 1] ?? start, days };
}

/** The window's columns that a request covers, as indexes, or null when it falls outside it. */
export function coveredRange(
  item: Pick<LeaveItem, 'start_date' | 'end_date'>,
  view: TimelineWindow,
): { first: number; last: number } | null {
  if (item.end_date < view.from || item.start_date > view.to) return null;
  const first = item.start_date > view.from ? item.start_date : view.from;
  const last = item.end_date < view.to ? item.end_date : view.to;
  return { first: leaveDays(view.from, first) - 1, last: leaveDays(view.from, last) - 1 };
}

export interface MemberLeave {
  userId: string;
  name: string;
  items: LeaveItem[];
}

/** Requests per member, members in name order (the server orders by start date, not by person). */
export function groupByMember(items: readonly LeaveItem[]): MemberLeave[] {
  const members = new Map<string, MemberLeave>();
  for (const item of items) {
    const member = members.get(item.user_id) ?? { userId: item.user_id, name: item.name, items: [] };
    member.items.push(item);
    members.set(item.user_id, member);
  }
  return [...members.values()].sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

export interface TimelineRow {
  userId: string;
  name: string;
  /** One entry per day of the window: the request that keeps the member away that day, or null. */
  cells: (LeaveItem | null)[];
}

/**
 * One row per member away on at least one day of the window. Rejected requests keep nobody away,
 * so they are left out. The server refuses overlapping live requests; should two still cover a day,
 * the approved one is shown, since it is the one that keeps the member from being assigned work.
 */
export function timelineRows(items: readonly LeaveItem[], view: TimelineWindow): TimelineRow[] {
  const rows: TimelineRow[] = [];
  for (const member of groupByMember(items.filter((item) => item.status !== 'rejected'))) {
    const cells: (LeaveItem | null)[] = view.days.map(() => null);
    for (const item of member.items) {
      const range = coveredRange(item, view);
      if (!range) continue;
      for (let i = range.first; i <= range.last; i++) {
        if (cells[i]?.status !== 'approved') cells[i] = item;
      }
    }
    if (cells.some(Boolean)) rows.push({ userId: member.userId, name: member.name, cells });
  }
  return rows;
}

export interface TimelineSegment {
  /** The request drawn over these days, or null for one free day. */
  item: LeaveItem | null;
  /** Index of its first day in the window, and how many days it spans there. */
  start: number;
  length: number;
}

/**
 * A row as cells to draw: each request's run of days as one bar (so a screen reader hears it once,
 * not once per day), and every free day on its own so weekends can still be shaded.
 */
export function timelineSegments(cells: readonly (LeaveItem | null)[]): TimelineSegment[] {
  const segments: TimelineSegment[] = [];
  cells.forEach((item, index) => {
    const last = segments[segments.length - 1];
    if (item && last?.item === item && last.start + last.length === index) last.length += 1;
    else segments.push({ item, start: index, length: 1 });
  });
  return segments;
}

/** What a bar says to someone who cannot see it: "Remy Reader: Vacation, approved, 3 Mar 2027 to 5 Mar 2027". */
export function leaveBarLabel(item: LeaveItem): string {
  return `${item.name}: ${LEAVE_TYPE_LABELS[item.leave_type]}, ${item.status}, ${leaveSpan(item.start_date, item.end_date)}`;
}

/** Saturday or Sunday: shaded in the timeline, since most leave is counted around them. */
export function isWeekend(day: string): boolean {
  const weekday = utc(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** A column's heading: short weekday and day of the month, with the full date for its title. */
export function dayHeading(day: string): { weekday: string; date: number; full: string } {
  const date = utc(day);
  return {
    weekday: date.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' }),
    date: date.getUTCDate(),
    full: date.toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
}

/** The month headings above the day columns: "Mar 2027" over its days, then the next month. */
export function monthSpans(days: readonly string[]): { label: string; length: number }[] {
  const spans: { key: string; label: string; length: number }[] = [];
  for (const day of days) {
    const key = day.slice(0, 7);
    const last = spans[spans.length - 1];
    if (last?.key === key) last.length += 1;
    else {
      const label = utc(day).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
      spans.push({ key, label, length: 1 });
    }
  }
  return spans.map(({ label, length }) => ({ label, length }));
}
