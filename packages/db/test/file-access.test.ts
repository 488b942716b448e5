import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reaches, type Actor } from '@scriptloom/contracts';
import {
  accessibleFile,
  articlesRepo,
  CALLER_PLACEHOLDERS,
  callerParams,
  dashboardRepo,
  filesRepo,
  insightsRepo,
  openFile,
  schema,
  transcriptsRepo,
  writeWholeDocument,
  type Caller,
  type FileAccess,
  type Database,
} from '../src/index.js';
import { insertFile, insertUsers, openMigratedDatabase } from './support/seed.js';

let database: Database;
let owner: Caller;
let stranger: Caller;
/** A file of the owner's with a transcript, one without, and an id no file has. */
let withTranscript: string;
let withoutTranscript: string;
const missing = randomUUID();
const ACCESS: FileAccess[] = ['read'];

async function addFile(userId: string, transcript: boolean): Promise<string> {
  const id = await insertFile(database, userId, { status: transcript ? 'processed' : 'processing' });
  if (transcript) {
    await writeWholeDocument(database.db, id, { snippets: [], speakers: [], processed_data: {} });
  }
  return id;
}

beforeAll(async () => {
  database = await openMigratedDatabase();
  const [ownerId, strangerId] = await insertUsers(database, 'owner@example.test', 'stranger@example.test');
  owner = { userId: ownerId!, orgId: null, orgRole: null };
  stranger = { userId: strangerId!, orgId: null, orgRole: null };
  withTranscript = await addFile(owner.userId, true);
  withoutTranscript = await addFile(owner.userId, false);
});
afterAll(() => database.close());

const reachable = async (caller: Caller, access: FileAccess, id: string) =>
  (
    await database.db
      .select({ id: schema.files.id })
      .from(schema.files)
      .where(accessibleFile(caller, access, id))
  ).length === 1;

describe('the access rule', () => {
  it.each(ACCESS)('lets the owner %s their file', async (access) => {
    expect(await reachable(owner, access, withTranscript)).toBe(true);
    expect(await reachable(owner, access, withoutTranscript)).toBe(true);
  });

  it.each(ACCESS)('does not let another person %s it', async (access) => {
    expect(await reachable(stranger, access, withTranscript)).toBe(false);
  });

  it.each(ACCESS)('finds nothing to %s for an id no file has', async (access) => {
    expect(await reachable(owner, access, missing)).toBe(false);
  });

  it('gives a prepared statement the same answers through its placeholders', async () => {
    const prepared = database.db
      .select({ id: schema.files.id })
      .from(schema.files)
      .where(accessibleFile(CALLER_PLACEHOLDERS, 'read', sql.placeholder('id')))
      .prepare('file_access_test');
    const found = async (caller: Caller, id: string) =>
      (await prepared.execute({ id, ...callerParams(caller) })).length === 1;
    expect(await found(owner, withTranscript)).toBe(true);
    expect(await found(stranger, withTranscript)).toBe(false);
    expect(await found(owner, missing)).toBe(false);
  });
});

describe('openFile, the first statement of a write', () => {
  it.each([false, true])('tells the three answers apart (lock: %s)', async (lock) => {
    const open = (caller: Caller, id: string) =>
      database.db.transaction((tx) => openFile(tx, caller, 'edit', id, { lock }));
    expect(await open(owner, withTranscript)).toBe('ok');
    expect(await open(owner, withoutTranscript)).toBe('no_transcript');
    expect(await open(stranger, withTranscript)).toBe('file_not_found');
    expect(await open(stranger, withoutTranscript)).toBe('file_not_found');
    expect(await open(owner, missing)).toBe('file_not_found');
  });
});

