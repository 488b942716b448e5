import {
  ApplyLeaveRequest,
  LEAVE_TYPE_LABELS,
  LEAVE_TYPES,
  LeaveDate,
  leaveDays,
  leaveSpan,
  type LeaveType,
} from '@scriptloom/contracts';
import { issuesToFieldErrors, type FieldErrors } from '../../components/use-field-errors';

/** The "Ask for leave" form as typed: a date input gives '' until a whole date is chosen. */
export interface LeaveDraft {
  leave_type: LeaveType;
  start_date: string;
  end_date: string;
  reason: string;
}

export type LeaveField = keyof LeaveDraft;
export const LEAVE_FIELDS: readonly LeaveField[] = ['leave_type', 'start_date', 'end_date', 'reason'];

export const EMPTY_LEAVE_DRAFT: LeaveDraft = { leave_type: 'vacation', start_date: '', end_date: '', reason: '' };

export const LEAVE_TYPE_OPTIONS = LEAVE_TYPES.map((value) => ({ value, label: LEAVE_TYPE_LABELS[value] }));

/**
 * The request to send, or the messages to show under the fields. The contract decides (dates that
 * exist, an end not before the start, at most a year, the reason's length); only an empty date gets
 * a message of its own, since "Give the date as YYYY-MM-DD" means nothing next to a date picker.
 */
export function checkLeaveDraft(
  draft: LeaveDraft,
): { ok: true; request: ApplyLeaveRequest } | { ok: false; errors: FieldErrors<LeaveField> } {
  const reason = draft.reason.trim();
  const parsed = ApplyLeaveRequest.safeParse({
    leave_type: draft.leave_type,
    start_date: draft.start_date,
    end_date: draft.end_date,
    ...(reason && { reason }),
  });
  const errors: FieldErrors<LeaveField> = parsed.success ? {} : issuesToFieldErrors<LeaveField>(parsed.error.issues);
  for (const field of ['start_date', 'end_date'] as const) {
    // Text the date field could not read as a day (it passes it on as typed).
    if (draft[field] && !LeaveDate.safeParse(draft[field]).success) errors[field] = UNREADABLE_DATE;
  }
  if (!draft.start_date) errors.start_date = 'Choose the first day of your leave.';
  if (!draft.end_date) errors.end_date = 'Choose the last day of your leave.';
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  return { ok: false, errors };
}

/** Days the chosen dates cover (both ends included), or null until both are dates in order. */
export function draftDays(draft: Pick<LeaveDraft, 'start_date' | 'end_date'>): number | null {
  if (!LeaveDate.safeParse(draft.start_date).success || !LeaveDate.safeParse(draft.end_date).success) return null;
  if (draft.end_date < draft.start_date) return null;
  return leaveDays(draft.start_date, draft.end_date);
}

/**
 * A new first day drags an empty or earlier last day along with it: most leave is a few days, and a
 * last day before the first would only earn an error.
 */
export function withStartDate(draft: LeaveDraft, start_date: string): LeaveDraft {
  const known = (day: string) => LeaveDate.safeParse(day).success;
  const end_date =
    known(start_date) && (!known(draft.end_date) || draft.end_date < start_date) ? start_date : draft.end_date;
  return { ...draft, start_date, end_date };
}

/** What the leave pages call a day everywhere ("27 Nov 2026"), so a date field shows what the lists show. */
export const formatLeaveDate = (day: string) => leaveSpan(day, day);

export const UNREADABLE_DATE = 'Enter a date such as 27 Nov 2026.';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month's number (1-12) from its name in full or cut short to three letters or more ("sept"). */
const monthNumber = (word: string) => MONTHS.findIndex((name) => word.length >= 3 && name.startsWith(word)) + 1;

/**
 * A typed day as `YYYY-MM-DD`, or null. Read day first, as the pages show dates: "27 Nov 2026"
 * (any case, the month's name in full or cut short, a weekday or commas around it are fine),
 * "27/11/2026", "27.11.2026", and the ISO form `2026-11-27`. A day that does not exist is null.
 */
export function parseLeaveDate(text: string): string | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+,?\s+(?=\d)/, '')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ');
  let parts: [number, number, number] | null = null;
  let match: RegExpMatchArray | null;
  if ((match = t.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/))) parts = [+match[1]!, +match[2]!, +match[3]!];
  else if ((match = t.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/))) parts = [+match[3]!, +match[2]!, +match[1]!];
  else if ((match = t.match(/^(\d{1,2}) ([a-z]+)\.? (\d{4})$/))) {
    const month = monthNumber(match[2]!);
    if (month > 0) parts = [+match[3]!, month, +match[1]!];
  }
  if (!parts) return null;
  const [y, m, d] = parts;
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
