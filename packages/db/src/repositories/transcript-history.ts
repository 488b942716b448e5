import { desc, eq, sql } from 'drizzle-orm';
import type { Snippet, TranscriptSaveKind } from '@scriptloom/contracts';
import type { StoredProcessedData } from '@scriptloom/transcript';
import type { Db } from '../client.js';
import { transcripts, transcriptVersions } from '../schema/index.js';

/**
 * How a save is recorded in the version history (docs/product.md#version-history). The service
 * decides it; this file only carries it out inside the save's transaction.
 */
export interface HistoryEntry {
  kind: TranscriptSaveKind;
  /** Snapshots kept per file. */
  keep: number;
  /** A save within this long of the newest snapshot's first save, of the same kind and person, updates it; null: never. */
  coalesceWithinMs: number | null;
}

/** The document a save replaced and the one it wrote, as JavaScript holds them (the SQL copies the rows). */
export interface SavedDocs {
  before: { snippets: Snippet[]; processed_data: StoredProcessedData };
  after: { snippets: Snippet[]; processed_data: StoredProcessedData };
}

/** Only a document processing wrote (version 1) is the original; it is never pruned. */
const ORIGINAL: TranscriptSaveKind = 'original';

/** Words a reader sees: those not struck out. */
function wordCount(snippets: Snippet[]): number {
  let n = 0;
  for (const s of snippets) for (const w of s.words) if (!w.is_removed) n++;
  return n;
}

/** The parts of processed_data a person edits: the rest is generated and never restored. */
function editableParts(pd: StoredProcessedData): StoredProcessedData {
  const parts: StoredProcessedData = {};
  if ('abstract' in pd) parts.abstract = pd.abstract;
  if ('insights' in pd) parts.insights = pd.insights;
  if ('keywords' in pd) parts.keywords = pd.keywords;
  if ('entities' in pd) parts.entities = pd.entities;
  return parts;
}

/**
 * A snapshot of the file's transcript row as it is now, copied inside the database: the document
 * (megabytes for a long episode) never travels to this process and back.
 */
async function insertSnapshot(
  tx: Db,
  fileId: string,
  row: {
    kind: TranscriptSaveKind;
    savedBy: string | null;
    /** null: when the transcript row was last written. */
    at: Date | null;
    wordCount: number;
    processedData: StoredProcessedData;
  },
): Promise<void> {
  // An ISO string, not a Date: a raw statement's parameters are handed to the driver as they are.
  const at = row.at ? row.at.toISOString() : sql`${transcripts.updated_at}`;
  await tx.execute(sql`
    insert into ${transcriptVersions}
      (file_id, version, kind, saved_by, started_at, saved_at, word_count, snippets, speakers, processed_data)
    select ${transcripts.file_id}, ${transcripts.version}, ${row.kind}, ${row.savedBy}, ${at}, ${at},
           ${row.wordCount}, ${transcripts.snippets}, ${transcripts.speakers}, ${JSON.stringify(row.processedData)}::jsonb
    from ${transcripts} where ${transcripts.file_id} = ${fileId}`);
}

/**
 * Records a save in the history, inside its transaction (the file and transcript rows are locked,
 * so saves of one file record one at a time). Called twice: `beforeWrite` while the transcript row
 * still holds the replaced document, `afterWrite` once it holds the new one.
 */
export function historyRecorder(tx: Db, fileId: string, savedBy: string, entry: HistoryEntry, now: Date) {
  let newest:
    { id: string; version: number; kind: TranscriptSaveKind; saved_by: string | null; started_at: Date } | undefined;

  return {
    /**
     * The replaced document is kept first when the history lacks it: on a file's first save (the
     * recogniser's transcript, or what was saved before history was kept), or after processing
     * wrote the transcript again without a save.
     */
    async beforeWrite(replacedVersion: number, docs: SavedDocs): Promise<void> {
      [newest] = await tx
        .select({
          id: transcriptVersions.id,
          version: transcriptVersions.version,
          kind: transcriptVersions.kind,
          saved_by: transcriptVersions.saved_by,
          started_at: transcriptVersions.started_at,
        })
        .from(transcriptVersions)
        .where(eq(transcriptVersions.file_id, fileId))
        .orderBy(desc(transcriptVersions.version))
        .limit(1);
      if (newest?.version === replacedVersion) return;
      await insertSnapshot(tx, fileId, {
        kind: !newest && replacedVersion === 1 ? ORIGINAL : 'earlier',
        savedBy: null,
        at: null,
        wordCount: wordCount(docs.before.snippets),
        processedData: editableParts(docs.before.processed_data),
      });
      // What was just kept is the newest now, and no save coalesces into it.
      newest = undefined;
    },

    /** The new document: into the newest snapshot when the save continues it, else as a new one. */
    async afterWrite(docs: SavedDocs): Promise<void> {
      const words = wordCount(docs.after.snippets);
      const parts = JSON.stringify(editableParts(docs.after.processed_data));
      const continued =
        entry.coalesceWithinMs !== null &&
        newest?.kind === entry.kind &&
        newest.saved_by === savedBy &&
        now.getTime() - newest.started_at.getTime() < entry.coalesceWithinMs
          ? newest
          : undefined;
      if (continued) {
        await tx.execute(sql`
          update ${transcriptVersions} set
            version = ${transcripts.version}, saved_at = ${now.toISOString()}, word_count = ${words},
            snippets = ${transcripts.snippets}, speakers = ${transcripts.speakers}, processed_data = ${parts}::jsonb
          from ${transcripts}
          where ${transcriptVersions.id} = ${continued.id} and ${transcripts.file_id} = ${fileId}`);
        return;
      }
      await insertSnapshot(tx, fileId, {
        kind: entry.kind,
        savedBy,
        at: now,
        wordCount: words,
        processedData: editableParts(docs.after.processed_data),
      });
      // Beyond `keep`, the oldest go; the original is counted first and always stays.
      await tx.execute(sql`
        delete from ${transcriptVersions} where id in (
          select id from (
            select id, kind, row_number() over (order by kind = ${ORIGINAL} desc, version desc) as n
            from ${transcriptVersions} where file_id = ${fileId}
          ) ranked
          where ranked.n > ${entry.keep} and ranked.kind <> ${ORIGINAL}
        )`);
    },
  };
}
