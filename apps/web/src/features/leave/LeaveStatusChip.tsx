import Chip, { type ChipProps } from '@mui/material/Chip';
import { LEAVE_STATUS_LABELS, type LeaveStatus } from '@scriptloom/contracts';

/** Pending still needs an admin, so it is outlined in amber; approved is solid green; rejected is grey. */
const LOOK: Record<LeaveStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  pending: { color: 'warning', variant: 'outlined' },
  approved: { color: 'success', variant: 'filled' },
  rejected: { color: 'default', variant: 'filled' },
};

/** A request's status as a coloured chip; the word is always there, so colour is never the only cue. */
export function LeaveStatusChip({ status }: { status: LeaveStatus }) {
  return <Chip size="small" label={LEAVE_STATUS_LABELS[status]} data-status={status} {...LOOK[status]} />;
}
