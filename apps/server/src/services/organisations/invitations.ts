import {
  ErrorCode,
  InvitationMessages,
  ORG_ROLE_LABELS,
  type AcceptInvitationResponse,
  type DeclineInvitationResponse,
  type InvitationList,
} from '@scriptloom/contracts';
import type { InvitationRefusal, UserRow } from '@scriptloom/db';
import { sendInvitationJob } from '../../queue/job-definitions.js';
import { conflict, forbidden, notFound, type AppError } from '../../lib/app-error.js';
import { mailTemplates } from '../../mail/templates.js';
import { toUserInfo } from '../auth/tokens.js';
import { queueMail, type ServiceContext } from '../context.js';
import { idOrNotFound } from './membership.js';

/*
 * Invitations to join an organisation, from the invited person's side (docs/product.md#organisations).
 * Joining is their choice: until they accept, nothing about their account changes and the
 * organisation sees nothing of it.
 */

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || null;

const invitationId = (id: string) => idOrNotFound(id, InvitationMessages.notFound);

function refusal(reason: InvitationRefusal): AppError {
  switch (reason) {
    case 'not_found':
      return notFound(InvitationMessages.notFound);
    case 'unconfirmed':
      return forbidden(InvitationMessages.confirmFirst, ErrorCode.emailNotVerified);
    case 'already_member':
      return conflict(InvitationMessages.leaveFirst, ErrorCode.alreadyInOrganisation);
  }
}

function answer<T extends object>(result: T | InvitationRefusal): T {
  if (typeof result === 'string') throw refusal(result);
  return result;
}

/** Queued whenever an address is invited: the job decides which mail it gets. */
export async function queueInvitation(ctx: ServiceContext, entry: { id: string; email: string }): Promise<void> {
  await ctx.queue.enqueue(sendInvitationJob, { entry_id: entry.id, email: entry.email });
}

/**
 * The invitation job: an address with an account is told to sign in and answer, any other to sign
 * up with it. An invitation answered, withdrawn or moved to another address (which has a job of its
 * own) before the job ran sends nothing.
 */
export async function mailInvitation(ctx: ServiceContext, entryId: string, email: string): Promise<void> {
  const invite = await ctx.repos.invitations.toMail(entryId);
  if (!invite || invite.email !== email) return;
  const text = {
    organisation: invite.org_name,
    role: ORG_ROLE_LABELS[invite.role],
    by: fullName(invite.inviter_first_name, invite.inviter_last_name),
    publicUrl: ctx.config.publicUrl,
  };
  const template = invite.has_account ? mailTemplates.invitationToAccount : mailTemplates.invitationToSignUp;
  await queueMail(ctx, template(ctx.config.productName, invite.email, text));
}

/**
 * The open invitations to the signed-in account. An unconfirmed account has none to see: the
 * invitations went to the mailbox, which confirming proves the account holds.
 */
export async function listInvitations(ctx: ServiceContext, user: UserRow): Promise<InvitationList> {
  if (!user.email_verified_at) return { items: [] };
  const rows = await ctx.repos.invitations.openFor(user);
  return {
    items: rows.map((row) => ({
      id: row.id,
      organisation: { id: row.org_id, name: row.org_name },
      role: row.role,
      invited_by: fullName(row.inviter_first_name, row.inviter_last_name),
      invited_at: row.invited_at.toISOString(),
    })),
  };
}

/**
 * The account joins with the invitation's role. Its older tokens stop working; the answer's token
 * carries the role, so this session goes on as a member.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<AcceptInvitationResponse> {
  const { user: member, organisation } = answer(await ctx.repos.invitations.accept(user.id, invitationId(id)));
  const role = ORG_ROLE_LABELS[member.org_role as keyof typeof ORG_ROLE_LABELS];
  return {
    success: InvitationMessages.accepted(organisation.name, role),
    token: await ctx.tokens.issue(member),
    user: toUserInfo(member),
    organisation: { id: organisation.id, name: organisation.name, slug: organisation.slug },
  };
}

/** Nothing about the account changes; the organisation's list says the invitation was declined. */
export async function declineInvitation(
  ctx: ServiceContext,
  user: UserRow,
  id: string,
): Promise<DeclineInvitationResponse> {
  const organisation = answer(await ctx.repos.invitations.decline(user.id, invitationId(id)));
  return { success: InvitationMessages.declined(organisation.name) };
}
