import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { organisations, users, validUsers } from '../schema/index.js';
import { isLastAdmin, lockOrganisation, Refusal, refusable } from './membership.js';
import type { UserRow } from './users.js';

export type OrganisationRow = typeof organisations.$inferSelect;

/** Why founding an organisation was refused (docs/product.md#organisations). */
export type FoundingRefusal = 'already_member';

/** Why leaving an organisation was refused: the last admin stays, and a non-member has nothing to leave. */
export type LeavingRefusal = 'not_member' | 'last_admin';

/** How many numbered slugs (`acme-2`, `acme-3`, ...) are tried before a random suffix. */
const NUMBERED_SLUGS = 5;

/** Inserts the organisation under the first free slug: the unique index decides, so races are safe. */
async function insertWithFreeSlug(tx: Db, name: string, slugBase: string): Promise<OrganisationRow> {
  for (let attempt = 1; ; attempt++) {
    const slug =
      attempt === 1
        ? slugBase
        : attempt <= NUMBERED_SLUGS
          ? `${slugBase}-${attempt}`
          : `${slugBase}-${randomBytes(3).toString('hex')}`;
    const [row] = await tx
      .insert(organisations)
      .values({ name, slug })
      .onConflictDoNothing({ target: organisations.slug })
      .returning();
    if (row) return row;
  }
}

/**
 * An organisation itself (docs/product.md#organisations): founding one, leaving it, its settings. Its
 * accounts are looked up through members.ts.
 */
export function organisationsRepo(db: Db) {
  return {
    async find(orgId: string): Promise<OrganisationRow | undefined> {
      const [row] = await db.select().from(organisations).where(eq(organisations.id, orgId));
      return row;
    },

    /** A new name; the slug stays what it was, so nothing that names the organisation by it breaks. */
    async rename(orgId: string, name: string): Promise<OrganisationRow | undefined> {
      const [row] = await db
        .update(organisations)
        .set({ name, updated_at: new Date() })
        .where(eq(organisations.id, orgId))
        .returning();
      return row;
    },

    /** Whether auto-assign runs on its schedule for the organisation. */
    async setAutoAssignScheduled(orgId: string, scheduled: boolean): Promise<void> {
      await db
        .update(organisations)
        .set({ auto_assign_scheduled: scheduled, updated_at: new Date() })
        .where(eq(organisations.id, orgId));
    },

    /** The organisations whose admins turned the scheduled auto-assign on. */
    async withScheduledAutoAssign(): Promise<string[]> {
      const rows = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.auto_assign_scheduled, true))
        .orderBy(asc(organisations.created_at));
      return rows.map((r) => r.id);
    },

    /**
     * A personal account founds an organisation and becomes its admin, in one transaction: the
     * organisation, the account's membership and its own entry on the list, joined. Invitations
     * from other organisations to the founder's address stay open (to accept one, they leave first).
     */
    async found(
      userId: string,
      name: string,
      slugBase: string,
    ): Promise<{ organisation: OrganisationRow; user: UserRow } | FoundingRefusal> {
      return refusable<{ organisation: OrganisationRow; user: UserRow }, FoundingRefusal>(db, async (tx) => {
        // Addresses never change, so the account is read unlocked; the membership is decided by the
        // update at the end, after the new organisation's row and entry (the membership lock order).
        const [account] = await tx.select().from(users).where(eq(users.id, userId));
        if (!account || account.org_id) throw new Refusal('already_member');
        const organisation = await insertWithFreeSlug(tx, name, slugBase);
        await tx.insert(validUsers).values({
          org_id: organisation.id,
          email: account.email,
          role: 'admin',
          status: 'joined',
          user_id: account.id,
          invited_by: account.id,
        });
        const [user] = await tx
          .update(users)
          .set({ org_id: organisation.id, org_role: 'admin', updated_at: new Date() })
          .where(and(eq(users.id, userId), isNull(users.org_id)))
          .returning();
        if (!user) throw new Refusal('already_member');
        return { organisation, user };
      });
    },

    /**
     * A member leaves their organisation: the account becomes personal again (its own files were
     * always its own), its older tokens stop working, and its entry on the list says it left. The
     * last admin may not leave.
     */
    async leave(userId: string): Promise<{ organisation: OrganisationRow; user: UserRow } | LeavingRefusal> {
      const [member] = await db.select({ org_id: users.org_id }).from(users).where(eq(users.id, userId));
      const orgId = member?.org_id;
      if (!orgId) return 'not_member';
      return refusable<{ organisation: OrganisationRow; user: UserRow }, LeavingRefusal>(db, async (tx) => {
        await lockOrganisation(tx, orgId);
        await tx
          .select({ id: validUsers.id })
          .from(validUsers)
          .where(and(eq(validUsers.org_id, orgId), eq(validUsers.user_id, userId)))
          .for('update');
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.org_id, orgId)))
          .for('update');
        if (!account) throw new Refusal('not_member');
        if (await isLastAdmin(tx, orgId, userId)) throw new Refusal('last_admin');
        const [user] = await tx
          .update(users)
          .set({ org_id: null, org_role: null, token_version: sql`${users.token_version} + 1`, updated_at: new Date() })
          .where(eq(users.id, userId))
          .returning();
        await tx
          .update(validUsers)
          .set({ status: 'left', user_id: null, updated_at: new Date() })
          .where(and(eq(validUsers.org_id, orgId), eq(validUsers.user_id, userId)));
        const [organisation] = await tx.select().from(organisations).where(eq(organisations.id, orgId));
        return { organisation: organisation!, user: user! };
      });
    },
  };
}
export type OrganisationsRepo = ReturnType<typeof organisationsRepo>;
