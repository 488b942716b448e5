import {
  ApplyLeaveRequest,
  LEAVE_TYPE_LABELS,
  LEAVE_TYPES,
  LeaveDate,
  leaveDays,
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
  const end_date = start_date && (!draft.end_date || draft.end_date < start_date) ? start_date : draft.end_date;
  return { ...draft, start_date, end_date };
}
