import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@scriptloom/db';
import { parseCidrList } from '../../src/lib/safe-fetch/addresses.js';
import { readBody, safeFetch } from '../../src/lib/safe-fetch/safe-fetch.js';
import { pollWatchedFeeds } from '../../src/services/feeds/poll.js';
import { episodeFileId, importEpisode } from '../../src/services/feeds/import-episode.js';
import { textFile, toneMp3 } from '../support/media-files.js';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';

/**
 * Episodes from a feed (docs/product.md#episodes-from-a-feed) against a feed server of the test's
 * own on 127.0.0.1, the one address the app is allowed (FEED_ALLOWED_PRIVATE_NETWORKS=127.0.0.1/32):
 * real-shaped feeds, real media, redirects, 304s and a body over the limit.
 */

const FEED_LIMIT = 64 * 1024;
let t: TestApp;
let server: http.Server;
let base: string;
let port: number;
/** Requests the feed server saw, by path, with the conditional headers they carried. */
const seen: { path: string; ifNoneMatch?: string; ifModifiedSince?: string; host?: string }[] = [];
/** The watched feed's items; a test adds one to see it imported. */
const watchedItems: string[] = [];

/** An item published on `day` of March 2026 (the feeds list the newest first, as feeds do). */
const item = (guid: string, title: string, enclosure: string, day = 2) => `
    <item>
      <title>${title}</title>
      <guid isPermaLink="false">${guid}</guid>
      <pubDate>${new Date(Date.UTC(2026, 2, day, 6)).toUTCString()}</pubDate>
      <itunes:duration>00:03</itunes:duration>
      <enclosure url="${enclosure}" type="audio/mpeg" length="12000"/>
    </item>`;

