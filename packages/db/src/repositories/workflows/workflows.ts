import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { files } from '../../schema/index.js';
import { admitted, organisationFiles, type Caller } from '../file-access.js';
import type { FileRow } from '../files/rows.js';
import { insertWorkflowEvents } from '../workflow-events.js';
import {
  readDocument,
  lockWorkflow,
  writeChange,
  type ChangeOptions,
  type ChangeOutcome,
  type WorkflowChange,
  type WorkflowView,
} from './change.js';
import { copyWorkflow, type CopyOutcome, type WorkflowCopy } from './copy.js';

/**
 * One enterprise workflow: a file with `org_id` set (docs/product.md#workflows). Every call a
 * person makes takes the caller and puts the one access rule (file-access.ts) into its query,
 * narrowed to the caller's organisation; a change locks the row, checks the revision and writes
 * the change, the revision bump and its history lines in one transaction. The list, what
 * auto-assign reads and the people involved have repositories of their own (list.ts,
 * assignment.ts, ../members.ts).
 */
export function workflowsRepo(db: Db) {
  return {
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

    /**
     * One change of one workflow, atomically: finds and locks the row under the access rule (a
     * workflow the caller may not reach is not found), refuses a stale `revision`, lets `decide`
     * say what to write (whatever it throws rolls everything back and reaches the caller), then
     * writes it, bumps the revision and records the history lines.
     */
    async change(
      caller: Caller,
      id: string,
      options: ChangeOptions,
      decide: (workflow: WorkflowView) => WorkflowChange | Promise<WorkflowChange>,
    ): Promise<ChangeOutcome> {
      return db.transaction(async (tx) => {
        const locked = await lockWorkflow(tx, caller, id, options.action);
        if (!locked) return { status: 'not_found' as const };
        const { file, view } = locked;
        if (options.revision !== undefined && options.revision !== file.workflow_revision) {
          return { status: 'changed' as const, revision: file.workflow_revision };
        }
        const read = options.withDocument && view.transcript_version !== null ? await readDocument(tx, id) : undefined;
        if (read) view.document = read.document;
        const change = await decide(view);
        // A change that changes nothing writes nothing, and the revision stays.
        if (change.events.length === 0 && !change.document && !change.set && !change.restart) {
          return { status: 'updated' as const, file };
        }
        return { status: 'updated' as const, ...(await writeChange(tx, caller, view, change, options, read?.locked)) };
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

    /** Copies a processed workflow, in one transaction (copy.ts). */
    async copy(caller: Caller, id: string, copies: readonly WorkflowCopy[]): Promise<CopyOutcome> {
      return db.transaction((tx) => copyWorkflow(tx, caller, id, copies));
    },
  };
}
export type WorkflowsRepo = ReturnType<typeof workflowsRepo>;
