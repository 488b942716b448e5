import { leaveDays, type LeaveItem } from '@scriptloom/contracts';
import type { LeaveView } from '@scriptloom/db';

export function toLeaveItem(row: LeaveView): LeaveItem {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.member_name,
    leave_type: row.leave_type,
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    days: leaveDays(row.start_date, row.end_date),
    reason: row.reason,
    decided_by: row.decided_by_name,
    decision_note: row.decision_note,
    decided_at: row.decided_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
