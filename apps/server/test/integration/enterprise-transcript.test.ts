import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  WORKFLOW_SUBMITTED_MESSAGE,
  type CompactSaveRequest,
  type DetailsResponse,
  type Snippet,
  type TranscriptDocResponse,
  type TranscriptPageResponse,
  type WorkflowStatus,
} from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { seedFile, smallDoc, storedFile, storedTranscript, type SeedDoc } from '../support/editor-seed.js';
import { persona, personas, type Persona, type Personas } from '../support/enterprise.js';

let t: TestApp;
let p: Personas;
/** A reviewer of the same organisation to whom no workflow here is assigned. */
let otherReviewer: Persona;

beforeAll(async () => {
  t = await createTestApp();
  p = await personas(t);
  otherReviewer = await persona(t, 'reviewer-2', p.orgId, 'reviewer');
});
afterAll(async () => {
  await t?.close();
});

/** A processed workflow of the organisation, assigned to its reviewer, written straight into the database. */
async function seedWorkflow(doc: SeedDoc, status: WorkflowStatus = 'First_Review'): Promise<string> {
  const id = await seedFile(t, p.admin.email, doc);
  await t.runtime.database.db
    .update(schema.files)
    .set({ org_id: p.orgId, assignees: [p.reviewer.id], workflow_status: status })
    .where(eq(schema.files.id, id));
  return id;
}

async function setStatus(id: string, status: WorkflowStatus) {
  await t.runtime.database.db.update(schema.files).set({ workflow_status: status }).where(eq(schema.files.id, id));
}

