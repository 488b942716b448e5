import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accessibleFile, openFile, type Caller } from './file-access.js';
import { mediaMinutesLeft } from './media-clips.js';
import { editRenders, files, users } from '../schema/index.js';

export type EditRenderRow = typeof editRenders.$inferSelect;
export type NewEditRender = Pick<
  typeof editRenders.$inferInsert,
  'format' | 'version' | 'kept' | 'duration' | 'minutes' | 'loudness_target'
>;

const ACTIVE = ['queued', 'rendering'] as const;

export type CreateEditRenderResult =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  /** The file would keep more than `maxPerFile` renders. */
  | { status: 'limit' }
  /** The user's media minutes left (less those of their renders still to make) are fewer than needed. */
  | { status: 'no_media_minutes'; left: number }
  | { status: 'created'; row: EditRenderRow };

/**
 * Edited renders (docs/product.md#edited-media), kept like audiograms (media-clips.ts): reachable
 * exactly when the file is, checked in SQL; the worker's calls take the render id. Rendering takes
 * the row, renews it with each progress report (updated_at is its heartbeat) and finishes it with
 * the usage it counts, in one transaction.
 */
export function editRendersRepo(db: Db) {
  return {
    /** Queues a render of a processed file the caller may write to, if their media minutes allow it. */
    async create(
      fileId: string,
      caller: Caller,
      render: NewEditRender,
      limits: { maxPerFile: number },
    ): Promise<CreateEditRenderResult> {
      return db.transaction(async (tx) => {
        // The same lock order as clips: the user (media minutes), then the file (its limit).
        const left = await mediaMinutesLeft(tx, caller.userId);
        const gate = await openFile(tx, caller, 'edit', fileId, { lock: true });
        if (gate !== 'ok') return { status: gate };
        if (left < render.minutes) return { status: 'no_media_minutes' as const, left };
        const [kept] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(editRenders)
          .where(eq(editRenders.file_id, fileId));
        if ((kept?.n ?? 0) + 1 > limits.maxPerFile) return { status: 'limit' as const };
        const [row] = await tx
          .insert(editRenders)
          .values({ ...render, file_id: fileId, user_id: caller.userId })
          .returning();
        return { status: 'created' as const, row: row! };
      });
    },

    /** The file's renders, newest first; undefined when the caller may not read the file. */
    async listForFile(fileId: string, caller: Caller): Promise<EditRenderRow[] | undefined> {
      const rows = await db
        .select({ file: files.id, render: editRenders })
        .from(files)
        .leftJoin(editRenders, eq(editRenders.file_id, files.id))
        .where(accessibleFile(caller, 'read', fileId))
        .orderBy(desc(editRenders.created_at), desc(editRenders.id));
      if (rows.length === 0) return undefined;
      return rows.flatMap((r) => (r.render ? [r.render] : []));
    },

    /** Deletes a render; its row, so the caller can delete its file. */
    async delete(fileId: string, renderId: string, caller: Caller): Promise<EditRenderRow | undefined> {
      return db.transaction(async (tx) => {
        if ((await openFile(tx, caller, 'edit', fileId, { lock: true })) === 'file_not_found') return undefined;
        const [row] = await tx
          .delete(editRenders)
          .where(and(eq(editRenders.id, renderId), eq(editRenders.file_id, fileId)))
          .returning();
        return row;
      });
    },

    /** For the worker: takes a queued render (or one left rendering by a worker that died). */
    async claim(id: string): Promise<EditRenderRow | undefined> {
      const [row] = await db
        .update(editRenders)
        .set({ status: 'rendering', progress: 0, updated_at: new Date() })
        .where(and(eq(editRenders.id, id), inArray(editRenders.status, [...ACTIVE])))
        .returning();
      return row;
    },

    /** Records progress, which is also the heartbeat. False when the render is gone (deleted meanwhile). */
    async progress(id: string, fraction: number): Promise<boolean> {
      const rows = await db
        .update(editRenders)
        .set({ progress: Math.max(0, Math.min(1, fraction)), updated_at: new Date() })
        .where(and(eq(editRenders.id, id), eq(editRenders.status, 'rendering')))
        .returning({ id: editRenders.id });
      return rows.length === 1;
    },

    /**
     * Marks the render done and counts its minutes against its user's media usage: one
     * transaction, so a render is counted exactly once. False when it was deleted meanwhile.
     */
    async finish(id: string, result: { key: string; duration: number; loudness: number | null }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(editRenders)
          .set({
            status: 'Processed',
            progress: 1,
            error: null,
            key: result.key,
            duration: result.duration,
            loudness: result.loudness,
            updated_at: new Date(),
          })
          .where(and(eq(editRenders.id, id), eq(editRenders.status, 'rendering')))
          .returning({ user_id: editRenders.user_id, minutes: editRenders.minutes });
        if (!row) return false;
        await tx
          .update(users)
          .set({
            audio_with_media_used: sql`${users.audio_with_media_used} + ${row.minutes}`,
            media_content: sql`${users.media_content} + 1`,
          })
          .where(eq(users.id, row.user_id));
        return true;
      });
    },

    async fail(id: string, message: string): Promise<void> {
      await db
        .update(editRenders)
        .set({ status: 'failed', error: message, updated_at: new Date() })
        .where(and(eq(editRenders.id, id), inArray(editRenders.status, [...ACTIVE])));
    },

    /** Back to queued, for a retry of the job (or a shutdown in the middle of a render). */
    async release(id: string): Promise<void> {
      await db
        .update(editRenders)
        .set({ status: 'queued', progress: 0, updated_at: new Date() })
        .where(and(eq(editRenders.id, id), eq(editRenders.status, 'rendering')));
    },

    /** Queued or rendering renders nobody touched for `staleMs` (the caller skips those with a waiting job). */
    async stalled(staleMs: number): Promise<string[]> {
      const before = new Date(Date.now() - staleMs);
      const rows = await db
        .select({ id: editRenders.id })
        .from(editRenders)
        .where(and(inArray(editRenders.status, [...ACTIVE]), lt(editRenders.updated_at, before)))
        .limit(500);
      return rows.map((r) => r.id);
    },
  };
}
export type EditRendersRepo = ReturnType<typeof editRendersRepo>;
