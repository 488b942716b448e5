import type { ConfirmEmailRequest, SessionResponse, SignupResponse } from '@scriptloom/contracts';
import { ErrorCode } from '@scriptloom/contracts';
import { badRequest, conflict, tooManyRequests } from '../../http/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';
import { issueCode, redeemCode } from './one-time-codes.js';
import { toUserInfo } from './tokens.js';

/** A new code may be asked for at most this often. */
const RESEND_COOLDOWN_MS = 30_000;

type Signup = { email: string; password: string; first_name: string; last_name: string };

export async function signup(ctx: ServiceContext, input: Signup): Promise<SignupResponse> {
  const user = await ctx.repos.users.insert({
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
  });
  if (!user) {
    throw conflict(
      'An account with this email address already exists. Sign in or reset your password.',
      ErrorCode.emailTaken,
    );
  }
  await sendVerificationCode(ctx, user.id, user.email, user.first_name);
  return { success: `Account created. We sent a 6-digit code to ${user.email} to confirm it.`, email: user.email };
}

async function sendVerificationCode(ctx: ServiceContext, userId: string, email: string, firstName: string) {
  const { code } = await issueCode(ctx, userId, 'verify_email');
  await queueMail(ctx, mailTemplates.verifyEmail(ctx.config.productName, email, firstName, code));
}

/** Confirms the address and signs the person in, since the code proves they own the mailbox. */
export async function confirmEmail(
  ctx: ServiceContext,
  input: Required<ConfirmEmailRequest>,
): Promise<SessionResponse & { success: string }> {
  const user = await ctx.repos.users.findByEmail(input.email);
  if (!user) throw badRequest('That code is not right. Check the email and try again.', ErrorCode.invalidCode);
  if (user.email_verified_at) {
    throw conflict('This email address is already confirmed. Sign in to continue.');
  }
  await redeemCode(ctx, await ctx.repos.codes.latestOpen(user.id, 'verify_email'), input.code, 'verify_email');
  await ctx.repos.users.markEmailVerified(user.id);
  const verified = { ...user, email_verified_at: new Date() };
  return {
    success: 'Your email address is confirmed.',
    token: await ctx.tokens.issue(verified),
    user: toUserInfo(verified),
  };
}

export async function resendVerification(ctx: ServiceContext, email: string): Promise<{ success: string }> {
  const success = { success: `If ${email} has an account waiting for confirmation, a new code is on its way.` };
  const user = await ctx.repos.users.findByEmail(email);
  // Answer the same for unknown addresses: this route must not tell who has an account.
  if (!user) return success;
  if (user.email_verified_at) throw conflict('This email address is already confirmed.');
  const last = await ctx.repos.codes.latestOpen(user.id, 'verify_email');
  const wait = last ? last.created_at.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
  if (wait > 0)
    throw tooManyRequests(`Please wait ${Math.ceil(wait / 1000)} seconds before asking for another code.`, wait / 1000);
  await sendVerificationCode(ctx, user.id, user.email, user.first_name);
  return success;
}
