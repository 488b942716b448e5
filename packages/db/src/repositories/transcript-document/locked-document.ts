import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Snippet, Speaker } from '@scriptloom/contracts';
import {
  applyParagraphChanges,
  diffParagraphs,
  type DocumentTotals,
  type ParagraphChange,
  type StoredProcessedData,
} from '@scriptloom/transcript';
import type { Db } from '../../client.js';
import { transcriptParagraphs, transcripts } from '../../schema.js';
import {
  documentJson,
  keyed,
  measuresOf,
  readParagraphs,
  storeParagraphs,
  type KeyedParagraph,
} from './paragraph-rows.js';

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

/**
 * What a write changes. Paragraphs as runs replaced against the stored order (`changes`), or as
 * the whole new list (`paragraphs`: the ones that equal a stored paragraph are found by key and
 * kept). Fields left out stay as they are.
 */
export interface DocumentWrite {
  changes?: ParagraphChange<Snippet>[];
  paragraphs?: Snippet[];
  speakers?: Speaker[];
  processed_data?: StoredProcessedData;
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

export interface PreparedWrite {
  keys: string[];
  changes: ParagraphChange<Snippet>[];
  totals: DocumentTotals;
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

  /** A paragraph of the write: hashed and measured, unless it is one this document handed out as it was. */
  const toEntry = (snippet: Snippet): Entry => {
    const key = known.get(snippet);
    return key === undefined ? keyed(snippet) : { key, snippet };
  };

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

    async prepare(write) {
      if (write.paragraphs) {
        // The whole list: unchanged paragraphs are those whose key is stored in this place already.
        const entries = write.paragraphs.map(toEntry);
        const runs = diffParagraphs<Entry, string>(
          keys.map((key) => ({ key })),
          entries,
          (e) => e.key,
        );
        await storeParagraphs(tx, fileId, runs.flatMap((r) => r.insert).filter(isNew));
        // Paragraphs handed back unchanged were measured when they were stored: their rows say.
        const after: DocumentTotals = {
          ...(await measuresOf(
            tx,
            fileId,
            keysOf(entries, (e) => !isNew(e)),
          )),
          paragraphs: entries.length,
        };
        for (const e of entries) if (isNew(e)) addMeasure(after, e.measure, 1);
        return {
          keys: entries.map((e) => e.key),
          changes: runs.map((r) => ({ at: r.at, remove: r.remove, insert: r.insert.map((e) => e.snippet!) })),
          totals: after,
        };
      }
      const runs = write.changes ?? [];
      const keyedRuns = runs.map((r) => ({ ...r, insert: r.insert.map(toEntry) }));
      const nextKeys = applyParagraphChanges(
        keys,
        keyedRuns.map((r) => ({ ...r, insert: r.insert.map((e) => e.key) })),
      );
      const inserted = keyedRuns.flatMap((r) => r.insert);
      await storeParagraphs(tx, fileId, inserted.filter(isNew));
      // The totals move by what left and what came: stored paragraphs' measures are on their rows.
      const removedKeys = runs.flatMap((r) => keys.slice(r.at, r.at + r.remove));
      const after: DocumentTotals = { ...totals, paragraphs: nextKeys.length };
      addMeasure(after, await measuresOf(tx, fileId, removedKeys), -1);
      addMeasure(
        after,
        await measuresOf(
          tx,
          fileId,
          keysOf(inserted, (e) => !isNew(e)),
        ),
        1,
      );
      for (const e of inserted) if (isNew(e)) addMeasure(after, e.measure, 1);
      return { keys: nextKeys, changes: runs, totals: after };
    },
  };
}

/** A paragraph of a write: new ones are keyed and measured (KeyedParagraph), ones handed back carry their key. */
type Entry = KeyedParagraph | { key: string; snippet?: Snippet };
const isNew = (e: Entry): e is KeyedParagraph => 'json' in e;
const keysOf = (entries: Entry[], which: (e: Entry) => boolean) => entries.filter(which).map((e) => e.key);

function addMeasure(totals: DocumentTotals, m: { words: number; liveWords: number; bytes: number }, sign: 1 | -1) {
  totals.words += sign * m.words;
  totals.liveWords += sign * m.liveWords;
  totals.bytes += sign * m.bytes;
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
