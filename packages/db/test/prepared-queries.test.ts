import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboardRepo, schema, usersRepo, type Database } from '../src/index.js';
import { openMigratedDatabase } from './support/seed.js';

let database: Database;
const userIds: string[] = [];

beforeAll(async () => {
  database = await openMigratedDatabase();
  for (const [name, count] of [
    ['ada', 3],
    ['bob', 1],
  ] as const) {
    const [user] = await database.db
      .insert(schema.users)
      .values({ email: `${name}@example.test`, password_hash: 'x' })
      .returning();
    userIds.push(user!.id);
    for (let i = 0; i < count; i++) {
      await database.db.insert(schema.files).values({
        id: randomUUID(),
        user_id: user!.id,
        title: `${name} ${i}`,
        file_name: `${name}-${i}.mp3`,
        file_type: i === 2 ? 'video' : 'audio',
        format_name: 'mp3',
        size_bytes: 1,
        duration_sec: 60,
        original_key: `k/${name}/${i}`,
        created_at: new Date(Date.UTC(2024, 0, 1 + i)),
      });
    }
  }
});
afterAll(() => database.close());

describe('queries every request makes are prepared once', () => {
  it('looks users up without building the query again', async () => {
    const select = vi.spyOn(database.db, 'select');
    try {
      const users = usersRepo(database.db);
      const built = select.mock.calls.length;
      expect((await users.findById(userIds[0]!))?.email).toBe('ada@example.test');
      expect((await users.findById(userIds[1]!))?.email).toBe('bob@example.test');
      expect(await users.findById(randomUUID())).toBeUndefined();
      expect(select.mock.calls.length).toBe(built);
    } finally {
      select.mockRestore();
    }
  });

  it("reads a file's status without building the query again, and only the owner's", async () => {
    const dashboard = dashboardRepo(database.db);
    const [own] = await database.db.select().from(schema.files).where(eq(schema.files.user_id, userIds[1]!));
    const select = vi.spyOn(database.db, 'select');
    try {
      expect(await dashboard.statusForUser(own!.id, { userId: userIds[1]!, orgId: null, orgRole: null })).toEqual({
        id: own!.id,
        status: 'queued',
        stage: 'normalise',
        progress: 0,
        error: null,
        // Inserted without one: a file from before the profanity filter.
        profanity_filter: null,
      });
      expect(
        await dashboard.statusForUser(own!.id, { userId: userIds[0]!, orgId: null, orgRole: null }),
      ).toBeUndefined();
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('builds each dashboard sort and filter once, and fills in the user and the page each time', async () => {
    const select = vi.spyOn(database.db, 'select');
    try {
      const dashboard = dashboardRepo(database.db);
      const page = (userId: string, start = 0, filter: 'all' | 'video' = 'all') =>
        dashboard.listForUser({ userId, orgId: null, orgRole: null }, { sort: 'date_desc', filter, start, limit: 2 });
      const first = await page(userIds[0]!);
      const builtOnce = select.mock.calls.length;
      expect(first).toMatchObject({ total: 3, rows: [{ title: 'ada 2' }, { title: 'ada 1' }] });
      expect(await page(userIds[0]!, 2)).toMatchObject({ total: 3, rows: [{ title: 'ada 0' }] });
      expect(await page(userIds[1]!)).toMatchObject({ total: 1, rows: [{ title: 'bob 0' }] });
      expect(select.mock.calls.length).toBe(builtOnce);
      // Another filter is another statement, with its own condition.
      expect(await page(userIds[0]!, 0, 'video')).toMatchObject({ total: 1, rows: [{ title: 'ada 2' }] });
      expect(await page(userIds[0]!)).toMatchObject({ total: 3 });
    } finally {
      select.mockRestore();
    }
  });
});