describe('every repository call a person makes goes through the rule', () => {
  it('reads: the owner gets the file, another person and a missing id get nothing', async () => {
    const files = filesRepo(database.db);
    const dashboard = dashboardRepo(database.db);
    const insights = insightsRepo(database.db);
    const articles = articlesRepo(database.db);
    for (const id of [withTranscript]) {
      expect((await files.findForUser(id, owner))?.id).toBe(id);
      expect((await dashboard.statusForUser(id, owner))?.id).toBe(id);
      expect((await files.detailsForUser(id, owner))?.file.id).toBe(id);
      expect((await files.withTranscriptForUser(id, owner))?.transcript?.file_id).toBe(id);
      expect((await files.withTranscriptTextForUser(id, owner, 'read'))?.transcript?.snippets_json).toBe('[]');
      expect((await insights.forUser(id, owner))?.file.id).toBe(id);
      expect(await articles.listForFile(id, owner)).toEqual([]);
    }
    for (const [caller, id] of [
      [stranger, withTranscript],
      [owner, missing],
    ] as const) {
      expect(await files.findForUser(id, caller)).toBeUndefined();
      expect(await dashboard.statusForUser(id, caller)).toBeUndefined();
      expect(await files.detailsForUser(id, caller)).toBeUndefined();
      expect(await files.withTranscriptForUser(id, caller)).toBeUndefined();
      expect(await files.withTranscriptTextForUser(id, caller, 'read')).toBeUndefined();
      expect(await insights.forUser(id, caller)).toBeUndefined();
      expect(await articles.listForFile(id, caller)).toBeUndefined();
    }
    const ownIds = await dashboard.listForUser(owner, { sort: 'date_desc', filter: 'all', start: 0, limit: 10 });
    expect(ownIds.rows.map((r) => r.id).sort()).toEqual([withTranscript, withoutTranscript].sort());
    expect(await dashboard.listForUser(stranger, { sort: 'date_desc', filter: 'all', start: 0, limit: 10 })).toEqual({
      rows: [],
      total: 0,
    });
    expect(await dashboard.inFlightIdsForUser(owner)).toEqual([withoutTranscript]);
    expect(await dashboard.inFlightIdsForUser(stranger)).toEqual([]);
  });

  it("writes: another person's are refused as not found and change nothing; the owner's land", async () => {
    const files = filesRepo(database.db);
    const dashboard = dashboardRepo(database.db);
    const transcripts = transcriptsRepo(database.db);
    const insights = insightsRepo(database.db);
    const articles = articlesRepo(database.db);
    const fields = { inspiration: '', context: '', type: 'blog', format: 'listicle', tone: 'casual' };
    for (const [caller, id] of [
      [stranger, withTranscript],
      [owner, missing],
    ] as const) {
      expect(
        await transcripts.updateVersioned(id, caller, 1, async () => ({ speakers: [] }), {
          history: { kind: 'edit', keep: 50, coalesceWithinMs: null },
        }),
      ).toEqual({ status: 'file_not_found' });
      expect(await transcripts.markReviewComplete(id, caller)).toEqual({ status: 'file_not_found' });
      expect(await insights.setContent(id, caller, 'tweet', 'x')).toBe('file_not_found');
      expect(await insights.queueKinds(id, caller, ['summary'])).toEqual({ status: 'file_not_found' });
      expect(await articles.create(id, caller, fields, 3)).toEqual({ status: 'file_not_found' });
      expect(await articles.updateContent(id, caller, undefined, 'x')).toEqual({ status: 'file_not_found' });
      expect(await dashboard.deleteForUser(id, caller)).toBeUndefined();
    }
    const [untouched] = await database.db
      .select()
      .from(schema.transcripts)
      .where(eq(schema.transcripts.file_id, withTranscript));
    expect(untouched).toMatchObject({ version: 1, contents: { tweet: null } });
    expect(await insights.runs(withTranscript)).toEqual([]);

    expect(await insights.setContent(withTranscript, owner, 'tweet', 'mine')).toBe('updated');
    expect(await insights.setContent(withoutTranscript, owner, 'tweet', 'mine')).toBe('no_transcript');
    expect(await transcripts.markReviewComplete(withTranscript, owner)).toEqual({ status: 'updated' });
    const created = await articles.create(withTranscript, owner, fields, 3);
    expect(created.status).toBe('created');
    const article = created.status === 'created' ? created.row : undefined;
    expect((await articles.findForUser(article!.id, owner))?.id).toBe(article!.id);
    expect(await articles.findForUser(article!.id, stranger)).toBeUndefined();
    expect((await articles.listForFile(withTranscript, owner))?.map((a) => a.id)).toEqual([article!.id]);

    const extra = await addFile(owner.userId, false);
    expect(await dashboard.deleteForUser(extra, stranger)).toBeUndefined();
    expect((await dashboard.deleteForUser(extra, owner))?.id).toBe(extra);
    expect(await files.findForUser(extra, owner)).toBeUndefined();
  });
});

