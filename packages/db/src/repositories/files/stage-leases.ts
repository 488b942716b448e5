import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { files } from '../../schema/index.js';
import { IN_FLIGHT, type FileRow } from './rows.js';

/**
 * Who is working on a file's current stage (ARCHITECTURE.md#from-upload-to-transcript): a worker
 * takes the stage's lease, renews it while it runs and gives it back; a lease not renewed in time
 * is taken over. Worker-only calls: they take the file id, never a caller.
 */
export function stageLeasesRepo(db: Db) {
  return {
    /**
     * Takes the lease on a file's current stage for one worker. Fails (undefined) when the file is
     * gone, already past `stage`, or another worker holds a lease it renewed within `staleMs`.
     */
    async claimStage(id: string, stage: string, owner: string, staleMs: number): Promise<FileRow | undefined> {
      const staleBefore = new Date(Date.now() - staleMs);
      const [row] = await db
        .update(files)
        .set({ lease_owner: owner, heartbeat_at: new Date(), status: 'processing', updated_at: new Date() })
        .where(
          and(
            eq(files.id, id),
            eq(files.stage, stage),
            inArray(files.status, [...IN_FLIGHT]),
            or(isNull(files.lease_owner), eq(files.lease_owner, owner), lt(files.heartbeat_at, staleBefore)),
          ),
        )
        .returning();
      return row;
    },

    /** Progress of the running stage; also renews the lease. False when the lease was lost. */
    async heartbeat(id: string, owner: string, progress: number): Promise<boolean> {
      const rows = await db
        .update(files)
        .set({ progress, heartbeat_at: new Date() })
        .where(and(eq(files.id, id), eq(files.lease_owner, owner)))
        .returning({ id: files.id });
      return rows.length === 1;
    },

    /** Gives the stage back so a retry can claim it at once. */
    async releaseLease(id: string, owner: string): Promise<void> {
      await db
        .update(files)
        .set({ lease_owner: null })
        .where(and(eq(files.id, id), eq(files.lease_owner, owner)));
    },

    /**
     * Drops every lease and marks them stale. Only for a process that knows no other worker can be
     * alive (the embedded database, whose data directory it holds exclusively).
     */
    async releaseAllLeases(): Promise<void> {
      await db
        .update(files)
        .set({ lease_owner: null, heartbeat_at: new Date(0) })
        .where(inArray(files.status, [...IN_FLIGHT]));
    },

    /** In-flight files nobody has worked on for `staleMs`: their next job was lost or its worker died. */
    async stalled(staleMs: number): Promise<FileRow[]> {
      const before = new Date(Date.now() - staleMs);
      return db
        .select()
        .from(files)
        .where(
          and(
            inArray(files.status, [...IN_FLIGHT]),
            or(lt(files.heartbeat_at, before), and(isNull(files.heartbeat_at), lt(files.updated_at, before))),
          ),
        )
        .limit(100);
    },
  };
}
export type StageLeasesRepo = ReturnType<typeof stageLeasesRepo>;
