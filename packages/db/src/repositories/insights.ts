import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Snippet } from '@scriptloom/contracts';
import type { Db } from '../client.js';
import { accessibleFile, openFile, type Caller, type FileGate } from './file-access.js';
import { files, insightRuns, transcripts } from '../schema/index.js';
import { transcriptColumns, transcriptHeadColumns } from './transcript-document/columns.js';
import type { FileRow, TranscriptHeadRow, TranscriptRow } from './files/rows.js';
import { insertQueued } from './queued-insight-runs.js';

export type InsightRunRow = typeof insightRuns.$inferSelect;

const IN_FLIGHT = ['queued', 'processing'] as const;

/** What a finished kind writes: top-level fields merged into processed_data and into contents. */
export interface InsightPatch {
  processed_data?: Record<string, unknown>;
  contents?: Record<string, unknown>;
}

export type QueueKindsResult =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  /** One of the kinds is already queued or being written. */
  | { status: 'running'; kinds: string[] }
  | { status: 'queued'; runs: InsightRunRow[] };

/** What a finished kind was written from and what it wrote (docs/product.md#out-of-date-content). */
export interface InsightMade {
  source_fingerprint: string;
  result_hash: string;
}

/** Thrown inside a transaction to roll it back when the run's lease was lost. */
class LeaseLost extends Error {}

/**
 * Insight runs (one row per file and kind) and the generated fields of the transcript they write.
 * Calls a person triggers take the caller and apply the access rule (file-access.ts) in SQL; the
 * worker's calls take the file id and the lease owner.
 *
 * Generated fields are written with `||` on the stored JSON, in one UPDATE: only the keys of the
 * kind change, so a job never overwrites what a person or another kind wrote meanwhile.
 */
