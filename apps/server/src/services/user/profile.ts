import type { PlanCode, UpdateProfileRequest, UserProfile } from '@scriptloom/contracts';
import { ErrorCode } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { mailTemplates } from '../../mail/templates.js';
import { queueMail, type ServiceContext } from '../context.js';
import { requireStrongPassword } from '../auth/password-policy.js';

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    podcast_name: user.podcast_name,
    company_name: user.company_name,
    bio: user.bio,
    vocabulary: user.vocabulary,
    profanity_filter: user.profanity_filter,
    org_role: (user.org_role ?? null) as UserProfile['org_role'],
    email_verified: user.email_verified_at !== null,
    two_step_enabled: user.two_step_enabled,
    plan: user.plan as PlanCode,
    plan_details: {
      plan: user.plan as PlanCode,
      start_date: user.plan_start_date?.toISOString() ?? null,
      next_billing_date: user.next_billing_date?.toISOString() ?? null,
      // The next charge: nothing once the plan is cancelled (docs/product.md#billing).
      amount: user.pending_plan === 'free' ? 0 : user.plan_amount_cents,
    },
    transcript_used: user.transcript_used,
    transcript_total: user.transcript_total,
    audio_used: user.audio_used,
    audio_total: user.audio_total,
    media_content: user.media_content,
    audio_with_media_used: user.audio_with_media_used,
    audio_with_media_total: user.audio_with_media_total,
    created_at: user.created_at.toISOString(),
  };
}

export const PROFILE_UPDATED = 'Profile updated successfully.';

export function requireProfileFields(fields: UpdateProfileRequest): void {
  if (Object.keys(fields).length === 0) throw badRequest('Nothing to update: send at least one profile field.');
}

export async function updateProfile(ctx: ServiceContext, user: UserRow, fields: UpdateProfileRequest) {
  requireProfileFields(fields);
  const updated = await ctx.repos.users.updateProfile(user.id, fields);
  if (!updated) throw notFound('This account no longer exists.');
  return { success: PROFILE_UPDATED, profile: toProfile(updated) };
}

/**
 * Changes the password and bumps the token version, which signs out every other session.
 * The answer carries a new token so the session that made the change goes on.
 */
export async function changePassword(
  ctx: ServiceContext,
  user: UserRow,
  input: { current_password: string; new_password: string },
): Promise<{ success: string; token: string }> {
  // 400, not 401: a wrong current password must not sign the person out of the web app.
  if (!(await verifyPassword(input.current_password, user.password_hash))) {
    throw badRequest('Your current password is not correct.', ErrorCode.invalidCredentials);
  }
  if (input.current_password === input.new_password) {
    throw badRequest('Choose a new password that differs from the current one.');
  }
  await requireStrongPassword(ctx, 'new_password', input.new_password, user);
  const updated = await ctx.repos.users.replacePassword(
    user.id,
    await hashPassword(input.new_password, ctx.config.passwordHashCost),
    user.token_version,
  );
  if (!updated) throw conflict('Your password was changed at the same time from somewhere else. Sign in again.');
  await queueMail(ctx, mailTemplates.passwordChanged(ctx.config.productName, updated.email));
  return {
    success: 'Your password has been changed. Other sessions were signed out.',
    token: await ctx.tokens.issue(updated),
  };
}

export async function setTwoStep(ctx: ServiceContext, user: UserRow, enabled: boolean) {
  if (enabled && !user.email_verified_at) {
    throw forbidden(
      'Confirm your email address before turning on two-step sign-in: the codes are sent there.',
      ErrorCode.emailNotVerified,
    );
  }
  await ctx.repos.users.setTwoStep(user.id, enabled);
  return {
    success: enabled
      ? 'Two-step sign-in is on: we will email you a code when you sign in.'
      : 'Two-step sign-in is off.',
    two_step_enabled: enabled,
  };
}
