import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { outboxMail } from '../schema/index.js';

export function outboxRepo(db: Db) {
  return {
    async add(mail: { to: string; subject: string; text: string }): Promise<void> {
      await db.insert(outboxMail).values(mail);
    },
    /** The mail kept for one address, oldest first. */
    async list(to: string) {
      return db.select().from(outboxMail).where(eq(outboxMail.to, to)).orderBy(asc(outboxMail.created_at)).limit(500);
    },
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
