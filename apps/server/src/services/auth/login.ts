import type { LoginResponse, SessionResponse } from '@scriptloom/contracts';
import { ErrorCode } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import { decoyHash, verifyPassword } from '../../lib/passwords.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';
import { issueCode, redeemCode } from './one-time-codes.js';
import {
  ADDRESS_RULE,
  describeWait,
  hasKnownSignIn,
  PAIR_RULE,
  rememberSignIn,
  waitBeforeAttempt,
} from './sign-in-throttle.js';
import { joinListedOrganisation } from '../organisations/join.js';
import { toUserInfo } from './tokens.js';

const invalidCredentials = () => new AppError(401, ErrorCode.invalidCredentials, 'Incorrect email or password.');

export interface LoginClient {
  ip: string;
  /** Proofs of earlier sign-ins this browser holds (the known sign-in cookie). */
  knownSignIns: readonly string[];
}

export interface LoginResult {
  body: LoginResponse;
  /** After a right password: the proofs the browser should keep, this account first. */
  knownSignIns?: string[];
}

export async function login(
  ctx: ServiceContext,
  input: { email: string; password: string },
  client: LoginClient,
): Promise<LoginResult> {
  const now = Date.now();
  const known = hasKnownSignIn(ctx.secret, input.email, client.knownSignIns);
  // Decided before the password is looked at, so a throttled guess learns nothing, right or wrong.
  const wait = await ctx.repos.loginFailures.reserveAttempt(
    input.email,
    client.ip,
    { pair: new Date(now - PAIR_RULE.windowMs), address: new Date(now - ADDRESS_RULE.windowMs) },
    (history) => waitBeforeAttempt(history, known, now),
  );
  if (wait > 0) {
    throw tooManyRequests(
      `Too many failed sign-in attempts. Try again in ${describeWait(wait)}, or reset your password.`,
      wait / 1000,
    );
  }
  const user = await ctx.repos.users.findByEmail(input.email);
  const ok = await verifyPassword(
    input.password,
    user?.password_hash ?? (await decoyHash(ctx.config.passwordHashCost)),
  );
  // The attempt is already on record as a failure; only a success takes it back.
  if (!user || !ok) throw invalidCredentials();
  await ctx.repos.loginFailures.clearPair(input.email, client.ip);
  const knownSignIns = rememberSignIn(ctx.secret, user.email, client.knownSignIns);
  if (user.two_step_enabled) {
    const { code, id } = await issueCode(ctx, user.id, 'login');
    await queueMail(ctx, mailTemplates.loginCode(ctx.config.productName, user.email, code));
    return { body: { verify_required: true, challenge_id: id, email: user.email }, knownSignIns };
  }
  return { body: await sessionFor(ctx, user), knownSignIns };
}

/**
 * The session a sign-in ends with; an account made with an invited address joins that organisation
 * first, so the token carries the role.
 */
async function sessionFor(ctx: ServiceContext, signedIn: UserRow): Promise<SessionResponse> {
  const user = await joinListedOrganisation(ctx, signedIn);
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
  return sessionFor(ctx, user);
}
