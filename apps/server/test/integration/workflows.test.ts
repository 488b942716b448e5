import fs from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@scriptloom/db';
import { createTestApp, bearer, type TestApp } from '../support/test-app.js';
import { personas, type Personas } from '../support/enterprise.js';
import { multipart, toneMp3 } from '../support/media-files.js';
import { seedFile, storedFile, storedTranscript } from '../support/editor-seed.js';
import { as, eventsOf, seedWorkflow } from '../support/workflow-seed.js';

let t: TestApp;
let p: Personas;
let call: ReturnType<typeof as>;
beforeAll(async () => {
  t = await createTestApp();
  p = await personas(t);
  call = as(t);
  const db = t.runtime.database.db;
  for (const [persona, first, last] of [
    [p.admin, 'Alice', 'Admin'],
    [p.qa, 'Quinn', 'Checker'],
    [p.reviewer, 'Remy', 'Reader'],
  ] as const) {
    await db.update(schema.users).set({ first_name: first, last_name: last }).where(eq(schema.users.id, persona.id));
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the workflow list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    // An organisation of its own, so other tests' workflows do not count.
    const org = p.orgId;
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    ids = {
      alpha: await seedWorkflow(t, p.admin, org, { title: 'Alpha Interview', createdAt: day(1) }),
      beta: await seedWorkflow(t, p.admin, org, {
        title: 'beta briefing',
        status: 'First_Review',
        assignees: [p.reviewer.id],
        createdAt: day(2),
      }),
      gamma: await seedWorkflow(t, p.admin, org, { title: 'Gamma 100% live', status: 'QA_Review', createdAt: day(3) }),
      delta: await seedWorkflow(t, p.admin, org, {
        title: 'Delta',
        status: 'Publication',
        doc: null,
        assignees: [p.reviewer.id, p.qa.id],
        createdAt: day(4),
      }),
    };
    // Another organisation's workflow and a personal file never show.
    await seedWorkflow(t, p.outsider, p.outsiderOrgId, { title: 'Alpha elsewhere' });
  });

  const list = async (who = p.admin, query = '') => {
    const res = await call(who, 'GET', `/enterprise/workflow${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { id: string; title: string; assignees: { name: string }[] }[]; total: number };
  };
  const titles = (r: { items: { title: string }[] }) => r.items.map((i) => i.title);

  it('lists the organisation’s workflows, newest first, with assignee names', async () => {
    const all = await list();
    expect(titles(all).slice(0, 4)).toEqual(['Delta', 'Gamma 100% live', 'beta briefing', 'Alpha Interview']);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(titles(all)).not.toContain('Alpha elsewhere');
    const delta = all.items.find((i) => i.id === ids.delta)!;
    expect(delta.assignees.map((a) => a.name)).toEqual(['Remy Reader', 'Quinn Checker']);
  });

  it('filters by workflow status (one or several), processing status and title text', async () => {
    expect(titles(await list(p.admin, '?workflow_status=QA_Review'))).toEqual(['Gamma 100% live']);
    const several = await list(p.admin, '?workflow_status=QA_Review,First_Review');
    expect(titles(several)).toEqual(['Gamma 100% live', 'beta briefing']);
    expect(several.total).toBe(2);
    expect(titles(await list(p.admin, '?processing_status=processing'))).toEqual(['Delta']);
    expect(titles(await list(p.admin, '?text=ALPHA'))).toEqual(['Alpha Interview']);
    // % is a character to find, not a wildcard.
    expect(titles(await list(p.admin, `?text=${encodeURIComponent('100%')}`))).toEqual(['Gamma 100% live']);
    expect(titles(await list(p.admin, `?text=${encodeURIComponent('a%e')}`))).toEqual([]);
    const bad = await call(p.admin, 'GET', '/enterprise/workflow?workflow_status=Nope');
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by title and by status, and pages with a total', async () => {
    const byTitle = await list(p.admin, '?sort_by=title&sort_order=asc&text=a');
    expect(titles(byTitle)).toEqual(['Alpha Interview', 'beta briefing', 'Delta', 'Gamma 100% live']);
    const byStatus = await list(p.admin, '?sort_by=workflow_status&sort_order=desc');
    expect(titles(byStatus).slice(0, 3)).toEqual(['Delta', 'Gamma 100% live', 'beta briefing']);
    const page = await list(p.admin, '?sort_by=created_at&sort_order=asc&start=1&limit=2');
    expect(titles(page)).toEqual(['beta briefing', 'Gamma 100% live']);
    expect(page.total).toBe(4);
    const past = await list(p.admin, '?start=100');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(4);
  });

  it('shows a reviewer only the workflows assigned to them; QA sees all', async () => {
    expect(titles(await list(p.reviewer)).sort()).toEqual(['Delta', 'beta briefing']);
    expect((await list(p.qa)).total).toBe(4);
    expect((await list(p.outsider)).items.map((i) => i.title)).toEqual(['Alpha elsewhere']);
    expect((await call(p.personal, 'GET', '/enterprise/workflow')).statusCode).toBe(403);
  });

  it('answers one workflow; another organisation’s or an unassigned one is 404', async () => {
    const res = await call(p.qa, 'GET', `/enterprise/workflow/${ids.alpha}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.alpha, title: 'Alpha Interview', workflow_status: 'Not_Started' });
    for (const [who, id] of [
      [p.outsider, ids.alpha],
      [p.reviewer, ids.alpha],
      [p.admin, '00000000-0000-4000-8000-000000000000'],
      [p.admin, 'not-an-id'],
    ] as const) {
      const miss = await call(who, 'GET', `/enterprise/workflow/${id}`);
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Workflow not found.' });
    }
  });

  it('sets editing_start_time the first time an assignee opens it, and only then', async () => {
    const byAdmin = await call(p.admin, 'GET', `/enterprise/workflow/${ids.beta}`);
    expect(byAdmin.json().editing_start_time).toBeNull();
    const first = await call(p.reviewer, 'GET', `/enterprise/workflow/${ids.beta}`);
    const started = first.json().editing_start_time as string;
    expect(started).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 20));
    const again = await call(p.reviewer, 'GET', `/enterprise/workflow/${ids.beta}`);
    expect(again.json().editing_start_time).toBe(started);
    // Opening is not a change: nobody's page goes stale.
    expect(again.json().revision).toBe(first.json().revision);
  });
});

