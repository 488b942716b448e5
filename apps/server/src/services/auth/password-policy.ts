import { ErrorCode } from '@scriptloom/contracts';
import { AppError } from '../../lib/app-error.js';
import { passwordWeakness } from '../../lib/password-strength.js';
import type { ServiceContext } from '../context.js';

/**
 * Refuses a new password that is easy to guess (signup, reset, change). The 400 names the form field
 * so the page can show the reason under it.
 */
export async function requireStrongPassword(
  ctx: ServiceContext,
  field: string,
  password: string,
  owner: { email: string; first_name?: string; last_name?: string },
): Promise<void> {
  const reason = await passwordWeakness(password, {
    email: owner.email,
    firstName: owner.first_name,
    lastName: owner.last_name,
    productName: ctx.config.productName,
  });
  if (reason) {
    throw new AppError(400, ErrorCode.weakPassword, reason, {}, { fields: [{ field, message: reason }] });
  }
}
