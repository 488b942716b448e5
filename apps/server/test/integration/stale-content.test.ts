import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Article,
  ArticleListResponse,
  ArticleStatusResponse,
  InsightKind,
  InsightRun,
  InsightsResponse,
} from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { type TestApp } from '../support/test-app.js';
import { editorSuite, type EditorUser } from '../support/editor-seed.js';
import { podcast, queueInsights, seedPodcast, waitForInsights } from '../support/insights-seed.js';

// docs/product.md#out-of-date-content: generated content remembers what it was written from; a
// renamed speaker or a changed word marks it out of date, and writing it again makes it current.

let t: TestApp;
let owner: EditorUser;
beforeAll(async () => ({ t, owner } = await editorSuite({}, 'hobbyist_monthly')));
afterAll(() => t?.close());

const ARTICLE = { inspiration: '', context: '', type: 'recap', format: 'plain', tone: 'neutral' } as const;

const insights = async (id: string) => {
  const res = await owner.call('GET', `/api/up/insights/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InsightsResponse;
};
const runOf = (r: InsightsResponse, kind: InsightKind) => r.runs.find((run) => run.kind === kind)!;
const staleKinds = (r: InsightsResponse) => r.runs.filter((run) => run.stale).map((run) => run.kind);
const articles = async (id: string) =>
  ((await owner.call('GET', `/api/article/${id}`)).json() as ArticleListResponse).items;

async function writeArticle(fileId: string): Promise<string> {
  const res = await owner.call('POST', `/api/article/generate/${fileId}`, ARTICLE);
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json() as { id: string };
  const deadline = Date.now() + 25_000;
  for (;;) {
    const status = (await owner.call('GET', `/api/article/status/${id}`)).json() as ArticleStatusResponse;
    if (status.status === 'Processed') return id;
    if (status.status === 'Failed' || Date.now() > deadline) throw new Error(`article ${status.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Regenerates `kinds` and waits until each has a new result. */
async function regenerate(fileId: string, kinds: InsightKind[]): Promise<InsightsResponse> {
  const before = await insights(fileId);
  const res = await owner.call('POST', `/api/up/insights/${fileId}/regenerate`, { kinds });
  expect(res.statusCode, res.body).toBe(202);
  return waitForInsights(owner.call, fileId, (r) =>
    r.runs.every(
      (run) =>
        run.status === 'processed' &&
        (!kinds.includes(run.kind) || run.updated_at !== runOf(before, run.kind).updated_at),
    ),
  );
}

describe('out-of-date content', () => {
  let fileId: string;
  let version = 1;
  let oldArticle: string;
  let written: InsightsResponse;

  it('is current when just written, and says that nobody edited it', async () => {
    fileId = await seedPodcast(t, owner.email);
    await queueInsights(t, fileId);
    written = await waitForInsights(owner.call, fileId);
    for (const run of written.runs)
      expect(run, run.kind).toMatchObject({ status: 'processed', stale: false, edited: false });
    oldArticle = await writeArticle(fileId);
    const [article] = await articles(fileId);
    expect(article).toMatchObject({ id: oldArticle, stale: false });
    expect(((await owner.call('GET', `/api/article/article/${oldArticle}`)).json() as Article).stale).toBe(false);
  });

  it('is marked out of date when a speaker is renamed; quotes show the new name and stay current', async () => {
    // The speaker of a quote (the guest, whose statements the quotes are) is renamed.
    const quoted = written.contents.quotes[0];
    expect(quoted, 'the podcast has a quote').toBeDefined();
    const speaker = quoted!.speaker;

    const res = await owner.call('POST', `/api/up/update-speaker/${fileId}`, {
      version,
      current_speaker: speaker,
      new_speaker: 'Maya Chen',
      replace_all: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().version;

    const after = await insights(fileId);
    // Everything may name a speaker in its text but the quotes, which are shown with current names.
    expect(staleKinds(after).sort()).toEqual(
      ['caption', 'chapters', 'entities', 'keywords', 'show_notes', 'summary', 'tweet'].sort(),
    );
    expect(runOf(after, 'quotes')).toMatchObject({ stale: false, edited: false });
    const same = after.contents.quotes.find((q) => q.start === quoted!.start && q.text === quoted!.text);
    expect(same?.speaker).toBe('Maya Chen');
    expect(after.contents.quotes.map((q) => q.speaker)).not.toContain(speaker);
    // The stored quotes are not rewritten, and nothing is counted as a person's edit.
    expect(after.runs.some((run) => run.edited)).toBe(false);

    expect(await articles(fileId)).toMatchObject([{ id: oldArticle, stale: true }]);
    expect(((await owner.call('GET', `/api/article/article/${oldArticle}`)).json() as Article).stale).toBe(true);
  });

  it('is current again once refreshed, kind by kind', async () => {
    const after = await regenerate(fileId, ['show_notes', 'tweet']);
    expect(runOf(after, 'show_notes').stale).toBe(false);
    expect(runOf(after, 'tweet').stale).toBe(false);
    expect(staleKinds(after).sort()).toEqual(['caption', 'chapters', 'entities', 'keywords', 'summary'].sort());

    // An article is refreshed by writing a new one with the same settings; the old one stays as it was.
    const fresh = await writeArticle(fileId);
    const list = await articles(fileId);
    expect(list.map((a) => [a.id, a.stale])).toEqual([
      [fresh, false],
      [oldArticle, true],
    ]);
  });

  it('marks quotes out of date when the words change', async () => {
    const index = podcast.snippets.findIndex((s) => s.words.length > 3);
    const text = podcast.snippets[index]!.words.map((w) => w.text).join(' ') + ' indeed';
    const res = await owner.call('PUT', `/api/up/transcript/${fileId}`, { version, index, text });
    expect(res.statusCode, res.body).toBe(200);
    version = res.json().version;
    const after = await insights(fileId);
    expect(runOf(after, 'quotes').stale).toBe(true);
    expect(runOf(after, 'show_notes').stale).toBe(true);

    const refreshed = await regenerate(fileId, ['quotes']);
    expect(runOf(refreshed, 'quotes').stale).toBe(false);
  });

  it('says when a person edited a result, until it is written again', async () => {
    const edit = await owner.call('PUT', `/api/v1/up/processed_data/${fileId}/caption`, { content: 'My own caption' });
    expect(edit.statusCode, edit.body).toBe(200);
    const summary = await owner.call('PUT', `/api/up/processed_data/${fileId}`, { version, summary: 'My summary.' });
    expect(summary.statusCode, summary.body).toBe(200);
    version = summary.json().version;

    const after = await insights(fileId);
    expect(
      after.runs
        .filter((run) => run.edited)
        .map((run) => run.kind)
        .sort(),
    ).toEqual(['caption', 'summary']);

    const regenerated = await regenerate(fileId, ['caption']);
    expect(runOf(regenerated, 'caption')).toMatchObject({ edited: false, stale: false });
    expect(regenerated.contents.caption).not.toBe('My own caption');
    expect(runOf(regenerated, 'summary').edited).toBe(true);
  });

  it('is never out of date when it was written before sources were recorded', async () => {
    const db = t.runtime.database.db;
    await db
      .update(schema.insightRuns)
      .set({ source_fingerprint: null, result_hash: null })
      .where(eq(schema.insightRuns.file_id, fileId));
    await db.update(schema.articles).set({ source_fingerprint: null }).where(eq(schema.articles.file_id, fileId));
    const after = await insights(fileId);
    for (const run of after.runs) expect(run as InsightRun, run.kind).toMatchObject({ stale: false, edited: false });
    // Without a recorded source the transcript is not even read: the answer simply leaves it out.
    for (const article of await articles(fileId)) expect(article.stale).toBeUndefined();
  });
});
