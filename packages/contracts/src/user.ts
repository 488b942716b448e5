import { z } from 'zod';
import { Vocabulary } from './vocabulary.js';
import { ProfanityFilter } from './profanity.js';
import { SafeText } from './text.js';

/** A member's role in their organisation (docs/product.md#organisations). */
export const OrgRoleName = z.enum(['admin', 'qa', 'reviewer']);
export type OrgRoleName = z.infer<typeof OrgRoleName>;
/** Organisation roles; null for personal users. */
export const OrgRole = OrgRoleName.nullable();
export type OrgRole = z.infer<typeof OrgRole>;

export const PlanCode = z.enum([
  'free',
  'hobbyist_monthly',
  'hobbyist_yearly',
  'professional_monthly',
  'professional_yearly',
]);
export type PlanCode = z.infer<typeof PlanCode>;

/** What the web app keeps in localStorage under `userInfo` (docs/product.md#session-in-the-browser). */
export const UserInfo = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  org_role: OrgRole,
  email_verified: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const PlanDetails = z.object({
  plan: PlanCode,
  start_date: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  /** Integer cents. */
  amount: z.number().int(),
});

/** `GET /v1/user/profile` (docs/product.md#profile). Minutes for usage counters. */
export const UserProfile = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  podcast_name: z.string(),
  company_name: z.string(),
  bio: z.string(),
  /** Standing names and terms used for every upload (docs/product.md#vocabulary). */
  vocabulary: z.array(z.string()),
  /** What processing does with profanity in this account's uploads (docs/product.md#profanity-filter). */
  profanity_filter: ProfanityFilter,
  org_role: OrgRole,
  email_verified: z.boolean(),
  two_step_enabled: z.boolean(),
  plan: PlanCode,
  plan_details: PlanDetails,
  transcript_used: z.number(),
  transcript_total: z.number(),
  audio_used: z.number(),
  audio_total: z.number(),
  media_content: z.number(),
  audio_with_media_used: z.number(),
  audio_with_media_total: z.number(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;

const ProfileText = (max: number) => SafeText(max).trim();

/** `POST /user/profile`: every field optional; the ones sent are replaced. */
export const UpdateProfileRequest = z
  .object({
    first_name: ProfileText(100).min(1, 'First name cannot be empty.'),
    last_name: ProfileText(100),
    podcast_name: ProfileText(200),
    company_name: ProfileText(200),
    bio: ProfileText(2000),
    vocabulary: Vocabulary,
    profanity_filter: ProfanityFilter,
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const UpdateProfileResponse = z.object({ success: z.string(), profile: UserProfile });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const EmailVerificationStatus = z.object({
  email: z.string(),
  email_verified: z.boolean(),
});
export type EmailVerificationStatus = z.infer<typeof EmailVerificationStatus>;

/** `POST /user/two-step`: turn two-step sign-in (a code by mail) on or off. */
export const TwoStepRequest = z.object({ enabled: z.boolean() }).strict();
export const TwoStepResponse = z.object({ success: z.string(), two_step_enabled: z.boolean() });