const call = (who: Persona, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: bearer(who.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** `n` paragraphs whose ids are uuids, as the pipeline makes them, one of them with a comment. */
function uuidDoc(n: number): SeedDoc {
  const doc = smallDoc(
    Array.from({ length: n }, (_, i) => ({ speaker: `Speaker ${(i % 2) + 1}`, text: `paragraph ${i} says hello` })),
  );
  doc.snippets = doc.snippets.map((s) => ({ ...s, id: randomUUID() }));
  doc.snippets[0]!.comments = [
    {
      id: 'c1',
      comment: 'Check the name',
      start_pos: 0,
      end_pos: 9,
      highlighted_text: 'paragraph',
      created_by: { first_name: 'Ada' },
    },
  ];
  return doc;
}

/** The compact form of paragraphs, as the enterprise editor sends them. */
const toCompact = (snippets: Snippet[]): CompactSaveRequest['tr'] =>
  snippets.map((s) => ({
    id: s.id.slice(0, 8),
    sp: s.speaker,
    st: s.start,
    e: s.end,
    w: s.words.map((w) => ({ t: w.text, st: w.start, e: w.end, c: w.confidence, d: w.is_removed })),
  }));

describe('GET /api/enterprise/transcript/:id', () => {
  it('answers the paragraphs after the first 25 by default, and any page asked for', async () => {
    const doc = smallDoc(Array.from({ length: 60 }, (_, i) => ({ speaker: 'Speaker 1', text: `words of ${i}` })));
    const id = await seedWorkflow(doc);

    const rest = await call(p.reviewer, 'GET', `/api/enterprise/transcript/${id}`);
    expect(rest.statusCode, rest.body).toBe(200);
    const body = rest.json() as TranscriptPageResponse;
    expect([body.start, body.total, body.version]).toEqual([25, 60, 1]);
    expect(body.snippets).toEqual(doc.snippets.slice(25));

    const page = async (query: string) => {
      const res = await call(p.qa, 'GET', `/api/enterprise/transcript/${id}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TranscriptPageResponse;
    };
    expect((await page('start=0&limit=10')).snippets.map((s) => s.id)).toEqual(
      doc.snippets.slice(0, 10).map((s) => s.id),
    );
    const tail = await page('start=50&limit=20');
    expect(tail.snippets.map((s) => s.id)).toEqual(doc.snippets.slice(50).map((s) => s.id));
    expect([tail.start, tail.total]).toEqual([50, 60]);
    expect((await page('start=60')).snippets).toEqual([]);
    expect((await page('start=500')).snippets).toEqual([]);

    const tooMany = await call(p.admin, 'GET', `/api/enterprise/transcript/${id}?limit=1001`);
    expect(tooMany.statusCode).toBe(400);
  });

  it('pairs with the details of the first paragraphs (`GET /up/details/{id}?limit=25`) to make the whole document', async () => {
    const doc = smallDoc(Array.from({ length: 40 }, (_, i) => ({ speaker: 'Speaker 1', text: `line ${i}` })));
    const id = await seedWorkflow(doc);

    const first = await call(p.reviewer, 'GET', `/api/up/details/${id}?limit=25`);
    expect(first.statusCode, first.body).toBe(200);
    const details = first.json() as DetailsResponse;
    expect(details.es_doc.transcript).toEqual(doc.snippets.slice(0, 25));
    const rest = (await call(p.reviewer, 'GET', `/api/enterprise/transcript/${id}`)).json() as TranscriptPageResponse;
    expect([...details.es_doc.transcript, ...rest.snippets]).toEqual(doc.snippets);
    expect(rest.version).toBe(details.es_doc.transcript_version);

    // Without a limit, and with one past the end, every paragraph; a limit that is not a count is refused.
    const whole = (await call(p.reviewer, 'GET', `/api/up/details/${id}`)).json() as DetailsResponse;
    expect(whole.es_doc.transcript).toEqual(doc.snippets);
    const past = (await call(p.reviewer, 'GET', `/api/up/details/${id}?limit=100`)).json() as DetailsResponse;
    expect(past.es_doc.transcript).toEqual(doc.snippets);
    const bad = await call(p.reviewer, 'GET', `/api/up/details/${id}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: [{ field: 'limit' }] });
  });
});

describe('POST /api/v2/enterprise/transcript/:id', () => {
  it('saves a word edit and a strike in the compact form: stored, answered, the version moved on', async () => {
    const doc = uuidDoc(3);
    const id = await seedWorkflow(doc);
    const tr = toCompact(doc.snippets);
    tr[1]!.w[2]!.t = 'greets';
    tr[0]!.w[1]!.d = true;

    const res = await call(p.reviewer, 'POST', `/api/v2/enterprise/transcript/${id}`, {
      version: 1,
      tr,
      keywords: ['greetings'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TranscriptDocResponse;
    expect(body.version).toBe(2);

    const stored = await storedTranscript(t, id);
    expect(stored.version).toBe(2);
    for (const snippets of [body.transcript, stored.snippets]) {
      // Whole ids come back from the 8-character prefixes, comments stay with their paragraph.
      expect(snippets.map((s) => s.id)).toEqual(doc.snippets.map((s) => s.id));
      expect(snippets[1]!.words[2]!.text).toBe('greets');
      expect(snippets[0]!.words[1]!.is_removed).toBe(true);
      expect(snippets[0]!.words[0]!.is_removed).toBe(false);
      expect(snippets[0]!.comments).toEqual(doc.snippets[0]!.comments);
      expect(snippets[2]).toEqual(doc.snippets[2]);
    }
    expect(stored.processed_data.keywords).toEqual(['greetings']);

    // The rest of the transcript reads the saved document.
    const page = (await call(p.reviewer, 'GET', `/api/enterprise/transcript/${id}?start=1&limit=1`).then((r) =>
      r.json(),
    )) as TranscriptPageResponse;
    expect([page.version, page.snippets[0]!.words[2]!.text]).toEqual([2, 'greets']);

    // The same document again changes nothing, so the version stays.
    const again = await call(p.reviewer, 'POST', `/api/v2/enterprise/transcript/${id}`, { version: 2, tr });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as TranscriptDocResponse).version).toBe(2);
  });

  it('refuses a stale version with 409 VERSION_CONFLICT and writes nothing', async () => {
    const doc = uuidDoc(2);
    const id = await seedWorkflow(doc);
    const tr = toCompact(doc.snippets);
    expect(
      (await call(p.qa, 'POST', `/api/v2/enterprise/transcript/${id}`, { version: 1, tr: tr.slice(1) })).statusCode,
    ).toBe(200);

    const stale = await call(p.reviewer, 'POST', `/api/v2/enterprise/transcript/${id}`, { version: 1, tr });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current_version: 2 });
    expect((await storedTranscript(t, id)).snippets).toHaveLength(1);
  });

  it('names an id prefix that matches no paragraph (400), and one sent twice', async () => {
    const doc = uuidDoc(2);
    const id = await seedWorkflow(doc);
    const tr = toCompact(doc.snippets);
    tr[1]!.id = 'zzzzzzzz';
    const unknown = await call(p.reviewer, 'POST', `/api/v2/enterprise/transcript/${id}`, { version: 1, tr });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('"zzzzzzzz"');

    const twice = toCompact(doc.snippets);
    twice[1]!.id = twice[0]!.id;
    const dup = await call(p.reviewer, 'POST', `/api/v2/enterprise/transcript/${id}`, { version: 1, tr: twice });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toContain(`"${twice[0]!.id}"`);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });

  it('keeps a new paragraph sent with its whole id (a split)', async () => {
    const doc = uuidDoc(1);
    const id = await seedWorkflow(doc);
    const [first] = toCompact(doc.snippets);
    const newId = randomUUID();
    const tr = [
      { ...first!, w: first!.w.slice(0, 2) },
      { ...first!, id: newId, w: first!.w.slice(2) },
    ];
    const res = await call(p.reviewer, 'POST', `/api/v2/enterprise/transcript/${id}`, { version: 1, tr });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TranscriptDocResponse).transcript.map((s) => s.id)).toEqual([doc.snippets[0]!.id, newId]);
  });

  it('follows the review status: submitted for everyone, past the first review for reviewers (409)', async () => {
    const doc = uuidDoc(2);
    const id = await seedWorkflow(doc, 'Not_Started');
    const tr = toCompact(doc.snippets);
    tr[0]!.w[0]!.t = 'Paragraph';
    const save = (who: Persona, version: number) =>
      call(who, 'POST', `/api/v2/enterprise/transcript/${id}`, { version, tr });

    // A reviewer's first save before starting the review is fine, and moves no status.
    expect((await save(p.reviewer, 1)).statusCode).toBe(200);
    expect((await storedFile(t, id)).workflow_status).toBe('Not_Started');

    await setStatus(id, 'QA_Review');
    const reviewerLate = await save(p.reviewer, 2);
    expect(reviewerLate.statusCode).toBe(409);
    expect(reviewerLate.json().error).toBe('This workflow is in QA Review; only QA and admins can edit it now.');
    tr[0]!.w[0]!.t = 'PARAGRAPH';
    expect((await save(p.qa, 2)).statusCode).toBe(200);

    await setStatus(id, 'Publication');
    for (const who of [p.admin, p.qa, p.reviewer]) {
      const res = await save(who, 3);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(WORKFLOW_SUBMITTED_MESSAGE);
    }
    expect((await storedTranscript(t, id)).version).toBe(3);
  });
});

