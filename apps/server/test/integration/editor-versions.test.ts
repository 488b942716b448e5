import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  VERSION_HISTORY,
  VersionMessages,
  type Snippet,
  type TranscriptDocResponse,
  type TranscriptVersionDoc,
  type TranscriptVersionList,
} from '@scriptloom/contracts';
import { schema, writeWholeDocument } from '@scriptloom/db';
import { paragraphText } from '@scriptloom/transcript';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, seedFile, smallDoc, storedTranscript } from '../support/editor-seed.js';
import { persona, insertOrganisation, type Persona } from '../support/enterprise.js';

/** docs/product.md#version-history */
let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let other: Awaited<ReturnType<typeof editorUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await editorUser(t);
  other = await editorUser(t);
});
afterAll(async () => {
  await t?.close();
});

const seeded = () => ({
  ...smallDoc([
    { speaker: 'Ada', text: 'hello there my friend' },
    { speaker: 'Grace', text: 'good morning to you' },
  ]),
  processed_data: { abstract: 'The first summary.', headline: 'Generated headline', keywords: ['morning'] },
});

/** The seeded document with its first paragraph reading `text` (a whole-document save). */
function withFirstParagraph(text: string): Snippet[] {
  const snippets = structuredClone(seeded().snippets);
  snippets[0]!.words = text
    .split(' ')
    .map((w, i) => ({ text: w, start: i * 0.5, end: i * 0.5 + 0.4, confidence: 1, is_removed: false }));
  return snippets;
}

