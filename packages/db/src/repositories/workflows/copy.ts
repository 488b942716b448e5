import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { files, insightRuns, transcriptParagraphs, transcripts } from '../../schema/index.js';
import { admitted, organisationFiles, type Caller } from '../file-access.js';
import type { FileRow, NewFile } from '../files/rows.js';
import { insertWorkflowEvents } from '../workflow-events.js';

/** One copy to make: its new id and title, and the storage keys its media were copied to. */
export interface WorkflowCopy {
  id: string;
  title: string;
  keys: Pick<NewFile, 'original_key' | 'playback_key' | 'peaks_key'>;
}

export type CopyOutcome = { status: 'not_found' | 'not_processed' } | { status: 'copied'; source: FileRow };

/**
 * Copies a processed workflow inside the caller's transaction: for each copy a new file row (the
 * given id, title and storage keys; a fresh workflow state), its transcript and its insight runs,
 * with a history line on the source and on each copy. 'not_found' when the caller may not reach
 * or copy the source; 'not_processed' when it is not (or no longer) processed.
 */
export async function copyWorkflow(
  tx: Db,
  caller: Caller,
  id: string,
  copies: readonly WorkflowCopy[],
): Promise<CopyOutcome> {
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
      insert into ${transcriptParagraphs} (file_id, key, paragraph_id, body, display, words, live_words, bytes)
      select ${copy.id}, key, paragraph_id, body, display, words, live_words, bytes
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
}
