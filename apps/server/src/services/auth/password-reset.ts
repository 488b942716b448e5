import { ErrorCode } from '@scriptloom/contracts';
import { badRequest } from '../../http/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { newUrlToken, sha256 } from '../../lib/secrets.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';

export const RESET_TTL_MS = 60 * 60_000;

export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<{ success: string }> {
  const user = await ctx.repos.users.findByEmail(email);
  if (user) {
    const token = newUrlToken();
    await ctx.repos.resets.create(user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
    const link = `${ctx.config.publicUrl}/auth/reset-password?token=${token}`;
    await queueMail(ctx, mailTemplates.resetPassword(ctx.config.productName, user.email, link));
  }
  // The same answer whether or not the account exists.
  return { success: `If an account uses ${email}, we sent it a link to reset the password.` };
}

/** Sets the new password; the link is spent and every earlier session token stops working. */
export async function confirmPasswordReset(
  ctx: ServiceContext,
  input: { token: string; password: string },
): Promise<{ success: string }> {
  const tokenHash = sha256(input.token);
  const userId = await ctx.repos.resets.redeem(tokenHash, await hashPassword(input.password));
  if (!userId) {
    const reset = await ctx.repos.resets.find(tokenHash);
    const message = !reset
      ? 'This reset link is not valid. Ask for a new one.'
      : reset.used_at
        ? 'This reset link has already been used. Ask for a new one.'
        : 'This reset link has expired. Ask for a new one.';
    throw badRequest(message, ErrorCode.invalidToken);
  }
  const user = await ctx.repos.users.findById(userId);
  if (user) {
    // Opening the link proved the person reads this mailbox.
    await ctx.repos.users.markEmailVerified(user.id);
    await ctx.repos.loginFailures.clearEmail(user.email);
  }
  return { success: 'Your password has been reset. Sign in with the new password.' };
}
