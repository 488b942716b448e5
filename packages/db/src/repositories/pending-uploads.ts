import { and, count, eq, gt, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { pendingUploads, users } from '../schema/index.js';

export type PendingUploadRow = typeof pendingUploads.$inferSelect;
export type NewPendingUpload = typeof pendingUploads.$inferInsert;

/** Signed-URL uploads issued since `since` and not transcribed: what counts against the cap. */
const openSignedOf = (userId: string, since: Date) =>
  and(
    eq(pendingUploads.user_id, userId),
    eq(pendingUploads.kind, 'upload_url'),
    isNull(pendingUploads.consumed_at),
    gt(pendingUploads.created_at, since),
  );

export function pendingUploadsRepo(db: Db) {
  return {
    async add(row: NewPendingUpload): Promise<void> {
      await db.insert(pendingUploads).values(row);
    },

    /**
     * Records a signed-URL upload unless the user already has `cap` open ones since `since`.
     * The user's row is locked while counting, so two requests at once cannot both take the last
     * place. When refused, `oldest` is when the oldest open one was issued (it frees a place).
     */
    async addWithinCap(
      row: Omit<NewPendingUpload, 'kind'>,
      cap: number,
      since: Date,
    ): Promise<{ added: true } | { added: false; oldest: Date }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.user_id)).for('update');
        const [open] = await tx
          .select({ n: count(), oldest: min(pendingUploads.created_at) })
          .from(pendingUploads)
          .where(openSignedOf(row.user_id, since));
        if (open && open.n >= cap) return { added: false, oldest: open.oldest ?? new Date() };
        await tx.insert(pendingUploads).values({ ...row, kind: 'upload_url' });
        return { added: true };
      });
    },

    /** Marks the user's open signed upload as taken; false when there is none (unknown, used, too old). */
    async consume(key: string, userId: string, since: Date): Promise<boolean> {
      const taken = await db
        .update(pendingUploads)
        .set({ consumed_at: new Date() })
        .where(and(eq(pendingUploads.key, key), openSignedOf(userId, since)))
        .returning({ key: pendingUploads.key });
      return taken.length > 0;
    },

    /** A multipart upload is done with (turned into a file or refused, its object deleted). */
    async removeMultipart(key: string): Promise<void> {
      await db.delete(pendingUploads).where(and(eq(pendingUploads.key, key), eq(pendingUploads.kind, 'multipart')));
    },

    /**
     * Takes (deletes and returns) up to `limit` uploads begun before `before`, leaving those a
     * transcribe call took after `consumedBefore`: that call may still be reading the object. Taking
     * the row first means a transcribe call racing the sweep finds nothing rather than half a file.
     */
    async takeExpired(before: Date, consumedBefore: Date, limit: number): Promise<PendingUploadRow[]> {
      const expired = and(
        lt(pendingUploads.created_at, before),
        or(isNull(pendingUploads.consumed_at), lt(pendingUploads.consumed_at, consumedBefore)),
      );
      const batch = db.select({ key: pendingUploads.key }).from(pendingUploads).where(expired).limit(limit);
      return db
        .delete(pendingUploads)
        .where(and(sql`${pendingUploads.key} in (${batch})`, expired))
        .returning();
    },

    /** Puts back rows whose storage could not be cleaned, for the next sweep. */
    async restore(rows: PendingUploadRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(pendingUploads).values(rows).onConflictDoNothing();
    },
  };
}
export type PendingUploadsRepo = ReturnType<typeof pendingUploadsRepo>;
