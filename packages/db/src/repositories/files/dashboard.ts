import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';
import { files, transcripts } from '../../schema/index.js';
import { accessibleFile, accessibleFiles, CALLER_PLACEHOLDERS, callerParams, type Caller } from '../file-access.js';
import { IN_FLIGHT, type FileRow } from './rows.js';

export type FileSort = 'date_desc' | 'date_asc' | 'title_asc' | 'title_desc';
export type FileFilter = 'all' | 'processed' | 'unprocessed' | 'audio' | 'video';

/** What a status answer is made of. */
export type FileStatusRow = Pick<FileRow, 'id' | 'status' | 'stage' | 'progress' | 'error' | 'profanity_filter'>;

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
 * The dashboard (docs/product.md#dashboard): a person's own uploads listed, polled while they
 * process, renamed and deleted. Every call takes the caller and applies the access rule
 * (file-access.ts) in the query itself.
 */
export function dashboardRepo(db: Db) {
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
    .select({
      id: files.id,
      status: files.status,
      stage: files.stage,
      progress: files.progress,
      error: files.error,
      profanity_filter: files.profanity_filter,
    })
    .from(files)
    .where(accessibleFile(CALLER_PLACEHOLDERS, 'read', sql.placeholder('id')))
    .limit(1)
    .prepare('files_status_for_user');

  return {
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
  };
}
export type DashboardRepo = ReturnType<typeof dashboardRepo>;
