import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXT_LIMITS, type DashboardResponse, type DetailsResponse } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { type TestApp } from '../support/test-app.js';
import { seedFile, smallDoc, storedFile, editorSuite, type EditorUser } from '../support/editor-seed.js';
import { insertOrganisation, persona } from '../support/enterprise.js';
import { dispositionFileName } from '../support/export-tools.js';

let t: TestApp;
let owner: EditorUser;
let other: EditorUser;
beforeAll(async () => ({ t, owner, other } = await editorSuite()));
afterAll(() => t?.close());

const seed = () => seedFile(t, owner.email, smallDoc([{ speaker: 'Ann', text: 'one two three' }]));
const rename = (id: string, body: unknown, who = owner, headers?: Record<string, string>) =>
  who.call('PUT', `/api/v1/up/rename/${id}`, body, headers);

describe('PUT /v1/up/rename/{id}', () => {
  it('renames a file, trimmed, and answers the title as stored', async () => {
    const id = await seed();
    const res = await rename(id, { new_title: '  Episode 12: the garden  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: 'File was renamed.', id, title: 'Episode 12: the garden' });
    expect((await storedFile(t, id)).title).toBe('Episode 12: the garden');
  });

  it('shows the new title in the dashboard list and the details', async () => {
    const id = await seed();
    await rename(id, { new_title: 'Listed anew' });
    const list = (await owner.call('GET', '/api/v2/up/all')).json() as DashboardResponse;
    expect(list.items.find((item) => item.id === id)?.title).toBe('Listed anew');
    const details = (await owner.call('GET', `/api/up/details/${id}`)).json() as DetailsResponse;
    expect([details.es_doc.title, details.fb_doc.title]).toEqual(['Listed anew', 'Listed anew']);
  });

  it('names exports and the bulk download zip after the new title', async () => {
    const id = await seed();
    await rename(id, { new_title: 'Renamed show' });
    const txt = await owner.call('GET', `/api/v2/up/export/${id}?format=txt`);
    expect(txt.statusCode, txt.body).toBe(200);
    expect(dispositionFileName(txt.headers['content-disposition'])).toBe('Renamed show.txt');
    const zip = await owner.call('POST', '/api/up/bulk-download', {
      docId: id,
      params: { transcript: true, summary: false, quotes: false, chapters: false, audiogram: false, videoreels: false },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.json().file_name).toBe('Renamed show.zip');
  });

  it('refuses an empty or blank title with a clear message, and keeps the old one', async () => {
    const id = await seed();
    for (const new_title of ['', '   ', '\n\t']) {
      const res = await rename(id, { new_title });
      expect(res.statusCode, JSON.stringify(new_title)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'new_title: Give the file a title.' });
      expect(res.json().fields).toEqual([{ field: 'new_title', message: 'Give the file a title.' }]);
    }
    expect((await storedFile(t, id)).title).toBe('Seeded');
  });

  it(`refuses a title over ${TEXT_LIMITS.title} characters, and takes one of exactly that many`, async () => {
    const id = await seed();
    const tooLong = await rename(id, { new_title: 'x'.repeat(TEXT_LIMITS.title + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: `new_title: At most 300 characters.` });
    const longest = await rename(id, { new_title: 'y'.repeat(TEXT_LIMITS.title) });
    expect(longest.statusCode).toBe(200);
    expect((await storedFile(t, id)).title).toBe('y'.repeat(TEXT_LIMITS.title));
  });

  it('refuses control characters and a missing or wrong-typed title', async () => {
    const id = await seed();
    const control = await rename(id, { new_title: 'bad\u0000title' });
    expect(control.statusCode).toBe(400);
    expect(control.json().code).toBe('INVALID_CHARACTERS');
    for (const body of [{}, { new_title: 42 }, { title: 'wrong field' }]) {
      const res = await rename(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await storedFile(t, id)).title).toBe('Seeded');
  });

  it("is a 404 on another user's file, an unknown id or a malformed one, and changes nothing", async () => {
    const id = await seed();
    const res = await rename(id, { new_title: 'Mine now' }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
    expect((await storedFile(t, id)).title).toBe('Seeded');
    expect((await rename('00000000-0000-4000-8000-000000000000', { new_title: 'x' })).statusCode).toBe(404);
    expect((await rename('not-a-uuid', { new_title: 'x' })).statusCode).toBe(404);
  });

  it("renames an organisation's workflow as its own route does: its admin with a history line, its reviewer 403", async () => {
    const orgId = await insertOrganisation(t, 'Rename Org');
    const admin = await persona(t, 'rename-admin', orgId, 'admin');
    const reviewer = await persona(t, 'rename-reviewer', orgId, 'reviewer');
    const id = await seedFile(t, admin.email, smallDoc([{ speaker: 'Ann', text: 'one two three' }]));
    await t.runtime.database.db
      .update(schema.files)
      .set({ org_id: admin.orgId, assignees: [reviewer.id], workflow_status: 'First_Review' })
      .where(eq(schema.files.id, id));
    const renameAs = (p: { token: string }, title: string) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/up/rename/${id}`,
        headers: { authorization: `Bearer ${p.token}` },
        payload: { new_title: title },
      });
    const refused = await renameAs(reviewer, 'Not mine to name');
    expect(refused.statusCode).toBe(403);
    expect((await storedFile(t, id)).title).toBe('Seeded');
    const res = await renameAs(admin, 'Around the history');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Around the history' });
    const events = await t.runtime.database.db
      .select()
      .from(schema.workflowEvents)
      .where(eq(schema.workflowEvents.file_id, id));
    expect(events.map((e) => [e.action, e.from_value, e.to_value])).toContainEqual([
      'renamed',
      'Seeded',
      'Around the history',
    ]);
  });

  it('needs a token (401)', async () => {
    const id = await seed();
    const res = await rename(id, { new_title: 'No session' }, owner, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect((await storedFile(t, id)).title).toBe('Seeded');
  });

  it('carries review_complete in the dashboard list once the file is marked complete', async () => {
    const id = await seed();
    const before = (await owner.call('GET', '/api/v2/up/all')).json() as DashboardResponse;
    expect(before.items.find((item) => item.id === id)?.review_complete).toBe(false);
    expect((await owner.call('POST', `/api/up/complete/${id}`)).statusCode).toBe(200);
    const after = (await owner.call('GET', '/api/v2/up/all')).json() as DashboardResponse;
    expect(after.items.find((item) => item.id === id)?.review_complete).toBe(true);
  });
});
