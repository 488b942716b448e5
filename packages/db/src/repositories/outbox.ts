import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { outboxMail } from '../schema.js';

export function outboxRepo(db: Db) {
  return {
    async add(mail: { to: string; subject: string; text: string }): Promise<void> {
      await db.insert(outboxMail).values(mail);
    },
    async list(to?: string) {
      const query = db.select().from(outboxMail);
      const rows = await (to ? query.where(eq(outboxMail.to, to)) : query)
        .orderBy(asc(outboxMail.created_at))
        .limit(500);
      return rows;
    },
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
