import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import {
  collectParagraphs,
  schema,
  transcriptColumns,
  transcriptsRepo,
  writeWholeDocument,
  type Database,
  type HistoryEntry,
} from '../src/index.js';
import { insertFile, insertUsers, openMigratedDatabase } from './support/seed.js';

let database: Database;
let userId: string;
let fileId: string;
/** How the editor's saves are kept in the version history. */
const saved: { history: HistoryEntry } = { history: { kind: 'edit', keep: 50, coalesceWithinMs: 600_000 } };

const paragraph = (id: string, text: string) => ({
  id,
  start: 0,
  start_timestamp: '0:00:00',
  end: 1,
  end_timestamp: '0:00:01',
  speaker: 'Speaker 1',
  words: text.split(' ').map((t, i) => ({ text: t, start: i, end: i + 1, confidence: 1, is_removed: false })),
  comments: [],
});

/** Three paragraphs; the middle one reads `middle`. */
const doc = (middle: string) => ({
  snippets: [paragraph('p1', 'one two'), paragraph('p2', middle), paragraph('p3', 'three four five')],
  speakers: [{ name: 'Speaker 1' }],
  processed_data: { headline: 'Stored headline' },
});

const caller = () => ({ userId, orgId: null, orgRole: null });

/** The document as readers see it, put together from its paragraphs' rows. */
async function stored() {
  const [row] = await database.db
    .select({ ...transcriptColumns, totals: { words: schema.transcripts.words, live: schema.transcripts.live_words } })
    .from(schema.transcripts)
    .where(eq(schema.transcripts.file_id, fileId));
  return row!;
}

const paragraphRows = async () =>
  (await database.db.select().from(schema.transcriptParagraphs).where(eq(schema.transcriptParagraphs.file_id, fileId)))
    .length;

beforeAll(async () => {
  database = await openMigratedDatabase();
  [userId] = (await insertUsers(database, 'ed@example.test')) as [string];
  fileId = await insertFile(database, userId, { duration_sec: 1, original_key: 'k' });
  await writeWholeDocument(database.db, fileId, doc('hello'));
});
afterAll(() => database.close());

/** The SQL a transaction runs, as PGlite receives it. */
function watchTransactions() {
  const statements: string[] = [];
  const transaction = PGlite.prototype.transaction;
  const spy = vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function <T>(
    this: PGlite,
    fn: (tx: Transaction) => Promise<T>,
  ) {
    return transaction.call(this, (tx) =>
      fn({
        ...tx,
        query: (text: string, params?: unknown[], options?: QueryOptions) => {
          statements.push(text);
          return tx.query(text, params, options);
        },
      } as Transaction),
    ) as Promise<T>;
  });
  return { statements, restore: () => spy.mockRestore() };
}

