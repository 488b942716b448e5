import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { disputes, hiringScores, users } from '../schema/index.js';
import { memberName } from './workflow-events.js';

export type DisputeRow = typeof disputes.$inferSelect;
export interface DisputeView extends DisputeRow {
  member_name: string;
  member_email: string;
  resolver_name: string | null;
  /** The member has a hiring score on the workflow (what a score dispute is about). */
  has_score: boolean;
}

const resolver = alias(users, 'resolver');

/** Disputes (docs/product.md#disputes), always narrowed to one organisation. */
export function disputesRepo(db: Db) {
  return {
    async list(
      orgId: string,
      f: { userId?: string; status?: DisputeRow['status']; id?: string },
    ): Promise<DisputeView[]> {
      const rows = await db
        .select({
          dispute: disputes,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          r_first: resolver.first_name,
          r_last: resolver.last_name,
          r_email: resolver.email,
          has_score:
            sql<boolean>`exists (select 1 from ${hiringScores} where ${hiringScores.file_id} = ${disputes.file_id} and ${hiringScores.user_id} = ${disputes.user_id})`.mapWith(
              Boolean,
            ),
        })
        .from(disputes)
        .innerJoin(users, eq(users.id, disputes.user_id))
        .leftJoin(resolver, eq(resolver.id, disputes.resolved_by))
        .where(
          and(
            eq(disputes.org_id, orgId),
            f.id ? eq(disputes.id, f.id) : undefined,
            f.userId ? eq(disputes.user_id, f.userId) : undefined,
            f.status ? eq(disputes.status, f.status) : undefined,
          ),
        )
        .orderBy(desc(disputes.created_at));
      return rows.map((r) => ({
        ...r.dispute,
        member_name: memberName(r),
        member_email: r.email,
        has_score: r.has_score,
        resolver_name:
          r.r_email === null ? null : memberName({ first_name: r.r_first!, last_name: r.r_last!, email: r.r_email }),
      }));
    },

    /**
     * A new open dispute, unless the member already has one open about the same workflow and kind
     * (checked under a lock on the member's row, so two sent at once make one), or it is about a
     * score and the member has none on the workflow.
     */
    async raise(d: {
      orgId: string;
      userId: string;
      fileId: string;
      title: string;
      kind: DisputeRow['kind'];
      message: string;
    }): Promise<DisputeRow | 'already_open' | 'no_score'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, d.userId)).for('update');
        const [open] = await tx
          .select({ id: disputes.id })
          .from(disputes)
          .where(
            and(
              eq(disputes.user_id, d.userId),
              eq(disputes.file_id, d.fileId),
              eq(disputes.kind, d.kind),
              eq(disputes.status, 'open'),
            ),
          )
          .limit(1);
        if (open) return 'already_open' as const;
        if (d.kind === 'score') {
          const [score] = await tx
            .select({ id: hiringScores.file_id })
            .from(hiringScores)
            .where(and(eq(hiringScores.file_id, d.fileId), eq(hiringScores.user_id, d.userId)))
            .limit(1);
          if (!score) return 'no_score' as const;
        }
        const [row] = await tx
          .insert(disputes)
          .values({
            org_id: d.orgId,
            user_id: d.userId,
            file_id: d.fileId,
            workflow_title: d.title,
            kind: d.kind,
            message: d.message,
          })
          .returning();
        return row!;
      });
    },

    /** Answers an open dispute once. */
    async resolve(
      orgId: string,
      id: string,
      by: string,
      reply: string,
    ): Promise<DisputeRow | 'not_found' | 'already_resolved'> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(disputes)
          .where(and(eq(disputes.id, id), eq(disputes.org_id, orgId)))
          .for('update');
        if (!current) return 'not_found' as const;
        if (current.status !== 'open') return 'already_resolved' as const;
        const [row] = await tx
          .update(disputes)
          .set({ status: 'resolved', reply, resolved_by: by, resolved_at: sql`now()` })
          .where(eq(disputes.id, id))
          .returning();
        return row!;
      });
    },

    /** The member has read these answers. */
    async markSeen(orgId: string, userId: string, ids: readonly string[]): Promise<void> {
      await db
        .update(disputes)
        .set({ seen_at: sql`now()` })
        .where(
          and(
            eq(disputes.org_id, orgId),
            eq(disputes.user_id, userId),
            eq(disputes.status, 'resolved'),
            isNull(disputes.seen_at),
            inArray(disputes.id, [...ids]),
          ),
        );
    },
  };
}

export type DisputesRepo = ReturnType<typeof disputesRepo>;
