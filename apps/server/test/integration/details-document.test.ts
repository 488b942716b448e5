import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DetailsResponse, InsightsResponse, Snippet, WorkflowDetails } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import type { TestApp } from '../support/test-app.js';
import { editorSuite, seedFile, smallDoc, type EditorUser } from '../support/editor-seed.js';
import { podcast, queueInsights, seedPodcast, waitForInsights } from '../support/insights-seed.js';
import { personas, type Personas } from '../support/enterprise.js';
import { as, seedWorkflow } from '../support/workflow-seed.js';

let t: TestApp;
let owner: EditorUser;
beforeAll(async () => ({ t, owner } = await editorSuite({}, 'hobbyist_monthly')));
afterAll(() => t?.close());

const word = (text: string, start: number, is_removed = false) => ({
  text,
  start,
  end: start + 0.4,
  confidence: 0.9,
  is_removed,
});

/** Two paragraphs, the second past the first hour, with a struck word and a blank one. */
const snippets: Snippet[] = [
  {
    id: 'p0',
    start: 1.5,
    start_timestamp: '0:00:01',
    end: 3.4,
    end_timestamp: '0:00:03',
    speaker: 'Ann',
    words: [word('Hello', 1.5), word('um,', 2), word('and', 2.5), word('welcome.', 3)].map((w, i) =>
      i === 1 ? { ...w, is_removed: true } : w,
    ),
    comments: [],
  },
  {
    id: 'p1',
    start: 3723.25,
    start_timestamp: '1:02:03',
    end: 3725.4,
    end_timestamp: '1:02:05',
    speaker: 'Bob',
    words: [word('Thanks', 3723.25), word(' ', 3724), word('for', 3724.5), word('having', 3725)],
    comments: [],
  },
];
const processed = {
  abstract: 'A short welcome.',
  headline: 'Welcome',
  insights: [{ summary: 'The welcome', timestamp: '0:00:01' }],
};

