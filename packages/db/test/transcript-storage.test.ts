import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { filesRepo, schema, transcriptsRepo, writeWholeDocument, type Database } from '../src/index.js';
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
    await writeWholeDocument(database.db, id, {
      snippets: snippets,
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
  it('keep their paragraphs as json, which the database hands back as the text it was given', async () => {
    const { rows } = await database.executeSql(
      `select data_type from information_schema.columns where table_name = 'transcript_paragraphs' and column_name = $1`,
      ['body'],
    );
    expect(rows).toEqual([{ data_type: 'json' }]);
    const id = await addFile(owner, true);
    const [row] = await database.db
      .select({ version: schema.transcripts.version })
      .from(schema.transcripts)
      .where(eq(schema.transcripts.file_id, id));
    expect(await transcriptsRepo(database.db).documentText(id, row!.version)).toEqual({
      paragraphs: JSON.stringify(snippets),
      // How it reads, from the text stored beside each paragraph.
      display: '[{"timestamp":"0:00:00","speaker":"Speaker 1","text":"héllo","start":0.5,"end":1.25}]',
    });
    // Asked for a version it is no longer at, it says nothing rather than another version's text.
    expect(await transcriptsRepo(database.db).documentText(id, row!.version + 1)).toBeUndefined();
  });

  it('read back for the details page as written, for the owner only', async () => {
    const id = await addFile(owner, true);
    const found = await filesRepo(database.db).detailsForUser(id, { userId: owner, orgId: null, orgRole: null });
    expect(found?.file.id).toBe(id);
    expect(found?.transcript).toEqual({
      file_id: id,
      speakers: [{ name: 'Speaker 1' }],
      processed_data: { headline: 'Hi', keywords: ['hello'] },
      // Written without contents: the column's default.
      contents: { quotes: [], show_notes: null, tweet: null, caption: null },
      version: 1,
      updated_at: expect.any(Date),
    });
    const text = await filesRepo(database.db).withTranscriptTextForUser(
      id,
      { userId: owner, orgId: null, orgRole: null },
      'read',
    );
    expect(JSON.parse(text!.transcript!.snippets_json)).toEqual(snippets);
    expect(
      await filesRepo(database.db).detailsForUser(id, { userId: stranger, orgId: null, orgRole: null }),
    ).toBeUndefined();
  });

  it('are absent from the details of a file still being processed', async () => {
    const id = await addFile(owner, false);
    const found = await filesRepo(database.db).detailsForUser(id, { userId: owner, orgId: null, orgRole: null });
    expect(found?.file.id).toBe(id);
    expect(found?.transcript).toBeUndefined();
    const text = await filesRepo(database.db).withTranscriptTextForUser(
      id,
      { userId: owner, orgId: null, orgRole: null },
      'read',
    );
    expect(text?.transcript).toBeUndefined();
  });
});