describe('the SQL rule is the policy\'s "reaches"', () => {
  it('agrees with it for every kind of caller and file, a member with no role included', async () => {
    const [orgA, orgB] = [randomUUID(), randomUUID()];
    await database.db.insert(schema.organisations).values([
      { id: orgA, name: 'A', slug: `a-${orgA}` },
      { id: orgB, name: 'B', slug: `b-${orgB}` },
    ]);
    const ids = await insertUsers(
      database,
      ...['p-owner', 'p-other', 'a-admin', 'a-qa', 'a-rev1', 'a-rev2', 'a-norole', 'b-admin'].map(
        (n) => `${n}.${orgA.slice(0, 6)}@example.test`,
      ),
    );
    const [pOwner, pOther, admin, qa, rev1, rev2, noRole, bAdmin] = ids as [string, ...string[]];
    const actors: Record<string, Actor> = {
      owner: { userId: pOwner, orgId: null, orgRole: null },
      other: { userId: pOther!, orgId: null, orgRole: null },
      admin: { userId: admin!, orgId: orgA, orgRole: 'admin' },
      qa: { userId: qa!, orgId: orgA, orgRole: 'qa' },
      assigned: { userId: rev1!, orgId: orgA, orgRole: 'reviewer' },
      unassigned: { userId: rev2!, orgId: orgA, orgRole: 'reviewer' },
      outsider: { userId: bAdmin!, orgId: orgB, orgRole: 'admin' },
    };
    const personalFile = await insertFile(database, pOwner);
    const assignedWorkflow = await insertFile(database, admin!, { org_id: orgA, assignees: [rev1!] });
    const openWorkflow = await insertFile(database, admin!, { org_id: orgA, assignees: [] });
    const subjects = {
      [personalFile]: { ownerId: pOwner, orgId: null, assignees: [], status: null },
      [assignedWorkflow]: { ownerId: admin!, orgId: orgA, assignees: [rev1!], status: 'Not_Started' },
      [openWorkflow]: { ownerId: admin!, orgId: orgA, assignees: [], status: 'Not_Started' },
    };
    // Written out, so the policy's answer is checked too: who reaches which file.
    const expected: Record<string, string[]> = {
      owner: [personalFile],
      other: [],
      admin: [assignedWorkflow, openWorkflow],
      qa: [assignedWorkflow, openWorkflow],
      assigned: [assignedWorkflow],
      unassigned: [],
      outsider: [],
    };
    for (const [name, actor] of Object.entries(actors)) {
      for (const [id, subject] of Object.entries(subjects)) {
        const sqlSays = await reachable(actor, 'read', id);
        expect([name, id, reaches(actor, subject)]).toEqual([name, id, expected[name]!.includes(id)]);
        expect([name, id, sqlSays]).toEqual([name, id, expected[name]!.includes(id)]);
      }
    }
    // A row with an organisation but no role reads as no membership (actorOf), so reaches nothing of it.
    const orphan: Actor = { userId: noRole!, orgId: null, orgRole: null };
    expect(await reachable(orphan, 'read', openWorkflow)).toBe(false);
  });
});
