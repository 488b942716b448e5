import { eq, sql } from 'drizzle-orm';
import type { DocumentTotals } from '@scriptloom/transcript';
import type { Db } from '../../client.js';
import { files, transcripts } from '../../schema/index.js';
import { historyRecorder, type HistoryEntry } from '../transcript-history.js';
import { documentColumns, type DocumentWrite, type LockedDocument, type WrittenDocument } from './locked-document.js';

/**
 * Makes a write of a locked document (lockDocument), in the caller's transaction: the new
 * paragraphs stored, `check` asked about the totals, the row written with the version moved on,
 * the file's updated_at moved, and the save kept in the version history as `history` says. Null
 * when the write would change nothing (the same paragraphs and no other field): nothing is written.
 */
export async function writeDocument(
  tx: Db,
  fileId: string,
  savedBy: string,
  doc: LockedDocument,
  write: DocumentWrite,
  options: { history: HistoryEntry; check?: (totals: DocumentTotals, write: DocumentWrite) => void },
): Promise<WrittenDocument | null> {
  const prepared = await doc.prepare(write);
  // Paragraphs that are what they were, and no other field: nothing is written, the version stays.
  const same = prepared.keys.length === doc.keys.length && prepared.keys.every((key, i) => key === doc.keys[i]);
  if (same && !write.speakers && !write.processed_data) return null;
  options.check?.(prepared.totals, write);
  const now = new Date();
  const recorder = historyRecorder(tx, fileId, savedBy, options.history, now);
  const words = { before: doc.totals.liveWords, after: prepared.totals.liveWords };
  await recorder.beforeWrite(doc.version, words);
  const [row] = await tx
    .update(transcripts)
    .set({
      ...documentColumns(prepared),
      ...(write.speakers && { speakers: write.speakers }),
      ...(write.processed_data && { processed_data: write.processed_data }),
      version: sql`${transcripts.version} + 1`,
      updated_at: now,
    })
    .where(eq(transcripts.file_id, fileId))
    .returning({ version: transcripts.version });
  await tx.update(files).set({ updated_at: now }).where(eq(files.id, fileId));
  await recorder.afterWrite(words);
  return { version: row!.version, changes: prepared.changes, totals: prepared.totals };
}