describe('versioned transcript saves', () => {
  it('read and write only the paragraph they change, and answer the run they changed', async () => {
    const repo = transcriptsRepo(database.db);
    const rowsBefore = await paragraphRows();
    const watch = watchTransactions();
    let outcome;
    try {
      outcome = await repo.updateVersioned(
        fileId,
        caller(),
        1,
        async (stored) => {
          const [middle] = await stored.paragraphsAt([1]);
          expect(middle!.words.map((w) => w.text)).toEqual(['hello']);
          return { changes: [{ at: 1, remove: 1, insert: [paragraph('p2', 'hello again')] }] };
        },
        saved,
      );
    } finally {
      watch.restore();
    }
    expect(outcome).toMatchObject({
      status: 'updated',
      written: { version: 2, changes: [{ at: 1, remove: 1, insert: [paragraph('p2', 'hello again')] }] },
    });
    // No statement put the whole document together, and processed_data was neither read nor written.
    expect(watch.statements.some((s) => s.includes('string_agg'))).toBe(false);
    expect(watch.statements.some((s) => s.includes('"processed_data"') && !s.includes('jsonb_each'))).toBe(false);
    const update = watch.statements.find((s) => s.startsWith('update "transcripts"'));
    expect(update).toContain('"paragraphs"');
    // One new paragraph row; the two unchanged paragraphs are shared with the version before.
    expect(await paragraphRows()).toBe(rowsBefore + 1);
    const after = await stored();
    expect(after).toMatchObject({ ...doc('hello again'), version: 2, headline: 'Stored headline' });
    expect(after.totals).toEqual({ words: 7, live: 7 });
  });

  it('answer a stale version with the current one without reading the document', async () => {
    const repo = transcriptsRepo(database.db);
    const edit = vi.fn();
    const watch = watchTransactions();
    try {
      expect(await repo.updateVersioned(fileId, caller(), 1, edit, saved)).toEqual({
        status: 'conflict',
        currentVersion: 2,
      });
      expect(watch.statements.some((s) => s.includes('transcript_paragraphs'))).toBe(false);
    } finally {
      watch.restore();
    }
    expect(edit).not.toHaveBeenCalled();
  });

  it('write nothing when the edit changes nothing, or gives back the paragraphs as they are', async () => {
    const repo = transcriptsRepo(database.db);
    expect(await repo.updateVersioned(fileId, caller(), 2, async () => null, saved)).toEqual({
      status: 'unchanged',
      version: 2,
    });
    // The whole document again, as equal objects (not the ones it handed out): found by content.
    expect(
      await repo.updateVersioned(fileId, caller(), 2, async () => ({ paragraphs: doc('hello again').snippets }), saved),
    ).toEqual({ status: 'unchanged', version: 2 });
    expect(
      await repo.updateVersioned(fileId, { ...caller(), userId: randomUUID() }, 2, async () => null, saved),
    ).toEqual({
      status: 'file_not_found',
    });
  });

  it('keep the totals of the document as paragraphs come and go, struck words not counted as live', async () => {
    const repo = transcriptsRepo(database.db);
    const struck = { ...paragraph('p4', 'gone word'), words: [] as ReturnType<typeof paragraph>['words'] };
    struck.words = paragraph('p4', 'gone word').words.map((w, i) => ({ ...w, is_removed: i === 0 }));
    const outcome = await repo.updateVersioned(
      fileId,
      caller(),
      2,
      async () => ({
        changes: [
          { at: 0, remove: 1, insert: [] },
          { at: 3, remove: 0, insert: [struck] },
        ],
      }),
      saved,
    );
    expect(outcome).toMatchObject({ status: 'updated', written: { version: 3 } });
    const after = await stored();
    expect(after.snippets.map((s) => s.id)).toEqual(['p2', 'p3', 'p4']);
    // hello again (2) + three four five (3) + gone word (2, one struck)
    expect(after.totals).toEqual({ words: 7, live: 6 });
    if (outcome.status === 'updated')
      expect(outcome.written.totals).toMatchObject({ paragraphs: 3, words: 7, liveWords: 6 });
  });

  it('refuse changes that do not fit the stored document, writing nothing', async () => {
    const repo = transcriptsRepo(database.db);
    await expect(
      repo.updateVersioned(fileId, caller(), 3, async () => ({ changes: [{ at: 2, remove: 5, insert: [] }] }), saved),
    ).rejects.toThrow(/reaches paragraph 6; the transcript has 3/);
    await expect(
      repo.updateVersioned(
        fileId,
        caller(),
        3,
        async () => ({
          changes: [
            { at: 1, remove: 1, insert: [] },
            { at: 0, remove: 1, insert: [] },
          ],
        }),
        saved,
      ),
    ).rejects.toThrow(/document order/);
    expect((await stored()).version).toBe(3);
  });

  it('let `check` refuse a write by its totals before anything is written', async () => {
    const repo = transcriptsRepo(database.db);
    await expect(
      repo.updateVersioned(
        fileId,
        caller(),
        3,
        async () => ({ changes: [{ at: 3, remove: 0, insert: [paragraph('p5', 'one more')] }] }),
        {
          ...saved,
          check: (totals) => {
            expect(totals).toMatchObject({ paragraphs: 4, words: 9, liveWords: 8 });
            throw new Error('over the limit');
          },
        },
      ),
    ).rejects.toThrow('over the limit');
    expect((await stored()).snippets).toHaveLength(3);
  });
});

describe('stored paragraphs', () => {
  it('are collected once neither the document nor a kept version names them', async () => {
    const repo = transcriptsRepo(database.db);
    const history: HistoryEntry = { kind: 'edit', keep: 2, coalesceWithinMs: null };
    let version = (await stored()).version;
    for (const text of ['first', 'second', 'third', 'fourth']) {
      const outcome = await repo.updateVersioned(
        fileId,
        caller(),
        version,
        async () => ({ changes: [{ at: 0, remove: 1, insert: [paragraph('p2', text)] }] }),
        { history },
      );
      if (outcome.status !== 'updated') throw new Error(outcome.status);
      version = outcome.written.version;
    }
    const named = await database.executeSql(
      `select count(distinct k) as n from (
         select unnest(paragraphs) k from transcripts where file_id = $1
         union all select unnest(paragraphs) from transcript_versions where file_id = $1) x`,
      [fileId],
    );
    expect(await paragraphRows()).toBeGreaterThan(Number(named.rows[0].n));
    const first = await collectParagraphs(database.db, 10);
    expect(first.files).toBeGreaterThanOrEqual(1);
    expect(await paragraphRows()).toBe(Number(named.rows[0].n));
    // The document and every kept version still read whole.
    expect((await stored()).snippets.map((s) => s.words[0]!.text)).toEqual(['fourth', 'three', 'gone']);
    const versions = await database.executeSql(
      `select v.id, (select count(*) from unnest(v.paragraphs) k
          join transcript_paragraphs p on p.file_id = v.file_id and p.key = k) as found,
        cardinality(v.paragraphs) as named
       from transcript_versions v where v.file_id = $1`,
      [fileId],
    );
    for (const v of versions.rows) expect(Number(v.found)).toBe(Number(v.named));
    // Nothing is left to collect until a write lets paragraphs go again.
    expect(await collectParagraphs(database.db, 10)).toEqual({ due: 0, files: 0, rows: 0 });
  });
});
