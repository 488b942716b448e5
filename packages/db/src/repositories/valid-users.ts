import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users, validUsers } from '../schema/index.js';
import { admit, isLastAdmin, lockOrganisation, Refusal, refusable } from './membership.js';
import type { UserRow } from './users.js';

export type ValidUserRow = typeof validUsers.$inferSelect;
export type MemberRoleValue = ValidUserRow['role'];

/** Why a change to the list was refused (docs/product.md#organisations). */
export type ValidUserRefusal =
  'not_found' | 'listed_here' | 'last_admin' | 'joined_email_fixed' | 'already_joined' | 'already_invited';

/** An entry as changed, and whether its address is newly invited (so an invitation goes out). */
export interface ValidUserChange {
  entry: ValidUserRow;
  invited: boolean;
}

const refused = (reason: ValidUserRefusal) => new Refusal(reason);

/** A fresh invitation: dated by the database's clock, the one that dates accounts too. */
const invitation = (invitedBy: string) =>
  ({ status: 'invited', invited_at: sql`now()`, invited_by: invitedBy, user_id: null }) as const;

async function lockedEntry(tx: Db, orgId: string, id: string): Promise<ValidUserRow> {
  const [entry] = await tx
    .select()
    .from(validUsers)
    .where(and(eq(validUsers.id, id), eq(validUsers.org_id, orgId)))
    .for('update');
  if (!entry) throw refused('not_found');
  return entry;
}

/**
 * Invitations the account answered by signing up: entries inviting its address from before the
 * account was created. Compared inside the database, where both times have their full precision.
 */
const invitedBeforeSignUp = (account: Pick<UserRow, 'id' | 'email'>) =>
  and(
    eq(validUsers.email, account.email),
    eq(validUsers.status, 'invited'),
    lt(validUsers.invited_at, sql`(select ${users.created_at} from ${users} where ${users.id} = ${account.id})`),
  );

export function validUsersRepo(db: Db) {
  const attempt = <T>(work: (tx: Db) => Promise<T>) => refusable<T, ValidUserRefusal>(db, work);
  return {
    async list(orgId: string): Promise<ValidUserRow[]> {
      return db.select().from(validUsers).where(eq(validUsers.org_id, orgId)).orderBy(asc(validUsers.email));
    },

    /**
     * Invites an address with a role. Nothing about an account with that address is read or
     * changed: whether it exists decides only which mail the invitation job sends.
     */
    async add(
      orgId: string,
      email: string,
      role: MemberRoleValue,
      invitedBy: string,
    ): Promise<ValidUserRow | ValidUserRefusal> {
      return attempt(async (tx) => {
        await lockOrganisation(tx, orgId);
        const [entry] = await tx
          .insert(validUsers)
          .values({ org_id: orgId, email, role, invited_by: invitedBy })
          .onConflictDoNothing({ target: [validUsers.org_id, validUsers.email] })
          .returning();
        if (!entry) throw refused('listed_here');
        return entry;
      });
    },

    /**
     * Changes an entry's address or role. A member's role changes with it (and their older tokens
     * stop working); their address cannot change, since it is the account's own. A new address is
     * a new invitation.
     */
    async update(
      orgId: string,
      id: string,
      change: { email: string; role: MemberRoleValue },
      invitedBy: string,
    ): Promise<ValidUserChange | ValidUserRefusal> {
      return attempt(async (tx) => {
        await lockOrganisation(tx, orgId);
        const entry = await lockedEntry(tx, orgId, id);
        const newAddress = change.email !== entry.email;
        if (newAddress) {
          if (entry.status === 'joined') throw refused('joined_email_fixed');
          const [listed] = await tx
            .select({ id: validUsers.id })
            .from(validUsers)
            .where(and(eq(validUsers.org_id, orgId), eq(validUsers.email, change.email)));
          if (listed) throw refused('listed_here');
        }
        if (entry.status === 'joined' && entry.user_id && change.role !== entry.role) {
          if (change.role !== 'admin' && (await isLastAdmin(tx, orgId, entry.user_id))) {
            throw refused('last_admin');
          }
          await tx
            .update(users)
            .set({ org_role: change.role, token_version: sql`${users.token_version} + 1`, updated_at: new Date() })
            .where(and(eq(users.id, entry.user_id), eq(users.org_id, orgId)));
        }
        const [updated] = await tx
          .update(validUsers)
          .set({
            email: change.email,
            role: change.role,
            ...(newAddress ? invitation(invitedBy) : {}),
            updated_at: new Date(),
          })
          .where(eq(validUsers.id, id))
          .returning();
        return { entry: updated!, invited: newAddress };
      });
    },

    /** Invites a person who declined or left once more. */
    async reinvite(orgId: string, id: string, invitedBy: string): Promise<ValidUserRow | ValidUserRefusal> {
      return attempt(async (tx) => {
        await lockOrganisation(tx, orgId);
        const entry = await lockedEntry(tx, orgId, id);
        if (entry.status === 'joined') throw refused('already_joined');
        if (entry.status === 'invited') throw refused('already_invited');
        const [updated] = await tx
          .update(validUsers)
          .set({ ...invitation(invitedBy), updated_at: new Date() })
          .where(eq(validUsers.id, id))
          .returning();
        return updated!;
      });
    },

    /**
     * Takes an entry off the list: an open invitation is withdrawn, and a member who joined through
     * it leaves the organisation, their older tokens no longer working.
     */
    async remove(orgId: string, id: string): Promise<ValidUserRow | ValidUserRefusal> {
      return attempt(async (tx) => {
        await lockOrganisation(tx, orgId);
        const entry = await lockedEntry(tx, orgId, id);
        if (entry.status === 'joined' && entry.user_id) {
          if (await isLastAdmin(tx, orgId, entry.user_id)) throw refused('last_admin');
          await tx
            .update(users)
            .set({
              org_id: null,
              org_role: null,
              token_version: sql`${users.token_version} + 1`,
              updated_at: new Date(),
            })
            .where(and(eq(users.id, entry.user_id), eq(users.org_id, orgId)));
        }
        await tx.delete(validUsers).where(eq(validUsers.id, id));
        return entry;
      });
    },

    /**
     * At sign-in and email confirmation: a confirmed account in no organisation joins the one that
     * invited its address before the account was created (signing up with an invited address is
     * the answer). Undefined when there is none, or more than one (then the person chooses among the
     * invitations), or the account is unconfirmed or already a member. An account that existed
     * before its invitation never joins here: it accepts or declines.
     */
    async joinListed(userId: string): Promise<UserRow | undefined> {
      // Read unlocked to learn which organisation to lock; everything is checked again under the
      // locks, taken in the membership order (organisation, entry, account).
      const [account] = await db.select().from(users).where(eq(users.id, userId));
      if (!account || account.org_id || !account.email_verified_at) return undefined;
      const candidates = await db.select().from(validUsers).where(invitedBeforeSignUp(account));
      if (candidates.length !== 1) return undefined;
      const candidate = candidates[0]!;
      return db.transaction(async (tx) => {
        await lockOrganisation(tx, candidate.org_id);
        const [entry] = await tx
          .select()
          .from(validUsers)
          .where(and(eq(validUsers.id, candidate.id), invitedBeforeSignUp(account)))
          .for('update');
        if (!entry) return undefined;
        const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!locked || locked.org_id || !locked.email_verified_at) return undefined;
        return admit(tx, entry, userId);
      });
    },
  };
}
export type ValidUsersRepo = ReturnType<typeof validUsersRepo>;
