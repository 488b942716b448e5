import type { ConfirmEmailRequest, SessionResponse, SignupResponse } from '@scriptloom/contracts';
import { ErrorCode } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error.js';
import { resendVerificationJob } from '../../queue/job-definitions.js';
import { hashPassword } from '../../lib/passwords.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';
import { issueCode, redeemCode } from './one-time-codes.js';
import { requireStrongPassword } from './password-policy.js';
import { joinListedOrganisation } from '../organisations/join.js';
import { toUserInfo } from './tokens.js';

/** A new code may be asked for at most this often. */
const RESEND_COOLDOWN_MS = 30_000;

type Signup = { email: string; password: string; first_name: string; last_name: string };

/**
 * Answers the same for a new and a taken address, so sign-up cannot be used to find out who has an
 * account: both queue one mail, the code for a new account or a note to the existing owner.
 */
export async function signup(ctx: ServiceContext, input: Signup): Promise<SignupResponse> {
  await requireStrongPassword(ctx, 'password', input.password, input);
  const user = await ctx.repos.users.insert({
    email: input.email,
    password_hash: await hashPassword(input.password, ctx.config.passwordHashCost),
    first_name: input.first_name,
    last_name: input.last_name,
  });
  if (user) await sendVerificationCode(ctx, user.id, user.email, user.first_name);
  else await queueMail(ctx, mailTemplates.accountExists(ctx.config.productName, input.email, ctx.config.publicUrl));
  return {
    // The mail holds a code (a taken address gets a note instead, yet the answer must not differ).
    success: `Almost done: we sent a message to ${input.email}. Enter the 6-digit code from it here to finish setting up your account.`,
    email: input.email,
  };
}

async function sendVerificationCode(ctx: ServiceContext, userId: string, email: string, firstName: string) {
  const { code } = await issueCode(ctx, userId, 'verify_email');
  await queueMail(ctx, mailTemplates.verifyEmail(ctx.config.productName, email, firstName, code));
}

/**
 * One answer for every failure (unknown address, already confirmed, no code, wrong, expired or
 * blocked code): telling them apart would tell a stranger which addresses have accounts.
 */
const codeNotAccepted = () =>
  badRequest(
    'That code is not right, or it no longer works. Check the email address and the code, or ask for a new code.',
    ErrorCode.invalidCode,
  );

/** Confirms the address and signs the person in, since the code proves they own the mailbox. */
export async function confirmEmail(
  ctx: ServiceContext,
  input: Required<ConfirmEmailRequest>,
): Promise<SessionResponse & { success: string }> {
  const user = await ctx.repos.users.findByEmail(input.email);
  if (!user) throw codeNotAccepted();
  try {
    // Wrong guesses still count against the code (5 tries), only the answer is the same.
    await redeemCode(ctx, await ctx.repos.codes.latestOpen(user.id, 'verify_email'), input.code, 'verify_email');
  } catch (err) {
    if (err instanceof AppError && err.status === 400) throw codeNotAccepted();
    throw err;
  }
  await ctx.repos.users.markEmailVerified(user.id);
  // An account made with an address an organisation had invited joins it now: signing up with it
  // was the answer (docs/product.md#organisations). An older account accepts or declines instead.
  const verified = await joinListedOrganisation(ctx, {
    ...user,
    email_verified_at: user.email_verified_at ?? new Date(),
  });
  return {
    success: 'Your email address is confirmed.',
    token: await ctx.tokens.issue(verified),
    user: toUserInfo(verified),
  };
}

/**
 * A stranger gets the same 200 for every address, and the look-up happens in a job. Only a caller
 * signed in to that very account is told the truth (already confirmed, or wait a few seconds),
 * which reveals nothing they do not know.
 */
export async function resendVerification(
  ctx: ServiceContext,
  email: string,
  signedIn?: UserRow,
): Promise<{ success: string }> {
  if (signedIn && signedIn.email === email) {
    if (signedIn.email_verified_at) throw conflict('This email address is already confirmed.');
    const outcome = await sendNewVerificationCode(ctx, email);
    if (outcome.waitMs > 0) {
      throw tooManyRequests(
        `Please wait ${Math.ceil(outcome.waitMs / 1000)} seconds before asking for another code.`,
        outcome.waitMs / 1000,
      );
    }
    return { success: `We sent a new code to ${email}.` };
  }
  await ctx.queue.enqueue(resendVerificationJob, { email });
  return { success: `If ${email} has an account waiting for confirmation, a new code is on its way.` };
}

/**
 * Mails a new code when the address has an unconfirmed account and the last code is older than the
 * cool-down; `waitMs` says how long until one may be sent.
 */
export async function sendNewVerificationCode(ctx: ServiceContext, email: string): Promise<{ waitMs: number }> {
  const user = await ctx.repos.users.findByEmail(email);
  if (!user || user.email_verified_at) return { waitMs: 0 };
  const last = await ctx.repos.codes.latestOpen(user.id, 'verify_email');
  const waitMs = last ? last.created_at.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
  if (waitMs > 0) return { waitMs };
  await sendVerificationCode(ctx, user.id, user.email, user.first_name);
  return { waitMs: 0 };
}
