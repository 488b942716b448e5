import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/client.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database?.close();
});

describe('embedded database (PGlite) on the event loop', () => {
  it('lets the event loop turn between statements that were queued together', async () => {
    const events: string[] = [];
    let ticking = true;
    const tick = () => {
      events.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    // Each statement takes the thread for some milliseconds, like reading a long transcript.
    const slow = () => database.db.execute(sql`select count(*) from generate_series(1, 200000)`);
    await Promise.all(Array.from({ length: 4 }, (_, i) => slow().then(() => events.push(`statement ${i}`))));
    ticking = false;
    const done = events.flatMap((e, at) => (e.startsWith('statement') ? [at] : []));
    expect(done).toHaveLength(4);
    // Between two statements' ends the loop turned at least once: other requests were served.
    for (let i = 1; i < done.length; i++) expect(events.slice(done[i - 1]! + 1, done[i]!)).toContain('turn');
  });

  it('still runs a transaction as one, and statements queued behind it after it', async () => {
    await database.executeSql('create table if not exists turns_t (n int)');
    const order: string[] = [];
    await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turns_t values (1)`);
        await new Promise((r) => setTimeout(r, 20));
        await tx.execute(sql`insert into turns_t values (2)`);
        order.push('transaction');
      }),
      database.executeSql('select count(*)::int as n from turns_t').then((r) => {
        order.push(`count ${(r.rows[0] as { n: number }).n}`);
      }),
    ]);
    expect(order).toEqual(['transaction', 'count 2']);
  });
});
