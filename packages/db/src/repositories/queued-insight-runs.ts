import type { Db } from '../client.js';
import { insightRuns } from '../schema/index.js';

/**
 * Inserts (or resets) queued runs; used by regenerate (insights repository) and by the pipeline's
 * last stage (stage-results repository), so it lives apart from both and neither imports the other.
 */
export async function insertQueued(tx: Db, fileId: string, kinds: readonly string[]): Promise<void> {
  if (kinds.length === 0) return;
  const now = new Date();
  await tx
    .insert(insightRuns)
    .values(kinds.map((kind) => ({ file_id: fileId, kind, status: 'queued' as const, updated_at: now })))
    .onConflictDoUpdate({
      target: [insightRuns.file_id, insightRuns.kind],
      set: {
        status: 'queued',
        error: null,
        attempts: 0,
        lease_owner: null,
        heartbeat_at: null,
        started_at: null,
        updated_at: now,
      },
    });
}
