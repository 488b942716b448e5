import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { files, transcripts } from '../schema.js';

/**
 * Who is asking: a person, and their organisation and role when they are a member of one
 * (docs/product.md#enterprise-permissions). `accessibleFiles` below is the one rule that reads them.
 */
export interface Caller {
  userId: string;
  orgId: string | null;
  /** 'admin' | 'qa' | 'reviewer' for members; null for personal users. */
  orgRole: string | null;
}

/**
 * What the caller means to do: `read` (views, exports) or `write` (edits, regeneration, contents,
 * articles, deletion) of any file they may reach, or `own`: the caller's personal files alone (the
 * dashboard's lists, which never show an organisation's workflows).
 */
export type FileAccess = 'own' | 'read' | 'write';

/** A caller inside a prepared statement: every field a placeholder, bound by `callerParams`. */
export type BoundCaller = { [K in keyof Caller]: Caller[K] | Placeholder };

/** The placeholders a prepared statement gets for its caller; a new Caller field adds one here. */
export const CALLER_PLACEHOLDERS: BoundCaller = {
  userId: sql.placeholder('callerUserId'),
  orgId: sql.placeholder('callerOrgId'),
  orgRole: sql.placeholder('callerOrgRole'),
};

/** The values of CALLER_PLACEHOLDERS for one execution. */
export const callerParams = (caller: Caller) => ({
  callerUserId: caller.userId,
  callerOrgId: caller.orgId,
  callerOrgRole: caller.orgRole,
});

/** The columns the rule reads: of `files`, or of an alias of it (the dashboard counts over one). */
export interface FileColumns {
  id: AnyPgColumn;
  user_id: AnyPgColumn;
  org_id: AnyPgColumn;
  assignees: AnyPgColumn;
}

/**
 * The access rule, as a condition on `files` to put in the very query that reads or writes: a file
 * the caller may not reach is simply not found, so its id answers exactly like a missing one and
 * nothing of another person's is ever read first and refused after.
 */
export function accessibleFiles(caller: BoundCaller, access: FileAccess, t: FileColumns = files): SQL {
  // Personal files: only the owner reads or writes them.
  const own = and(eq(t.user_id, caller.userId), isNull(t.org_id))!;
  switch (access) {
    case 'own':
      return own;
    case 'read':
    case 'write':
      // An organisation's workflows: its admins and QA reach all of them, a reviewer those assigned
      // to them. A personal caller's org id is null, which equals nothing.
      return or(
        own,
        and(
          eq(t.org_id, caller.orgId),
          or(sql`${caller.orgRole}::text in ('admin', 'qa')`, sql`${caller.userId}::uuid = any(${t.assignees})`),
        ),
      )!;
  }
}

/**
 * `accessibleFiles` for an organisation's workflows alone (never a personal file), with the role
 * decided here rather than in SQL: the same rule as its organisation branch, but the planner sees
 * `org_id = $1` (plus the assignee test for a reviewer), which an index answers, where the general
 * rule's OR makes it test every row. The workflow list counts 10,000 rows per request with it.
 */
export function organisationFiles(caller: Caller, t: FileColumns = files): SQL {
  // A personal caller's org id is null, which equals nothing.
  const ofOrganisation = eq(t.org_id, caller.orgId ?? sql`null`);
  if (caller.orgRole === 'admin' || caller.orgRole === 'qa') return ofOrganisation;
  return and(ofOrganisation, sql`${caller.userId}::uuid = any(${t.assignees})`)!;
}

/** `accessibleFiles` narrowed to one file id. */
export function accessibleFile(
  caller: BoundCaller,
  access: FileAccess,
  fileId: string | Placeholder,
  t: FileColumns = files,
): SQL {
  return and(eq(t.id, fileId), accessibleFiles(caller, access, t))!;
}

export type FileGate = 'file_not_found' | 'no_transcript' | 'ok';

/**
 * The first statement of a transaction that changes what hangs off a file: one query finds the file
 * under the access rule and whether processing has stored its transcript (only keys are read: a
 * transcript row can hold megabytes of JSON). With `lock` it also takes the file row's lock, which
 * serialises the file's writers and is always taken before the transcript row's (the order the
 * pipeline's last stage uses), so writers never wait on each other in a cycle.
 */
export async function openFile(
  tx: Db,
  caller: Caller,
  access: FileAccess,
  fileId: string,
  { lock }: { lock: boolean },
): Promise<FileGate> {
  const query = tx
    .select({ id: files.id, transcript: transcripts.file_id })
    .from(files)
    .leftJoin(transcripts, eq(transcripts.file_id, files.id))
    .where(accessibleFile(caller, access, fileId));
  const [row] = await (lock ? query.for('update', { of: files }) : query);
  if (!row) return 'file_not_found';
  return row.transcript ? 'ok' : 'no_transcript';
}
