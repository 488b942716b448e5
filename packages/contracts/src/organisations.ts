import { z } from 'zod';
import { Email } from './common.js';
import { SafeText } from './text.js';
import { OrgRoleName } from './user.js';

/** An organisation's name: what its members see in the header and invitations. */
export const ORGANISATION_NAME_MAX = 120;

/** `POST /enterprise/organisations` (docs/product.md#organisations): a personal user founds one and becomes its admin. */
export const CreateOrganisationRequest = z.object({
  name: SafeText(ORGANISATION_NAME_MAX).trim().min(1, 'Give the organisation a name.'),
});
export type CreateOrganisationRequest = z.input<typeof CreateOrganisationRequest>;

export const Organisation = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Organisation = z.infer<typeof Organisation>;

/** The answer carries a fresh token: its `org_role` claim is `admin`. */
export const CreateOrganisationResponse = z.object({
  organisation: Organisation,
  token: z.string(),
  success: z.string(),
});
export type CreateOrganisationResponse = z.infer<typeof CreateOrganisationResponse>;

/** `GET/POST /login/valid-users`, `PUT/DELETE /login/valid-users/{id}`: who may join, with which role. */
export const ValidUserRequest = z.object({ email: Email, role: OrgRoleName });
export type ValidUserRequest = z.input<typeof ValidUserRequest>;

export const ValidUser = z.object({
  id: z.string(),
  email: z.string(),
  role: OrgRoleName,
  /** Whether an account has joined through this entry. */
  joined: z.boolean(),
  created_at: z.string(),
});
export type ValidUser = z.infer<typeof ValidUser>;
export const ValidUserList = z.object({ items: z.array(ValidUser) });
export type ValidUserList = z.infer<typeof ValidUserList>;

/** A member of the caller's organisation (`GET /enterprise/get_company_members/accepted`, `GET /v1/user/all`). */
export const Member = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  org_role: OrgRoleName,
  /** The last day of the approved leave the member is on today, or null (docs/product.md#leave). */
  on_leave_until: z.string().nullable(),
});
export type Member = z.infer<typeof Member>;
export const MemberList = z.object({ items: z.array(Member) });
export type MemberList = z.infer<typeof MemberList>;
