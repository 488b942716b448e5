import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { users } from '../../schema/index.js';

/*
 * A file's minutes against its owner's plan (docs/product.md#usage): taken once when the file is
 * accepted, given back once if processing finally fails. Both run inside the caller's transaction.
 */

/**
 * Takes `minutes` from the user's plan, under the user row's lock, or says how many it has left
 * when that is fewer: the minutes read are the ones the decision and the refusal's message use.
 * Pack minutes are part of the total; a downgrade can leave more used than the total, which is 0
 * left, never fewer.
 */
export async function takeMinutes(
  tx: Db,
  userId: string,
  minutes: number,
): Promise<{ taken: true } | { left: number }> {
  const [user] = await tx
    .select({ total: users.transcript_total, used: users.transcript_used })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const left = Math.max(0, (user?.total ?? 0) - (user?.used ?? 0));
  if (left < minutes) return { left };
  await tx
    .update(users)
    .set({ transcript_used: sql`${users.transcript_used} + ${minutes}` })
    .where(eq(users.id, userId));
  return { taken: true };
}

/** Gives `minutes` back to the user's plan; the caller zeroes what the file was charged in the same transaction. */
export async function giveMinutesBack(tx: Db, userId: string, minutes: number): Promise<void> {
  if (minutes <= 0) return;
  await tx
    .update(users)
    .set({ transcript_used: sql`greatest(0, ${users.transcript_used} - ${minutes})` })
    .where(eq(users.id, userId));
}
