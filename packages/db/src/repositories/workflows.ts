import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import {
  files,
  insightRuns,
  pipelineArtifacts,
  transcriptParagraphs,
  transcripts,
  users,
  workflowListVersions,
} from '../schema.js';
import type { EnterpriseRoute, FileAction } from '@scriptloom/contracts';
import { admitted, organisationFiles, type Caller } from './file-access.js';
import { type HistoryEntry } from './transcript-history.js';
import { lockDocument, type DocumentWrite, type LockedDocument } from './transcript-document/locked-document.js';
import { writeDocument } from './transcript-document/write-document.js';
import type { FileRow, NewFile } from './files.js';
import { insertQueued } from './queued-insight-runs.js';
import type { TranscriptDoc } from './transcripts.js';
import { insertWorkflowEvents, memberName, type NewWorkflowEvent } from './workflow-events.js';
import { keepWorkflowTranscript, type WorkflowTranscriptKind } from './workflow-transcripts.js';

/** A workflow as a change sees it: its row, and what hangs off it that the rules look at. */
export interface WorkflowView extends FileRow {
  /** The transcript's version, or null while processing has not stored one. */
  transcript_version: number | null;
  /** An insight kind is queued or being written. */
  insights_busy: boolean;
  /** The transcript document, read (and its row locked) only when the change asks `withDocument`. */
  document?: TranscriptDoc;
}

/** A history line as a change gives it: the file, organisation and actor are filled in. */
export type ChangeEvent = Omit<NewWorkflowEvent, 'file_id' | 'org_id' | 'actor_id'>;

/**
 * What one change writes, all in the transaction that locked the workflow (docs/product.md#workflows):
 * file columns, history lines, kept transcripts, insight runs to queue, or a pipeline restart.
 */
export interface WorkflowChange {
  set?: Partial<NewFile>;
  events: ChangeEvent[];
  keep?: { kind: WorkflowTranscriptKind; userId: string }[];
  queueInsights?: readonly string[];
  /** Processing runs again from `stage`; `artifacts` stand in for the stages it skips. */
  restart?: { stage: string; artifacts: Record<string, unknown> };
  /** A change of the transcript document (with `withDocument`): written with the transcript version bumped. */
  document?: DocumentWrite;
}

export type ChangeOutcome =
  | { status: 'not_found' }
  /** The workflow's revision is not the one the change was made on: nothing was written. */
  | { status: 'changed'; revision: number }
  /** `transcriptVersion`: the transcript's new version when the change wrote a document. */
  | { status: 'updated'; file: FileRow; transcriptVersion?: number };

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

