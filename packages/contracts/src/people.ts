import { z } from 'zod';
import { UpdateProfileRequest } from './user.js';

/** What the organisation and people routes say (docs/product.md#organisations). */
export const OrganisationMessages = {
  created: 'Organisation created.',
  renamed: (name: string) => `The organisation is now called ${name}.`,
  alreadyMember: 'You already belong to an organisation.',
  emailOnList: 'This email is already on the list.',
  lastAdmin: 'An organisation needs at least one admin: make someone else an admin first.',
  joinedEmailFixed: 'This person has already joined with this address. Remove them and add the new address instead.',
  validUserRemoved: (email: string) => `${email} is no longer on the list.`,
  validUserNotFound: 'This email is not on your list.',
  memberNotFound: 'No such member in your organisation.',
  notYourProfile: "Only an organisation admin may edit someone else's profile.",
  alreadyJoined: 'This person is already a member.',
  alreadyInvited: 'This person has been invited and has not answered yet.',
  invitedAgain: (email: string) => `${email} was invited again: we emailed them a new invitation.`,
  left: (organisation: string) =>
    `You left ${organisation}. Your own files are still yours; the organisation keeps its workflows.`,
} as const;

/** What the invitation routes say (docs/product.md#organisations). */
export const InvitationMessages = {
  notFound: 'This invitation is no longer open: it was answered, changed or withdrawn.',
  confirmFirst: 'Confirm your email address before answering invitations: they were sent there.',
  leaveFirst: 'You already belong to an organisation. Leave it before joining another.',
  accepted: (organisation: string, role: string) => `You joined ${organisation} as ${role}.`,
  declined: (organisation: string) => `You declined the invitation to ${organisation}.`,
} as const;

/** How roles are named in texts: invitations, mail, notices. */
export const ORG_ROLE_LABELS = { admin: 'Admin', qa: 'QA', reviewer: 'Reviewer' } as const;

/**
 * `POST /v1/user/profile`: the fields of `POST /user/profile`, plus `user_id` with which an admin
 * edits a member of their own organisation (docs/product.md#organisations).
 */
export const MemberProfileUpdateRequest = UpdateProfileRequest.extend({
  user_id: z.string().max(100).optional(),
});
export type MemberProfileUpdateRequest = z.infer<typeof MemberProfileUpdateRequest>;

/** `DELETE /login/valid-users/{id}`. */
export const ValidUserRemoved = z.object({ success: z.string() });
export type ValidUserRemoved = z.infer<typeof ValidUserRemoved>;