const details = async (id: string) => {
  const res = await owner.call('GET', `/api/up/details/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DetailsResponse;
};

describe('the transcript document (GET /up/details/{id})', () => {
  let id: string;
  beforeAll(async () => {
    id = await seedFile(t, owner.email, {
      snippets,
      speakers: [{ name: 'Ann' }, { name: 'Bob' }],
      processed_data: processed,
    });
  });

  it('reads each paragraph as h:mm:ss, speaker and text, struck-out and blank words left out', async () => {
    const { es_doc } = await details(id);
    expect(es_doc.display_transcript).toEqual([
      { timestamp: '0:00:01', speaker: 'Ann', text: 'Hello and welcome.', start: 1.5, end: 3.4 },
      { timestamp: '1:02:03', speaker: 'Bob', text: 'Thanks for having', start: 3723.25, end: 3725.4 },
    ]);
    // The editor's paragraphs are still there, struck word and all.
    expect(es_doc.transcript).toEqual(snippets);
  });

  it('has the fields of the specified document, processed_data mirrored at the top', async () => {
    const { es_doc, fb_doc } = await details(id);
    expect(es_doc).toMatchObject({
      id,
      title: 'Seeded',
      file_type: 'audio',
      speakers: [{ name: 'Ann' }, { name: 'Bob' }],
      insight: [{ summary: 'The welcome', timestamp: '0:00:01' }],
      abstract: 'A short welcome.',
      headline: 'Welcome',
      // Nothing generated yet.
      quotes: [],
      show_notes: null,
      tweet: null,
      caption: null,
      article: null,
      audiogram: [],
      videogram: [],
      version: null,
    });
    expect(es_doc.processed_data).toMatchObject(processed);
    // Seeded without playback media: no link under either name.
    expect(es_doc.media_url).toBeNull();
    expect(es_doc.serving_url).toBeNull();
    expect(fb_doc).toMatchObject({ id, file_name: 'seeded.mp3', title: 'Seeded' });
    expect(typeof fb_doc.author).toBe('string');
    expect(new Date(fb_doc.display_datetime).toString()).not.toBe('Invalid Date');
  });

  it('serving_url is the media_url link', async () => {
    const db = t.runtime.database.db;
    const [file] = await db.select().from(schema.files).where(eq(schema.files.id, id));
    await db
      .update(schema.files)
      .set({ playback_key: file!.original_key.replace('original', 'playback') })
      .where(eq(schema.files.id, id));
    const { es_doc } = await details(id);
    expect(es_doc.media_url).toMatch(/^http|^\//);
    expect(es_doc.serving_url).toBe(es_doc.media_url);
  });

  it('reads an edited paragraph as edited (a new version is read afresh)', async () => {
    await details(id);
    const res = await owner.call('PUT', `/api/up/transcript/${id}`, { version: 1, index: 1, text: 'Thanks a lot' });
    expect(res.statusCode, res.body).toBe(200);
    const { es_doc } = await details(id);
    expect(es_doc.transcript_version).toBe(2);
    expect(es_doc.display_transcript.map((p) => p.text)).toEqual(['Hello and welcome.', 'Thanks a lot']);
  });

  it('gives the newest written article', async () => {
    const db = t.runtime.database.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, owner.email));
    const article = (at: number, status: 'Processed' | 'Queued', content: string | null) => ({
      file_id: id,
      user_id: user!.id,
      status,
      type: 'blog_post',
      format: 'plain',
      tone: 'neutral',
      title: content && 'A welcome',
      content,
      created_at: new Date(at),
      updated_at: new Date(at),
    });
    const [older, newer] = await db
      .insert(schema.articles)
      .values([article(1_000, 'Processed', 'The first.'), article(2_000, 'Processed', 'The second.')])
      .returning();
    // One still being written is not the document's article.
    await db.insert(schema.articles).values(article(3_000, 'Queued', null));
    const { es_doc } = await details(id);
    expect(older).toBeTruthy();
    expect(es_doc.article).toMatchObject({ id: newer!.id, docId: id, status: 'Processed', content: 'The second.' });
  });
});

describe('the document after insights ran', () => {
  it('has the quotes, show notes, tweets and captions GET /up/insights gives', async () => {
    const id = await seedPodcast(t, owner.email);
    await queueInsights(t, id);
    const insights: InsightsResponse = await waitForInsights(owner.call, id);
    expect(insights.contents.quotes.length).toBeGreaterThan(0);
    const { es_doc } = await details(id);
    expect(es_doc.quotes).toEqual(insights.contents.quotes);
    for (const quote of es_doc.quotes)
      expect(quote).toMatchObject({ text: expect.any(String), speaker: expect.any(String) });
    expect(es_doc.show_notes).toBe(insights.contents.show_notes);
    expect(es_doc.tweet).toBe(insights.contents.tweet);
    expect(es_doc.caption).toBe(insights.contents.caption);
    expect(es_doc.show_notes?.trim()).toBeTruthy();
    expect(es_doc.insight).toEqual(insights.processed_data.insights);
    expect(es_doc.abstract).toBe(insights.processed_data.abstract);
    expect(es_doc.headline).toBe(insights.processed_data.headline);
    expect(es_doc.display_transcript).toHaveLength(podcast.snippets.length);

    // A speaker renamed after the quotes were written: they carry the new name, as insights do.
    const quoted = es_doc.quotes[0]!.speaker;
    const renamed = await owner.call('POST', `/api/up/update-speaker/${id}`, {
      version: es_doc.transcript_version,
      current_speaker: quoted,
      new_speaker: 'Renamed Host',
      replace_all: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await details(id);
    const again: InsightsResponse = (await owner.call('GET', `/api/up/insights/${id}`)).json();
    expect(after.es_doc.quotes).toEqual(again.contents.quotes);
    expect(after.es_doc.quotes.map((q) => q.speaker)).toContain('Renamed Host');
  });
});

describe('a workflow (GET /enterprise/workflow/{id})', () => {
  let p: Personas;
  let call: ReturnType<typeof as>;
  beforeAll(async () => {
    p = await personas(t);
    call = as(t);
  });

  it("carries only the first 25 paragraphs of a long transcript: the rest are the paging call's", async () => {
    const doc = smallDoc(Array.from({ length: 30 }, (_, i) => ({ speaker: 'Ann', text: `line ${i}` })));
    const id = await seedWorkflow(t, p.admin, p.orgId, { doc });
    const workflow = (await call(p.admin, 'GET', `/enterprise/workflow/${id}`)).json() as WorkflowDetails;
    expect(workflow.transcript?.transcript).toEqual(doc.snippets.slice(0, 25));
    const rest = (await call(p.admin, 'GET', `/enterprise/transcript/${id}`)).json() as { snippets: Snippet[] };
    expect([...workflow.transcript!.transcript, ...rest.snippets]).toEqual(doc.snippets);
  });

  it('carries its transcript {transcript, updated_at} and processed_data', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, {
      doc: { snippets, speakers: [{ name: 'Ann' }, { name: 'Bob' }], processed_data: processed },
    });
    const res = await call(p.admin, 'GET', `/enterprise/workflow/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const workflow = res.json() as WorkflowDetails;
    expect(workflow.transcript?.transcript).toEqual(snippets);
    const [row] = await t.runtime.database.db
      .select({ updated_at: schema.transcripts.updated_at })
      .from(schema.transcripts)
      .where(eq(schema.transcripts.file_id, id));
    expect(workflow.transcript?.updated_at).toBe(row!.updated_at.toISOString());
    expect(workflow.processed_data).toMatchObject({ ...processed, speakers: [{ name: 'Ann' }, { name: 'Bob' }] });
    expect(workflow).toMatchObject({ id, title: 'Episode', workflow_status: 'Not_Started', review_complete: false });
    expect(workflow.public_url_original).toBeTruthy();
  });

  it('has null for both while processing, and the list carries neither', async () => {
    const id = await seedWorkflow(t, p.admin, p.orgId, { doc: null, title: 'Still processing' });
    const one = (await call(p.admin, 'GET', `/enterprise/workflow/${id}`)).json() as WorkflowDetails;
    expect(one.transcript).toBeNull();
    expect(one.processed_data).toBeNull();
    const list = (await call(p.admin, 'GET', '/enterprise/workflow')).json() as { items: object[] };
    expect(list.items.length).toBeGreaterThan(0);
    for (const item of list.items) {
      expect(item).not.toHaveProperty('transcript');
      expect(item).not.toHaveProperty('processed_data');
    }
  });
});
