import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  canCall,
  canOnFile,
  ENTERPRISE_PERMISSIONS,
  ORGANISATION_WIDE_ROLES,
  PolicyRefusal,
  type Actor,
  type EnterpriseRoute,
  type FileAction,
  type FileSubject,
} from '@scriptloom/contracts';
import type { Db } from '../client.js';
import { files, transcripts } from '../schema/index.js';

/**
 * Who is asking: the policy's actor (packages/contracts policy.ts), a member with both an
 * organisation and a role, or a personal user with neither (`actorOf` makes one from a user row).
 */
export type Caller = Actor;

/**
 * Which files a query may see: `read`, every file the caller reaches (the policy's `reaches`, here
 * as SQL), or `own`: the caller's personal files alone (the dashboard's lists, which never show an
 * organisation's workflows). What the caller may DO to a file it reaches is the policy's, asked on
 * the locked row by `openFile`.
 */
export type FileAccess = 'own' | 'read';

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
      // An organisation's workflows: the organisation-wide roles reach all of them, a reviewer those
      // assigned to them. A personal caller's org id is null, which equals nothing.
      return or(
        own,
        and(
          eq(t.org_id, caller.orgId),
          or(
            sql`${caller.orgRole}::text = any(${sql.raw(`array[${ORGANISATION_WIDE_ROLES.map((r) => `'${r}'`).join(', ')}]`)})`,
            sql`${caller.userId}::uuid = any(${t.assignees})`,
          ),
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
  if (caller.orgRole && ORGANISATION_WIDE_ROLES.includes(caller.orgRole)) return ofOrganisation;
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

/** The policy's view of a file row. */
export const fileSubject = (row: {
  user_id: string;
  org_id: string | null;
  assignees: string[];
  workflow_status: string | null;
}): FileSubject => ({ ownerId: row.user_id, orgId: row.org_id, assignees: row.assignees, status: row.workflow_status });

/**
 * Asks the policy whether the caller may do `action` (a file action, or the enterprise route a
 * workflow change is) to a row it has found and locked: false when the caller may not even know of
 * it (answered as not found); any other refusal is thrown as a PolicyRefusal, rolling back the
 * transaction it was asked in.
 */
export function admitted(
  caller: Caller,
  action: FileAction | EnterpriseRoute,
  row: Parameters<typeof fileSubject>[0],
): boolean {
  const decision =
    action in ENTERPRISE_PERMISSIONS
      ? canCall(caller, action as EnterpriseRoute)
      : canOnFile(caller, action as FileAction, fileSubject(row));
  if (decision.allowed) return true;
  if (decision.answer === 'not_found') return false;
  throw new PolicyRefusal(decision);
}

/**
 * The first statement of a transaction that changes what hangs off a file: one query finds the file
 * the caller reaches, with what the policy needs to know of it and whether processing has stored
 * its transcript (only keys are read: a transcript row can hold megabytes of JSON). Then the policy
 * decides whether the caller may do `action` to it, on the row as it is: a refusal is thrown as a
 * PolicyRefusal (403 for the role, 409 for the review status), so the transaction writes nothing.
 * With `lock` it also takes the file row's lock, which serialises the file's writers (a status
 * change cannot slip in between the decision and the write) and is always taken before the
 * transcript row's (the order the pipeline's last stage uses), so writers never wait in a cycle.
 */
export async function openFile(
  tx: Db,
  caller: Caller,
  action: FileAction,
  fileId: string,
  { lock }: { lock: boolean },
): Promise<FileGate> {
  const query = tx
    .select({
      user_id: files.user_id,
      org_id: files.org_id,
      assignees: files.assignees,
      workflow_status: files.workflow_status,
      transcript: transcripts.file_id,
    })
    .from(files)
    .leftJoin(transcripts, eq(transcripts.file_id, files.id))
    .where(accessibleFile(caller, 'read', fileId));
  const [row] = await (lock ? query.for('update', { of: files }) : query);
  if (!row || !admitted(caller, action, row)) return 'file_not_found';
  return row.transcript ? 'ok' : 'no_transcript';
}
