import { and, eq, inArray } from 'drizzle-orm';
import type { Snippet, Speaker } from '@scriptloom/contracts';
import type { DocumentTotals, ParagraphChange, StoredProcessedData } from '@scriptloom/transcript';
import type { Db } from '../../client.js';
import { transcriptParagraphs, transcripts } from '../../schema/index.js';
import { documentJson, readParagraphs } from './paragraph-rows.js';
import { prepareWrite, type DocumentWrite, type PreparedWrite } from './prepare-write.js';

export type { DocumentWrite, PreparedWrite };

/**
 * A transcript document as a write sees it, its row locked: the version, the paragraphs' keys and
 * totals, and the speakers are read at once; paragraphs and processed_data only when asked for, so
 * a save of one paragraph reads one paragraph.
 */
export interface StoredDocument {
  readonly version: number;
  readonly paragraphCount: number;
  readonly totals: DocumentTotals;
  readonly speakers: Speaker[];
  /** The paragraphs at these indexes (each must be < paragraphCount), in that order. */
  paragraphsAt(indexes: readonly number[]): Promise<Snippet[]>;
  /** Where the paragraph with this id is, or undefined. */
  indexOfParagraph(id: string): Promise<number | undefined>;
  /** Every paragraph, in order. A write that hands these objects back unchanged writes nothing for them. */
  all(): Promise<Snippet[]>;
  processedData(): Promise<StoredProcessedData>;
}

/** What a write did: the runs of paragraphs it changed (against the version it started from) and the totals after. */
export interface WrittenDocument {
  version: number;
  changes: ParagraphChange<Snippet>[];
  totals: DocumentTotals;
}

export interface LockedDocument extends StoredDocument {
  readonly keys: readonly string[];
  /** Works out the write: the new keys and totals, with the new paragraphs stored (the row is not written yet). */
  prepare(write: DocumentWrite): Promise<PreparedWrite>;
}

/** The transcript row of a file, locked for the rest of the transaction; undefined when there is none. */
export async function lockDocument(tx: Db, fileId: string): Promise<LockedDocument | undefined> {
  const [row] = await tx
    .select({
      version: transcripts.version,
      keys: transcripts.paragraphs,
      words: transcripts.words,
      liveWords: transcripts.live_words,
      bytes: transcripts.bytes,
      speakers: transcripts.speakers,
    })
    .from(transcripts)
    .where(eq(transcripts.file_id, fileId))
    .for('update');
  if (!row) return undefined;
  const keys = row.keys;
  const totals: DocumentTotals = {
    paragraphs: keys.length,
    words: row.words,
    liveWords: row.liveWords,
    bytes: row.bytes,
  };
  /** The key of each paragraph object this document handed out: handed back unchanged, it is not hashed again. */
  const known = new WeakMap<Snippet, string>();

  return {
    version: row.version,
    paragraphCount: keys.length,
    totals,
    speakers: row.speakers,
    keys,

    async paragraphsAt(indexes) {
      const wanted = indexes.map((i) => {
        const key = keys[i];
        if (key === undefined) throw new RangeError(`no paragraph ${i} in a document of ${keys.length}`);
        return key;
      });
      const bodies = await readParagraphs(tx, fileId, wanted);
      return wanted.map((key) => {
        const snippet = bodies.get(key);
        if (!snippet) throw new Error(`paragraph ${key} of file ${fileId} is not stored`);
        known.set(snippet, key);
        return snippet;
      });
    },

    async indexOfParagraph(id) {
      if (keys.length === 0) return undefined;
      const rows = await tx
        .select({ key: transcriptParagraphs.key })
        .from(transcriptParagraphs)
        .where(
          and(
            eq(transcriptParagraphs.file_id, fileId),
            eq(transcriptParagraphs.paragraph_id, id),
            inArray(transcriptParagraphs.key, [...keys]),
          ),
        );
      const named = new Set(rows.map((r) => r.key));
      const at = keys.findIndex((key) => named.has(key));
      return at < 0 ? undefined : at;
    },

    async all() {
      const [doc] = await tx
        .select({ json: documentJson(transcripts.file_id, transcripts.paragraphs) })
        .from(transcripts)
        .where(eq(transcripts.file_id, fileId));
      const snippets = JSON.parse(doc!.json) as Snippet[];
      snippets.forEach((s, i) => known.set(s, keys[i]!));
      return snippets;
    },

    async processedData() {
      const [pd] = await tx
        .select({ processed_data: transcripts.processed_data })
        .from(transcripts)
        .where(eq(transcripts.file_id, fileId));
      return pd!.processed_data;
    },

    prepare: (write) => prepareWrite(tx, fileId, { keys, totals, known }, write),
  };
}

/**
 * The transcript row's columns a prepared write sets (with the version moved on by the caller).
 * Every write may leave stored paragraphs unnamed (the ones it took out, and a kept version it
 * extends or prunes lets go of its own), so each one marks the file for the collection job.
 */
export function documentColumns(prepared: PreparedWrite) {
  return {
    paragraphs: prepared.keys,
    words: prepared.totals.words,
    live_words: prepared.totals.liveWords,
    bytes: prepared.totals.bytes,
    paragraphs_released: true,
  };
}
