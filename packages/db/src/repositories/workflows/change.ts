import { and, eq, sql } from 'drizzle-orm';
import type { EnterpriseRoute, FileAction } from '@scriptloom/contracts';
import type { Db } from '../../client.js';
import { files, insightRuns, pipelineArtifacts, transcripts } from '../../schema/index.js';
import { admitted, organisationFiles, type Caller } from '../file-access.js';
import type { FileRow, NewFile } from '../files/rows.js';
import { insertQueued } from '../queued-insight-runs.js';
import type { HistoryEntry } from '../transcript-history.js';
import { lockDocument, type DocumentWrite, type LockedDocument } from '../transcript-document/locked-document.js';
import { writeDocument } from '../transcript-document/write-document.js';
import type { TranscriptDoc } from '../transcripts.js';
import { insertWorkflowEvents, type NewWorkflowEvent } from '../workflow-events.js';
import { keepWorkflowTranscript, type WorkflowTranscriptKind } from '../workflow-transcripts.js';

/*
 * The two halves of a workflow change (docs/product.md#workflows), both inside the transaction
 * `workflowsRepo.change` opens: lock the workflow and see it as the rules do, then, once the use
 * case has decided, write what it decided with the revision bump and the history lines.
 */

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

/** How a change is asked for, besides the workflow and what to write. */
export interface ChangeOptions {
  /** What the change is, as the policy asks it: a file action, or the enterprise route it is. */
  action: FileAction | EnterpriseRoute;
  revision?: number;
  withDocument?: boolean;
  actor?: string | null;
  /** How a change of the document is kept in the version history; required when `decide` writes one. */
  history?: HistoryEntry;
}

export type ChangeOutcome =
  | { status: 'not_found' }
  /** The workflow's revision is not the one the change was made on: nothing was written. */
  | { status: 'changed'; revision: number }
  /** `transcriptVersion`: the transcript's new version when the change wrote a document. */
  | { status: 'updated'; file: FileRow; transcriptVersion?: number };

/**
 * Finds and locks the workflow under the access rule and asks the policy about `action` on the
 * locked row: undefined when the caller may not reach it or do that (answered as not found).
 * `file` is the row as stored, `view` the row with what the rules look at.
 */
export async function lockWorkflow(
  tx: Db,
  caller: Caller,
  id: string,
  action: ChangeOptions['action'],
): Promise<{ file: FileRow; view: WorkflowView } | undefined> {
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
  if (!found || !admitted(caller, action, found.file)) return undefined;
  const { file } = found;
  return {
    file,
    view: {
      ...file,
      transcript_version: found.transcript_version ?? null,
      insights_busy: Boolean(found.insights_busy),
    },
  };
}

/**
 * The workflow's transcript document, its row locked after the file's (the order every writer of
 * both takes, see openFile), read whole for the use case: `locked` is what the write works from.
 */
export async function readDocument(
  tx: Db,
  id: string,
): Promise<{ locked: LockedDocument; document: TranscriptDoc } | undefined> {
  const locked = await lockDocument(tx, id);
  if (!locked) return undefined;
  const document = {
    snippets: await locked.all(),
    speakers: locked.speakers,
    processed_data: await locked.processedData(),
  };
  return { locked, document };
}

/**
 * Writes what a change decided on the locked workflow `view`: the document (kept in the version
 * history like any editor save), kept transcripts, a pipeline restart, queued insight runs, the file
 * columns with the revision bumped, and the history lines.
 */
export async function writeChange(
  tx: Db,
  caller: Caller,
  view: WorkflowView,
  change: WorkflowChange,
  options: ChangeOptions,
  /** The transcript as `readDocument` locked it, when the change asked for it. */
  locked?: LockedDocument,
): Promise<{ file: FileRow; transcriptVersion?: number }> {
  const id = view.id;
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
      org_id: view.org_id!,
      actor_id: options.actor === undefined ? caller.userId : options.actor,
    })),
  );
  return { file: updated!, transcriptVersion };
}
