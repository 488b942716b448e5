import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { emailCodes } from '../schema/index.js';

export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type CodePurpose = EmailCodeRow['purpose'];

export function emailCodesRepo(db: Db) {
  return {
    /** Issues a new code and retires the user's earlier unused codes for the same purpose. */
    async issue(userId: string, purpose: CodePurpose, codeHash: string, expiresAt: Date): Promise<EmailCodeRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(emailCodes)
          .set({ consumed_at: new Date() })
          .where(and(eq(emailCodes.user_id, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumed_at)));
        const [row] = await tx
          .insert(emailCodes)
          .values({ user_id: userId, purpose, code_hash: codeHash, expires_at: expiresAt })
          .returning();
        return row!;
      });
    },
    async findById(id: string): Promise<EmailCodeRow | undefined> {
      const [row] = await db.select().from(emailCodes).where(eq(emailCodes.id, id)).limit(1);
      return row;
    },
    async latestOpen(userId: string, purpose: CodePurpose): Promise<EmailCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.user_id, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumed_at)))
        .orderBy(desc(emailCodes.created_at))
        .limit(1);
      return row;
    },
    /** Counts a wrong guess; returns the attempts now used. */
    async recordAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, id))
        .returning({ attempts: emailCodes.attempts });
      return row?.attempts ?? 0;
    },
    /** Consumes the code once; false when it was already used (two racing requests, one wins). */
    async consume(id: string): Promise<boolean> {
      const rows = await db
        .update(emailCodes)
        .set({ consumed_at: new Date() })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumed_at), gt(emailCodes.expires_at, new Date())))
        .returning({ id: emailCodes.id });
      return rows.length === 1;
    },
    async pruneExpired(before: Date): Promise<void> {
      await db.delete(emailCodes).where(lt(emailCodes.expires_at, before));
    },
  };
}
export type EmailCodesRepo = ReturnType<typeof emailCodesRepo>;
