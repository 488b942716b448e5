import type { LoginResponse, SessionResponse } from '@scriptloom/contracts';
import { ErrorCode } from '@scriptloom/contracts';
import { AppError, tooManyRequests } from '../../http/errors.js';
import { decoyHash, verifyPassword } from '../../lib/passwords.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';
import { issueCode, redeemCode } from './one-time-codes.js';
import { toUserInfo } from './tokens.js';

/** Failed sign-ins allowed in the window, per email and per client address. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

const invalidCredentials = () => new AppError(401, ErrorCode.invalidCredentials, 'Incorrect email or password.');

export async function login(
  ctx: ServiceContext,
  input: { email: string; password: string },
  ip: string,
): Promise<LoginResponse> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const failures = await ctx.repos.loginFailures.countSince(input.email, ip, since);
  if (failures.byEmail >= MAX_FAILURES_PER_EMAIL || failures.byIp >= MAX_FAILURES_PER_IP) {
    throw tooManyRequests(
      'Too many failed sign-in attempts. Please wait 15 minutes, or reset your password.',
      LOGIN_WINDOW_MS / 1000,
    );
  }
  const user = await ctx.repos.users.findByEmail(input.email);
  const ok = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !ok) {
    await ctx.repos.loginFailures.record(input.email, ip);
    throw invalidCredentials();
  }
  await ctx.repos.loginFailures.clearEmail(input.email);
  if (user.two_step_enabled) {
    const { code, id } = await issueCode(ctx, user.id, 'login');
    await queueMail(ctx, mailTemplates.loginCode(ctx.config.productName, user.email, code));
    return { verify_required: true, challenge_id: id, email: user.email };
  }
  return { token: await ctx.tokens.issue(user), user: toUserInfo(user) };
}

/** Second step of a two-step sign-in: the code mailed for this challenge. */
export async function verifyLogin(
  ctx: ServiceContext,
  input: { challenge_id: string; code: string },
): Promise<SessionResponse> {
  const challenge = await ctx.repos.codes.findById(input.challenge_id);
  await redeemCode(ctx, challenge, input.code, 'login');
  const user = await ctx.repos.users.findById(challenge!.user_id);
  if (!user) throw invalidCredentials();
  return { token: await ctx.tokens.issue(user), user: toUserInfo(user) };
}
