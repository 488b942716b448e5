import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { files, transcripts } from '../schema/index.js';
import type { FileAction } from '@scriptloom/contracts';
import { accessibleFile, openFile, type Caller } from './file-access.js';
import { historyRecorder, type HistoryEntry } from './transcript-history.js';

/** The editable columns of a transcript document, as stored. */
export type TranscriptDoc = Pick<typeof transcripts.$inferSelect, 'snippets' | 'speakers' | 'processed_data'>;

/** A transcript document and its version. */
export type VersionedDoc = TranscriptDoc & { version: number };

/**
 * Outcome of a versioned write. `unchanged` means the version matched but the edit changed nothing,
 * so nothing was written and the version stays as it was.
 */
export type VersionedWrite =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  | { status: 'conflict'; currentVersion: number }
  | { status: 'unchanged'; row: VersionedDoc }
  | { status: 'updated'; row: VersionedDoc };

/** What a write's `admit` check sees of the locked file: whose it is and where its review stands. */
export interface WritableFile {
  org_id: string | null;
  workflow_status: string;
}

/** Paragraphs `start` to `start + limit` of a workflow's transcript, still the stored JSON text. */
export type SnippetPage =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  | { status: 'ok'; snippetsJson: string; total: number; version: number };

/**
 * Transcript documents as the editor changes them. Every call takes the caller and checks its
 * access (file-access.ts) inside the same transaction as the write.
 */
export function transcriptsRepo(db: Db) {
  /**
   * Locks the file row (if the caller may write it), then the transcript row, in that order (see
   * openFile). Reads only the transcript's version: the document (hundreds of KB) is read once the
   * version matches.
   */
  async function lockWritable(tx: Db, fileId: string, caller: Caller, action: FileAction = 'edit') {
    const gate = await openFile(tx, caller, action, fileId, { lock: true });
    if (gate !== 'ok') return { status: gate };
    const [row] = await tx
      .select({ version: transcripts.version })
      .from(transcripts)
      .where(eq(transcripts.file_id, fileId))
      .for('update');
    return { status: 'locked' as const, version: row!.version };
  }

  return {
    /**
     * Optimistic concurrency for every editor write, in one transaction: the caller must be allowed
     * to write the file, its transcript must exist and still be at `expectedVersion`. `mutate` gets the stored
     * document and returns the new one (or null when nothing changes); the write bumps the version
     * and both rows' updated_at. Whatever `mutate` throws rolls the transaction back and propagates.
     * Only the columns `mutate` replaced are written, and the document is not read back: the
     * answer is the document just written, with its new version.
     *
     * `admit`, when given, sees the file as locked (so what it reads cannot change before the
     * write) before anything else is compared, and refuses the write by throwing.
     *
     * Every write is recorded in the version history as `history` says, in the same transaction
     * (transcript-history.ts): a save and its snapshot commit together or not at all.
     */
    async updateVersioned(
      fileId: string,
      caller: Caller,
      expectedVersion: number,
      mutate: (doc: TranscriptDoc) => TranscriptDoc | null,
      { history, admit }: { history: HistoryEntry; admit?: (file: WritableFile) => void },
    ): Promise<VersionedWrite> {
      return db.transaction(async (tx) => {
        const locked = await lockWritable(tx, fileId, caller);
        if (locked.status !== 'locked') return locked;
        if (admit) {
          const [file] = await tx
            .select({ org_id: files.org_id, workflow_status: files.workflow_status })
            .from(files)
            .where(eq(files.id, fileId));
          admit(file!);
        }
        if (locked.version !== expectedVersion) return { status: 'conflict', currentVersion: locked.version };
        const [current] = await tx
          .select({
            snippets: transcripts.snippets,
            speakers: transcripts.speakers,
            processed_data: transcripts.processed_data,
          })
          .from(transcripts)
          .where(eq(transcripts.file_id, fileId));

        const next = mutate({ ...current! });
        if (!next) return { status: 'unchanged', row: { ...current!, version: locked.version } };

        const now = new Date();
        const recorder = historyRecorder(tx, fileId, caller.userId, history, now);
        const docs = { before: current!, after: next };
        await recorder.beforeWrite(locked.version, docs);
        const [row] = await tx
          .update(transcripts)
          .set({
            ...(next.snippets !== current!.snippets && { snippets: next.snippets }),
            ...(next.speakers !== current!.speakers && { speakers: next.speakers }),
            ...(next.processed_data !== current!.processed_data && { processed_data: next.processed_data }),
            version: sql`${transcripts.version} + 1`,
            updated_at: now,
          })
          .where(eq(transcripts.file_id, fileId))
          .returning({ version: transcripts.version });
        await tx.update(files).set({ updated_at: now }).where(eq(files.id, fileId));
        await recorder.afterWrite(docs);
        return {
          status: 'updated',
          row: {
            snippets: next.snippets,
            speakers: next.speakers,
            processed_data: next.processed_data,
            version: row!.version,
          },
        };
      });
    },

    /**
     * Paragraphs of a workflow's transcript (docs/product.md#enterprise-transcript): those at
     * indexes `start` to `start + limit - 1`, cut out by the database so only they travel, with
     * how many there are and the document's version. A file that is not a workflow the caller may
     * read is not found.
     */
    async workflowSnippetPage(fileId: string, caller: Caller, start: number, limit: number): Promise<SnippetPage> {
      const [row] = await db
        .select({
          transcript: transcripts.file_id,
          version: transcripts.version,
          total: sql<number>`json_array_length(${transcripts.snippets})`,
          page: sql<string>`(
            select coalesce(json_agg(x.e order by x.i), '[]'::json)::text
            from json_array_elements(${transcripts.snippets}) with ordinality as x(e, i)
            where x.i > ${start}::int and x.i <= ${start + limit}::int
          )`,
        })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(and(accessibleFile(caller, 'read', fileId), isNotNull(files.org_id)));
      if (!row) return { status: 'file_not_found' };
      if (!row.transcript) return { status: 'no_transcript' };
      return { status: 'ok', snippetsJson: row.page, total: Number(row.total), version: row.version! };
    },

    /**
     * Sets the file's review_complete flag (idempotent: updated_at moves only when the flag does).
     * A file whose transcript does not exist yet cannot be reviewed.
     */
    async markReviewComplete(
      fileId: string,
      caller: Caller,
    ): Promise<{ status: 'file_not_found' | 'no_transcript' | 'updated' | 'unchanged' }> {
      return db.transaction(async (tx) => {
        const locked = await lockWritable(tx, fileId, caller, 'complete');
        if (locked.status !== 'locked') return locked;
        const rows = await tx
          .update(files)
          .set({ review_complete: true, updated_at: new Date() })
          .where(and(eq(files.id, fileId), eq(files.review_complete, false)))
          .returning({ id: files.id });
        return { status: rows.length > 0 ? 'updated' : 'unchanged' };
      });
    },
  };
}
export type TranscriptsRepo = ReturnType<typeof transcriptsRepo>;
