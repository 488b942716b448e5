import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { transcripts, workflowTranscripts } from '../schema/index.js';
import { documentJson } from './transcript-document/paragraph-rows.js';

export type WorkflowTranscriptKind = (typeof workflowTranscripts.$inferSelect)['kind'];
export type WorkflowTranscriptRow = typeof workflowTranscripts.$inferSelect;

/**
 * Keeps the file's current transcript as `kind` of `userId` (a reviewer's submitted pass, or the
 * QA-corrected final), replacing an earlier one of the same kind and person: copied inside the
 * database, in the caller's transaction. False when the file has no transcript to keep.
 */
export async function keepWorkflowTranscript(
  tx: Db,
  fileId: string,
  kind: WorkflowTranscriptKind,
  userId: string,
): Promise<boolean> {
  const rows = await tx.execute<{ file_id: string }>(sql`
    insert into ${workflowTranscripts} (file_id, kind, user_id, snippets, speakers, transcript_version, created_at)
    select ${transcripts.file_id}, ${kind}, ${userId}, ${documentJson(transcripts.file_id, transcripts.paragraphs)}::json, ${transcripts.speakers},
           ${transcripts.version}, now()
    from ${transcripts} where ${transcripts.file_id} = ${fileId}
    on conflict (file_id, kind, user_id) do update set
      snippets = excluded.snippets, speakers = excluded.speakers,
      transcript_version = excluded.transcript_version, created_at = excluded.created_at
    returning file_id`);
  return rowCount(rows) > 0;
}

/** drizzle's execute answers `{rows}` on node-postgres and PGlite alike. */
const rowCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;

export function workflowTranscriptsRepo(db: Db) {
  return {
    /** The kept transcripts of a file (scores and the enterprise transcript read them). */
    async forFile(fileId: string, kind?: WorkflowTranscriptKind): Promise<WorkflowTranscriptRow[]> {
      return db
        .select()
        .from(workflowTranscripts)
        .where(and(eq(workflowTranscripts.file_id, fileId), kind ? eq(workflowTranscripts.kind, kind) : undefined));
    },
  };
}
export type WorkflowTranscriptsRepo = ReturnType<typeof workflowTranscriptsRepo>;
