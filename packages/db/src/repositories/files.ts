import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { files, pipelineArtifacts, transcripts, users } from '../schema.js';
import {
  accessibleFile,
  accessibleFiles,
  CALLER_PLACEHOLDERS,
  callerParams,
  fileSubject,
  type Caller,
  type FileAccess,
} from './file-access.js';
import type { FileSubject } from '@scriptloom/contracts';
import { insertQueued } from './queued-insight-runs.js';
import { insertWorkflowEvents } from './workflow-events.js';
import type { TranscriptDoc } from './transcripts.js';
import {
  transcriptColumns,
  transcriptTextColumns,
  type TranscriptRow,
  type TranscriptTextRow,
} from './transcript-document/columns.js';
import { writeWholeDocument } from './transcript-document/whole-document.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type { TranscriptRow, TranscriptTextRow } from './transcript-document/columns.js';

export type FileSort = 'date_desc' | 'date_asc' | 'title_asc' | 'title_desc';
export type FileFilter = 'all' | 'processed' | 'unprocessed' | 'audio' | 'video';

const IN_FLIGHT = ['queued', 'processing'] as const;

const sorts: Record<FileSort, SQL[]> = {
  date_desc: [desc(files.created_at), desc(files.id)],
  date_asc: [asc(files.created_at), asc(files.id)],
  title_asc: [asc(sql`lower(${files.title})`), asc(files.id)],
  title_desc: [desc(sql`lower(${files.title})`), desc(files.id)],
};

/** The files table again, under another name, for the subquery that counts the list's total. */
const counted = alias(files, 'counted');

/** A filter on `t`: the files table itself, or its alias in the total's subquery. */
function filterOn(t: typeof files | typeof counted, filter: FileFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'processed':
      return eq(t.status, 'processed');
    case 'unprocessed':
      return sql`${t.status} <> 'processed'`;
    case 'audio':
      return eq(t.file_type, 'audio');
    case 'video':
      return eq(t.file_type, 'video');
  }
}

/**
 * The parts of a transcript the details page shows, its paragraphs as the stored JSON text: the
 * answer puts that text in as it is (see files/file-views.ts).
 */
export type DetailsTranscript = Pick<TranscriptRow, 'speakers' | 'processed_data' | 'version'> & {
  file_id: string;
};

/** What a status answer is made of. */
export type FileStatusRow = Pick<FileRow, 'id' | 'status' | 'stage' | 'progress' | 'error'>;

export type CreateChargedResult =
  | { status: 'created'; file: FileRow }
  /** The plan had fewer minutes left than the file needs: `left`, read when it was refused. */
  | { status: 'no_minutes'; left: number };

/** What a dashboard row shows: a few of the file's columns and its transcript's headline. */
export type DashboardFileRow = Pick<
  FileRow,
  | 'id'
  | 'title'
  | 'status'
  | 'stage'
  | 'progress'
  | 'error'
  | 'created_at'
  | 'file_type'
  | 'duration_sec'
  | 'estimated_accuracy'
  | 'review_complete'
> & { headline: string | null };

/**
 * Files and their pipeline state. Every read or write a person can trigger takes the caller and
 * applies the access rule (file-access.ts) in the query itself; the worker-only calls take just the
 * file id.
 */
