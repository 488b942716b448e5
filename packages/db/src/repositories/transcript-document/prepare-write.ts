import type { Snippet, Speaker } from '@scriptloom/contracts';
import {
  applyParagraphChanges,
  diffParagraphs,
  type DocumentTotals,
  type ParagraphChange,
  type StoredProcessedData,
} from '@scriptloom/transcript';
import type { Db } from '../../client.js';
import { keyed, measuresOf, storeParagraphs, type KeyedParagraph } from './paragraph-rows.js';

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

/** What a write is worked out against: the locked document's keys and totals, and the keys of the paragraphs it handed out. */
export interface WriteBase {
  keys: readonly string[];
  totals: DocumentTotals;
  known: WeakMap<Snippet, string>;
}

/** A write worked out, not made yet: the new keys, the runs it changes and the totals after it. */
export interface PreparedWrite {
  keys: string[];
  changes: ParagraphChange<Snippet>[];
  totals: DocumentTotals;
}

/**
 * Works out a write of a locked document: the new list of keys and the totals after it, with the
 * paragraphs it adds stored (the transcript row itself is not written yet). A paragraph the
 * document handed out and the write hands back as it was keeps its key without being hashed again.
 */
export async function prepareWrite(
  tx: Db,
  fileId: string,
  base: WriteBase,
  write: DocumentWrite,
): Promise<PreparedWrite> {
  const { keys, totals, known } = base;
  /** A paragraph of the write: hashed and measured, unless it is one the document handed out as it was. */
  const toEntry = (snippet: Snippet): Entry => {
    const key = known.get(snippet);
    return key === undefined ? keyed(snippet) : { key, snippet };
  };

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
}

/** A paragraph of a write: new ones are keyed and measured (KeyedParagraph), ones handed back carry their key. */
type Entry = KeyedParagraph | { key: string; snippet?: Snippet };
const isNew = (e: Entry): e is KeyedParagraph => 'json' in e;
const keysOf = (entries: Entry[], which: (e: Entry) => boolean) => entries.filter(which).map((e) => e.key);

export function addMeasure(
  totals: DocumentTotals,
  m: { words: number; liveWords: number; bytes: number },
  sign: 1 | -1,
) {
  totals.words += sign * m.words;
  totals.liveWords += sign * m.liveWords;
  totals.bytes += sign * m.bytes;
}
