import { z } from 'zod';
import { SafeText } from './text.js';

/**
 * Leave requests of an organisation's members (docs/product.md#leave). Days are calendar days in
 * UTC, both ends included: leave from 3 to 5 March keeps the member away on the 3rd, 4th and 5th.
 */

export const LEAVE_TYPES = ['vacation', 'sick', 'personal', 'other'] as const;
export const LeaveType = z.enum(LEAVE_TYPES);
export type LeaveType = z.infer<typeof LeaveType>;
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  vacation: 'Vacation',
  sick: 'Sick leave',
  personal: 'Personal',
  other: 'Other',
};

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const LeaveStatus = z.enum(LEAVE_STATUSES);
export type LeaveStatus = z.infer<typeof LeaveStatus>;
export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The longest one request may be; a longer absence is several requests. */
export const LEAVE_MAX_DAYS = 366;
export const LEAVE_REASON_MAX = 500;
export const LEAVE_NOTE_MAX = 500;

/**
 * Years a leave day may fall in. JavaScript takes year 0000 (1 BC) but PostgreSQL's dates have
 * no year 0, so 0000-01-01 passed the format check and failed in the database as a 500; no leave
 * is taken that long ago anyway.
 */
export const LEAVE_YEARS = { first: 1900, last: 9999 } as const;

/** A calendar day, `YYYY-MM-DD`, that exists (no 31 April), in LEAVE_YEARS. */
export const LeaveDate = z
  .string()
  // Each check stops the next: a day that is not one has no year to check.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the date as YYYY-MM-DD.', abort: true })
  .refine(
    (day) => {
      const parsed = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
    },
    { error: 'This date does not exist.', abort: true },
  )
  .refine(
    (day) => Number(day.slice(0, 4)) >= LEAVE_YEARS.first,
    `Give a date in the years ${LEAVE_YEARS.first} to ${LEAVE_YEARS.last}.`,
  );

/** Whole days from `start` to `end`, both included (1 for a single day). */
export function leaveDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Today as a leave day (UTC). */
export const leaveToday = (now = new Date()) => now.toISOString().slice(0, 10);

const day = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** "3 Mar 2027" or "3 Mar 2027 to 5 Mar 2027". */
export const leaveSpan = (start: string, end: string) => (start === end ? day(start) : `${day(start)} to ${day(end)}`);

/** What the leave routes say (docs/product.md#leave). */
export const LeaveMessages = {
  applied: 'Your leave request was sent to your admins.',
  approved: 'The leave was approved.',
  rejected: 'The leave was rejected.',
  withdrawn: 'The leave request was removed.',
  endsBeforeStart: 'The leave cannot end before it starts.',
  tooLong: `One request can cover at most ${LEAVE_MAX_DAYS} days; ask for a longer absence in parts.`,
  overlaps: (type: LeaveType, start: string, end: string, status: LeaveStatus) =>
    `These dates overlap your ${status} request (${LEAVE_TYPE_LABELS[type]}, ${leaveSpan(start, end)}).`,
  notFound: 'Leave request not found.',
  alreadyDecided: (status: LeaveStatus) => `This request was already ${status}.`,
  startedApproved: 'This leave was approved and has started; ask an admin to remove it.',
  onLeave: (name: string, end: string) => `${name} is on leave until ${leaveSpan(end, end)}.`,
} as const;

/** `POST /leave/apply`: a member asks for leave for themselves. */
export const ApplyLeaveRequest = z
  .object({
    leave_type: LeaveType,
    start_date: LeaveDate,
    end_date: LeaveDate,
    reason: SafeText(LEAVE_REASON_MAX, `A reason can have at most ${LEAVE_REASON_MAX} characters.`).trim().optional(),
  })
  .superRefine((req, c) => {
    if (req.end_date < req.start_date) {
      c.addIssue({ code: 'custom', path: ['end_date'], message: LeaveMessages.endsBeforeStart });
    } else if (leaveDays(req.start_date, req.end_date) > LEAVE_MAX_DAYS) {
      c.addIssue({ code: 'custom', path: ['end_date'], message: LeaveMessages.tooLong });
    }
  });
export type ApplyLeaveRequest = z.input<typeof ApplyLeaveRequest>;

/** `PUT /leave/{id}/approve` and `/reject`: an optional note for the member; the body may be left out. */
export const LeaveDecisionRequest = z
  .object({
    note: SafeText(LEAVE_NOTE_MAX, `A note can have at most ${LEAVE_NOTE_MAX} characters.`).trim().optional(),
  })
  .nullish();
export type LeaveDecisionRequest = z.input<typeof LeaveDecisionRequest>;

/** `GET /leave?status&from&to`: requests overlapping [from, to], of one status or all. */
export const LeaveListQuery = z.object({
  status: LeaveStatus.optional(),
  from: LeaveDate.optional(),
  to: LeaveDate.optional(),
});
export type LeaveListQuery = z.input<typeof LeaveListQuery>;

export const LeaveItem = z.object({
  id: z.string(),
  user_id: z.string(),
  /** The member's name, or their email when they gave none. */
  name: z.string(),
  leave_type: LeaveType,
  status: LeaveStatus,
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
  reason: z.string().nullable(),
  /** Who approved or rejected it, and their note. */
  decided_by: z.string().nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type LeaveItem = z.infer<typeof LeaveItem>;

export const LeaveListResponse = z.object({ items: z.array(LeaveItem) });
export type LeaveListResponse = z.infer<typeof LeaveListResponse>;

export const LeaveChangeResponse = z.object({ success: z.string(), leave: LeaveItem });
export type LeaveChangeResponse = z.infer<typeof LeaveChangeResponse>;