describe('kept list answers (docs/product.md#workflows)', () => {
  type Listed = { items: { id: string; title: string; progress: number; assignees: { name: string }[] }[] };
  const listKept = async () => {
    const res = await call(p.outsider, 'GET', '/enterprise/workflow?text=Kept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as Listed;
  };

  it('are sent again while nothing changed, and never after a change to what they show, whoever made it', async () => {
    const db = t.runtime.database.db;
    const orgId = p.outsiderOrgId;
    const versions = t.runtime.ctx.repos.workflowList;
    const id = await seedWorkflow(t, p.outsider, orgId, { title: 'Kept answer', assignees: [p.outsider.id] });
    const first = await listKept();
    expect(first.items.map((i) => i.title)).toEqual(['Kept answer']);
    const kept = t.runtime.ctx.workflowLists.size;
    expect(kept).toBeGreaterThan(0);
    expect(await listKept()).toEqual(first);

    // Through the API.
    const renamed = await call(p.outsider, 'PUT', `/enterprise/workflow/${id}/rename`, { new_title: 'Kept, renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listKept()).items.map((i) => i.title)).toEqual(['Kept, renamed']);

    // Straight into the database, as a worker process or another API process writes.
    await db.update(schema.files).set({ progress: 55 }).where(eq(schema.files.id, id));
    expect((await listKept()).items[0]!.progress).toBe(55);

    // An assignee's new name shows in the rows they are assigned to.
    await db.update(schema.users).set({ first_name: 'Olive' }).where(eq(schema.users.id, p.outsider.id));
    expect((await listKept()).items[0]!.assignees.map((a) => a.name)).toEqual([expect.stringMatching(/^Olive\b/)]);

    // A new workflow, then a deleted one.
    const second = await seedWorkflow(t, p.outsider, orgId, { title: 'Kept too' });
    expect((await listKept()).items.map((i) => i.title)).toEqual(['Kept too', 'Kept, renamed']);
    expect((await call(p.outsider, 'DELETE', `/enterprise/workflow/${second}`)).statusCode).toBe(200);
    expect((await listKept()).items.map((i) => i.title)).toEqual(['Kept, renamed']);

    // Changes elsewhere leave the organisation's version alone: a personal file, another organisation.
    const before = await versions.listVersion(orgId);
    const personalFile = await seedFile(t, p.personal.email, null);
    await db.update(schema.files).set({ progress: 12 }).where(eq(schema.files.id, personalFile));
    await seedWorkflow(t, p.admin, p.orgId, { title: 'Elsewhere' });
    await db.update(schema.users).set({ first_name: 'Pat' }).where(eq(schema.users.id, p.personal.id));
    expect(await versions.listVersion(orgId)).toBe(before);
  });

  it('have their version moved on at commit, not while a transaction runs', async () => {
    const db = t.runtime.database.db;
    const orgId = p.outsiderOrgId;
    const a = await seedWorkflow(t, p.outsider, orgId, { title: 'Kept in one go A' });
    const b = await seedWorkflow(t, p.outsider, orgId, { title: 'Kept in one go B' });
    const before = await t.runtime.ctx.repos.workflowList.listVersion(orgId);
    await db.transaction(async (tx) => {
      await tx.update(schema.files).set({ progress: 1 }).where(eq(schema.files.id, a));
      await tx.update(schema.files).set({ progress: 2 }).where(eq(schema.files.id, b));
      // Not yet, even inside: the bump is deferred to commit, so nothing waits on the counter while
      // the work runs.
      const [row] = await tx
        .select({ version: schema.workflowListVersions.version })
        .from(schema.workflowListVersions)
        .where(eq(schema.workflowListVersions.org_id, orgId));
      expect(row?.version).toBe(before);
    });
    expect(await t.runtime.ctx.repos.workflowList.listVersion(orgId)).toBeGreaterThan(before);
  });
});

describe('the personal file routes and workflows', () => {
  it('answer a QA member for a workflow, and 404 to a reviewer it is not assigned to', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { title: 'Shared' });
    for (const url of [
      `/up/details/${id}`,
      `/up/status/${id}`,
      `/up/insights/${id}`,
      `/v2/up/export/${id}?format=txt`,
    ]) {
      const ok = await t.request({ method: 'GET', url: `/api${url}`, headers: bearer(p.qa.token) });
      expect(ok.statusCode, `${url}: ${ok.body}`).toBe(200);
      const hidden = await t.request({ method: 'GET', url: `/api${url}`, headers: bearer(p.reviewer.token) });
      expect(hidden.statusCode, url).toBe(404);
      const outsider = await t.request({ method: 'GET', url: `/api${url}`, headers: bearer(p.outsider.token) });
      expect(outsider.statusCode, url).toBe(404);
    }
    expect((await call(p.qa, 'GET', `/up/details/${id}`)).json().es_doc.title).toBe('Shared');
    await t.runtime.database.db
      .update(schema.files)
      .set({ assignees: [p.reviewer.id] })
      .where(eq(schema.files.id, id));
    expect((await call(p.reviewer, 'GET', `/up/details/${id}`)).statusCode).toBe(200);
  });
});

describe('changes to one workflow', () => {
  it('renames, bumping the revision, and refuses a stale revision with 409 writing nothing', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { title: 'Old name' });
    const read = (await call(p.qa, 'GET', `/enterprise/workflow/${id}`)).json();
    const renamed = await call(p.qa, 'PUT', `/enterprise/workflow/${id}/rename`, {
      new_title: 'New name',
      revision: read.revision,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'The workflow was renamed.',
      workflow: { title: 'New name', revision: read.revision + 1 },
    });
    const stale = await call(p.admin, 'PUT', `/enterprise/workflow/${id}/rename`, {
      new_title: 'Lost',
      revision: read.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'WORKFLOW_CHANGED',
      error: 'Someone else changed this workflow. Reload it and try again.',
    });
    expect((await storedFile(t, id)).title).toBe('New name');
    const events = await eventsOf(t, id);
    expect(events.map((e) => [e.action, e.from_value, e.to_value, e.actor_id])).toEqual([
      ['renamed', 'Old name', 'New name', p.qa.id],
    ]);
    // A reviewer may not rename at all.
    expect((await call(p.reviewer, 'PUT', `/enterprise/workflow/${id}/rename`, { new_title: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('keeps the history of a deleted workflow, and removes its rows', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { title: 'Doomed' });
    await call(p.admin, 'PUT', `/enterprise/workflow/${id}/rename`, { new_title: 'Doomed twice' });
    expect((await call(p.qa, 'DELETE', `/enterprise/workflow/${id}`)).statusCode).toBe(403);
    expect((await call(p.outsider, 'DELETE', `/enterprise/workflow/${id}`)).statusCode).toBe(404);
    const res = await call(p.admin, 'DELETE', `/enterprise/workflow/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The workflow was deleted.' });
    expect((await call(p.admin, 'GET', `/enterprise/workflow/${id}`)).statusCode).toBe(404);
    const events = await eventsOf(t, id);
    expect(events.map((e) => [e.action, e.from_value, e.actor_id])).toEqual([
      ['renamed', 'Doomed', p.admin.id],
      ['deleted', 'Doomed twice', p.admin.id],
    ]);
    // Its history is still there for the organisation's admins and QA, and for nobody else.
    for (const who of [p.admin, p.qa]) {
      const history = await call(who, 'GET', `/enterprise/workflow/${id}/history`);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().items.map((e: { action: string }) => e.action)).toEqual(['renamed', 'deleted']);
    }
    for (const who of [p.reviewer, p.outsider]) {
      expect((await call(who, 'GET', `/enterprise/workflow/${id}/history`)).statusCode).toBe(404);
    }
  });

  it('shows the history oldest first, with who did what, from and to', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { title: 'Storied', assignees: [p.reviewer.id] });
    await call(p.admin, 'POST', `/enterprise/workflow/${id}/workflow_status`, { workflow_status: 'First_Review' });
    await call(p.qa, 'PUT', `/enterprise/workflow/${id}/rename`, { new_title: 'Storied, again' });
    await call(p.admin, 'POST', `/enterprise/workflow/${id}/workflow_status`, { workflow_status: 'Publication' });
    const res = await call(p.reviewer, 'GET', `/enterprise/workflow/${id}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      action: string;
      actor: { name: string };
      from: string;
      to: string;
      override: boolean;
    }[];
    expect(items.map((e) => [e.action, e.actor.name, e.from, e.to, e.override])).toEqual([
      ['status', 'Alice Admin', 'Not_Started', 'First_Review', false],
      ['renamed', 'Quinn Checker', 'Storied', 'Storied, again', false],
      ['status', 'Alice Admin', 'First_Review', 'Publication', true],
    ]);
    expect((await call(p.outsider, 'GET', `/enterprise/workflow/${id}/history`)).statusCode).toBe(404);
  });
});

describe('copies', () => {
  it('copies rows, transcript and insights with numbered titles; deleting the source keeps the copies’ media', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { title: 'Source', status: 'QA_Review', assignees: [p.qa.id] });
    // Media of its own, where uploads keep it.
    await t.runtime.database.db
      .update(schema.files)
      .set({ original_key: `files/${p.admin.id}/${id}/original.mp3` })
      .where(eq(schema.files.id, id));
    const source = await storedFile(t, id);
    await t.runtime.ctx.storage.write(source.original_key, Readable.from(['audio']));
    const res = await call(p.admin, 'POST', `/enterprise/workflow/${id}/copy`, { num_copies: 2, start_index: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { message: string; ids: string[] };
    expect(body.message).toBe('2 copies of "Source" were made.');
    expect(body.ids).toHaveLength(2);
    for (const [i, copyId] of body.ids.entries()) {
      const copy = await storedFile(t, copyId);
      expect(copy).toMatchObject({
        title: `Source (copy ${3 + i})`,
        org_id: p.orgId,
        workflow_status: 'Not_Started',
        assignees: [],
        status: 'processed',
        charged_minutes: 0,
      });
      expect(copy.original_key).not.toBe(source.original_key);
      expect((await storedTranscript(t, copyId)).snippets).toEqual((await storedTranscript(t, id)).snippets);
      expect((await eventsOf(t, copyId)).map((e) => [e.action, e.from_value, e.to_value])).toEqual([
        ['copied', 'Source', `Source (copy ${3 + i})`],
      ]);
    }
    expect((await eventsOf(t, id)).map((e) => e.action)).toEqual(['copied', 'copied']);

    expect((await call(p.admin, 'DELETE', `/enterprise/workflow/${id}`)).statusCode).toBe(200);
    expect(await t.runtime.ctx.storage.exists(source.original_key)).toBe(false);
    for (const copyId of body.ids) {
      expect(await t.runtime.ctx.storage.exists((await storedFile(t, copyId)).original_key)).toBe(true);
    }
    // Deleting a copy leaves the other copy's media alone.
    await call(p.admin, 'DELETE', `/enterprise/workflow/${body.ids[0]}`);
    expect(await t.runtime.ctx.storage.exists((await storedFile(t, body.ids[1]!)).original_key)).toBe(true);
  });

  it('refuses to copy a workflow still processing', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { doc: null });
    const res = await call(p.admin, 'POST', `/enterprise/workflow/${id}/copy`, { num_copies: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only a workflow whose processing has finished can be copied.');
  });
});

describe('reprocessing', () => {
  it('is refused while the workflow is still processing', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { doc: null });
    for (const type of ['all', 'speakers', 'insights']) {
      const res = await call(p.admin, 'POST', `/enterprise/workflow/${id}/reprocess`, { type });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'This workflow is still being processed. Reprocess it once processing has finished.',
      });
    }
    expect(await eventsOf(t, id)).toEqual([]);
  });

  it('queues the insights again', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId);
    const insights = await call(p.admin, 'POST', `/enterprise/workflow/${id}/reprocess`, { type: 'insights' });
    expect(insights.statusCode, insights.body).toBe(200);
    expect(insights.json()).toEqual({ message: 'Insights are being written again.' });
    const runs = await t.runtime.database.db
      .select()
      .from(schema.insightRuns)
      .where(eq(schema.insightRuns.file_id, id));
    expect(runs.length).toBeGreaterThan(0);
  });
});