async function save(id: string, version: number, text: string, extra: Record<string, unknown> = {}) {
  const res = await owner.call('PUT', `/api/up/transcript/${id}`, {
    version,
    transcript: withFirstParagraph(text),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TranscriptDocResponse).version;
}

async function list(id: string, user = owner) {
  const res = await user.call('GET', `/api/v1/up/versions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TranscriptVersionList;
}

/** Makes the newest snapshot's first save `minutes` older, as if the person had kept working that long. */
async function ageNewest(id: string, minutes: number) {
  const db = t.runtime.database.db;
  const v = schema.transcriptVersions;
  const [newest] = await db
    .select()
    .from(v)
    .where(eq(v.file_id, id))
    .orderBy(sql`${v.version} desc`)
    .limit(1);
  await db
    .update(v)
    .set({ started_at: new Date(newest!.started_at.getTime() - minutes * 60_000) })
    .where(eq(v.id, newest!.id));
}

const kinds = (history: TranscriptVersionList) => history.versions.map((v) => [v.kind, v.version]);

describe('saves keep versions', () => {
  it('the first save keeps the original before the saved document', async () => {
    const id = await seedFile(t, owner.email, seeded());
    expect(await list(id)).toEqual({ current_version: 1, versions: [] });

    await save(id, 1, 'hello there my dear friend');
    const history = await list(id);
    expect(history.current_version).toBe(2);
    expect(kinds(history)).toEqual([
      ['edit', 2],
      ['original', 1],
    ]);
    const [edit, original] = history.versions;
    expect(edit).toMatchObject({ saved_by_name: 'Ada Lovelace', word_count: 9 });
    expect(original).toMatchObject({ saved_by_name: null, word_count: 8 });
    expect(Date.parse(edit!.saved_at)).toBeGreaterThanOrEqual(Date.parse(original!.saved_at));
  });

  it("one person's edits within 10 minutes are one version; later ones start another", async () => {
    const id = await seedFile(t, owner.email, seeded());
    let version = await save(id, 1, 'one');
    version = await save(id, version, 'one two');
    version = await save(id, version, 'one two three');
    expect(kinds(await list(id))).toEqual([
      ['edit', 4],
      ['original', 1],
    ]);

    // Minutes are counted from the version's first save, so steady autosaving still makes new versions.
    await ageNewest(id, VERSION_HISTORY.coalesceMinutes - 1);
    version = await save(id, version, 'one two three four');
    expect(kinds(await list(id))).toEqual([
      ['edit', 5],
      ['original', 1],
    ]);
    await ageNewest(id, 2);
    await save(id, version, 'one two three four five');
    const history = await list(id);
    expect(kinds(history)).toEqual([
      ['edit', 6],
      ['edit', 5],
      ['original', 1],
    ]);
    expect(history.versions[1]!.word_count).toBe(4 + 4);
  });

  it('another kind of save starts a new version', async () => {
    const id = await seedFile(t, owner.email, seeded());
    let version = await save(id, 1, 'hello there');
    const rename = await owner.call('POST', `/api/up/update-speaker/${id}`, {
      version,
      current_speaker: 'Grace',
      new_speaker: 'Grace Hopper',
      replace_all: true,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    version = (rename.json() as TranscriptDocResponse).version;
    const replace = await owner.call('POST', `/api/up/transcript/replace/${id}`, {
      version,
      find: 'morning',
      replace: 'evening',
    });
    expect(replace.statusCode, replace.body).toBe(200);
    version = (replace.json() as TranscriptDocResponse).version;
    const comment = await owner.call('POST', `/api/enterprise/comments/${id}/transcript/p1`, {
      version,
      highlighted_text: 'good',
      start_pos: 0,
      end_pos: 4,
      comment: 'Check this.',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    version = comment.json().version as number;
    version = await save(id, version, 'hello there again');
    expect(kinds(await list(id))).toEqual([
      ['edit', 6],
      ['comments', 5],
      ['replace_all', 4],
      ['speakers', 3],
      ['edit', 2],
      ['original', 1],
    ]);
  });

  it('a save that changes nothing keeps nothing', async () => {
    const id = await seedFile(t, owner.email, seeded());
    const res = await owner.call('PUT', `/api/up/transcript/${id}`, { version: 1, transcript: seeded().snippets });
    expect(res.json().version).toBe(1);
    expect((await list(id)).versions).toEqual([]);
  });

  it('a document written again by processing is kept before the next save replaces it', async () => {
    const id = await seedFile(t, owner.email, seeded());
    const version = await save(id, 1, 'edited once');
    // Reprocessing writes a new transcript under a new version, without a save.
    const stored = await storedTranscript(t, id);
    await writeWholeDocument(t.runtime.database.db, id, { ...stored, snippets: withFirstParagraph('processed again') });
    expect((await storedTranscript(t, id)).version).toBe(version + 1);
    await save(id, version + 1, 'processed again and edited');
    expect(kinds(await list(id))).toEqual([
      ['edit', 4],
      ['earlier', 3],
      ['edit', 2],
      ['original', 1],
    ]);
  });

  it(`keeps at most ${VERSION_HISTORY.keep}, the original always among them`, async () => {
    const id = await seedFile(t, owner.email, seeded());
    let version = 1;
    // Speaker changes are never merged into one version, so each is kept.
    for (let i = 0; i < VERSION_HISTORY.keep + 5; i++) {
      const res = await owner.call('POST', `/api/up/update-speaker/${id}`, {
        version,
        current_speaker: i % 2 === 0 ? 'Grace' : 'Grace H',
        new_speaker: i % 2 === 0 ? 'Grace H' : 'Grace',
        replace_all: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      version = (res.json() as TranscriptDocResponse).version;
    }
    const history = await list(id);
    expect(history.versions).toHaveLength(VERSION_HISTORY.keep);
    expect(history.versions[0]).toMatchObject({ kind: 'speakers', version });
    expect(history.versions.at(-2)).toMatchObject({ kind: 'speakers', version: version - VERSION_HISTORY.keep + 2 });
    expect(history.versions.at(-1)).toMatchObject({ kind: 'original', version: 1 });
  });
});

describe('GET /api/v1/up/versions/:id/:versionId', () => {
  it("answers the version's document", async () => {
    const id = await seedFile(t, owner.email, seeded());
    await save(id, 1, 'a new beginning', { processed_data: { abstract: 'A later summary.' } });
    const original = (await list(id)).versions.at(-1)!;
    const res = await owner.call('GET', `/api/v1/up/versions/${id}/${original.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json() as TranscriptVersionDoc;
    expect(doc).toMatchObject({ ...original, speakers: [{ name: 'Ada' }, { name: 'Grace' }] });
    expect(doc.transcript.map(paragraphText)).toEqual(['hello there my friend', 'good morning to you']);
    expect(doc.processed_data).toEqual({
      abstract: 'The first summary.',
      insights: [],
      keywords: ['morning'],
      entities: {},
    });
  });
});

