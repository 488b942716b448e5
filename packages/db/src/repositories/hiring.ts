import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { files, hiringNotes, hiringScores, users } from '../schema/index.js';
import { memberName } from './workflow-events.js';

export type HiringScoreRow = typeof hiringScores.$inferSelect;
export type NewHiringScore = typeof hiringScores.$inferInsert;
export interface ScoreView extends HiringScoreRow {
  title: string;
}
export interface NoteView {
  id: string;
  notes: string;
  author: string | null;
  created_at: Date;
}

/** Hiring scores and notes (docs/product.md#hiring-scores), always narrowed to one organisation. */
export function hiringRepo(db: Db) {
  return {
    /** Writes a reviewer's score on a workflow, replacing the one before. */
    async save(score: NewHiringScore): Promise<HiringScoreRow> {
      const { file_id: _f, user_id: _u, ...rest } = score;
      const [row] = await db
        .insert(hiringScores)
        .values(score)
        .onConflictDoUpdate({
          target: [hiringScores.file_id, hiringScores.user_id],
          set: { ...rest, computed_at: new Date() },
        })
        .returning();
      return row!;
    },

    /** A member's scores with the workflows' titles, newest first. */
    async ofMember(orgId: string, userId: string): Promise<ScoreView[]> {
      const rows = await db
        .select({ score: hiringScores, title: files.title })
        .from(hiringScores)
        .innerJoin(files, eq(files.id, hiringScores.file_id))
        .where(and(eq(hiringScores.org_id, orgId), eq(hiringScores.user_id, userId)))
        .orderBy(desc(hiringScores.computed_at));
      return rows.map((r) => ({ ...r.score, title: r.title }));
    },

    /**
     * Each scored member's (or only `userId`'s) number of scores and overall score: the mean
     * weighted by the finals' words (a plain mean when they are all empty). The one place the
     * overall score is worked out.
     */
    async team(orgId: string, userId?: string): Promise<Map<string, { overall: number; workflows: number }>> {
      const rows = await db
        .select({
          user_id: hiringScores.user_id,
          workflows: sql<number>`count(*)`.mapWith(Number),
          overall:
            sql<number>`coalesce(sum(${hiringScores.accuracy} * ${hiringScores.words}) / nullif(sum(${hiringScores.words}), 0), avg(${hiringScores.accuracy}))`.mapWith(
              Number,
            ),
        })
        .from(hiringScores)
        .where(and(eq(hiringScores.org_id, orgId), userId ? eq(hiringScores.user_id, userId) : undefined))
        .groupBy(hiringScores.user_id);
      return new Map(rows.map((r) => [r.user_id, { overall: r.overall, workflows: r.workflows }]));
    },

    async notes(orgId: string, userId: string): Promise<NoteView[]> {
      const rows = await db
        .select({
          id: hiringNotes.id,
          notes: hiringNotes.notes,
          created_at: hiringNotes.created_at,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        })
        .from(hiringNotes)
        .leftJoin(users, eq(users.id, hiringNotes.author_id))
        .where(and(eq(hiringNotes.org_id, orgId), eq(hiringNotes.user_id, userId)))
        .orderBy(desc(hiringNotes.created_at));
      return rows.map((r) => ({
        id: r.id,
        notes: r.notes,
        created_at: r.created_at,
        author:
          r.email === null ? null : memberName({ first_name: r.first_name!, last_name: r.last_name!, email: r.email }),
      }));
    },

    async addNote(orgId: string, userId: string, authorId: string, notes: string): Promise<string> {
      const [row] = await db
        .insert(hiringNotes)
        .values({ org_id: orgId, user_id: userId, author_id: authorId, notes })
        .returning({ id: hiringNotes.id });
      return row!.id;
    },
  };
}

export type HiringRepo = ReturnType<typeof hiringRepo>;
