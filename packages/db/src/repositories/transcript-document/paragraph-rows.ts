import { createHash } from 'node:crypto';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Snippet } from '@scriptloom/contracts';
import { displayParagraph, paragraphMeasure, type ParagraphMeasure } from '@scriptloom/transcript';
import type { Db } from '../../client.js';
import { transcriptParagraphs, transcripts } from '../../schema/index.js';

/**
 * A paragraph a write adds: its key, its JSON text, its measure (what the document's totals add up)
 * and the JSON text of how it reads (displayParagraph).
 */
export interface KeyedParagraph {
  key: string;
  json: string;
  display: string;
  snippet: Snippet;
  measure: ParagraphMeasure;
}

/**
 * The key a paragraph is stored under: the first 32 hex digits (128 bits) of the SHA-256 of its
 * JSON text. The same content gets the same key, so the versions of a document share the rows of
 * the paragraphs they have in common, and migration 0021 made the same keys in SQL.
 */
export const paragraphKey = (json: string) => createHash('sha256').update(json, 'utf8').digest('hex').slice(0, 32);

export function keyed(snippet: Snippet): KeyedParagraph {
  const json = JSON.stringify(snippet);
  return {
    key: paragraphKey(json),
    json,
    display: JSON.stringify(displayParagraph(snippet)),
    snippet,
    measure: paragraphMeasure(snippet),
  };
}

/** Rows per insert: 8 parameters a row stays far below PostgreSQL's 65,535 a statement. */
const ROWS_PER_INSERT = 500;

/**
 * Stores the paragraphs of a file that are not stored yet (a key already there holds the same
 * content). The caller holds the transcript row's lock (see collectParagraphs: a row nothing names
 * is deleted under that lock, so it cannot go between this insert and the write that names it).
 */
export async function storeParagraphs(tx: Db, fileId: string, paragraphs: readonly KeyedParagraph[]): Promise<void> {
  const unique = [...new Map(paragraphs.map((p) => [p.key, p])).values()];
  for (let i = 0; i < unique.length; i += ROWS_PER_INSERT) {
    await tx
      .insert(transcriptParagraphs)
      .values(
        unique.slice(i, i + ROWS_PER_INSERT).map((p) => ({
          file_id: fileId,
          key: p.key,
          paragraph_id: p.snippet.id,
          // The text just hashed, as it is: stringifying the object again would cost as much again.
          body: sql`${p.json}::json` as unknown as Snippet,
          display: p.display,
          words: p.measure.words,
          live_words: p.measure.liveWords,
          bytes: p.measure.bytes,
        })),
      )
      .onConflictDoNothing();
  }
}

/** The stored paragraphs under these keys, by key. */
export async function readParagraphs(tx: Db, fileId: string, keys: readonly string[]): Promise<Map<string, Snippet>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select({ key: transcriptParagraphs.key, body: transcriptParagraphs.body })
    .from(transcriptParagraphs)
    .where(and(eq(transcriptParagraphs.file_id, fileId), inArray(transcriptParagraphs.key, [...new Set(keys)])));
  return new Map(rows.map((r) => [r.key, r.body]));
}

/** The measures of the stored paragraphs under these keys, each counted as often as it is named. */
export async function measuresOf(tx: Db, fileId: string, keys: readonly string[]): Promise<ParagraphMeasure> {
  const total: ParagraphMeasure = { words: 0, liveWords: 0, bytes: 0 };
  if (keys.length === 0) return total;
  const rows = await tx
    .select({
      key: transcriptParagraphs.key,
      words: transcriptParagraphs.words,
      liveWords: transcriptParagraphs.live_words,
      bytes: transcriptParagraphs.bytes,
    })
    .from(transcriptParagraphs)
    .where(and(eq(transcriptParagraphs.file_id, fileId), inArray(transcriptParagraphs.key, [...new Set(keys)])));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const key of keys) {
    const m = byKey.get(key);
    if (!m) continue;
    total.words += m.words;
    total.liveWords += m.liveWords;
    total.bytes += m.bytes;
  }
  return total;
}

/**
 * A document's paragraphs (the keys in `keys`, a `text[]` column or value) as the JSON text of one
 * array, put together by the database from the stored texts without parsing them: what the editor,
 * exports and the worker threads read. `fileId` is the file's id column or value.
 */
export function documentJson(fileId: SQLWrapper, keys: SQLWrapper): SQL<string> {
  // The paragraphs' columns are renamed inside: a column the caller names without its table
  // (drizzle leaves the table out where a query reads one table) must mean the caller's, not these.
  return sql<string>`(
    select '[' || coalesce(string_agg(p.paragraph_body::text, ',' order by k.n), '') || ']'
    from unnest(${keys}) with ordinality as k(key, n)
    join (
      select file_id as paragraph_file, key as paragraph_key, body as paragraph_body from ${transcriptParagraphs}
    ) p on p.paragraph_file = ${fileId} and p.paragraph_key = k.key
  )`;
}

/** The same, parsed: for readers that work on the objects (insights, hiring, audiograms). */
export function documentSnippets(fileId: SQLWrapper, keys: SQLWrapper): SQL<Snippet[]> {
  return documentJson(fileId, keys).mapWith((text: string) => JSON.parse(text) as Snippet[]) as SQL<Snippet[]>;
}

/**
 * A document at `version`: its paragraphs as documentJson gives them, and the same paragraphs as
 * they read, the JSON text of one array of DisplayParagraph (`{timestamp, speaker, text, start,
 * end}`, struck-out words left out) put together from the texts stored with them (`display`), so
 * neither the database nor JavaScript parses a word. One pass over the paragraph rows gives both.
 * Undefined when the transcript is not (or no longer) at that version.
 */
export async function documentTexts(
  db: Db,
  fileId: string,
  version: number,
  limit?: number,
): Promise<{ paragraphs: string; display: string } | undefined> {
  // PostgreSQL arrays count from 1: paragraphs 1 to limit.
  const keys = limit === undefined ? sql`t.paragraphs` : sql`t.paragraphs[1:${limit}::int]`;
  const result = await db.execute(sql`
    select d.paragraphs, d.display
    from ${transcripts} t
    cross join lateral (
      select '[' || coalesce(string_agg(p.body::text, ',' order by k.n), '') || ']' as paragraphs,
        '[' || coalesce(string_agg(p.display, ',' order by k.n), '') || ']' as display
      from unnest(${keys}) with ordinality as k(key, n)
      join ${transcriptParagraphs} p on p.file_id = t.file_id and p.key = k.key
    ) d
    where t.file_id = ${fileId} and t.version = ${version}`);
  // drizzle's execute answers `{rows}` on node-postgres and PGlite alike.
  return (result as unknown as { rows: { paragraphs: string; display: string }[] }).rows[0];
}
