import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { organisations, users, validUsers } from '../schema/index.js';
import { admit, lockOrganisation, Refusal, refusable } from './membership.js';
import type { OrganisationRow } from './organisations.js';
import type { UserRow } from './users.js';

/** Why answering an invitation was refused (docs/product.md#organisations). */
export type InvitationRefusal = 'not_found' | 'unconfirmed' | 'already_member';

export interface InvitationRow {
  id: string;
  org_id: string;
  org_name: string;
  role: 'admin' | 'qa' | 'reviewer';
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  invited_at: Date;
}

/** What the invitation's mail says, and to whom: an account that exists signs in to answer, anyone else signs up. */
export interface InvitationMail {
  email: string;
  role: 'admin' | 'qa' | 'reviewer';
  org_name: string;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  has_account: boolean;
}

const refused = (reason: InvitationRefusal) => new Refusal(reason);

const inviter = alias(users, 'inviter');

/**
 * The open invitation `id` to this account's address, locked, with the account locked after it
 * (the membership lock order: organisation, entry, account). Only a confirmed account answers: the
 * invitation went to the mailbox, and confirming is what proves the account holds it.
 */
async function lockedInvitation(tx: Db, userId: string, id: string) {
  const [found] = await tx
    .select({ org_id: validUsers.org_id })
    .from(validUsers)
    .innerJoin(users, eq(users.email, validUsers.email))
    .where(and(eq(validUsers.id, id), eq(users.id, userId), eq(validUsers.status, 'invited')));
  if (!found) throw refused('not_found');
  await lockOrganisation(tx, found.org_id);
  const [entry] = await tx
    .select()
    .from(validUsers)
    .where(and(eq(validUsers.id, id), eq(validUsers.status, 'invited')))
    .for('update');
  const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  // The address of an entry can change meanwhile; an account's never does.
  if (!entry || !account || entry.email !== account.email) throw refused('not_found');
  if (!account.email_verified_at) throw refused('unconfirmed');
  return { entry, account };
}

async function organisationOf(tx: Db, orgId: string): Promise<OrganisationRow> {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, orgId));
  return row!;
}

export function invitationsRepo(db: Db) {
  const attempt = <T>(work: (tx: Db) => Promise<T>) => refusable<T, InvitationRefusal>(db, work);
  return {
    /** The open invitations to the account's address, oldest first. */
    async openFor(account: Pick<UserRow, 'email'>): Promise<InvitationRow[]> {
      return db
        .select({
          id: validUsers.id,
          org_id: validUsers.org_id,
          org_name: organisations.name,
          role: validUsers.role,
          inviter_first_name: inviter.first_name,
          inviter_last_name: inviter.last_name,
          invited_at: validUsers.invited_at,
        })
        .from(validUsers)
        .innerJoin(organisations, eq(organisations.id, validUsers.org_id))
        .leftJoin(inviter, eq(inviter.id, validUsers.invited_by))
        .where(and(eq(validUsers.email, account.email), eq(validUsers.status, 'invited')))
        .orderBy(asc(validUsers.invited_at), asc(validUsers.id));
    },

    /** The mail an open invitation needs; undefined once it was answered, changed or withdrawn. */
    async toMail(id: string): Promise<InvitationMail | undefined> {
      const [row] = await db
        .select({
          email: validUsers.email,
          role: validUsers.role,
          org_name: organisations.name,
          inviter_first_name: inviter.first_name,
          inviter_last_name: inviter.last_name,
          account_id: users.id,
        })
        .from(validUsers)
        .innerJoin(organisations, eq(organisations.id, validUsers.org_id))
        .leftJoin(inviter, eq(inviter.id, validUsers.invited_by))
        .leftJoin(users, eq(users.email, validUsers.email))
        .where(and(eq(validUsers.id, id), eq(validUsers.status, 'invited')));
      if (!row) return undefined;
      const { account_id, ...mail } = row;
      return { ...mail, has_account: account_id !== null };
    },

    /** The account joins the organisation with the invitation's role; other open invitations stay open. */
    async accept(
      userId: string,
      id: string,
    ): Promise<{ user: UserRow; organisation: OrganisationRow } | InvitationRefusal> {
      return attempt(async (tx) => {
        const { entry, account } = await lockedInvitation(tx, userId, id);
        if (account.org_id) throw refused('already_member');
        return { user: await admit(tx, entry, userId), organisation: await organisationOf(tx, entry.org_id) };
      });
    },

    /** The invitation is declined: the account stays as it is, the admins' list says so. */
    async decline(userId: string, id: string): Promise<OrganisationRow | InvitationRefusal> {
      return attempt(async (tx) => {
        const { entry } = await lockedInvitation(tx, userId, id);
        await tx
          .update(validUsers)
          .set({ status: 'declined', updated_at: new Date() })
          .where(eq(validUsers.id, entry.id));
        return organisationOf(tx, entry.org_id);
      });
    },
  };
}
export type InvitationsRepo = ReturnType<typeof invitationsRepo>;
