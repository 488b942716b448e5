import { ErrorCode } from '@scriptloom/contracts';
import { badRequest } from '../../lib/app-error.js';
import { sendResetLinkJob } from '../../queue/job-definitions.js';
import { hashPassword } from '../../lib/passwords.js';
import { newUrlToken, sha256 } from '../../lib/secrets.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';
import { requireStrongPassword } from './password-policy.js';

export const RESET_TTL_MS = 60 * 60_000;

/**
 * Queues the look-up and the mail for every address alike: the request never reads the users
 * table, so neither its answer nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<{ success: string }> {
  await ctx.queue.enqueue(sendResetLinkJob, { email });
  return {
    success: `If an account uses ${email}, we are sending it a link to reset the password. It can take a minute to arrive.`,
  };
}

/** The job's work: a new link (which retires older ones) mailed to the account, if there is one. */
export async function sendResetLink(ctx: ServiceContext, email: string): Promise<void> {
  const user = await ctx.repos.users.findByEmail(email);
  if (!user) return;
  const token = newUrlToken();
  await ctx.repos.resets.create(user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
  const link = `${ctx.config.publicUrl}/auth/reset-password?token=${token}`;
  await queueMail(ctx, mailTemplates.resetPassword(ctx.config.productName, user.email, link));
}

/** Sets the new password; the link is spent and every earlier session token stops working. */
export async function confirmPasswordReset(
  ctx: ServiceContext,
  input: { token: string; password: string },
): Promise<{ success: string }> {
  const tokenHash = sha256(input.token);
  const reset = await ctx.repos.resets.find(tokenHash);
  const user =
    reset && !reset.used_at && reset.expires_at > new Date()
      ? await ctx.repos.users.findById(reset.user_id)
      : undefined;
  if (!user) throw invalidLink(reset);
  await requireStrongPassword(ctx, 'password', input.password, user);
  // Redeeming checks the link again, atomically: two requests racing with one link, one wins.
  const userId = await ctx.repos.resets.redeem(
    tokenHash,
    await hashPassword(input.password, ctx.config.passwordHashCost),
  );
  if (!userId) throw invalidLink(await ctx.repos.resets.find(tokenHash));
  // Opening the link proved the person reads this mailbox.
  await ctx.repos.users.markEmailVerified(user.id);
  await ctx.repos.loginFailures.clearEmail(user.email);
  return { success: 'Your password has been reset. Sign in with the new password.' };
}

function invalidLink(reset: { used_at: Date | null } | undefined) {
  const message = !reset
    ? 'This reset link is not valid. Ask for a new one.'
    : reset.used_at
      ? 'This reset link has already been used. Ask for a new one.'
      : 'This reset link has expired or was replaced by a newer one. Use the newest link we sent, or ask for a new one.';
  return badRequest(message, ErrorCode.invalidToken);
}
