import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';
import { files, workflowListVersions } from '../../schema/index.js';
import { organisationFiles, type Caller } from '../file-access.js';
import type { FileRow } from '../files/rows.js';

export type WorkflowSortBy = 'created_at' | 'updated_at' | 'title' | 'workflow_status';

export interface WorkflowListFilter {
  processingStatus: 'all' | 'processing' | 'processed' | 'failed';
  workflowStatuses?: readonly string[];
  text?: string;
  sortBy: WorkflowSortBy;
  sortOrder: 'asc' | 'desc';
  /** The statuses in their order, for sorting by status (the contracts' list). */
  statusOrder: readonly string[];
  start: number;
  limit: number;
}

/** The files table again, for the subquery that counts the list's total. */
const counted = alias(files, 'counted');

/** The columns a workflow list row shows (contracts' WorkflowItem); the rest stay in the database. */
const listColumns = {
  id: files.id,
  title: files.title,
  file_type: files.file_type,
  duration_sec: files.duration_sec,
  status: files.status,
  stage: files.stage,
  progress: files.progress,
  error: files.error,
  workflow_status: files.workflow_status,
  special_status: files.special_status,
  review_complete: files.review_complete,
  assignees: files.assignees,
  editing_start_time: files.editing_start_time,
  workflow_revision: files.workflow_revision,
  created_at: files.created_at,
  updated_at: files.updated_at,
};

/** A workflow as a list row shows it. */
export type WorkflowListRow = Pick<FileRow, keyof typeof listColumns>;

/** `%` and `_` typed by a person match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list's filter on `t`: the files table itself, or its alias in the total's subquery. */
function matching(t: typeof files | typeof counted, caller: Caller, f: WorkflowListFilter): SQL {
  const conditions: (SQL | undefined)[] = [organisationFiles(caller, t)];
  switch (f.processingStatus) {
    case 'all':
      break;
    case 'processing':
      conditions.push(inArray(t.status, ['queued', 'processing']));
      break;
    case 'processed':
    case 'failed':
      conditions.push(eq(t.status, f.processingStatus));
      break;
  }
  if (f.workflowStatuses?.length) conditions.push(inArray(t.workflow_status, [...f.workflowStatuses]));
  if (f.text) conditions.push(ilike(t.title, likePattern(f.text)));
  return and(...conditions)!;
}

function orderBy(f: WorkflowListFilter): SQL[] {
  const dir = f.sortOrder === 'asc' ? asc : desc;
  const statusOrder = sql`array_position(array[${sql.join(
    f.statusOrder.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], ${files.workflow_status})`;
  const key = {
    created_at: files.created_at,
    updated_at: files.updated_at,
    title: sql`lower(${files.title})`,
    workflow_status: statusOrder,
  }[f.sortBy];
  // Newest first within a status; the id makes the order total, so pages never overlap.
  const tie = f.sortBy === 'workflow_status' ? [desc(files.created_at)] : [];
  return [dir(key), ...tie, dir(files.id)];
}

/**
 * The organisation's workflow list (docs/product.md#workflows): its pages, and the version that
 * says whether a list answer built before still holds. The access rule (file-access.ts), narrowed
 * to the caller's organisation, is in the query.
 */
export function workflowListRepo(db: Db) {
  // Asked on every list request, so prepared once: the server keeps its plan.
  const listVersionQuery = db
    .select({ version: workflowListVersions.version })
    .from(workflowListVersions)
    .where(eq(workflowListVersions.org_id, sql.placeholder('orgId')))
    .prepare('workflow_list_version');

  return {
    /**
     * One page of the caller's organisation's workflows (a reviewer's: those assigned to them) and
     * the number matching, in one statement: only the columns a list row shows, and the total as an
     * uncorrelated subquery counted once (a page past the end counts on its own). The assignees'
     * names are one more query (`membersRepo.people`): in this statement they would be looked up
     * for every row an offset skips too. Measured with `npm run bench:enterprise`.
     */
    async list(caller: Caller, f: WorkflowListFilter): Promise<{ rows: WorkflowListRow[]; total: number }> {
      const found = await db
        .select({
          ...listColumns,
          total: sql<number>`(select count(*) from ${files} ${counted} where ${matching(counted, caller, f)})`.mapWith(
            Number,
          ),
        })
        .from(files)
        .where(matching(files, caller, f))
        .orderBy(...orderBy(f))
        .limit(f.limit)
        .offset(f.start);
      const total = found[0]?.total ?? (f.start > 0 ? await db.$count(files, matching(files, caller, f)) : 0);
      return { rows: found.map(({ total: _total, ...row }) => row), total };
    },

    /**
     * The organisation's workflow list counter (workflow_list_versions): it moves on whenever a
     * committed change alters what a list shows. 0 until the organisation's first workflow.
     */
    async listVersion(orgId: string): Promise<number> {
      const [row] = await listVersionQuery.execute({ orgId });
      return row?.version ?? 0;
    },
  };
}
export type WorkflowListRepo = ReturnType<typeof workflowListRepo>;
