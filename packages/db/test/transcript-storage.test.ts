import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesRepo, schema, type Database } from '../src/index.js';
import { insertFile, insertUsers, openMigratedDatabase } from './support/seed.js';

let database: Database;
let owner: string;
let stranger: string;

const snippets = [
  {
    id: 'p1',
    start: 0.5,
    start_timestamp: '0:00:00',
    end: 1.25,
    end_timestamp: '0:00:01',
    speaker: 'Speaker 1',
    words: [{ text: 'héllo', start: 0.5, end: 1.25, confidence: 0.875, is_removed: false }],
    comments: [],
  },
];

async function addFile(userId: string, withTranscript: boolean): Promise<string> {
  const id = await insertFile(database, userId);
  if (withTranscript) {
    await database.db.insert(schema.transcripts).values({
      file_id: id,
      snippets,
      speakers: [{ name: 'Speaker 1' }],
      processed_data: { headline: 'Hi', keywords: ['hello'] },
    });
  }
  return id;
}

beforeAll(async () => {
  database = await openMigratedDatabase();
  [owner, stranger] = (await insertUsers(database, 'owner@example.test', 'stranger@example.test')) as [string, string];
});
afterAll(() => database.close());

describe('transcript documents', () => {
  it('are stored as json, which the database hands back without re-encoding it', async () => {
    const { rows } = await database.executeSql(
      `select data_type from information_schema.columns where table_name = 'transcripts' and column_name = $1`,
      ['snippets'],
    );
    expect(rows).toEqual([{ data_type: 'json' }]);
  });

  it('read back for the details page as written, for the owner only', async () => {
    const id = await addFile(owner, true);
    const found = await filesRepo(database.db).detailsForUser(id, { userId: owner, orgId: null, orgRole: null });
    expect(found?.file.id).toBe(id);
    expect(found?.transcript).toEqual({
      snippets,
      speakers: [{ name: 'Speaker 1' }],
      processed_data: { headline: 'Hi', keywords: ['hello'] },
      version: 1,
    });
    expect(
      await filesRepo(database.db).detailsForUser(id, { userId: stranger, orgId: null, orgRole: null }),
    ).toBeUndefined();
  });

  it('are absent from the details of a file still being processed', async () => {
    const id = await addFile(owner, false);
    const found = await filesRepo(database.db).detailsForUser(id, { userId: owner, orgId: null, orgRole: null });
    expect(found?.file.id).toBe(id);
    expect(found?.transcript).toBeUndefined();
  });
});
