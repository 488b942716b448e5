import { desc, eq, sql } from 'drizzle-orm';
import type { TranscriptSaveKind } from '@scriptloom/contracts';
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

/** Live words (not struck out) of the document a save replaced and of the one it wrote. */
export interface SavedWords {
  before: number;
  after: number;
}

/** Only a document processing wrote (version 1) is the original; it is never pruned. */
const ORIGINAL: TranscriptSaveKind = 'original';

/**
 * The parts of the transcript row's processed_data a person edits, picked inside the database: the
 * rest is generated and never restored, and the document never travels to this process for it.
 */
const editableParts = sql`(
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
  from jsonb_each(${transcripts.processed_data}) e
  where e.key in ('abstract', 'insights', 'keywords', 'entities')
)`;

/**
 * A snapshot of the file's transcript row as it is now, copied inside the database: only the list
 * of its paragraphs' keys is copied (the paragraphs are shared), with the speakers and the editable
 * parts of processed_data.
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
  },
): Promise<void> {
  // An ISO string, not a Date: a raw statement's parameters are handed to the driver as they are.
  const at = row.at ? row.at.toISOString() : sql`${transcripts.updated_at}`;
  await tx.execute(sql`
    insert into ${transcriptVersions}
      (file_id, version, kind, saved_by, started_at, saved_at, word_count, paragraphs, speakers, processed_data)
    select ${transcripts.file_id}, ${transcripts.version}, ${row.kind}, ${row.savedBy}, ${at}, ${at},
           ${row.wordCount}, ${transcripts.paragraphs}, ${transcripts.speakers}, ${editableParts}
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
    async beforeWrite(replacedVersion: number, words: SavedWords): Promise<void> {
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
        wordCount: words.before,
      });
      // What was just kept is the newest now, and no save coalesces into it.
      newest = undefined;
    },

    /** The new document: into the newest snapshot when the save continues it, else as a new one. */
    async afterWrite(words: SavedWords): Promise<void> {
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
            version = ${transcripts.version}, saved_at = ${now.toISOString()}, word_count = ${words.after},
            paragraphs = ${transcripts.paragraphs}, speakers = ${transcripts.speakers}, processed_data = ${editableParts}
          from ${transcripts}
          where ${transcriptVersions.id} = ${continued.id} and ${transcripts.file_id} = ${fileId}`);
        return;
      }
      await insertSnapshot(tx, fileId, {
        kind: entry.kind,
        savedBy,
        at: now,
        wordCount: words.after,
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
