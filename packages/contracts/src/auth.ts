import { z } from 'zod';
import { Email, Password } from './common.js';
import { UserInfo } from './user.js';

const Name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`);

/** A 6-digit code sent by mail. */
export const OneTimeCode = z
  .string({ error: 'Enter the 6-digit code from the email.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.');

export const SignupRequest = z.object({
  email: Email,
  password: Password,
  first_name: Name('First name'),
  last_name: z.string().trim().max(100, 'Last name is too long.').default(''),
});
export type SignupRequest = z.input<typeof SignupRequest>;

export const SignupResponse = z.object({ success: z.string(), email: z.string() });
export type SignupResponse = z.infer<typeof SignupResponse>;

export const ConfirmEmailRequest = z.object({ email: Email, code: OneTimeCode });
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequest>;

export const ResendVerificationRequest = z.object({ email: Email });
export type ResendVerificationRequest = z.input<typeof ResendVerificationRequest>;

export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const SessionResponse = z.object({ token: z.string(), user: UserInfo });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Two-step sign-in: the password was right, a code went to the account's email. */
export const LoginChallengeResponse = z.object({
  verify_required: z.literal(true),
  challenge_id: z.string(),
  email: z.string(),
});
export type LoginChallengeResponse = z.infer<typeof LoginChallengeResponse>;

export const LoginResponse = z.union([SessionResponse, LoginChallengeResponse]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const LoginVerifyRequest = z.object({ challenge_id: z.string().uuid(), code: OneTimeCode });
export type LoginVerifyRequest = z.input<typeof LoginVerifyRequest>;

export const ResetPasswordLinkRequest = z.object({ email: Email });
export type ResetPasswordLinkRequest = z.input<typeof ResetPasswordLinkRequest>;

export const ConfirmResetPasswordRequest = z.object({
  token: z.string({ error: 'This reset link is not valid.' }).min(20, 'This reset link is not valid.').max(200),
  password: Password,
});
export type ConfirmResetPasswordRequest = z.input<typeof ConfirmResetPasswordRequest>;

/** `POST /user/password`. The answer carries a fresh token: older ones stop working. */
export const ChangePasswordRequest = z.object({
  current_password: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
  new_password: Password,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;
export const ChangePasswordResponse = z.object({ success: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** The claims inside every bearer token. */
export const TokenClaims = z.object({
  sub: z.string(),
  email: z.string(),
  org_role: z.string().nullable(),
  /** Token version: bumped on password change so that older tokens stop working. */
  tv: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;