export function filesRepo(db: Db) {
  /**
   * The dashboard is the most requested page, so its query is prepared once per sort and filter:
   * not built again for every request, and on PostgreSQL parsed and planned once per connection.
   */
  const pages = new Map<string, ReturnType<typeof prepareDashboardPage>>();
  function prepareDashboardPage(sort: FileSort, filter: FileFilter) {
    const matching = (t: typeof files | typeof counted) =>
      and(accessibleFiles(CALLER_PLACEHOLDERS, 'own', t), filterOn(t, filter));
    return db
      .select({
        id: files.id,
        title: files.title,
        status: files.status,
        stage: files.stage,
        progress: files.progress,
        error: files.error,
        created_at: files.created_at,
        file_type: files.file_type,
        duration_sec: files.duration_sec,
        estimated_accuracy: files.estimated_accuracy,
        review_complete: files.review_complete,
        headline: transcripts.headline,
        total: sql<number>`(select count(*) from ${files} ${counted} where ${matching(counted)})`.mapWith(Number),
      })
      .from(files)
      .leftJoin(transcripts, eq(transcripts.file_id, files.id))
      .where(matching(files))
      .orderBy(...sorts[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`files_dashboard_${sort}_${filter}`);
  }
  function dashboardPage(sort: FileSort, filter: FileFilter) {
    const key = `${sort} ${filter}`;
    let page = pages.get(key);
    if (!page) pages.set(key, (page = prepareDashboardPage(sort, filter)));
    return page;
  }

  const statusById = db
    .select({ id: files.id, status: files.status, stage: files.stage, progress: files.progress, error: files.error })
    .from(files)
    .where(accessibleFile(CALLER_PLACEHOLDERS, 'read', sql.placeholder('id')))
    .limit(1)
    .prepare('files_status_for_user');

  return {
    /**
     * Inserts the file and takes its minutes from the owner's plan in one transaction: either both
     * happen or neither. When the plan has fewer minutes left than the file needs, says how many
     * it has, as the refusal found them: the caller's copy of the user row is from before the
     * upload, and other uploads or a pack may have changed it since.
     */
    async createCharged(file: NewFile, minutes: number): Promise<CreateChargedResult> {
      return db.transaction(async (tx) => {
        // Under the user row's lock the minutes read are the ones the decision and the refusal's
        // message use. Pack minutes are part of the total (docs/product.md#usage); a downgrade can
        // leave more used than the total, which is 0 left, never fewer.
        const [user] = await tx
          .select({ total: users.transcript_total, used: users.transcript_used })
          .from(users)
          .where(eq(users.id, file.user_id))
          .for('update');
        const left = Math.max(0, (user?.total ?? 0) - (user?.used ?? 0));
        if (left < minutes) return { status: 'no_minutes' as const, left };
        await tx
          .update(users)
          .set({ transcript_used: sql`${users.transcript_used} + ${minutes}` })
          .where(eq(users.id, file.user_id));
        const [row] = await tx
          .insert(files)
          .values({ ...file, charged_minutes: minutes })
          .returning();
        // An organisation's upload is a workflow: its history starts here (docs/product.md#workflow-history).
        if (row?.org_id) {
          await insertWorkflowEvents(tx, [
            { file_id: row.id, org_id: row.org_id, actor_id: row.user_id, action: 'uploaded', to_value: row.title },
          ]);
        }
        return { status: 'created' as const, file: row! };
      });
    },

    /**
     * One page of the dashboard and the number of files it pages through, in one query: only the
     * columns a row shows, and the headline from its own column rather than out of processed_data.
     * The total is an uncorrelated subquery, computed once and carried on every row; a page past
     * the end has no row to carry it, and only then is it counted on its own.
     */
    async listForUser(
      caller: Caller,
      q: { sort: FileSort; filter: FileFilter; start: number; limit: number },
    ): Promise<{ rows: DashboardFileRow[]; total: number }> {
      const found = await dashboardPage(q.sort, q.filter).execute({
        ...callerParams(caller),
        limit: q.limit,
        offset: q.start,
      });
      const total =
        found[0]?.total ??
        (q.start > 0 ? await db.$count(files, and(accessibleFiles(caller, 'own'), filterOn(files, q.filter))) : 0);
      return { rows: found.map(({ total: _total, ...row }) => row), total };
    },

    /** The processing state of a file the caller may read: what the status route answers (polled). */
    async statusForUser(id: string, caller: Caller): Promise<FileStatusRow | undefined> {
      const [row] = await statusById.execute({ id, ...callerParams(caller) });
      return row;
    },

    async findForUser(id: string, caller: Caller): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(accessibleFile(caller, 'read', id))
        .limit(1);
      return row;
    },

    /**
     * A file the caller may read with its transcript (undefined while there is none), in one query:
     * what an export reads. Undefined when the file does not exist or the caller may not read it.
     */
    async withTranscriptForUser(
      id: string,
      caller: Caller,
    ): Promise<{ file: FileRow; transcript: TranscriptRow | undefined } | undefined> {
      const [row] = await db
        .select({ file: files, transcript: transcriptColumns })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(accessibleFile(caller, 'read', id))
        .limit(1);
      if (!row) return undefined;
      return { file: row.file, transcript: row.transcript?.file_id ? row.transcript : undefined };
    },

    /**
     * The same, with the transcript's snippets as JSON text: for work done on a worker thread,
     * which parses them there. Parsing a long transcript here and copying the objects to a thread
     * would hold the event loop for tens of milliseconds; the text crosses as one copy.
     */
    async withTranscriptTextForUser(
      id: string,
      caller: Caller,
      access: FileAccess,
    ): Promise<{ file: FileRow; transcript: TranscriptTextRow | undefined } | undefined> {
      const [row] = await db
        .select({ file: files, transcript: transcriptTextColumns })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(accessibleFile(caller, access, id))
        .limit(1);
      if (!row) return undefined;
      return { file: row.file, transcript: row.transcript?.file_id ? row.transcript : undefined };
    },

    async findById(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },

    async inFlightIdsForUser(caller: Caller): Promise<string[]> {
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(accessibleFiles(caller, 'own'), inArray(files.status, [...IN_FLIGHT])))
        .orderBy(desc(files.created_at));
      return rows.map((r) => r.id);
    },

    /**
     * Gives one of the caller's personal files a new title and returns it as stored. Only `own`
     * files: an organisation's workflow is renamed through its own route, which checks the role and
     * keeps both titles in the workflow's history. Undefined when the caller has no such file.
     */
    async renameForUser(id: string, caller: Caller, title: string): Promise<{ id: string; title: string } | undefined> {
      const [row] = await db
        .update(files)
        .set({ title, updated_at: new Date() })
        .where(accessibleFile(caller, 'own', id))
        .returning({ id: files.id, title: files.title });
      return row;
    },

    /**
     * Deletes one of the caller's personal files (its transcript and artifacts go with it) and
     * returns it for storage clean-up. A workflow is deleted by `workflowsRepo.delete`, which keeps
     * its history.
     */
    async deleteForUser(id: string, caller: Caller): Promise<FileRow | undefined> {
      const [row] = await db
        .delete(files)
        .where(accessibleFile(caller, 'own', id))
        .returning();
      return row;
    },

    /**
     * What the policy needs to know of a file the caller reaches (packages/contracts policy.ts), or
     * undefined when it reaches none by that id: for a service that decides which use case a
     * personal route's request is (a workflow's delete or completion is the workflow's own).
     */
    async subjectFor(id: string, caller: Caller): Promise<FileSubject | undefined> {
      const [row] = await db
        .select({
          user_id: files.user_id,
          org_id: files.org_id,
          assignees: files.assignees,
          workflow_status: files.workflow_status,
        })
        .from(files)
        .where(accessibleFile(caller, 'read', id));
      return row ? fileSubject(row) : undefined;
    },

    async transcriptFor(fileId: string): Promise<TranscriptRow | undefined> {
      const [row] = await db
        .select(transcriptColumns)
        .from(transcripts)
        .where(eq(transcripts.file_id, fileId))
        .limit(1);
      return row;
    },

    /**
     * A file the caller may read and what the details page shows of its transcript (not the
     * generated contents, which have their own route), in one query. Undefined when the file does
     * not exist or the caller may not read it; `transcript` is undefined while processing has not
     * written one.
     */
    async detailsForUser(
      id: string,
      caller: Caller,
    ): Promise<{ file: FileRow; transcript?: DetailsTranscript } | undefined> {
      const [row] = await db
        .select({
          file: files,
          transcript: {
            file_id: transcripts.file_id,
            speakers: transcripts.speakers,
            processed_data: transcripts.processed_data,
            version: transcripts.version,
          },
        })
        .from(files)
        .leftJoin(transcripts, eq(transcripts.file_id, files.id))
        .where(accessibleFile(caller, 'read', id))
        .limit(1);
      return row ? { file: row.file, transcript: row.transcript ?? undefined } : undefined;
    },

    /**
     * Takes the lease on a file's current stage for one worker. Fails (undefined) when the file is
     * gone, already past `stage`, or another worker holds a lease it renewed within `staleMs`.
     */
    async claimStage(id: string, stage: string, owner: string, staleMs: number): Promise<FileRow | undefined> {
      const staleBefore = new Date(Date.now() - staleMs);
      const [row] = await db
        .update(files)
        .set({ lease_owner: owner, heartbeat_at: new Date(), status: 'processing', updated_at: new Date() })
        .where(
          and(
            eq(files.id, id),
            eq(files.stage, stage),
            inArray(files.status, [...IN_FLIGHT]),
            or(isNull(files.lease_owner), eq(files.lease_owner, owner), lt(files.heartbeat_at, staleBefore)),
          ),
        )
        .returning();
      return row;
    },

    /** Gives the stage back so a retry can claim it at once. */
    async releaseLease(id: string, owner: string): Promise<void> {
      await db
        .update(files)
        .set({ lease_owner: null })
        .where(and(eq(files.id, id), eq(files.lease_owner, owner)));
    },

    /**
     * Drops every lease and marks them stale. Only for a process that knows no other worker can be
     * alive (the embedded database, whose data directory it holds exclusively).
     */
    async releaseAllLeases(): Promise<void> {
      await db
        .update(files)
        .set({ lease_owner: null, heartbeat_at: new Date(0) })
        .where(inArray(files.status, [...IN_FLIGHT]));
    },

    /** Progress of the running stage; also renews the lease. False when the lease was lost. */
    async heartbeat(id: string, owner: string, progress: number): Promise<boolean> {
      const rows = await db
        .update(files)
        .set({ progress, heartbeat_at: new Date() })
        .where(and(eq(files.id, id), eq(files.lease_owner, owner)))
        .returning({ id: files.id });
      return rows.length === 1;
    },

    /**
     * Finishes a stage: stores its artifacts and file fields and moves to the next stage, in one
     * transaction and only while this worker holds the lease, so a stage's result lands once.
     */
    async advanceStage(
      id: string,
      owner: string,
      from: string,
      to: string,
      update: { progress: number; fields?: Partial<NewFile>; artifacts?: Record<string, unknown> },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(files)
          .set({ ...update.fields, stage: to, progress: update.progress, lease_owner: null, updated_at: new Date() })
          .where(and(eq(files.id, id), eq(files.stage, from), eq(files.lease_owner, owner)))
          .returning({ id: files.id });
        if (rows.length === 0) return false;
        for (const [name, data] of Object.entries(update.artifacts ?? {})) {
          await tx
            .insert(pipelineArtifacts)
            .values({ file_id: id, name, data })
            .onConflictDoUpdate({ target: [pipelineArtifacts.file_id, pipelineArtifacts.name], set: { data } });
        }
        return true;
      });
    },

    async artifact<T>(fileId: string, name: string): Promise<T | undefined> {
      const [row] = await db
        .select()
        .from(pipelineArtifacts)
        .where(and(eq(pipelineArtifacts.file_id, fileId), eq(pipelineArtifacts.name, name)))
        .limit(1);
      return row?.data as T | undefined;
    },

    /**
     * The last stage: the transcript document is written and the file marked processed together,
     * with a queued run for each of `insightKinds` (so no transcript is ever left without them).
     */
    async complete(
      id: string,
      owner: string,
      from: string,
      doc: TranscriptDoc,
      insightKinds: readonly string[] = [],
      estimatedAccuracy: number | null = null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(files)
          .set({
            estimated_accuracy: estimatedAccuracy,
            stage: 'processed',
            status: 'processed',
            progress: 100,
            error: null,
            lease_owner: null,
            processed_at: new Date(),
            updated_at: new Date(),
          })
          .where(and(eq(files.id, id), eq(files.stage, from), eq(files.lease_owner, owner)))
          .returning({ id: files.id });
        if (rows.length === 0) return false;
        // A reprocessed file already has a transcript: the new one gets a new version, so an editor
        // still holding the old one reloads instead of overwriting it.
        await writeWholeDocument(tx, id, doc);
        await tx.delete(pipelineArtifacts).where(eq(pipelineArtifacts.file_id, id));
        await insertQueued(tx, id, insightKinds);
        return true;
      });
    },

    /**
     * Marks the file failed and gives its minutes back, once: the refund is guarded by the
     * charged amount, which is zeroed in the same transaction.
     */
    async fail(id: string, message: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [file] = await tx
          .select()
          .from(files)
          .where(and(eq(files.id, id), inArray(files.status, [...IN_FLIGHT])))
          .for('update');
        if (!file) return;
        if (file.charged_minutes > 0) {
          await tx
            .update(users)
            .set({ transcript_used: sql`greatest(0, ${users.transcript_used} - ${file.charged_minutes})` })
            .where(eq(users.id, file.user_id));
        }
        await tx
          .update(files)
          .set({
            status: 'failed',
            stage: 'failed',
            error: message,
            charged_minutes: 0,
            lease_owner: null,
            updated_at: new Date(),
          })
          .where(eq(files.id, id));
      });
    },

    /** In-flight files nobody has worked on for `staleMs`: their next job was lost or its worker died. */
    async stalled(staleMs: number): Promise<FileRow[]> {
      const before = new Date(Date.now() - staleMs);
      return db
        .select()
        .from(files)
        .where(
          and(
            inArray(files.status, [...IN_FLIGHT]),
            or(lt(files.heartbeat_at, before), and(isNull(files.heartbeat_at), lt(files.updated_at, before))),
          ),
        )
        .limit(100);
    },
  };
}
export type FilesRepo = ReturnType<typeof filesRepo>;
