import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accessibleFile, openFile, type Caller } from './file-access.js';
import { editRenders, files, mediaClips, users } from '../schema/index.js';

export type MediaClipRow = typeof mediaClips.$inferSelect;
export type NewMediaClip = Pick<
  typeof mediaClips.$inferInsert,
  'kind' | 'shape' | 'framing' | 'background' | 'start_sec' | 'end_sec' | 'text' | 'speaker' | 'words'
>;

const ACTIVE = ['queued', 'rendering'] as const;

export type CreateClipsResult =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  /** The file would keep more than `maxPerFile` clips. */
  | { status: 'limit' }
  /** The user's media minutes left (less those of their clips still to render) are fewer than needed. */
  | { status: 'no_media_minutes'; left: number }
  | { status: 'created'; rows: MediaClipRow[] };

export type RetryClipResult =
  | { status: 'not_found' }
  | { status: 'not_failed' }
  /** Its user's media minutes left (less those of their clips still to render) are fewer than it needs. */
  | { status: 'no_media_minutes'; needed: number; left: number }
  | { status: 'queued'; row: MediaClipRow };

/** Media minutes a clip counts: every started minute, at least 1 (chargedMinutes in the server). */
const clipMinutes = sql<number>`greatest(1, ceil((${mediaClips.end_sec} - ${mediaClips.start_sec}) / 60 - 1e-9))::int`;

/**
 * The user's media minutes left, less those their queued and rendering clips and edited renders
 * will use, with the user's row locked until the transaction ends: two requests that could each
 * fit in what is left take turns (the lock is taken first, as billing takes it).
 */
export async function mediaMinutesLeft(tx: Db, userId: string): Promise<number> {
  const [user] = await tx
    .select({ total: users.audio_with_media_total, used: users.audio_with_media_used })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const [pending] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${clipMinutes}), 0)::int` })
    .from(mediaClips)
    .where(and(eq(mediaClips.user_id, userId), inArray(mediaClips.status, [...ACTIVE])));
  const [edits] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${editRenders.minutes}), 0)::int` })
    .from(editRenders)
    .where(and(eq(editRenders.user_id, userId), inArray(editRenders.status, [...ACTIVE])));
  return Math.max(0, (user?.total ?? 0) - (user?.used ?? 0) - (pending?.minutes ?? 0) - (edits?.minutes ?? 0));
}

/**
 * Audiograms and reels (docs/product.md#audiograms). A clip is reachable exactly when its file is
 * (file-access.ts), checked in SQL; the worker's calls take the clip id. Rendering takes the row
 * ('rendering'), renews it with each progress report (updated_at is its heartbeat) and finishes it
 * together with the usage it counts, in one transaction.
 */
