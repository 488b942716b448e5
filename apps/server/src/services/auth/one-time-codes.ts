import type { CodePurpose } from '@scriptloom/db';
import { ErrorCode } from '@scriptloom/contracts';
import { AppError, badRequest } from '../../lib/app-error.js';
import { hmac, newNumericCode, safeEqualHex } from '../../lib/secrets.js';
import type { ServiceContext } from '../context.js';

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  verify_email: 24 * 3600_000,
  login: 10 * 60_000,
};
/** Wrong guesses allowed per code: 5 of a million leaves guessing hopeless. */
export const MAX_CODE_ATTEMPTS = 5;

export async function issueCode(ctx: ServiceContext, userId: string, purpose: CodePurpose) {
  const code = newNumericCode();
  const row = await ctx.repos.codes.issue(
    userId,
    purpose,
    hmac(ctx.secret, code),
    new Date(Date.now() + CODE_TTL_MS[purpose]),
  );
  return { code, id: row.id };
}

const expired = (purpose: CodePurpose) =>
  new AppError(
    400,
    ErrorCode.expiredCode,
    purpose === 'login'
      ? 'This sign-in code has expired. Sign in again to get a new one.'
      : 'This code has expired or was replaced by a newer one. Ask for a new code.',
  );

/**
 * Checks a code against a stored one and spends it. Wrong guesses count against the code;
 * after MAX_CODE_ATTEMPTS it stops working even with the right digits.
 */
export async function redeemCode(
  ctx: ServiceContext,
  row:
    | {
        id: string;
        purpose: CodePurpose;
        code_hash: string;
        attempts: number;
        expires_at: Date;
        consumed_at: Date | null;
      }
    | undefined,
  code: string,
  purpose: CodePurpose,
): Promise<void> {
  if (!row || row.purpose !== purpose || row.consumed_at || row.expires_at.getTime() <= Date.now()) {
    throw expired(purpose);
  }
  if (row.attempts >= MAX_CODE_ATTEMPTS) {
    throw badRequest('Too many wrong codes. Ask for a new code.', ErrorCode.expiredCode);
  }
  if (!safeEqualHex(hmac(ctx.secret, code), row.code_hash)) {
    const used = await ctx.repos.codes.recordAttempt(row.id);
    const left = Math.max(0, MAX_CODE_ATTEMPTS - used);
    throw badRequest(
      left > 0
        ? `That code is not right. Check the email and try again (${left} ${left === 1 ? 'try' : 'tries'} left).`
        : 'That code is not right, and it has now been blocked. Ask for a new code.',
      ErrorCode.invalidCode,
    );
  }
  if (!(await ctx.repos.codes.consume(row.id))) throw expired(purpose);
}
