import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { organisations, users, validUsers } from '../schema/index.js';
import type { UserRow } from './users.js';

/*
 * What every change to an organisation's membership shares (docs/product.md#organisations): the
 * lock order, the last-admin rule and the move into the organisation. Locks are always taken in the
 * order organisation row, list entry, account row, so two changes never wait on each other in a
 * circle.
 */

/** Rolls a transaction back and carries the reason out of it. */
export class Refusal<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(reason);
  }
}

/** Runs `work` in a transaction; a `Refusal` thrown inside rolls it back and becomes its reason. */
export async function refusable<T, R extends string>(db: Db, work: (tx: Db) => Promise<T>): Promise<T | R> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (err) {
    if (err instanceof Refusal) return err.reason as R;
    throw err;
  }
}

/**
 * The first statement of every change to an organisation's membership: it serialises them, so two
 * admins demoting each other at once cannot leave the organisation without one.
 */
export async function lockOrganisation(tx: Db, orgId: string): Promise<void> {
  await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, orgId)).for('update');
}

/** Whether `userId` is the organisation's only admin, so they may not lose that role nor leave. */
export async function isLastAdmin(tx: Db, orgId: string, userId: string): Promise<boolean> {
  const [member] = await tx
    .select({ role: users.org_role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.org_id, orgId)));
  if (member?.role !== 'admin') return false;
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.org_id, orgId), eq(users.org_role, 'admin')));
  return (row?.n ?? 0) <= 1;
}

/**
 * Makes the account a member through the entry, with the entry's role. Its token version moves on:
 * sessions issued before carry no organisation in their claim, so they end, and the next token
 * carries the role. The caller holds the locks and has checked that the account may join.
 */
export async function admit(
  tx: Db,
  entry: { id: string; org_id: string; role: 'admin' | 'qa' | 'reviewer' },
  accountId: string,
): Promise<UserRow> {
  const [joined] = await tx
    .update(users)
    .set({
      org_id: entry.org_id,
      org_role: entry.role,
      token_version: sql`${users.token_version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(users.id, accountId))
    .returning();
  await tx
    .update(validUsers)
    .set({ status: 'joined', user_id: accountId, updated_at: new Date() })
    .where(eq(validUsers.id, entry.id));
  return joined!;
}