export function insightsRepo(db: Db) {
  return {
    /**
     * The file the caller may read, its transcript (if any) and its runs. The file and transcript
     * come in one query under the access rule; runs are read only for a file it found. Both reads
     * see one snapshot: a kind finishing between them would otherwise show its new result hash
     * beside the transcript from before, and read as edited by a person.
     */
    async forUser(
      fileId: string,
      caller: Caller,
    ): Promise<{ file: FileRow; transcript: TranscriptRow | undefined; runs: InsightRunRow[] } | undefined> {
      return db.transaction(
        async (tx) => {
          const [row] = await tx
            .select({ file: files, transcript: transcriptColumns })
            .from(files)
            .leftJoin(transcripts, eq(transcripts.file_id, files.id))
            .where(accessibleFile(caller, 'read', fileId))
            .limit(1);
          if (!row) return undefined;
          const runs = await tx.select().from(insightRuns).where(eq(insightRuns.file_id, fileId));
          return { file: row.file, transcript: row.transcript?.file_id ? row.transcript : undefined, runs };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * As forUser, with the transcript's row but not its paragraphs: what the insights page polls.
     * Reading a 100,000-word transcript's paragraphs takes about 1.5 s on the embedded database,
     * on the process's one thread, and the page asks every few seconds while runs are written.
     */
    async headForUser(
      fileId: string,
      caller: Caller,
    ): Promise<{ file: FileRow; transcript: TranscriptHeadRow | undefined; runs: InsightRunRow[] } | undefined> {
      return db.transaction(
        async (tx) => {
          const [row] = await tx
            .select({ file: files, transcript: transcriptHeadColumns })
            .from(files)
            .leftJoin(transcripts, eq(transcripts.file_id, files.id))
            .where(accessibleFile(caller, 'read', fileId))
            .limit(1);
          if (!row) return undefined;
          const runs = await tx.select().from(insightRuns).where(eq(insightRuns.file_id, fileId));
          return { file: row.file, transcript: row.transcript?.file_id ? row.transcript : undefined, runs };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** For the worker: the file and its transcript, or undefined when either is gone. */
    async source(fileId: string): Promise<{ file: FileRow; transcript: TranscriptRow } | undefined> {
      const [row] = await db
        .select({ file: files, transcript: transcriptColumns })
        .from(files)
        .innerJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(eq(files.id, fileId))
        .limit(1);
      return row;
    },

    /**
     * The paragraphs of a file the caller may read, without the rest of the row: what its articles
     * are compared with. Undefined when there is no such file or transcript.
     */
    async snippetsForUser(fileId: string, caller: Caller): Promise<Snippet[] | undefined> {
      const [row] = await db
        .select({ snippets: transcriptColumns.snippets })
        .from(files)
        .innerJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(accessibleFile(caller, 'read', fileId))
        .limit(1);
      return row?.snippets;
    },

    async runs(fileId: string): Promise<InsightRunRow[]> {
      return db.select().from(insightRuns).where(eq(insightRuns.file_id, fileId));
    },

    /**
     * Queues `kinds` of the caller's processed file again (regenerate), in one transaction with the
     * file row locked, so two requests cannot both queue the same kind. Refused while any of them
     * is queued or being written.
     */
    async queueKinds(fileId: string, caller: Caller, kinds: readonly string[]): Promise<QueueKindsResult> {
      return db.transaction(async (tx) => {
        const gate = await openFile(tx, caller, 'edit', fileId, { lock: true });
        if (gate !== 'ok') return { status: gate };
        const busy = await tx
          .select({ kind: insightRuns.kind })
          .from(insightRuns)
          .where(
            and(
              eq(insightRuns.file_id, fileId),
              inArray(insightRuns.kind, [...kinds]),
              inArray(insightRuns.status, [...IN_FLIGHT]),
            ),
          );
        if (busy.length > 0) return { status: 'running' as const, kinds: busy.map((b) => b.kind) };
        await insertQueued(tx, fileId, kinds);
        const runs = await tx.select().from(insightRuns).where(eq(insightRuns.file_id, fileId));
        return { status: 'queued' as const, runs };
      });
    },

    /**
     * A person's edit of one generated text (show notes, tweets, captions) of a file they may write. Contents
     * live beside the versioned document, so this neither needs nor moves the transcript version.
     * `fileVersion` is also written to `files.version` in the same transaction (saved show notes
     * move a file out of the older export format, docs/product.md#the-version-rule).
     */
    async setContent(
      fileId: string,
      caller: Caller,
      key: string,
      value: string,
      options: { fileVersion?: number } = {},
    ): Promise<Exclude<FileGate, 'ok'> | 'updated'> {
      return db.transaction(async (tx) => {
        // The file row's lock before the transcript row's, as an editor save takes them (see openFile).
        const gate = await openFile(tx, caller, 'edit', fileId, { lock: true });
        if (gate !== 'ok') return gate;
        const now = new Date();
        await tx
          .update(transcripts)
          .set({
            contents: sql`${transcripts.contents} || ${JSON.stringify({ [key]: value })}::jsonb`,
            updated_at: now,
          })
          .where(eq(transcripts.file_id, fileId));
        if (options.fileVersion !== undefined) {
          await tx.update(files).set({ version: options.fileVersion, updated_at: now }).where(eq(files.id, fileId));
        }
        return 'updated' as const;
      });
    },

    /**
     * Takes a queued run (or one whose worker stopped renewing its lease) for this worker. Undefined
     * when the run is gone (file deleted), finished, or held by a live worker.
     */
    async claim(fileId: string, kind: string, owner: string, staleMs: number): Promise<InsightRunRow | undefined> {
      const staleBefore = new Date(Date.now() - staleMs);
      const now = new Date();
      const [row] = await db
        .update(insightRuns)
        .set({
          status: 'processing',
          lease_owner: owner,
          heartbeat_at: now,
          started_at: now,
          updated_at: now,
          attempts: sql`${insightRuns.attempts} + 1`,
        })
        .where(
          and(
            eq(insightRuns.file_id, fileId),
            eq(insightRuns.kind, kind),
            inArray(insightRuns.status, [...IN_FLIGHT]),
            or(
              isNull(insightRuns.lease_owner),
              eq(insightRuns.lease_owner, owner),
              lt(insightRuns.heartbeat_at, staleBefore),
            ),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Renews the lease while the engine works. False when it was lost (taken over, or the file
     * deleted). The queued runs the same job will write next (`later`) are touched too, so the
     * recovery sweep does not take them for lost while their job is busy with an earlier kind.
     */
    async heartbeat(fileId: string, kind: string, owner: string, later: readonly string[] = []): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(insightRuns)
        .set({ heartbeat_at: now })
        .where(and(eq(insightRuns.file_id, fileId), eq(insightRuns.kind, kind), eq(insightRuns.lease_owner, owner)))
        .returning({ kind: insightRuns.kind });
      if (later.length > 0) {
        await db
          .update(insightRuns)
          .set({ updated_at: now })
          .where(
            and(
              eq(insightRuns.file_id, fileId),
              inArray(insightRuns.kind, [...later]),
              eq(insightRuns.status, 'queued'),
            ),
          );
      }
      return rows.length === 1;
    },

    /**
     * Stores a kind's result and marks its run processed, in one transaction and only while this
     * worker holds the run's lease. Locks the transcript before the run (the order the pipeline's
     * last stage uses), so the two never wait on each other in a cycle. Does not touch the
     * transcript's version: see the insights job for why. `made` is recorded on the run with it.
     */
    async finish(
      fileId: string,
      kind: string,
      owner: string,
      engine: string,
      patch: InsightPatch,
      made: InsightMade,
    ): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const now = new Date();
          const set: Record<string, unknown> = { updated_at: now };
          if (patch.processed_data)
            set.processed_data = sql`${transcripts.processed_data} || ${JSON.stringify(patch.processed_data)}::jsonb`;
          if (patch.contents) set.contents = sql`${transcripts.contents} || ${JSON.stringify(patch.contents)}::jsonb`;
          const written = await tx
            .update(transcripts)
            .set(set)
            .where(eq(transcripts.file_id, fileId))
            .returning({ id: transcripts.file_id });
          if (written.length === 0) return false;
          const runs = await tx
            .update(insightRuns)
            .set({ status: 'processed', error: null, engine, ...made, lease_owner: null, updated_at: now })
            .where(
              and(
                eq(insightRuns.file_id, fileId),
                eq(insightRuns.kind, kind),
                eq(insightRuns.lease_owner, owner),
                eq(insightRuns.status, 'processing'),
              ),
            )
            .returning({ kind: insightRuns.kind });
          if (runs.length === 0) throw new LeaseLost();
          return true;
        });
      } catch (err) {
        if (err instanceof LeaseLost) return false;
        throw err;
      }
    },

    /** The kind could not be written: the run says why. The stored result (if any) is kept. */
    async fail(fileId: string, kind: string, owner: string, message: string): Promise<void> {
      await db
        .update(insightRuns)
        .set({ status: 'failed', error: message, lease_owner: null, updated_at: new Date() })
        .where(and(eq(insightRuns.file_id, fileId), eq(insightRuns.kind, kind), eq(insightRuns.lease_owner, owner)));
    },

    /** Back to queued (a retry of the job takes it again). */
    async release(fileId: string, kind: string, owner: string): Promise<void> {
      await db
        .update(insightRuns)
        .set({ status: 'queued', lease_owner: null, updated_at: new Date() })
        .where(and(eq(insightRuns.file_id, fileId), eq(insightRuns.kind, kind), eq(insightRuns.lease_owner, owner)));
    },

    /**
     * Runs nobody is working on: queued for longer than `staleMs` (their job was lost, or is
     * waiting: the caller checks), or processing with a lease not renewed for `staleMs`.
     */
    async stalled(staleMs: number): Promise<{ fileId: string; kinds: string[] }[]> {
      const before = new Date(Date.now() - staleMs);
      const rows = await db
        .select({ fileId: insightRuns.file_id, kind: insightRuns.kind })
        .from(insightRuns)
        .where(
          or(
            and(eq(insightRuns.status, 'queued'), lt(insightRuns.updated_at, before)),
            and(
              eq(insightRuns.status, 'processing'),
              or(isNull(insightRuns.heartbeat_at), lt(insightRuns.heartbeat_at, before)),
            ),
          ),
        )
        .limit(500);
      const byFile = new Map<string, string[]>();
      for (const r of rows) byFile.set(r.fileId, [...(byFile.get(r.fileId) ?? []), r.kind]);
      return [...byFile].map(([fileId, kinds]) => ({ fileId, kinds }));
    },

    /** Only for a process that knows no other worker is alive (the embedded database). */
    async releaseAllLeases(): Promise<void> {
      await db
        .update(insightRuns)
        .set({ status: 'queued', lease_owner: null, heartbeat_at: null, updated_at: new Date(0) })
        .where(inArray(insightRuns.status, [...IN_FLIGHT]));
    },
  };
}
export type InsightsRepo = ReturnType<typeof insightsRepo>;
