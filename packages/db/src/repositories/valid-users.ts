import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { organisations, users, validUsers } from '../schema.js';
import type { UserRow } from './users.js';

export type ValidUserRow = typeof validUsers.$inferSelect;
export type MemberRoleValue = ValidUserRow['role'];

/** Why a change to the list was refused (docs/product.md#organisations). */
export type ValidUserRefusal =
  'not_found' | 'listed_here' | 'listed_elsewhere' | 'member_elsewhere' | 'last_admin' | 'joined_email_fixed';

/** Rolls a transaction back and carries the reason out of it. */
class Refused extends Error {
  constructor(readonly reason: ValidUserRefusal) {
    super(reason);
  }
}

/** PostgreSQL's unique_violation, as the driver reports it (drizzle wraps it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505';
}

/** Runs `work` in a transaction; a `Refused` thrown inside rolls it back and becomes its reason. */
async function refusable<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T | ValidUserRefusal> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (err) {
    if (err instanceof Refused) return err.reason;
    // Another organisation listed the same address between our check and our write.
    if (isUniqueViolation(err)) return 'listed_elsewhere';
    throw err;
  }
}

/**
 * The first statement of every change to an organisation's membership: it serialises them, so two
 * admins demoting each other at once cannot leave the organisation without one.
 */
async function lockOrganisation(tx: Db, orgId: string): Promise<void> {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, orgId)).for('update');
}

async function adminCount(tx: Db, orgId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.org_id, orgId), eq(users.org_role, 'admin')));
  return row?.n ?? 0;
}

/** Whether `userId` is the organisation's only admin, so they may not lose that role. */
async function isLastAdmin(tx: Db, orgId: string, userId: string): Promise<boolean> {
  const [member] = await tx
    .select({ role: users.org_role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.org_id, orgId)));
  return member?.role === 'admin' && (await adminCount(tx, orgId)) <= 1;
}

/**
 * Lets the account with the entry's address in at once, when there is one whose address is
 * confirmed (an unconfirmed account joins when it confirms: a listed address must be proven owned).
 * Its token version is bumped: sessions issued before carry no organisation in their claim.
 */
async function admitExistingAccount(tx: Db, entry: ValidUserRow): Promise<ValidUserRow> {
  const [account] = await tx.select().from(users).where(eq(users.email, entry.email)).for('update');
  if (!account || !account.email_verified_at) return entry;
  if (account.org_id && account.org_id !== entry.org_id) throw new Refused('member_elsewhere');
  await tx
    .update(users)
    .set({
      org_id: entry.org_id,
      org_role: entry.role,
      token_version: sql`${users.token_version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(users.id, account.id));
  const [linked] = await tx
    .update(validUsers)
    .set({ user_id: account.id, updated_at: new Date() })
    .where(eq(validUsers.id, entry.id))
    .returning();
  return linked!;
}

export function validUsersRepo(db: Db) {
  return {
    async list(orgId: string): Promise<ValidUserRow[]> {
      return db.select().from(validUsers).where(eq(validUsers.org_id, orgId)).orderBy(asc(validUsers.email));
    },

    /** Lists an address with a role; an existing confirmed account with it joins at once. */
    async add(orgId: string, email: string, role: MemberRoleValue): Promise<ValidUserRow | ValidUserRefusal> {
      return refusable(db, async (tx) => {
        await lockOrganisation(tx, orgId);
        const [entry] = await tx
          .insert(validUsers)
          .values({ org_id: orgId, email, role })
          .onConflictDoNothing({ target: validUsers.email })
          .returning();
        if (!entry) {
          const [listed] = await tx
            .select({ org_id: validUsers.org_id })
            .from(validUsers)
            .where(eq(validUsers.email, email));
          throw new Refused(listed?.org_id === orgId ? 'listed_here' : 'listed_elsewhere');
        }
        return admitExistingAccount(tx, entry);
      });
    },

    /**
     * Changes an entry's address or role. A joined member's role changes with it (and their older
     * tokens stop working); their address cannot change, since it is the account's own.
     */
    async update(
      orgId: string,
      id: string,
      change: { email: string; role: MemberRoleValue },
    ): Promise<ValidUserRow | ValidUserRefusal> {
      return refusable(db, async (tx) => {
        await lockOrganisation(tx, orgId);
        const [entry] = await tx
          .select()
          .from(validUsers)
          .where(and(eq(validUsers.id, id), eq(validUsers.org_id, orgId)))
          .for('update');
        if (!entry) throw new Refused('not_found');
        if (change.email !== entry.email) {
          if (entry.user_id) throw new Refused('joined_email_fixed');
          const [listed] = await tx
            .select({ org_id: validUsers.org_id })
            .from(validUsers)
            .where(eq(validUsers.email, change.email));
          if (listed) throw new Refused(listed.org_id === orgId ? 'listed_here' : 'listed_elsewhere');
        }
        if (entry.user_id && change.role !== entry.role) {
          if (change.role !== 'admin' && (await isLastAdmin(tx, orgId, entry.user_id))) {
            throw new Refused('last_admin');
          }
          await tx
            .update(users)
            .set({ org_role: change.role, token_version: sql`${users.token_version} + 1`, updated_at: new Date() })
            .where(and(eq(users.id, entry.user_id), eq(users.org_id, orgId)));
        }
        const [updated] = await tx
          .update(validUsers)
          .set({ email: change.email, role: change.role, updated_at: new Date() })
          .where(eq(validUsers.id, id))
          .returning();
        return updated!.user_id || change.email === entry.email ? updated! : admitExistingAccount(tx, updated!);
      });
    },

    /**
     * Takes an entry off the list; a member who joined through it leaves the organisation, and
     * their older tokens stop working.
     */
    async remove(orgId: string, id: string): Promise<ValidUserRow | ValidUserRefusal> {
      return refusable(db, async (tx) => {
        await lockOrganisation(tx, orgId);
        const [entry] = await tx
          .select()
          .from(validUsers)
          .where(and(eq(validUsers.id, id), eq(validUsers.org_id, orgId)))
          .for('update');
        if (!entry) throw new Refused('not_found');
        if (entry.user_id) {
          if (await isLastAdmin(tx, orgId, entry.user_id)) throw new Refused('last_admin');
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
     * Joins a confirmed account in no organisation to the one that lists its address, with the
     * listed role; the account and the entry change in one transaction. Undefined when nothing lists
     * it (or it is unconfirmed, or already a member somewhere).
     */
    async joinListed(userId: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!account || account.org_id || !account.email_verified_at) return undefined;
        const [entry] = await tx.select().from(validUsers).where(eq(validUsers.email, account.email)).for('update');
        if (!entry) return undefined;
        const [joined] = await tx
          .update(users)
          .set({ org_id: entry.org_id, org_role: entry.role, updated_at: new Date() })
          .where(eq(users.id, userId))
          .returning();
        await tx.update(validUsers).set({ user_id: userId, updated_at: new Date() }).where(eq(validUsers.id, entry.id));
        return joined;
      });
    },
  };
}
export type ValidUsersRepo = ReturnType<typeof validUsersRepo>;
