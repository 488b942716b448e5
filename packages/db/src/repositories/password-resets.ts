import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { passwordResets, users } from '../schema/index.js';

export function passwordResetsRepo(db: Db) {
  return {
    /**
     * Stores a new link and retires the user's older open ones in the same transaction, so only the
     * newest link mailed works. Retired links are expired rather than marked used: nobody used them.
     */
    async create(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(passwordResets)
          .set({ expires_at: now })
          .where(
            and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at), gt(passwordResets.expires_at, now)),
          );
        await tx.insert(passwordResets).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
      });
    },
    async find(tokenHash: string) {
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.token_hash, tokenHash)).limit(1);
      return row;
    },
    /**
     * Uses the reset link and sets the new password in one transaction: the link is single use
     * even under concurrent requests, and the password never changes without the link being spent.
     * Returns the user id, or undefined when the link is used or expired.
     */
    async redeem(tokenHash: string, passwordHash: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ used_at: new Date() })
          .where(
            and(
              eq(passwordResets.token_hash, tokenHash),
              isNull(passwordResets.used_at),
              gt(passwordResets.expires_at, new Date()),
            ),
          )
          .returning();
        if (!reset) return undefined;
        await tx
          .update(users)
          .set({ password_hash: passwordHash, token_version: sql`${users.token_version} + 1`, updated_at: new Date() })
          .where(eq(users.id, reset.user_id));
        // Any other open links for this user die with this one.
        await tx
          .update(passwordResets)
          .set({ used_at: new Date() })
          .where(and(eq(passwordResets.user_id, reset.user_id), isNull(passwordResets.used_at)));
        return reset.user_id;
      });
    },
    async pruneExpired(before: Date): Promise<void> {
      await db.delete(passwordResets).where(lt(passwordResets.expires_at, before));
    },
  };
}
export type PasswordResetsRepo = ReturnType<typeof passwordResetsRepo>;