export interface OrgMember {
  id: string;
  name: string;
  email: string;
  role: string | null;
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

/**
 * Enterprise workflows: files with `org_id` set (docs/product.md#workflows). Every call a person
 * makes takes the caller and puts the one access rule (file-access.ts) into its query, narrowed to
 * the caller's organisation; a change locks the row, checks the revision and writes the change,
 * the revision bump and its history lines in one transaction.
 */
export function workflowsRepo(db: Db) {
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
     * names are one more query (`people`): in this statement they would be looked up for every row
     * an offset skips too. Measured with `npm run bench:enterprise`.
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

    /** A workflow the caller may reach, or undefined (missing, or not theirs to see). */
    async find(caller: Caller, id: string): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), organisationFiles(caller)))
        .limit(1);
      return row;
    },

    /**
     * The first time an assignee opens the workflow: sets editing_start_time, only if unset. Not a
     * change of the workflow (no revision bump), so nobody's open page becomes stale by it.
     */
    async markOpened(id: string, userId: string): Promise<FileRow | undefined> {
      const [row] = await db
        .update(files)
        .set({ editing_start_time: sql`now()` })
        .where(and(eq(files.id, id), isNull(files.editing_start_time), sql`${userId}::uuid = any(${files.assignees})`))
        .returning();
      return row;
    },

    /** Names and emails of the given accounts (assignees), in one query. */
    async people(ids: readonly string[]): Promise<Map<string, OrgMember>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          role: users.org_role,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((u) => [u.id, { id: u.id, name: memberName(u), email: u.email, role: u.role }]));
    },

    /** How many open workflows (not Submitted) each member of the organisation is assigned to. */
    async openAssignments(orgId: string): Promise<Map<string, number>> {
      const assigned = db
        .select({ user_id: sql<string>`unnest(${files.assignees})`.as('user_id') })
        .from(files)
        .where(and(eq(files.org_id, orgId), sql`${files.workflow_status} <> 'Publication'`))
        .as('assigned');
      const rows = await db
        .select({ user_id: assigned.user_id, open: sql<number>`count(*)`.mapWith(Number) })
        .from(assigned)
        .groupBy(assigned.user_id);
      return new Map(rows.map((r) => [r.user_id, r.open]));
    },

    /**
     * Processed workflows of the organisation in one of `statuses` with none of `roleMembers`
     * assigned, oldest first: what a review stage has waiting for someone of its role.
     */
    async waitingForStage(
      orgId: string,
      statuses: readonly string[],
      roleMembers: readonly string[],
      limit: number,
    ): Promise<{ id: string; title: string }[]> {
      return db
        .select({ id: files.id, title: files.title })
        .from(files)
        .where(
          and(
            eq(files.org_id, orgId),
            eq(files.status, 'processed'),
            inArray(files.workflow_status, [...statuses]),
            roleMembers.length
              ? sql`not (${files.assignees} && array[${sql.join(
                  roleMembers.map((m) => sql`${m}`),
                  sql`, `,
                )}]::uuid[])`
              : undefined,
          ),
        )
        .orderBy(asc(files.created_at), asc(files.id))
        .limit(limit);
    },

    /** Ids of the organisation's members with `role`. */
    async memberIds(orgId: string, role: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.org_id, orgId), eq(users.org_role, role)));
      return new Set(rows.map((r) => r.id));
    },

    /** A member of the organisation, or undefined (no such account, or another organisation's). */
    async member(orgId: string, userId: string): Promise<OrgMember | undefined> {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.org_id, orgId)))
        .limit(1);
      return u && { id: u.id, name: memberName(u), email: u.email, role: u.org_role };
    },

    /**
     * One change of one workflow, atomically: finds and locks the row under the access rule (a
     * workflow the caller may not reach is not found), refuses a stale `revision`, lets `decide`
     * say what to write (whatever it throws rolls everything back and reaches the caller), then
     * writes it, bumps the revision and records the history lines.
     */
    async change(
      caller: Caller,
      id: string,
      options: {
        /** What the change is, as the policy asks it: a file action, or the enterprise route it is. */
        action: FileAction | EnterpriseRoute;
        revision?: number;
        withDocument?: boolean;
        actor?: string | null;
        /** How a change of the document is kept in the version history; required when `decide` writes one. */
        history?: HistoryEntry;
      },
      decide: (workflow: WorkflowView) => WorkflowChange | Promise<WorkflowChange>,
    ): Promise<ChangeOutcome> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            file: files,
            transcript_version: transcripts.version,
            insights_busy: sql<boolean>`exists (select 1 from ${insightRuns} where ${insightRuns.file_id} = ${files.id}
              and ${insightRuns.status} in ('queued', 'processing'))`,
          })
          .from(files)
          .leftJoin(transcripts, eq(transcripts.file_id, files.id))
          .where(and(eq(files.id, id), organisationFiles(caller)))
          .for('update', { of: files });
        if (!found) return { status: 'not_found' as const };
        const file = found.file;
        if (!admitted(caller, options.action, file)) return { status: 'not_found' as const };
        if (options.revision !== undefined && options.revision !== file.workflow_revision) {
          return { status: 'changed' as const, revision: file.workflow_revision };
        }
        const view: WorkflowView = {
          ...file,
          transcript_version: found.transcript_version ?? null,
          insights_busy: Boolean(found.insights_busy),
        };
        let locked: LockedDocument | undefined;
        if (options.withDocument && view.transcript_version !== null) {
          // Locked after the file row, the order every writer of both rows takes (see openFile).
          locked = await lockDocument(tx, id);
          if (locked) {
            view.document = {
              snippets: await locked.all(),
              speakers: locked.speakers,
              processed_data: await locked.processedData(),
            };
          }
        }
        const change = await decide(view);
        // A change that changes nothing writes nothing, and the revision stays.
        if (change.events.length === 0 && !change.document && !change.set && !change.restart) {
          return { status: 'updated' as const, file };
        }

        let transcriptVersion: number | undefined;
        if (change.document) {
          if (!options.history || !locked) {
            throw new Error('a workflow change that writes the document needs withDocument and a history entry');
          }
          // Kept in the version history like any editor save, in the same transaction.
          const written = await writeDocument(tx, id, caller.userId, locked, change.document, {
            history: options.history,
          });
          transcriptVersion = written?.version;
        }

        for (const keep of change.keep ?? []) await keepWorkflowTranscript(tx, id, keep.kind, keep.userId);
        if (change.restart) {
          await tx.delete(pipelineArtifacts).where(eq(pipelineArtifacts.file_id, id));
          for (const [name, data] of Object.entries(change.restart.artifacts)) {
            await tx.insert(pipelineArtifacts).values({ file_id: id, name, data });
          }
          // An editor open on the old transcript must reload rather than overwrite the new one.
          await tx
            .update(transcripts)
            .set({ version: sql`${transcripts.version} + 1` })
            .where(eq(transcripts.file_id, id));
        }
        if (change.queueInsights) await insertQueued(tx, id, change.queueInsights);
        const [updated] = await tx
          .update(files)
          .set({
            ...change.set,
            ...(change.restart && {
              status: 'queued' as const,
              stage: change.restart.stage,
              progress: 0,
              error: null,
              lease_owner: null,
              heartbeat_at: null,
            }),
            workflow_revision: sql`${files.workflow_revision} + 1`,
            updated_at: new Date(),
          })
          .where(eq(files.id, id))
          .returning();
        await insertWorkflowEvents(
          tx,
          change.events.map((e) => ({
            ...e,
            file_id: id,
            org_id: file.org_id!,
            actor_id: options.actor === undefined ? caller.userId : options.actor,
          })),
        );
        return { status: 'updated' as const, file: updated!, transcriptVersion };
      });
    },

    /**
     * Deletes a workflow (its transcript and runs go with it) and records the delete, which outlives
     * it, once the policy allows the caller to delete it (whichever route asked).
     */
    async delete(caller: Caller, id: string): Promise<FileRow | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(files)
          .where(and(eq(files.id, id), organisationFiles(caller)))
          .for('update');
        if (!locked || !admitted(caller, 'delete', locked)) return undefined;
        const [row] = await tx.delete(files).where(eq(files.id, id)).returning();
        if (!row) return undefined;
        await insertWorkflowEvents(tx, [
          { file_id: id, org_id: row.org_id!, actor_id: caller.userId, action: 'deleted', from_value: row.title },
        ]);
        return row;
      });
    },

    /**
     * Copies a processed workflow: for each copy a new file row (the given id, title and storage
     * keys; a fresh workflow state), its transcript and its insight runs, with a history line on the
     * source and on each copy, in one transaction. Undefined when the source is not found;
     * 'not_processed' when it is not (or no longer) processed.
     */
    async copy(
      caller: Caller,
      id: string,
      copies: readonly {
        id: string;
        title: string;
        keys: Pick<NewFile, 'original_key' | 'playback_key' | 'peaks_key'>;
      }[],
    ): Promise<{ status: 'not_found' | 'not_processed' } | { status: 'copied'; source: FileRow }> {
      return db.transaction(async (tx) => {
        const [source] = await tx
          .select()
          .from(files)
          .where(and(eq(files.id, id), organisationFiles(caller)))
          .for('update');
        if (!source || !admitted(caller, 'POST /enterprise/workflow/:id/copy', source)) {
          return { status: 'not_found' as const };
        }
        if (source.status !== 'processed') return { status: 'not_processed' as const };
        const now = new Date();
        for (const copy of copies) {
          const { id: _id, created_at: _c, updated_at: _u, lease_owner: _l, heartbeat_at: _h, ...kept } = source;
          await tx.insert(files).values({
            ...kept,
            ...copy.keys,
            id: copy.id,
            title: copy.title,
            wav_key: null,
            // A copy was not transcribed again, so it costs nothing (and refunds nothing).
            charged_minutes: 0,
            workflow_status: 'Not_Started',
            special_status: null,
            review_complete: false,
            editing_start_time: null,
            assignees: [],
            workflow_revision: 0,
            created_at: now,
            updated_at: now,
          });
          // The copy's document names the same paragraphs, stored again under the copy.
          await tx.execute(sql`
            insert into ${transcriptParagraphs} (file_id, key, paragraph_id, body, words, live_words, bytes)
            select ${copy.id}, key, paragraph_id, body, words, live_words, bytes
            from ${transcriptParagraphs}
            where file_id = ${id} and key = any(select unnest(paragraphs) from ${transcripts} where file_id = ${id})`);
          await tx.execute(sql`
            insert into ${transcripts} (file_id, paragraphs, words, live_words, bytes, speakers, processed_data, contents, version)
            select ${copy.id}, paragraphs, words, live_words, bytes, speakers, processed_data, contents, 1
            from ${transcripts} where file_id = ${id}`);
          await tx.execute(sql`
            insert into ${insightRuns} (file_id, kind, status, error, engine, attempts, updated_at)
            select ${copy.id}, kind, status, error, engine, attempts, now()
            from ${insightRuns} where file_id = ${id}`);
        }
        await tx
          .update(files)
          .set({ workflow_revision: sql`${files.workflow_revision} + 1`, updated_at: now })
          .where(eq(files.id, id));
        const org_id = source.org_id!;
        await insertWorkflowEvents(
          tx,
          copies.flatMap((copy) => [
            {
              file_id: id,
              org_id,
              actor_id: caller.userId,
              action: 'copied',
              to_value: copy.title,
              detail: { copy_id: copy.id },
            },
            {
              file_id: copy.id,
              org_id,
              actor_id: caller.userId,
              action: 'copied',
              from_value: source.title,
              to_value: copy.title,
              detail: { source_id: id },
            },
          ]),
        );
        return { status: 'copied' as const, source };
      });
    },
  };
}
export type WorkflowsRepo = ReturnType<typeof workflowsRepo>;
