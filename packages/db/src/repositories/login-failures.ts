import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { loginFailures } from '../schema/index.js';

export interface FailureCount {
  count: number;
  /** The most recent failure, or null when there is none in the window. */
  last: Date | null;
}

/** Recent failures of one (email, address) pair and of the address as a whole. */
export interface FailureHistory {
  pair: FailureCount;
  address: FailureCount;
}

/** Namespace of the advisory locks taken per client address (an arbitrary constant). */
const ATTEMPT_LOCK_NAMESPACE = 740_112;

export function loginFailuresRepo(db: Db) {
  return {
    /**
     * Decides whether a sign-in attempt may go ahead (`decide` answers the milliseconds it must still
     * wait, 0 to proceed) and, if so, records it as a failure straight away; a success clears it.
     * Attempts from one address are serialised, so a burst of parallel guesses cannot all be let
     * through on the same count. Returns the wait, 0 when the attempt was let through.
     */
    async reserveAttempt(
      email: string,
      ip: string,
      since: { pair: Date; address: Date },
      decide: (history: FailureHistory) => number,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_NAMESPACE}, hashtext(${ip}))`);
        const [pair] = await tx
          .select({ n: count(), last: max(loginFailures.created_at) })
          .from(loginFailures)
          .where(
            and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.created_at, since.pair)),
          );
        const [address] = await tx
          .select({ n: count(), last: max(loginFailures.created_at) })
          .from(loginFailures)
          .where(and(eq(loginFailures.ip, ip), gt(loginFailures.created_at, since.address)));
        const wait = decide({
          pair: { count: pair?.n ?? 0, last: pair?.last ?? null },
          address: { count: address?.n ?? 0, last: address?.last ?? null },
        });
        // The application's clock, like the one `decide` compares against.
        if (wait <= 0) await tx.insert(loginFailures).values({ email, ip, created_at: new Date() });
        return Math.max(0, wait);
      });
    },
    /** A successful sign-in forgives this pair's failures (and removes its own reservation). */
    async clearPair(email: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
    },
    /** A password reset proves the mailbox: every address's failures for this email are forgiven. */
    async clearEmail(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
    async prune(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.created_at, before));
    },
  };
}
export type LoginFailuresRepo = ReturnType<typeof loginFailuresRepo>;