describe('POST /api/v1/up/versions/:id/:versionId/restore', () => {
  it('writes the old document as a new version, kept as a restore, and answers it', async () => {
    const id = await seedFile(t, owner.email, seeded());
    let version = await save(id, 1, 'a new beginning', { processed_data: { abstract: 'A later summary.' } });
    version = (
      (await owner.call('PUT', `/api/up/speaker/${id}`, { version, speaker: 'Guest' })).json() as TranscriptDocResponse
    ).version;
    const original = (await list(id)).versions.at(-1)!;

    const res = await owner.call('POST', `/api/v1/up/versions/${id}/${original.id}/restore`, { version });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TranscriptDocResponse;
    expect(body.success).toBe(VersionMessages.restored);
    expect(body.version).toBe(version + 1);
    expect(body.transcript.map(paragraphText)).toEqual(['hello there my friend', 'good morning to you']);
    expect(body.speakers).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
    // The editable parts come back; what was generated stays.
    expect(body.processed_data).toMatchObject({
      abstract: 'The first summary.',
      headline: 'Generated headline',
      speakers: [{ name: 'Ada' }, { name: 'Grace' }],
    });

    const stored = await storedTranscript(t, id);
    expect(stored.version).toBe(version + 1);
    expect((stored.snippets as Snippet[]).map(paragraphText)).toEqual(body.transcript.map(paragraphText));
    expect(kinds(await list(id))).toEqual([
      ['restore', version + 1],
      ['speakers', version],
      ['edit', 2],
      ['original', 1],
    ]);

    // The next edit is a version of its own, after the restore.
    await save(id, version + 1, 'after the restore');
    expect((await list(id)).versions.slice(0, 2).map((v) => v.kind)).toEqual(['edit', 'restore']);
  });

  it('a stale version is a 409 with the current one, and nothing is written', async () => {
    const id = await seedFile(t, owner.email, seeded());
    const version = await save(id, 1, 'edited');
    const original = (await list(id)).versions.at(-1)!;
    const res = await owner.call('POST', `/api/v1/up/versions/${id}/${original.id}/restore`, { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: version });
    expect((await storedTranscript(t, id)).version).toBe(version);
    expect((await list(id)).versions).toHaveLength(2);
  });

  it('restoring the current document writes nothing', async () => {
    const id = await seedFile(t, owner.email, seeded());
    const version = await save(id, 1, 'edited');
    const newest = (await list(id)).versions[0]!;
    const res = await owner.call('POST', `/api/v1/up/versions/${id}/${newest.id}/restore`, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(version);
    expect((await list(id)).versions).toHaveLength(2);
  });
});

describe('who may see and restore versions', () => {
  async function fileWithHistory() {
    const id = await seedFile(t, owner.email, seeded());
    const version = await save(id, 1, 'edited');
    const versionId = (await list(id)).versions.at(-1)!.id;
    return { id, version, versionId };
  }

  it("another person's file is a 404 on every route, and nothing is written", async () => {
    const { id, version, versionId } = await fileWithHistory();
    for (const [method, url, body] of [
      ['GET', `/api/v1/up/versions/${id}`],
      ['GET', `/api/v1/up/versions/${id}/${versionId}`],
      ['POST', `/api/v1/up/versions/${id}/${versionId}/restore`, { version }],
    ] as const) {
      const res = await other.call(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await storedTranscript(t, id)).version).toBe(version);
  });

  it('a version of another file is a 404, as are ids that are not uuids or name nothing', async () => {
    const a = await fileWithHistory();
    const b = await fileWithHistory();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/v1/up/versions/${a.id}/${b.versionId}`,
      `/api/v1/up/versions/${a.id}/${missing}`,
      `/api/v1/up/versions/${a.id}/not-a-uuid`,
      `/api/v1/up/versions/not-a-uuid/${a.versionId}`,
      `/api/v1/up/versions/${missing}`,
      `/api/v1/up/versions/not-a-uuid`,
    ]) {
      expect((await owner.call('GET', url)).statusCode, url).toBe(404);
    }
    const res = await owner.call('POST', `/api/v1/up/versions/${a.id}/${b.versionId}/restore`, { version: a.version });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Version not found.');
  });

  it('no token is a 401; a restore without a version is a 400', async () => {
    const { id, versionId } = await fileWithHistory();
    expect((await owner.call('GET', `/api/v1/up/versions/${id}`, undefined, {})).statusCode).toBe(401);
    expect((await owner.call('GET', `/api/v1/up/versions/${id}/${versionId}`, undefined, {})).statusCode).toBe(401);
    const restore = `/api/v1/up/versions/${id}/${versionId}/restore`;
    expect((await owner.call('POST', restore, { version: 2 }, {})).statusCode).toBe(401);
    const res = await owner.call('POST', restore, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('deleting the file deletes its versions', async () => {
    const { id } = await fileWithHistory();
    const db = t.runtime.database.db;
    await db.delete(schema.files).where(eq(schema.files.id, id));
    const left = await db.select().from(schema.transcriptVersions).where(eq(schema.transcriptVersions.file_id, id));
    expect(left).toEqual([]);
  });
});

describe('versions of a workflow', () => {
  let admin: Persona;
  let reviewer: Persona;
  let outsider: Persona;
  beforeAll(async () => {
    const orgId = await insertOrganisation(t, 'Versions Org');
    admin = await persona(t, 'versions-admin', orgId, 'admin');
    reviewer = await persona(t, 'versions-reviewer', orgId, 'reviewer');
    outsider = await persona(t, 'versions-outsider', await insertOrganisation(t, 'Elsewhere'), 'admin');
    const db = t.runtime.database.db;
    await db
      .update(schema.users)
      .set({ first_name: 'Rita', last_name: 'Reviewer' })
      .where(eq(schema.users.id, reviewer.id));
  });

  const as = (p: Persona) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { authorization: `Bearer ${p.token}` },
      ...(payload ? { payload: payload as object } : {}),
    });

  it("each member's saves are versions of their own; the organisation's rule decides who sees them", async () => {
    const id = await seedFile(t, admin.email, seeded());
    await t.runtime.database.db
      .update(schema.files)
      .set({ org_id: admin.orgId, assignees: [reviewer.id] })
      .where(eq(schema.files.id, id));

    const first = await as(reviewer)('PUT', `/api/up/transcript/${id}`, {
      version: 1,
      transcript: withFirstParagraph('the reviewer'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await as(admin)('PUT', `/api/up/transcript/${id}`, {
      version: 2,
      transcript: withFirstParagraph('the admin'),
    });
    expect(second.statusCode, second.body).toBe(200);

    const res = await as(reviewer)('GET', `/api/v1/up/versions/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as TranscriptVersionList;
    expect(history.versions.map((v) => [v.kind, v.saved_by_name])).toEqual([
      ['edit', 'Ada Lovelace'],
      ['edit', 'Rita Reviewer'],
      ['original', null],
    ]);
    expect((await as(outsider)('GET', `/api/v1/up/versions/${id}`)).statusCode).toBe(404);

    // A submitted workflow cannot be edited, so neither can it be restored.
    await t.runtime.database.db
      .update(schema.files)
      .set({ workflow_status: 'Publication' })
      .where(eq(schema.files.id, id));
    const original = history.versions.at(-1)!;
    const restore = await as(admin)('POST', `/api/v1/up/versions/${id}/${original.id}/restore`, { version: 3 });
    expect(restore.statusCode).toBe(409);
    expect((await storedTranscript(t, id)).version).toBe(3);
  });
});
