import { ErrorCode, type Decision } from '@scriptloom/contracts';
import { AppError, conflict, forbidden } from './app-error.js';

/**
 * A refusal of the policy (packages/contracts policy.ts) as the error a person gets: 403 for the
 * role, 409 for the review status. `notFound` is the caller's own "no such thing" (a file, a
 * workflow), since an id the caller may not know of must answer exactly as one that does not exist.
 */
export function refusalError(decision: Extract<Decision, { allowed: false }>, notFound: () => AppError): AppError {
  switch (decision.answer) {
    case 'not_found':
      return notFound();
    case 'forbidden':
      return forbidden(decision.message);
    case 'closed':
      return conflict(decision.message, ErrorCode.conflict);
  }
}
