import type { HiringRecalculateResponse } from '@scriptloom/contracts';

/**
 * One notice for a recalculation: the server's count, then what was skipped and why (each reason
 * once, since many workflows tend to be skipped for the same one).
 */
export function recalculateSummary(answer: Pick<HiringRecalculateResponse, 'message' | 'skipped'>): string {
  if (answer.skipped.length === 0) return answer.message;
  const reasons = [...new Set(answer.skipped.map((item) => item.reason))];
  const count = answer.skipped.length;
  return `${answer.message} ${count} ${count === 1 ? 'workflow was' : 'workflows were'} skipped: ${reasons.join(' ')}`;
}
