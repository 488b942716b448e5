import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { transcriptParagraphs, transcripts, transcriptVersions } from '../../schema/index.js';

/**
 * Deletes the stored paragraphs of files whose documents let some go (`paragraphs_released`) that
 * neither the document nor any kept version names any more, up to `files` files a call. Each file
 * is collected under its transcript row's lock, the lock every write holds while it stores
 * paragraphs and names them (storeParagraphs), so a row a write is about to name again is never
 * taken away under it. A file another transaction holds is left for the next run.
 * Returns how many files were due (at most `files`), how many were collected and how many rows went.
 */
export async function collectParagraphs(db: Db, files: number): Promise<{ due: number; files: number; rows: number }> {
  const due = await db
    .select({ id: transcripts.file_id })
    .from(transcripts)
    .where(eq(transcripts.paragraphs_released, true))
    .limit(files);
  let rows = 0;
  let collected = 0;
  for (const { id } of due) {
    const deleted = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: transcripts.file_id })
        .from(transcripts)
        .where(and(eq(transcripts.file_id, id), eq(transcripts.paragraphs_released, true)))
        .for('update', { skipLocked: true });
      if (!locked) return null;
      // One pass over the names still in use: the document's and every version's.
      const gone = await tx.execute<{ key: string }>(sql`
        delete from ${transcriptParagraphs} p
        where p.file_id = ${id}
          and p.key not in (
            select unnest(paragraphs) from ${transcripts} where file_id = ${id}
            union
            select unnest(paragraphs) from ${transcriptVersions} where file_id = ${id}
          )
        returning p.key`);
      await tx.update(transcripts).set({ paragraphs_released: false }).where(eq(transcripts.file_id, id));
      // drizzle's execute answers `{rows}` on node-postgres and PGlite alike.
      return (gone as unknown as { rows: unknown[] }).rows.length;
    });
    if (deleted === null) continue;
    collected++;
    rows += deleted;
  }
  return { due: due.length, files: collected, rows };
}
