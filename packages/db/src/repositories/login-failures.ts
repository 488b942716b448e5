import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../client.js';
import { loginFailures } from '../schema.js';

export function loginFailuresRepo(db: Db) {
  return {
    async record(email: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values({ email, ip });
    },
    /** Failures since `since`, for this email and for this address. */
    async countSince(email: string, ip: string, since: Date): Promise<{ byEmail: number; byIp: number }> {
      const [byEmail] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.created_at, since)));
      const [byIp] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ip, ip), gt(loginFailures.created_at, since)));
      return { byEmail: byEmail?.n ?? 0, byIp: byIp?.n ?? 0 };
    },
    /** A successful sign-in forgives this email's earlier failures. */
    async clearEmail(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
    async prune(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.created_at, before));
    },
  };
}
export type LoginFailuresRepo = ReturnType<typeof loginFailuresRepo>;
