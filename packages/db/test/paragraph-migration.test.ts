import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Snippet } from '@scriptloom/contracts';
import { displayParagraph, documentTotals, paragraphMeasure } from '@scriptloom/transcript';
import { openDatabase, type Database } from '../src/index.js';
import { paragraphKey } from '../src/repositories/transcript-document/paragraph-rows.js';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** Runs one migration's statements as drizzle's migrator would (split at its breakpoints). */
async function apply(database: Database, tag: string) {
  const text = fs.readFileSync(path.join(migrations, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.executeSql(statement);
  }
}

const paragraph = (id: string, words: { text: string; is_removed?: boolean }[], comments: Comment[] = []): Snippet => ({
  id,
  start: 0,
  start_timestamp: '0:00:00',
  end: 1,
  end_timestamp: '0:00:01',
  speaker: 'Ana María',
  words: words.map((w, i) => ({
    text: w.text,
    start: i,
    end: i + 1,
    confidence: 0.9,
    is_removed: w.is_removed ?? false,
  })),
  comments,
});

const comment = {
  id: 'c1',
  comment: 'Check this name',
  start_pos: 0,
  end_pos: 5,
  highlighted_text: 'Hello',
  created_by: { first_name: 'Ed' },
};
const current = [
  paragraph('p1', [{ text: 'Hello' }, { text: 'there,' }, { text: 'um', is_removed: true }], [comment]),
  paragraph('p2', [{ text: 'Zoë' }, { text: ' ' }, { text: 'said' }, { text: '"yes".' }]),
  paragraph('p3', [{ text: 'Shared' }, { text: 'paragraph.' }]),
];
const older = [paragraph('p1', [{ text: 'Hello' }, { text: 'there.' }]), current[1]!, current[2]!];

let database: Database;
const fileId = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  database = await openDatabase({});
  const tags = journal.entries.map((e) => e.tag);
  const before = tags.indexOf('0021_transcript_paragraphs');
  for (const tag of tags.slice(0, before)) await apply(database, tag);
  // A file, its document and one kept version, as the database held them before paragraphs were rows.
  await database.executeSql(`insert into users (id, email, password_hash, first_name, last_name)
    values ('00000000-0000-4000-8000-00000000000a', 'old@example.test', 'x', 'Old', 'Data')`);
  await database.executeSql(
    `insert into files (id, user_id, title, file_name, file_type, format_name, size_bytes, duration_sec, original_key)
     values ($1, '00000000-0000-4000-8000-00000000000a', 'Old', 'old.mp3', 'audio', 'mp3', 1, 60, 'k')`,
    [fileId],
  );
  await database.executeSql(
    `insert into transcripts (file_id, snippets, speakers, processed_data, version) values ($1, $2::json, '[]', '{}', 4)`,
    [fileId, JSON.stringify(current)],
  );
  await database.executeSql(
    `insert into transcript_versions (file_id, version, kind, word_count, snippets, speakers, processed_data)
     values ($1, 3, 'edit', 7, $2::json, '[]', '{}')`,
    [fileId, JSON.stringify(older)],
  );
  for (const tag of tags.slice(before)) await apply(database, tag);
});
afterAll(() => database?.close());

describe('migrating stored documents to paragraph rows', () => {
  it('keeps every document and version whole, in order, under the keys the server makes', async () => {
    const { rows } = await database.executeSql(`select paragraphs, words, live_words, bytes from transcripts`);
    expect(rows[0].paragraphs).toEqual(current.map((p) => paragraphKey(JSON.stringify(p))));
    const { rows: versions } = await database.executeSql(`select paragraphs from transcript_versions`);
    expect(versions[0].paragraphs).toEqual(older.map((p) => paragraphKey(JSON.stringify(p))));
    // Shared paragraphs are stored once: three of the document, one more of the version.
    const { rows: stored } = await database.executeSql(
      `select key, paragraph_id, body::text as body from transcript_paragraphs`,
    );
    expect(stored).toHaveLength(4);
    for (const p of [...current, ...older]) {
      const row = stored.find((r) => r.key === paragraphKey(JSON.stringify(p)));
      expect(row?.paragraph_id).toBe(p.id);
      expect(JSON.parse(row!.body)).toEqual(p);
    }
  });

  it("measures each paragraph and adds the document's totals up as the server does", async () => {
    const { rows } = await database.executeSql(`select key, words, live_words, bytes from transcript_paragraphs`);
    for (const p of current) {
      const row = rows.find((r) => r.key === paragraphKey(JSON.stringify(p)));
      const m = paragraphMeasure(p);
      expect({ words: row.words, liveWords: row.live_words, bytes: row.bytes }).toEqual(m);
    }
    const { rows: doc } = await database.executeSql(`select words, live_words, bytes from transcripts`);
    const totals = documentTotals(current);
    expect(doc[0]).toEqual({ words: totals.words, live_words: totals.liveWords, bytes: totals.bytes });
  });

  it('writes how each paragraph reads, struck and blank words left out, as the server writes it (0023)', async () => {
    const { rows } = await database.executeSql(`select key, display from transcript_paragraphs`);
    const display = (p: Snippet) => JSON.parse(rows.find((r) => r.key === paragraphKey(JSON.stringify(p)))!.display);
    const reads = (text: string) => ({ timestamp: '0:00:00', speaker: 'Ana María', text, start: 0, end: 1 });
    expect(display(current[0]!)).toEqual(reads('Hello there,'));
    expect(display(current[1]!)).toEqual(reads('Zoë said "yes".'));
    expect(display(current[2]!)).toEqual(reads('Shared paragraph.'));
    expect(display(older[0]!)).toEqual(reads('Hello there.'));
    // The very text a save writes for the same paragraph, so the two never read differently.
    for (const p of [...current, older[0]!]) {
      const row = rows.find((r) => r.key === paragraphKey(JSON.stringify(p)));
      expect(row!.display).toBe(JSON.stringify(displayParagraph(p)));
    }
  });

  it('drops the old document columns', async () => {
    const { rows } = await database.executeSql(
      `select table_name from information_schema.columns where column_name = 'snippets' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(['workflow_transcripts']);
  });
});
