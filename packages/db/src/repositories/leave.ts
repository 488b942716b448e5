import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { leaveRequests, users } from '../schema/index.js';
import { memberName } from './workflow-events.js';

export type LeaveRow = typeof leaveRequests.$inferSelect;
export type LeaveStatusValue = LeaveRow['status'];

/** A request with the names of the member and of whoever decided it. */
export interface LeaveView extends LeaveRow {
  member_name: string;
  member_email: string;
  decided_by_name: string | null;
}

export interface LeaveFilter {
  id?: string;
  /** Only this member's requests (a member who is not an admin sees their own). */
  userId?: string;
  status?: LeaveStatusValue;
  /** Requests overlapping [from, to] (calendar days, both ends included). */
  from?: string;
  to?: string;
}

export type ApplyOutcome = { status: 'applied'; leave: LeaveRow } | { status: 'overlaps'; with: LeaveRow };

export type DecideOutcome =
  | { status: 'decided'; leave: LeaveRow }
  | { status: 'not_found' }
  | { status: 'already_decided'; current: LeaveStatusValue };

export type WithdrawOutcome =
  { status: 'removed'; leave: LeaveRow } | { status: 'not_found' } | { status: 'started_approved' };

const decider = alias(users, 'decider');

/** Requests that are live: a pending one may still be approved, so both block the same days. */
const LIVE: LeaveStatusValue[] = ['pending', 'approved'];

/**
 * Leave requests (docs/product.md#leave). Every query is narrowed to one organisation and to
 * members still in it, so another organisation's ids answer as missing ones.
 */
export function leaveRepo(db: Db) {
  // Every query below joins the member (users) to the request.
  const ofOrganisation = (orgId: string): SQL => and(eq(leaveRequests.org_id, orgId), eq(users.org_id, orgId))!;

  return {
    async list(orgId: string, f: LeaveFilter): Promise<LeaveView[]> {
      const rows = await db
        .select({
          leave: leaveRequests,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          decider_first: decider.first_name,
          decider_last: decider.last_name,
          decider_email: decider.email,
        })
        .from(leaveRequests)
        .innerJoin(users, eq(users.id, leaveRequests.user_id))
        .leftJoin(decider, eq(decider.id, leaveRequests.decided_by))
        .where(
          and(
            ofOrganisation(orgId),
            f.id ? eq(leaveRequests.id, f.id) : undefined,
            f.userId ? eq(leaveRequests.user_id, f.userId) : undefined,
            f.status ? eq(leaveRequests.status, f.status) : undefined,
            f.from ? gte(leaveRequests.end_date, f.from) : undefined,
            f.to ? lte(leaveRequests.start_date, f.to) : undefined,
          ),
        )
        .orderBy(asc(leaveRequests.start_date), asc(leaveRequests.created_at), asc(leaveRequests.id));
      return rows.map((r) => ({
        ...r.leave,
        member_name: memberName(r),
        member_email: r.email,
        decided_by_name:
          r.decider_email === null
            ? null
            : memberName({ first_name: r.decider_first!, last_name: r.decider_last!, email: r.decider_email }),
      }));
    },

    /**
     * A new pending request, unless it overlaps one of the member's pending or approved requests.
     * The member's row is locked first, so two requests sent at once are checked one after the other.
     */
    async apply(input: {
      orgId: string;
      userId: string;
      leave_type: LeaveRow['leave_type'];
      start_date: string;
      end_date: string;
      reason: string | null;
    }): Promise<ApplyOutcome> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
        const [clash] = await tx
          .select()
          .from(leaveRequests)
          .where(
            and(
              eq(leaveRequests.user_id, input.userId),
              inArray(leaveRequests.status, LIVE),
              lte(leaveRequests.start_date, input.end_date),
              gte(leaveRequests.end_date, input.start_date),
            ),
          )
          .orderBy(asc(leaveRequests.start_date))
          .limit(1);
        if (clash) return { status: 'overlaps' as const, with: clash };
        const [leave] = await tx
          .insert(leaveRequests)
          .values({
            org_id: input.orgId,
            user_id: input.userId,
            leave_type: input.leave_type,
            start_date: input.start_date,
            end_date: input.end_date,
            reason: input.reason,
          })
          .returning();
        return { status: 'applied' as const, leave: leave! };
      });
    },

    /** Approves or rejects a pending request; a decided one stays as it is. */
    async decide(
      orgId: string,
      id: string,
      decision: { status: 'approved' | 'rejected'; by: string; note: string | null },
    ): Promise<DecideOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ leave: leaveRequests })
          .from(leaveRequests)
          .innerJoin(users, eq(users.id, leaveRequests.user_id))
          .where(and(eq(leaveRequests.id, id), ofOrganisation(orgId)))
          .for('update', { of: leaveRequests });
        if (!current) return { status: 'not_found' as const };
        if (current.leave.status !== 'pending') {
          return { status: 'already_decided' as const, current: current.leave.status };
        }
        const [leave] = await tx
          .update(leaveRequests)
          .set({
            status: decision.status,
            decided_by: decision.by,
            decision_note: decision.note,
            decided_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .where(eq(leaveRequests.id, id))
          .returning();
        return { status: 'decided' as const, leave: leave! };
      });
    },

    /**
     * Removes a request: any of the organisation's for an admin (`userId` null), otherwise only the
     * member's own, and not once it is approved and has begun (`today`).
     */
    async withdraw(orgId: string, id: string, who: { userId: string | null; today: string }): Promise<WithdrawOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ leave: leaveRequests })
          .from(leaveRequests)
          .innerJoin(users, eq(users.id, leaveRequests.user_id))
          .where(
            and(
              eq(leaveRequests.id, id),
              ofOrganisation(orgId),
              who.userId ? eq(leaveRequests.user_id, who.userId) : undefined,
            ),
          )
          .for('update', { of: leaveRequests });
        if (!current) return { status: 'not_found' as const };
        const { leave } = current;
        if (who.userId && leave.status === 'approved' && leave.start_date <= who.today) {
          return { status: 'started_approved' as const };
        }
        await tx.delete(leaveRequests).where(eq(leaveRequests.id, id));
        return { status: 'removed' as const, leave };
      });
    },

    /** Members of the organisation on approved leave on `day`, with the last day of that leave. */
    async onLeave(orgId: string, day: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ user_id: leaveRequests.user_id, end_date: sql<string>`max(${leaveRequests.end_date})::text` })
        .from(leaveRequests)
        .where(
          and(
            eq(leaveRequests.org_id, orgId),
            eq(leaveRequests.status, 'approved'),
            lte(leaveRequests.start_date, day),
            gte(leaveRequests.end_date, day),
          ),
        )
        .groupBy(leaveRequests.user_id);
      return new Map(rows.map((r) => [r.user_id, r.end_date]));
    },
  };
}

export type LeaveRepo = ReturnType<typeof leaveRepo>;