describe('the personal editor routes on a workflow', () => {
  it('follow the same review-status rule (they reach workflows through the same access rule)', async () => {
    const id = await seedWorkflow(uuidDoc(2), 'QA_Review');
    const addSpeaker = (who: Persona, version: number) =>
      t.request({
        method: 'PUT',
        url: `/api/up/speaker/${id}`,
        headers: bearer(who.token),
        payload: { version, speaker: 'Guest' },
      });
    const late = await addSpeaker(p.reviewer, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This workflow is in QA Review; only QA and admins can edit it now.');
    expect((await addSpeaker(p.qa, 1)).statusCode).toBe(200);
    expect((await storedTranscript(t, id)).version).toBe(2);
  });
});

describe('who reaches a workflow transcript', () => {
  it('answers 404 to a reviewer it is not assigned to, another organisation and a file that is not a workflow', async () => {
    const doc = uuidDoc(2);
    const id = await seedWorkflow(doc);
    const personalId = await seedFile(t, p.admin.email, uuidDoc(1));
    const body = { version: 1, tr: toCompact(doc.snippets) };

    for (const [who, fileId] of [
      [otherReviewer, id],
      [p.outsider, id],
      [p.admin, personalId],
    ] as const) {
      expect((await call(who, 'GET', `/api/enterprise/transcript/${fileId}`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/v2/enterprise/transcript/${fileId}`, body)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/enterprise/transcript/export/${fileId}/txt`)).statusCode).toBe(404);
    }
    // A personal user may not call these routes at all.
    expect((await call(p.personal, 'GET', `/api/enterprise/transcript/${id}`)).statusCode).toBe(403);
    expect((await storedTranscript(t, id)).version).toBe(1);
  });
});

describe('GET /api/enterprise/transcript/export/:id/:format', () => {
  it('answers the transcript as a file in the format asked for', async () => {
    const doc = uuidDoc(2);
    const id = await seedWorkflow(doc);

    const txt = await call(p.reviewer, 'GET', `/api/enterprise/transcript/export/${id}/txt?timestamps=0`);
    expect(txt.statusCode, txt.body).toBe(200);
    expect(txt.headers['content-type']).toContain('text/plain');
    expect(txt.headers['content-disposition']).toContain('Seeded.txt');
    expect(txt.body).toContain('paragraph 1 says hello');

    const docx = await call(p.qa, 'GET', `/api/enterprise/transcript/export/${id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    expect((await call(p.admin, 'GET', `/api/enterprise/transcript/export/${id}/rtf`)).statusCode).toBe(400);
  });
});