const rss = (title: string, items: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${title}</title>
    <link>https://example.test/</link>
    <description><![CDATA[<p>A show about <b>gardens</b></p>]]></description>
    <itunes:author>Ada Lovelace</itunes:author>
    ${items.join('\n')}
  </channel>
</rss>`;

function serveFile(res: http.ServerResponse, file: string, type: string) {
  const bytes = fs.readFileSync(file);
  res.writeHead(200, { 'content-type': type, 'content-length': String(bytes.length) });
  res.end(bytes);
}

beforeAll(async () => {
  const tone2 = toneMp3(2);
  const tone3 = toneMp3(3);
  const notAudio = textFile('episode-text.mp3');
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({
      path,
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
      host: req.headers.host,
    });
    switch (path) {
      case '/show.xml':
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
        res.end(
          rss('Garden &amp; Kitchen', [
            item('ep-2', '<![CDATA[Episode 2: Beans & <more>]]>', `${base}/media/two.mp3`, 9),
            item('ep-1', 'Episode 1 &#8211; Soil', `${base}/media/one.mp3`, 8),
            item('ep-private', 'Hosted somewhere private', 'http://10.0.0.1/episode.mp3', 7),
            item('ep-metadata', 'Hosted at the metadata service', 'http://169.254.169.254/latest/meta-data.mp3', 6),
            item('ep-text', 'Not really audio', `${base}/media/page`, 5),
            item('ep-fake', 'Text named mp3', `${base}/media/fake.mp3`, 4),
            item('ep-redirect', 'Redirected to loopback v6', `${base}/media/redirect-v6`, 3),
          ]),
        );
        return;
      case '/media/one.mp3':
        return serveFile(res, tone2, 'audio/mpeg');
      case '/media/two.mp3':
        return serveFile(res, tone3, 'audio/mpeg');
      case '/media/fake.mp3':
        return serveFile(res, notAudio, 'audio/mpeg');
      case '/media/page':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>Our new episode!</body></html>');
        return;
      case '/media/redirect-v6':
        res.writeHead(302, { location: `http://[::1]:${port}/media/one.mp3` });
        res.end();
        return;
      case '/page.html':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><head><title>My podcast</title></head><body>Listen!</body></html>');
        return;
      case '/malformed.xml':
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.end('<rss version="2.0"><channel><title>Broken</title><item><title>One</item></channel></rss>');
        return;
      case '/huge.xml':
        // No length announced: the limit has to hold while the body streams.
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.write('<rss version="2.0"><channel><title>Huge</title>');
        for (let i = 0; i < 200; i++) res.write(`<item><title>${'x'.repeat(1000)}</title></item>`);
        res.end('</channel></rss>');
        return;
      case '/slow.xml':
        // Headers, a first piece, then nothing: only the total time ends it.
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.write('<rss version="2.0"><channel>');
        return;
      case '/moved.xml':
        res.writeHead(301, { location: '/show.xml' });
        res.end();
        return;
      case '/to-metadata.xml':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      case '/to-v6-loopback.xml':
        res.writeHead(307, { location: `http://[::1]:${port}/show.xml` });
        res.end();
        return;
      case '/to-private.xml':
        res.writeHead(302, { location: 'http://10.0.0.1/feed.xml' });
        res.end();
        return;
      case '/loop.xml':
        res.writeHead(302, { location: '/loop.xml' });
        res.end();
        return;
      case '/watched.xml': {
        const etag = `"v${watchedItems.length}"`;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag });
          res.end();
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/rss+xml',
          etag,
          'last-modified': 'Mon, 02 Mar 2026 06:00:00 GMT',
        });
        res.end(rss('Watched show', watchedItems));
        return;
      }
      default:
        res.writeHead(404);
        res.end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    feeds: {
      allowedPrivate: parseCidrList('127.0.0.1/32'),
      maxFeedBytes: FEED_LIMIT,
      fetchTimeoutMs: 10_000,
      downloadTimeoutMs: 30_000,
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const addFeed = (token: string, url: string) =>
  t.request({ method: 'POST', url: '/api/v1/feeds', headers: bearer(token), payload: { url } });

const importGuids = (token: string, feedId: string, guids: string[]) =>
  t.request({ method: 'POST', url: `/api/v1/feeds/${feedId}/import`, headers: bearer(token), payload: { guids } });

interface EpisodeView {
  guid: string;
  title: string;
  state: string;
  imported: boolean;
  error: string | null;
  file_id: string | null;
  published_at: string | null;
  duration_sec: number | null;
}

const episodesOf = async (token: string, feedId: string): Promise<EpisodeView[]> => {
  const res = await t.request({ method: 'GET', url: `/api/v1/feeds/${feedId}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().episodes;
};

/** Waits until none of `guids` is queued or importing any more; answers the episodes then. */
async function settled(token: string, feedId: string, guids: string[]): Promise<Map<string, EpisodeView>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const episodes = await episodesOf(token, feedId);
    const chosen = episodes.filter((e) => guids.includes(e.guid));
    if (chosen.every((e) => e.state !== 'queued' && e.state !== 'importing')) {
      return new Map(chosen.map((e) => [e.guid, e]));
    }
    if (Date.now() > deadline) throw new Error(`episodes still importing: ${JSON.stringify(chosen)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('episodes from a feed', () => {
  it('lists a real-shaped feed, imports the chosen episodes like uploads, refuses the bad ones and skips a repeat', async () => {
    const { token, email } = await signUpVerified(t);
    const res = await addFeed(token, `${base}/show.xml`);
    expect(res.statusCode).toBe(201);
    const { feed, episodes } = res.json();
    expect(feed).toMatchObject({ title: 'Garden & Kitchen', watch: false, episode_count: 7, imported_count: 0 });
    expect(episodes.map((e: EpisodeView) => e.guid)).toEqual([
      'ep-2',
      'ep-1',
      'ep-private',
      'ep-metadata',
      'ep-text',
      'ep-fake',
      'ep-redirect',
    ]);
    expect(episodes[0]).toMatchObject({
      title: 'Episode 2: Beans & <more>',
      published_at: '2026-03-09T06:00:00.000Z',
      duration_sec: 3,
      state: 'new',
      imported: false,
    });
    expect(episodes[1].title).toBe('Episode 1 \u2013 Soil');

    const all = episodes.map((e: EpisodeView) => e.guid);
    const imported = await importGuids(token, feed.id, [...all, 'no-such-guid']);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().episodes).toEqual([
      ...all.map((guid: string) => ({ guid, state: 'queued', reason: null })),
      { guid: 'no-such-guid', state: 'failed', reason: expect.stringContaining('lists no episode') },
    ]);

    const done = await settled(token, feed.id, all);
    expect(done.get('ep-1')).toMatchObject({ state: 'imported', imported: true, error: null });
    expect(done.get('ep-2')).toMatchObject({ state: 'imported', imported: true });
    expect(done.get('ep-private')).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('10.0.0.1 is a private address'),
    });
    expect(done.get('ep-metadata')!.error).toContain('169.254.169.254 is a link-local address');
    expect(done.get('ep-text')).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('not audio or video (the server says it is text/html)'),
    });
    expect(done.get('ep-fake')).toMatchObject({ state: 'failed' });
    expect(done.get('ep-fake')!.error).toBeTruthy();
    // The redirect was followed only as far as its check: [::1] is not the allowed 127.0.0.1.
    expect(done.get('ep-redirect')!.error).toContain('::1 is a loopback address');
    expect(seen.some((s) => s.path === '/media/one.mp3' && s.host?.startsWith('[::1]'))).toBe(false);

    // The imported episodes are files like uploads: titled from the feed, charged, in the list.
    const fileId = done.get('ep-1')!.file_id!;
    const status = await t.request({ method: 'GET', url: `/api/up/status/${fileId}`, headers: bearer(token) });
    expect(status.statusCode).toBe(200);
    const [user] = await t.runtime.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user!.transcript_used).toBe(2);
    const files = await t.runtime.database.db.select().from(schema.files).where(eq(schema.files.user_id, user!.id));
    expect(files.map((f) => f.title).sort()).toEqual(['Episode 1 \u2013 Soil', 'Episode 2: Beans & <more>']);

    // A repeat import of an imported guid is skipped; nothing is downloaded or charged again.
    const downloadsBefore = seen.filter((s) => s.path === '/media/one.mp3').length;
    const again = await importGuids(token, feed.id, ['ep-1']);
    expect(again.json().episodes).toEqual([{ guid: 'ep-1', state: 'skipped', reason: 'Imported already.' }]);
    const list = (await t.request({ method: 'GET', url: '/api/v1/feeds', headers: bearer(token) })).json();
    expect(list.items).toEqual([expect.objectContaining({ id: feed.id, episode_count: 7, imported_count: 2 })]);
    expect(seen.filter((s) => s.path === '/media/one.mp3').length).toBe(downloadsBefore);

    // Adding the same address again finds the same feed, its states kept.
    const readded = await addFeed(token, `${base}/show.xml`);
    expect(readded.statusCode).toBe(200);
    expect(readded.json().feed.id).toBe(feed.id);
    expect(readded.json().episodes.find((e: EpisodeView) => e.guid === 'ep-1')).toMatchObject({ imported: true });
  }, 120_000);

  it('an attempt after a crash finds the file the one before made: no second download, file or charge', async () => {
    const { token, email } = await signUpVerified(t);
    const db = t.runtime.database.db;
    const { feed } = (await addFeed(token, `${base}/show.xml`)).json();
    await importGuids(token, feed.id, ['ep-1']);
    const first = (await settled(token, feed.id, ['ep-1'])).get('ep-1')!;
    expect(first.state).toBe('imported');
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
    const charged = user!.transcript_used;
    const downloads = seen.filter((s) => s.path === '/media/one.mp3').length;

    // The crash: the file was made and charged, the episode never marked imported; the queue retries.
    const where = and(eq(schema.feedEpisodes.feed_id, feed.id), eq(schema.feedEpisodes.guid, 'ep-1'));
    await db.update(schema.feedEpisodes).set({ state: 'importing', file_id: null }).where(where);
    const [episode] = await db.select().from(schema.feedEpisodes).where(where);
    await importEpisode(t.runtime.ctx, episode!.id, false);

    const [after] = await db.select().from(schema.feedEpisodes).where(where);
    expect(after).toMatchObject({ state: 'imported', file_id: first.file_id });
    expect(first.file_id).toBe(episodeFileId(episode!.id));
    const files = await db.select().from(schema.files).where(eq(schema.files.user_id, user!.id));
    expect(files).toHaveLength(1);
    const [again] = await db.select().from(schema.users).where(eq(schema.users.id, user!.id));
    expect(again!.transcript_used).toBe(charged);
    expect(seen.filter((s) => s.path === '/media/one.mp3').length).toBe(downloads);
  }, 90_000);

  it('fails an episode with the reason when the plan has no minutes left, and never retries it', async () => {
    const { token, email } = await signUpVerified(t);
    await t.runtime.database.db.update(schema.users).set({ transcript_used: 40 }).where(eq(schema.users.email, email));
    const { feed } = (await addFeed(token, `${base}/show.xml`)).json();
    await importGuids(token, feed.id, ['ep-1']);
    const done = await settled(token, feed.id, ['ep-1']);
    expect(done.get('ep-1')).toMatchObject({ state: 'failed', error: expect.stringContaining('has 0 left') });
  }, 90_000);

  it('refuses what is not a readable RSS feed, with a clear message, and stores nothing', async () => {
    const { token } = await signUpVerified(t);
    const cases: [string, number, string, RegExp][] = [
      [`${base}/page.html`, 400, 'FEED_NOT_RSS', /web page \(HTML\), not an RSS feed/],
      [`${base}/malformed.xml`, 400, 'FEED_NOT_RSS', /not well-formed XML/],
      [`${base}/missing.xml`, 400, 'FEED_NOT_RSS', /status 404/],
      [`${base}/huge.xml`, 400, 'FEED_UNREACHABLE', /larger than/],
      [`${base}/loop.xml`, 400, 'FEED_UNREACHABLE', /redirected more than 5 times/],
      [`${base}/to-metadata.xml`, 400, 'FEED_ADDRESS_REFUSED', /169\.254\.169\.254 is a link-local address/],
      [`${base}/to-v6-loopback.xml`, 400, 'FEED_ADDRESS_REFUSED', /::1 is a loopback address/],
      [`${base}/to-private.xml`, 400, 'FEED_ADDRESS_REFUSED', /10\.0\.0\.1 is a private address/],
      [`http://127.0.0.2:${port}/show.xml`, 400, 'FEED_ADDRESS_REFUSED', /127\.0\.0\.2 is a loopback address/],
    ];
    for (const [url, status, code, message] of cases) {
      const res = await addFeed(token, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ code, error: expect.stringMatching(message) });
    }
    const notWeb = await addFeed(token, 'file:///etc/passwd');
    expect(notWeb.statusCode).toBe(400);
    expect(notWeb.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'url' }] });
    expect(notWeb.json().error).toContain('Only http and https');
    const list = (await t.request({ method: 'GET', url: '/api/v1/feeds', headers: bearer(token) })).json();
    expect(list.items).toEqual([]);
    // A redirect to an allowed address is followed.
    const moved = await addFeed(token, `${base}/moved.xml`);
    expect(moved.statusCode).toBe(201);
    expect(moved.json().feed.title).toBe('Garden & Kitchen');
  });

  it('watches a feed: a 304 changes nothing, a new item is imported once', async () => {
    const { token } = await signUpVerified(t);
    watchedItems.length = 0;
    watchedItems.push(item('w-1', 'Before the watch', `${base}/media/one.mp3`));
    const { feed } = (await addFeed(token, `${base}/watched.xml`)).json();
    const watched = await t.request({
      method: 'PATCH',
      url: `/api/v1/feeds/${feed.id}`,
      headers: bearer(token),
      payload: { watch: true },
    });
    expect(watched.statusCode).toBe(200);
    expect(watched.json().feed.watch).toBe(true);
    const db = t.runtime.database.db;
    const due = () =>
      db
        .update(schema.feeds)
        .set({ next_check_at: new Date(Date.now() - 1000) })
        .where(eq(schema.feeds.id, feed.id));

    // Unchanged: the poll sends the validators, the server answers 304, nothing is imported.
    await due();
    const before = seen.length;
    expect(await pollWatchedFeeds(t.runtime.ctx)).toBe(0);
    const polls = seen.slice(before).filter((s) => s.path === '/watched.xml');
    expect(polls).toEqual([
      expect.objectContaining({ ifNoneMatch: '"v1"', ifModifiedSince: 'Mon, 02 Mar 2026 06:00:00 GMT' }),
    ]);
    expect((await episodesOf(token, feed.id)).map((e) => [e.guid, e.state])).toEqual([['w-1', 'new']]);
    // Not due again until the next interval.
    expect(await pollWatchedFeeds(t.runtime.ctx)).toBe(0);
    expect(seen.slice(before).filter((s) => s.path === '/watched.xml')).toHaveLength(1);

    // A new item: imported by the next poll, and only once however often the poll runs.
    watchedItems.unshift(item('w-2', 'After the watch', `${base}/media/two.mp3`));
    await due();
    expect(await pollWatchedFeeds(t.runtime.ctx)).toBe(1);
    const done = await settled(token, feed.id, ['w-2']);
    expect(done.get('w-2')).toMatchObject({ state: 'imported' });
    await due();
    expect(await pollWatchedFeeds(t.runtime.ctx)).toBe(0);
    const episodes = await episodesOf(token, feed.id);
    expect(episodes.map((e) => [e.guid, e.state]).sort()).toEqual([
      ['w-1', 'new'],
      ['w-2', 'imported'],
    ]);
    expect(seen.filter((s) => s.path === '/media/two.mp3').length).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('backs off a watched feed that keeps failing', async () => {
    const { token } = await signUpVerified(t);
    watchedItems.length = 0;
    const { feed } = (await addFeed(token, `${base}/watched.xml`)).json();
    await t.request({
      method: 'PATCH',
      url: `/api/v1/feeds/${feed.id}`,
      headers: bearer(token),
      payload: { watch: true },
    });
    const db = t.runtime.database.db;
    // The feed moves away: every poll fails, each pushing the next one further off.
    await db
      .update(schema.feeds)
      .set({ url: `${base}/gone.xml`, next_check_at: new Date(Date.now() - 1000) })
      .where(eq(schema.feeds.id, feed.id));
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      await pollWatchedFeeds(t.runtime.ctx);
      const [row] = await db.select().from(schema.feeds).where(eq(schema.feeds.id, feed.id));
      expect(row!.failures).toBe(i + 1);
      expect(row!.last_error).toContain('status 404');
      gaps.push(row!.next_check_at!.getTime() - started);
      await db
        .update(schema.feeds)
        .set({ next_check_at: new Date(Date.now() - 1000) })
        .where(eq(schema.feeds.id, feed.id));
    }
    expect(gaps[1]!).toBeGreaterThan(gaps[0]! * 1.9);
    expect(gaps[2]!).toBeGreaterThan(gaps[1]! * 1.9);
  });

  it('fails an episode whose job was lost, so it holds no place, and leaves a live one alone', async () => {
    const { token } = await signUpVerified(t);
    const { feed } = (await addFeed(token, `${base}/show.xml`)).json();
    const db = t.runtime.database.db;
    const set = (guid: string, updatedAt: Date) =>
      db
        .update(schema.feedEpisodes)
        .set({ state: 'importing', updated_at: updatedAt })
        .where(and(eq(schema.feedEpisodes.feed_id, feed.id), eq(schema.feedEpisodes.guid, guid)));
    await set('ep-private', new Date(Date.now() - 5 * 3600_000));
    await set('ep-metadata', new Date());
    await pollWatchedFeeds(t.runtime.ctx);
    const states = new Map((await episodesOf(token, feed.id)).map((e) => [e.guid, e]));
    expect(states.get('ep-private')).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('did not finish'),
    });
    expect(states.get('ep-metadata')).toMatchObject({ state: 'importing', error: null });
  });

  it('keeps each feed to its follower', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const { feed } = (await addFeed(owner.token, `${base}/show.xml`)).json();
    for (const req of [
      { method: 'GET' as const, url: `/api/v1/feeds/${feed.id}` },
      { method: 'PATCH' as const, url: `/api/v1/feeds/${feed.id}`, payload: { watch: true } },
      { method: 'POST' as const, url: `/api/v1/feeds/${feed.id}/import`, payload: { guids: ['ep-1'] } },
      { method: 'DELETE' as const, url: `/api/v1/feeds/${feed.id}` },
    ]) {
      const res = await t.request({ ...req, headers: bearer(other.token) });
      expect(res.statusCode, req.method).toBe(404);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/feeds', headers: bearer(other.token) })).json().items,
    ).toEqual([]);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v1/feeds/${feed.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/feeds/${feed.id}`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
  });
});

describe('the safe fetcher', () => {
  const options = { maxBytes: 1024 * 1024, timeoutMs: 5000 };

  it('refuses loopback when the allow-list is empty', async () => {
    await expect(safeFetch(`${base}/show.xml`, { ...options, allowedPrivate: [] })).rejects.toMatchObject({
      reason: 'refused_address',
      message: expect.stringContaining('127.0.0.1 is a loopback address'),
    });
  });

  it('refuses a host name if any of its addresses is not allowed', async () => {
    const resolve = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    await expect(
      safeFetch(`http://feeds.example.test:${port}/show.xml`, {
        ...options,
        allowedPrivate: parseCidrList('127.0.0.1/32'),
        resolve,
      }),
    ).rejects.toMatchObject({
      reason: 'refused_address',
      message: expect.stringContaining('feeds.example.test resolves to 10.0.0.1'),
    });
  });

  it('connects to the address it checked, whatever the name (pinned against rebinding)', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const res = await safeFetch(`http://pinned.example.test:${port}/show.xml`, {
      ...options,
      allowedPrivate: parseCidrList('127.0.0.1/32'),
      resolve,
    });
    expect(res.status).toBe(200);
    expect((await readBody(res.body)).toString()).toContain('Garden &amp; Kitchen');
    // One resolution, checked and used; the request named the host it was asked for.
    expect(lookups).toBe(1);
    expect(seen.at(-1)).toMatchObject({ path: '/show.xml', host: `pinned.example.test:${port}` });
  });

  it('gives up at the total time, on a resolver that never answers or a body that never ends', async () => {
    const started = Date.now();
    const silent = () => new Promise<never>(() => {});
    await expect(
      safeFetch('http://silent.example.test/feed.xml', {
        ...options,
        timeoutMs: 300,
        allowedPrivate: [],
        resolve: silent,
      }),
    ).rejects.toMatchObject({ reason: 'timeout' });
    const res = await safeFetch(`${base}/slow.xml`, {
      ...options,
      timeoutMs: 500,
      allowedPrivate: parseCidrList('127.0.0.1'),
    });
    expect(res.status).toBe(200);
    await expect(readBody(res.body)).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cuts a body off at the limit while it streams', async () => {
    const res = await safeFetch(`${base}/huge.xml`, {
      ...options,
      maxBytes: 10_000,
      allowedPrivate: parseCidrList('127.0.0.1'),
    });
    await expect(readBody(res.body)).rejects.toMatchObject({ reason: 'too_large' });
  });
});