export function mediaClipsRepo(db: Db) {
  return {
    /** Queues clips of a processed file the caller may write to. */
    async create(
      fileId: string,
      caller: Caller,
      clips: NewMediaClip[],
      limits: { maxPerFile: number; minutesNeeded: number },
    ): Promise<CreateClipsResult> {
      return db.transaction(async (tx) => {
        // The user row's lock serialises two requests that could both fit in the media minutes
        // left; the file row's, two that could both slip under its limit.
        const left = await mediaMinutesLeft(tx, caller.userId);
        const gate = await openFile(tx, caller, 'edit', fileId, { lock: true });
        if (gate !== 'ok') return { status: gate };
        if (left < limits.minutesNeeded) return { status: 'no_media_minutes' as const, left };
        const [kept] = await tx.select({ n: count() }).from(mediaClips).where(eq(mediaClips.file_id, fileId));
        if ((kept?.n ?? 0) + clips.length > limits.maxPerFile) return { status: 'limit' as const };
        const rows = await tx
          .insert(mediaClips)
          .values(clips.map((clip) => ({ ...clip, file_id: fileId, user_id: caller.userId })))
          .returning();
        return { status: 'created' as const, rows };
      });
    },

    /** The file's clips, newest first, and its chosen background; undefined when the caller may not read it. */
    async listForFile(
      fileId: string,
      caller: Caller,
    ): Promise<
      { rows: MediaClipRow[]; background: string | null; fileType: 'audio' | 'video'; title: string } | undefined
    > {
      const rows = await db
        .select({
          clip: mediaClips,
          background: files.audiogram_background,
          fileType: files.file_type,
          title: files.title,
        })
        .from(files)
        .leftJoin(mediaClips, eq(mediaClips.file_id, files.id))
        .where(accessibleFile(caller, 'read', fileId))
        .orderBy(desc(mediaClips.created_at), desc(mediaClips.id));
      const first = rows[0];
      if (!first) return undefined;
      return {
        rows: rows.flatMap((r) => (r.clip ? [r.clip] : [])),
        background: first.background,
        fileType: first.fileType,
        title: first.title,
      };
    },

    /** The file's clips (no access rule: the caller has already been given the file). */
    async listByFileId(fileId: string): Promise<MediaClipRow[]> {
      return db
        .select()
        .from(mediaClips)
        .where(eq(mediaClips.file_id, fileId))
        .orderBy(desc(mediaClips.created_at), desc(mediaClips.id));
    },

    /** Sets the background a file's audiograms use; false when the caller may not write to the file. */
    async setBackground(fileId: string, caller: Caller, background: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if ((await openFile(tx, caller, 'edit', fileId, { lock: true })) === 'file_not_found') return false;
        await tx.update(files).set({ audiogram_background: background }).where(eq(files.id, fileId));
        return true;
      });
    },

    /**
     * Queues a failed clip again, if its user (whose minutes its render will count against) has
     * the media minutes for it: a failed render counted nothing, so trying again is a new use.
     */
    async retry(fileId: string, clipId: string, caller: Caller): Promise<RetryClipResult> {
      return db.transaction(async (tx) => {
        // Whose minutes the render uses decides which user row to lock; the locks are then taken
        // in create's order: the user, the file, the clip (read again under them).
        const [seen] = await tx
          .select({ user_id: mediaClips.user_id })
          .from(mediaClips)
          .where(and(eq(mediaClips.id, clipId), eq(mediaClips.file_id, fileId)));
        if (!seen) return { status: 'not_found' as const };
        const left = await mediaMinutesLeft(tx, seen.user_id);
        if ((await openFile(tx, caller, 'edit', fileId, { lock: true })) === 'file_not_found') {
          return { status: 'not_found' as const };
        }
        const [found] = await tx
          .select({ clip: mediaClips, needed: clipMinutes })
          .from(mediaClips)
          .where(and(eq(mediaClips.id, clipId), eq(mediaClips.file_id, fileId)))
          .for('update');
        if (!found) return { status: 'not_found' as const };
        if (found.clip.status !== 'failed') return { status: 'not_failed' as const };
        if (left < found.needed) return { status: 'no_media_minutes' as const, needed: found.needed, left };
        const [row] = await tx
          .update(mediaClips)
          .set({ status: 'queued', error: null, progress: 0, updated_at: new Date() })
          .where(eq(mediaClips.id, clipId))
          .returning();
        return { status: 'queued' as const, row: row! };
      });
    },

    /** Deletes a clip; its row, so the caller can delete its media. */
    async delete(fileId: string, clipId: string, caller: Caller): Promise<MediaClipRow | undefined> {
      return db.transaction(async (tx) => {
        if ((await openFile(tx, caller, 'edit', fileId, { lock: true })) === 'file_not_found') return undefined;
        const [row] = await tx
          .delete(mediaClips)
          .where(and(eq(mediaClips.id, clipId), eq(mediaClips.file_id, fileId)))
          .returning();
        return row;
      });
    },

    /** For the worker: takes a queued clip (or one left rendering by a worker that died). */
    async claim(id: string): Promise<MediaClipRow | undefined> {
      const [row] = await db
        .update(mediaClips)
        .set({ status: 'rendering', progress: 0, updated_at: new Date() })
        .where(and(eq(mediaClips.id, id), inArray(mediaClips.status, [...ACTIVE])))
        .returning();
      return row;
    },

    /** Records progress, which is also the heartbeat. False when the clip is gone (deleted meanwhile). */
    async progress(id: string, fraction: number): Promise<boolean> {
      const rows = await db
        .update(mediaClips)
        .set({ progress: Math.max(0, Math.min(1, fraction)), updated_at: new Date() })
        .where(and(eq(mediaClips.id, id), eq(mediaClips.status, 'rendering')))
        .returning({ id: mediaClips.id });
      return rows.length === 1;
    },

    /**
     * Marks the clip rendered and counts it against its user's media usage (docs/product.md#usage):
     * one transaction, so a clip is counted exactly once. False when it was deleted meanwhile.
     */
    async finish(id: string, result: { video_key: string; audio_key: string; minutes: number }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mediaClips)
          .set({
            status: 'Processed',
            progress: 1,
            error: null,
            video_key: result.video_key,
            audio_key: result.audio_key,
            charged_minutes: result.minutes,
            updated_at: new Date(),
          })
          .where(and(eq(mediaClips.id, id), eq(mediaClips.status, 'rendering')))
          .returning({ user_id: mediaClips.user_id });
        if (!row) return false;
        await tx
          .update(users)
          .set({
            audio_with_media_used: sql`${users.audio_with_media_used} + ${result.minutes}`,
            media_content: sql`${users.media_content} + 1`,
          })
          .where(eq(users.id, row.user_id));
        return true;
      });
    },

    async fail(id: string, message: string): Promise<void> {
      await db
        .update(mediaClips)
        .set({ status: 'failed', error: message, updated_at: new Date() })
        .where(and(eq(mediaClips.id, id), inArray(mediaClips.status, [...ACTIVE])));
    },

    /** Back to queued, for a retry of the job (or a shutdown in the middle of a render). */
    async release(id: string): Promise<void> {
      await db
        .update(mediaClips)
        .set({ status: 'queued', progress: 0, updated_at: new Date() })
        .where(and(eq(mediaClips.id, id), eq(mediaClips.status, 'rendering')));
    },

    /** Queued or rendering clips nobody touched for `staleMs` (the caller skips those with a waiting job). */
    async stalled(staleMs: number): Promise<string[]> {
      const before = new Date(Date.now() - staleMs);
      const rows = await db
        .select({ id: mediaClips.id })
        .from(mediaClips)
        .where(and(inArray(mediaClips.status, [...ACTIVE]), lt(mediaClips.updated_at, before)))
        .limit(500);
      return rows.map((r) => r.id);
    },

    async findById(id: string): Promise<MediaClipRow | undefined> {
      const [row] = await db.select().from(mediaClips).where(eq(mediaClips.id, id)).limit(1);
      return row;
    },
  };
}
export type MediaClipsRepo = ReturnType<typeof mediaClipsRepo>;
