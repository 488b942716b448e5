import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { schema, type Database } from '../src/index.js';
import { openMigratedDatabase } from './support/seed.js';

let database: Database;
beforeAll(async () => {
  database = await openMigratedDatabase();
});
afterAll(() => database.close());

describe('drizzle on PGlite', () => {
  it('sends no per-query type parsers (PGlite would copy its whole parser table for each query)', async () => {
    const seen: { text: string; options?: QueryOptions }[] = [];
    const query = vi.spyOn(PGlite.prototype, 'query');
    const transaction = PGlite.prototype.transaction;
    // A transaction's queries go through the object PGlite hands its callback: watch that one too.
    const spyTx = vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function <T>(
      this: PGlite,
      fn: (tx: Transaction) => Promise<T>,
    ) {
      return transaction.call(this, (tx) =>
        fn({
          ...tx,
          query: (text: string, params?: unknown[], options?: QueryOptions) => {
            seen.push({ text, options });
            return tx.query(text, params, options);
          },
        } as Transaction),
      ) as Promise<T>;
    });
    try {
      await database.db.select().from(schema.users).limit(1);
      await database.db.transaction(async (tx) => {
        await tx.select().from(schema.users).limit(1);
      });
      for (const [text, , options] of query.mock.calls) seen.push({ text, options });
      const drizzleCalls = seen.filter(({ text }) => text.includes('from "users"'));
      expect(drizzleCalls.length).toBe(2);
      for (const { options } of drizzleCalls) expect(options?.parsers).toBeUndefined();
    } finally {
      query.mockRestore();
      spyTx.mockRestore();
    }
  });

  it('still reads timestamps as the instants written, inside and outside transactions', async () => {
    const at = new Date('2024-02-29T23:59:58.123Z');
    const [row] = await database.db
      .insert(schema.users)
      .values({ email: 'times@example.test', password_hash: 'x', email_verified_at: at })
      .returning();
    expect(row!.email_verified_at).toEqual(at);
    expect(row!.created_at).toBeInstanceOf(Date);
    const [read] = await database.db.select().from(schema.users).where(eq(schema.users.id, row!.id));
    expect(read!.email_verified_at).toEqual(at);
    const inTx = await database.db.transaction(async (tx) => {
      const [r] = await tx.select().from(schema.users).where(eq(schema.users.id, row!.id));
      return r!;
    });
    expect(inTx.email_verified_at).toEqual(at);
    expect(inTx.created_at.getTime()).toBe(read!.created_at.getTime());
  });

  it('still rolls a failed transaction back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(schema.users).values({ email: 'rolled-back@example.test', password_hash: 'x' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'rolled-back@example.test'));
    expect(rows).toEqual([]);
  });
});
