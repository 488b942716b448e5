import { z } from 'zod';
import { Email } from './common.js';
import { SafeText } from './text.js';
import { SessionResponse } from './auth.js';
import { OrgRoleName } from './user.js';

/** An organisation's name: what its members see in the header and invitations. */
export const ORGANISATION_NAME_MAX = 120;

/** A name as founding and renaming take it: trimmed, not empty, no control characters (SafeText). */
const OrganisationName = SafeText(ORGANISATION_NAME_MAX).trim().min(1, 'Give the organisation a name.');

/** `POST /enterprise/organisations` (docs/product.md#organisations): a personal user founds one and becomes its admin. */
export const CreateOrganisationRequest = z.object({ name: OrganisationName });
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

/**
 * Where an entry stands: `invited` until the person answers (an admin never learns whether the
 * address has an account before they join), `joined`, `declined`, or `left` (they left on their own).
 */
export const ValidUserStatus = z.enum(['invited', 'joined', 'declined', 'left']);
export type ValidUserStatus = z.infer<typeof ValidUserStatus>;

export const ValidUser = z.object({
  id: z.string(),
  email: z.string(),
  role: OrgRoleName,
  /** Whether the person is a member through this entry (`status` is `joined`). */
  joined: z.boolean(),
  status: ValidUserStatus,
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

/**
 * An invitation to the signed-in account (`GET /user/invitations`, docs/product.md#organisations):
 * the organisation, the role it offers and who sent it. Nothing about the account changes, and its
 * organisation sees nothing of it, until the person accepts.
 */
export const Invitation = z.object({
  id: z.string(),
  organisation: z.object({ id: z.string(), name: z.string() }),
  role: OrgRoleName,
  /** The inviting admin's name, or null when that account is gone or has no name. */
  invited_by: z.string().nullable(),
  invited_at: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationList = z.object({ items: z.array(Invitation) });
export type InvitationList = z.infer<typeof InvitationList>;

/** `POST /user/invitations/{id}/accept`: the session goes on with a token whose claim carries the role. */
export const AcceptInvitationResponse = SessionResponse.extend({
  organisation: Organisation,
  success: z.string(),
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponse>;

/** `POST /user/invitations/{id}/decline`. */
export const DeclineInvitationResponse = z.object({ success: z.string() });
export type DeclineInvitationResponse = z.infer<typeof DeclineInvitationResponse>;

/** `GET /enterprise/organisation`: the caller's organisation and their role in it. */
export const MyOrganisation = z.object({ organisation: Organisation, role: OrgRoleName });
export type MyOrganisation = z.infer<typeof MyOrganisation>;

/** `PUT /enterprise/organisation` (admins): a new name; the slug stays, so links keep working. */
export const RenameOrganisationRequest = z.object({ name: OrganisationName }).strict();
export type RenameOrganisationRequest = z.input<typeof RenameOrganisationRequest>;
export const RenameOrganisationResponse = z.object({ organisation: Organisation, success: z.string() });
export type RenameOrganisationResponse = z.infer<typeof RenameOrganisationResponse>;

/** `POST /enterprise/organisation/leave`: the session goes on as a personal account. */
export const LeaveOrganisationResponse = SessionResponse.extend({ success: z.string() });
export type LeaveOrganisationResponse = z.infer<typeof LeaveOrganisationResponse>;
