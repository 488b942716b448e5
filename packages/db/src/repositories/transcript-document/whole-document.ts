import { eq, sql } from 'drizzle-orm';
import type { Snippet, Speaker } from '@scriptloom/contracts';
import type { DocumentTotals, StoredProcessedData } from '@scriptloom/transcript';
import type { Db } from '../../client.js';
import { transcripts } from '../../schema/index.js';
import { keyed, storeParagraphs } from './paragraph-rows.js';
import { addMeasure } from './prepare-write.js';

/**
 * A whole document written as a file's transcript for the first time or again (processing): its
 * paragraphs are stored and the row inserted, or, when the file has a transcript, replaced with a
 * new version (an editor still holding the old one reloads instead of overwriting it).
 */
export async function writeWholeDocument(
  tx: Db,
  fileId: string,
  doc: { snippets: Snippet[]; speakers: Speaker[]; processed_data: StoredProcessedData },
  /** Other columns of a new row (the generated contents, times: what seeds of tests and benchmarks set). */
  extra: Partial<Pick<typeof transcripts.$inferInsert, 'contents' | 'created_at' | 'updated_at' | 'version'>> = {},
): Promise<void> {
  // Lock an existing row first (see storeParagraphs), then store, then write the row.
  await tx.select({ id: transcripts.file_id }).from(transcripts).where(eq(transcripts.file_id, fileId)).for('update');
  const entries = doc.snippets.map(keyed);
  await storeParagraphs(tx, fileId, entries);
  const totals: DocumentTotals = { paragraphs: entries.length, words: 0, liveWords: 0, bytes: 0 };
  for (const e of entries) addMeasure(totals, e.measure, 1);
  const columns = {
    paragraphs: entries.map((e) => e.key),
    words: totals.words,
    live_words: totals.liveWords,
    bytes: totals.bytes,
    speakers: doc.speakers,
    processed_data: doc.processed_data,
  };
  await tx
    .insert(transcripts)
    .values({ file_id: fileId, ...extra, ...columns })
    .onConflictDoUpdate({
      target: transcripts.file_id,
      set: { ...columns, paragraphs_released: true, version: sql`${transcripts.version} + 1`, updated_at: new Date() },
    });
}

/**
 * Stores a document's paragraphs for a file and answers their keys in order: what a version
 * entry's `paragraphs` column holds (seeds of tests that write history entries directly).
 */
export async function storeDocumentParagraphs(tx: Db, fileId: string, snippets: readonly Snippet[]): Promise<string[]> {
  const entries = snippets.map(keyed);
  await storeParagraphs(tx, fileId, entries);
  return entries.map((e) => e.key);
}