async function waitProcessed(id: string, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status } = (await call(p.admin, 'GET', `/up/status/${id}`)).json() as { status: string };
    if (status === 'processed' || status === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`workflow ${id} not processed in time`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('uploading a workflow', () => {
  it('creates a Not Started workflow of the organisation, charged, processed, and reprocesses its speakers', async () => {
    const body = multipart({ path: toneMp3(3), name: 'tone.mp3' }, { title: 'Tone workflow' });
    const res = await t.request({
      method: 'POST',
      url: '/api/enterprise/workflow',
      headers: { ...bearer(p.admin.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, success } = res.json();
    expect(success).toBe('File uploaded. Transcription has started.');
    const file = await storedFile(t, id);
    expect(file).toMatchObject({ org_id: p.orgId, workflow_status: 'Not_Started', title: 'Tone workflow' });
    expect(file.charged_minutes).toBe(1);
    expect((await eventsOf(t, id)).map((e) => [e.action, e.actor_id, e.to_value])).toEqual([
      ['uploaded', p.admin.id, 'Tone workflow'],
    ]);
    const listed = await call(p.qa, 'GET', '/enterprise/workflow?text=Tone%20workflow');
    expect(listed.json().items.map((i: { id: string }) => i.id)).toEqual([id]);

    // Processed by the same pipeline; then the speakers run again from the transcript's words,
    // without a recognition, and a second reprocess meanwhile is refused.
    await waitProcessed(id);
    // Its own answer links to the playable MP3 and to the upload as it came; the list does not.
    const shown = (await call(p.qa, 'GET', `/enterprise/workflow/${id}`)).json();
    expect(listed.json().items[0]).toMatchObject({ public_url: null, public_url_original: null });
    const playable = await t.request({ method: 'GET', url: shown.public_url });
    expect(playable.statusCode).toBe(200);
    expect(playable.headers['content-type']).toMatch(/audio\/mpeg/);
    const original = await t.request({ method: 'GET', url: shown.public_url_original });
    expect(original.rawPayload.equals(fs.readFileSync(toneMp3(3)))).toBe(true);
    const before = await storedTranscript(t, id);
    const again = await call(p.admin, 'POST', `/enterprise/workflow/${id}/reprocess`, { type: 'speakers' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ message: 'Speakers are being found again; the words stay as they are.' });
    const busy = await call(p.admin, 'POST', `/enterprise/workflow/${id}/reprocess`, { type: 'all' });
    expect(busy.statusCode).toBe(409);
    expect(await waitProcessed(id)).toBe('processed');
    const after = await storedTranscript(t, id);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.snippets.flatMap((s) => s.words.map((w) => w.text))).toEqual(
      before.snippets.flatMap((s) => s.words.map((w) => w.text)),
    );
    // And everything again, from preparing the audio (its 16 kHz copy was not kept).
    const all = await call(p.admin, 'POST', `/enterprise/workflow/${id}/reprocess`, { type: 'all' });
    expect(all.json()).toEqual({ message: 'Processing starts again from speech recognition.' });
    expect(await waitProcessed(id)).toBe('processed');
    expect((await storedTranscript(t, id)).version).toBeGreaterThan(after.version);
    expect((await eventsOf(t, id)).map((e) => [e.action, e.to_value])).toEqual([
      ['uploaded', 'Tone workflow'],
      ['reprocessed', 'speakers'],
      ['reprocessed', 'all'],
    ]);

    // Only admins upload workflows.
    const byQa = await t.request({
      method: 'POST',
      url: '/api/enterprise/workflow',
      headers: { ...bearer(p.qa.token), ...body.headers },
      payload: body.payload,
    });
    expect(byQa.statusCode).toBe(403);
  });
});
