import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { schema, transcriptsRepo, type Database, type HistoryEntry } from '../src/index.js';
import { insertFile, insertUsers, openMigratedDatabase } from './support/seed.js';

let database: Database;
let userId: string;
let fileId: string;
/** How the editor's saves are kept in the version history. */
const saved: { history: HistoryEntry } = { history: { kind: 'edit', keep: 50, coalesceWithinMs: 600_000 } };

const doc = (text: string) => ({
  snippets: [
    {
      id: 'p1',
      start: 0,
      start_timestamp: '0:00:00',
      end: 1,
      end_timestamp: '0:00:01',
      speaker: 'Speaker 1',
      words: [{ text, start: 0, end: 1, confidence: 1, is_removed: false }],
      comments: [],
    },
  ],
  speakers: [{ name: 'Speaker 1' }],
  processed_data: { headline: 'Stored headline' },
});

beforeAll(async () => {
  database = await openMigratedDatabase();
  [userId] = (await insertUsers(database, 'ed@example.test')) as [string];
  fileId = await insertFile(database, userId, { duration_sec: 1, original_key: 'k' });
  await database.db.insert(schema.transcripts).values({ file_id: fileId, ...doc('hello') });
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
  it('write the new document, answer it with the next version, and do not read it back', async () => {
    const repo = transcriptsRepo(database.db);
    const watch = watchTransactions();
    try {
      const outcome = await repo.updateVersioned(
        fileId,
        { userId, orgId: null, orgRole: null },
        1,
        (stored) => ({
          ...stored,
          snippets: doc('hello again').snippets,
        }),
        saved,
      );
      expect(outcome).toEqual({ status: 'updated', row: { ...doc('hello again'), version: 2 } });
      const update = watch.statements.find((s) => s.startsWith('update "transcripts"'));
      // Only the replaced column is written, and only the version comes back.
      expect(update).toContain('"snippets"');
      expect(update).not.toContain('"processed_data"');
      expect(update).toMatch(/returning "version"$/);
    } finally {
      watch.restore();
    }
    const [stored] = await database.db.select().from(schema.transcripts).where(eq(schema.transcripts.file_id, fileId));
    expect(stored).toMatchObject({ ...doc('hello again'), version: 2, headline: 'Stored headline' });
  });

  it('answer a stale version with the current one without reading the document', async () => {
    const repo = transcriptsRepo(database.db);
    const mutate = vi.fn();
    const watch = watchTransactions();
    try {
      expect(await repo.updateVersioned(fileId, { userId, orgId: null, orgRole: null }, 1, mutate, saved)).toEqual({
        status: 'conflict',
        currentVersion: 2,
      });
      expect(watch.statements.some((s) => s.includes('"snippets"'))).toBe(false);
    } finally {
      watch.restore();
    }
    expect(mutate).not.toHaveBeenCalled();
  });

  it('write nothing when the edit changes nothing', async () => {
    const repo = transcriptsRepo(database.db);
    expect(await repo.updateVersioned(fileId, { userId, orgId: null, orgRole: null }, 2, () => null, saved)).toEqual({
      status: 'unchanged',
      row: { ...doc('hello again'), version: 2 },
    });
    expect(
      await repo.updateVersioned(fileId, { userId: randomUUID(), orgId: null, orgRole: null }, 2, () => null, saved),
    ).toEqual({
      status: 'file_not_found',
    });
  });
});
