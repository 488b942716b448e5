import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { files, pipelineArtifacts } from '../../schema/index.js';
import { insertQueued } from '../queued-insight-runs.js';
import type { TranscriptDoc } from '../transcripts.js';
import { giveMinutesBack } from './minutes.js';
import { IN_FLIGHT, type NewFile } from './rows.js';
import { writeWholeDocument } from '../transcript-document/whole-document.js';

/**
 * What a pipeline stage leaves behind: its artifacts and file fields and the move to the next
 * stage, the transcript at the end, or the failure. A stage's result is written only while its
 * worker holds the lease (stage-leases.ts), so it lands once. Worker-only calls.
 */
export function stageResultsRepo(db: Db) {
  return {
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
        await giveMinutesBack(tx, file.user_id, file.charged_minutes);
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
  };
}
export type StageResultsRepo = ReturnType<typeof stageResultsRepo>;
