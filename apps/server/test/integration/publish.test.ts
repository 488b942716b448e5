import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OembedResponse,
  Publication,
  PublicationState,
  PublishMessages,
  type Snippet,
  type TranscriptDocResponse,
} from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import type { TestApp } from '../support/test-app.js';
import { editorSuite, seedFile, smallDoc, storedTranscript, type EditorUser } from '../support/editor-seed.js';
import { repoFixture } from '../support/media-files.js';

/**
 * Publishing (docs/product.md#publishing): the public page and embed, the Podcasting 2.0 files and
 * the audio at their public addresses, with their content types and headers; escaping of hostile
 * text; following an edit; unpublishing taking everything down at once.
 */

let t: TestApp;
let owner: EditorUser;
let other: EditorUser;
beforeAll(async () => ({ t, owner, other } = await editorSuite()));
afterAll(() => t?.close());

const HOSTILE_TITLE = `Ep 1 </title><script>alert("t")</script> "quoted" & 'single'`;
const HOSTILE_WORDS = `<script>alert(1)</script> she said "hi" & left </script><!--`;

/** A processed file with a hostile title, words, speaker, summary and chapter. */
async function hostileFile(): Promise<string> {
  const doc = smallDoc([
    { speaker: 'Ada <b>Lovelace</b>', text: `Welcome to the show ${HOSTILE_WORDS}` },
    { speaker: 'Grace', text: 'Thanks for having me on the programme today' },
  ]);
  const id = await seedFile(t, owner.email, {
    ...doc,
    processed_data: {
      abstract: 'A talk about </script> and <img src=x onerror=alert(1)> in pages.',
      headline: 'Headline & more',
      insights: [
        { timestamp: '0:00:00', summary: 'Opening <i>words</i>' },
        { timestamp: '0:00:06', summary: 'Grace joins' },
      ],
    },
  });
  await t.runtime.database.db.update(schema.files).set({ title: HOSTILE_TITLE }).where(eq(schema.files.id, id));
  return id;
}

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
/** The path of an absolute public address, for requests to the test app. */
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

async function publish(id: string): Promise<Publication> {
  const res = await owner.call('POST', `/api/v1/up/publish/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return Publication.parse(res.json());
}

describe('publishing a transcript', () => {
  it('answers the public addresses under an unguessable slug, the same ones when asked again', async () => {
    const id = await hostileFile();
    const state = await owner.call('GET', `/api/v1/up/publish/${id}`);
    expect(PublicationState.parse(state.json())).toEqual({ publication: null });

    const published = await publish(id);
    const slug = /\/p\/([^/]+)$/.exec(published.page_url)![1]!;
    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(published.page_url).toBe(`${t.runtime.ctx.config.publicUrl}/p/${slug}`);
    expect(published.transcript_urls).toEqual({
      json: `${published.page_url}/transcript.json`,
      vtt: `${published.page_url}/transcript.vtt`,
      srt: `${published.page_url}/transcript.srt`,
      html: `${published.page_url}/transcript.html`,
    });
    expect(published.chapters_url).toBe(`${published.page_url}/chapters.json`);
    expect(published.embed_html).toMatch(/^<iframe src="[^"]+\/p\/[^"]+\/embed" /);
    // The hostile title cannot leave the iframe's attribute.
    expect(published.embed_html).not.toContain('<script>');
    expect(published.feed_tags).toEqual([
      `<podcast:transcript url="${published.transcript_urls.json}" type="application/json" />`,
      `<podcast:transcript url="${published.transcript_urls.vtt}" type="text/vtt" rel="captions" />`,
      `<podcast:transcript url="${published.transcript_urls.srt}" type="application/x-subrip" />`,
      `<podcast:transcript url="${published.transcript_urls.html}" type="text/html" />`,
      `<podcast:chapters url="${published.chapters_url}" type="application/json+chapters" />`,
    ]);

    expect(await publish(id)).toEqual(published);
    expect(PublicationState.parse((await owner.call('GET', `/api/v1/up/publish/${id}`)).json())).toEqual({
      publication: published,
    });
    // Two publications never share a slug.
    const second = await publish(await hostileFile());
    expect(second.page_url).not.toBe(published.page_url);
  });

  it("is the owner's alone: another person gets 404, as for a file that does not exist", async () => {
    const id = await hostileFile();
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      const res = await other.call(method, `/api/v1/up/publish/${id}`);
      expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
    }
    expect((await owner.call('GET', `/api/v1/up/publish/${id}`)).json()).toEqual({ publication: null });
  });

  it('refuses a file still processing (409 NO_TRANSCRIPT) and needs sign-in', async () => {
    const id = await seedFile(t, owner.email, null);
    const res = await owner.call('POST', `/api/v1/up/publish/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_TRANSCRIPT');
    expect((await t.request({ method: 'POST', url: `/api/v1/up/publish/${id}` })).statusCode).toBe(401);
  });
});

describe('the public page', () => {
  it('is rendered on the server with the text, title, description, Open Graph and schema.org data, all escaped', async () => {
    const id = await hostileFile();
    const published = await publish(id);
    const res = await get(pathOf(published.page_url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;

    // The words themselves are in the HTML, escaped: no script of theirs, no element they open.
    expect(html).toContain(
      'Welcome to the show &lt;script&gt;alert(1)&lt;/script&gt; she said &quot;hi&quot; &amp; left',
    );
    expect(html).toContain('Thanks for having me on the programme today');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<b>Lovelace');
    expect(html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    // One </title> (the page's own) and the title escaped in it.
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Ep 1 &lt;/title&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;</title>',
    );
    expect(html).toContain('<meta name="description" content="A talk about &lt;/script&gt; and &lt;img');
    expect(html).toContain('<meta property="og:title" content="Ep 1 &lt;/title&gt;');
    expect(html).toContain(`<meta property="og:url" content="${published.page_url}">`);
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${t.runtime.ctx.config.publicUrl}/api/oembed?url=${encodeURIComponent(published.page_url)}&amp;format=json"`,
    );
    // Chapters and the summary, as buttons that seek and text.
    expect(html).toContain('Opening &lt;i&gt;words&lt;/i&gt;');
    expect(html).toContain('<button type="button" class="ts" data-t="6">00:00:06</button> Grace joins');
    expect(html).toContain('Headline &amp; more');

    // JSON-LD: one script element, whose JSON reads back as the episode, title and all.
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: HOSTILE_TITLE,
      url: published.page_url,
      associatedMedia: { '@type': 'AudioObject', contentUrl: published.audio_url },
    });
    expect(scripts[0]![1]).not.toMatch(/<\/|<!--/);
  });

  it('has an embed that any site may frame, and oEmbed that finds it', async () => {
    const published = await publish(await hostileFile());
    const embed = await get(`${pathOf(published.page_url)}/embed`);
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.body).toContain('Thanks for having me on the programme today');

    const oembed = await get(`/api/oembed?url=${encodeURIComponent(published.page_url)}&format=json&maxwidth=400`);
    expect(oembed.statusCode, oembed.body).toBe(200);
    expect(oembed.headers['access-control-allow-origin']).toBe('*');
    const answer = OembedResponse.parse(oembed.json());
    expect(answer).toMatchObject({ version: '1.0', type: 'rich', title: HOSTILE_TITLE, width: 400, height: 480 });
    expect(answer.html).toContain(`src="${published.page_url}/embed"`);
    for (const url of ['https://elsewhere.example/p/abc', `${published.page_url}x`, 'not a url']) {
      expect((await get(`/api/oembed?url=${encodeURIComponent(url)}`)).statusCode).toBe(404);
    }
  });

  it('answers 304 to a client that has the page, and something new after an edit', async () => {
    const id = await hostileFile();
    const published = await publish(id);
    const first = await get(pathOf(published.page_url));
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get(pathOf(published.page_url), { 'if-none-match': etag })).statusCode).toBe(304);

    // The editor's save: the second paragraph's words changed.
    const stored = await storedTranscript(t, id);
    const snippets = stored.snippets as Snippet[];
    const edited = snippets.map((s, i) =>
      i === 1 ? { ...s, words: s.words.map((w, j) => (j === 0 ? { ...w, text: 'Cheers' } : w)) } : s,
    );
    const save = await owner.call('PUT', `/api/up/transcript/${id}`, { version: stored.version, transcript: edited });
    expect(save.statusCode, save.body).toBe(200);
    expect((save.json() as TranscriptDocResponse).version).toBeGreaterThan(stored.version);

    const after = await get(pathOf(published.page_url), { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Cheers for having me on the programme today');
    const json = await get(pathOf(published.transcript_urls.json));
    expect(JSON.stringify(json.json())).toContain('Cheers for having me');
  });
});

describe('the Podcasting 2.0 files', () => {
  it('are served with their content types and cross-origin headers', async () => {
    const published = await publish(await hostileFile());
    const expected: [string, string][] = [
      [published.transcript_urls.json, 'application/json; charset=utf-8'],
      [published.transcript_urls.vtt, 'text/vtt; charset=utf-8'],
      [published.transcript_urls.srt, 'application/x-subrip; charset=utf-8'],
      [published.transcript_urls.html, 'text/html; charset=utf-8'],
      [published.chapters_url, 'application/json+chapters; charset=utf-8'],
    ];
    for (const [url, type] of expected) {
      const res = await get(pathOf(url), { origin: 'https://podcast-app.example' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers.etag, url).toMatch(/^"[\w-]+"$/);
    }

    const transcript = (await get(pathOf(published.transcript_urls.json))).json();
    expect(transcript.version).toBe('1.0.0');
    expect(transcript.segments[0]).toMatchObject({ speaker: 'Ada <b>Lovelace</b>', startTime: 0 });
    const bodies = transcript.segments.map((s: { body: string }) => s.body).join(' ');
    expect(bodies).toContain('Welcome to the show <script>alert(1)</script>');
    for (const s of transcript.segments) expect(s.endTime).toBeGreaterThan(s.startTime);

    const vtt = (await get(pathOf(published.transcript_urls.vtt))).body;
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('&lt;script&gt;');
    const srt = (await get(pathOf(published.transcript_urls.srt))).body;
    expect(srt).toMatch(/^1\r?\n00:00:00,000 --> /);
    const html = (await get(pathOf(published.transcript_urls.html))).body;
    expect(html).toContain('Thanks for having me on the programme today');
    expect(html).not.toContain('<script>alert');

    const chapters = (await get(pathOf(published.chapters_url))).json();
    expect(chapters).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Opening <i>words</i>' },
        { startTime: 6, title: 'Grace joins' },
      ],
    });
  });

  it('serves the audio with ranges, cross-origin', async () => {
    const id = await hostileFile();
    const published = await publish(id);
    // No player's MP3 yet (the seeded file was never processed from media): not found.
    expect((await get(pathOf(published.audio_url))).statusCode).toBe(404);

    const db = t.runtime.database.db;
    const key = `files/seed/${id}/playback.mp3`;
    const temp = `${t.runtime.ctx.config.workDir}/publish-${id}.mp3`;
    fs.copyFileSync(repoFixture('podcast-2spk.mp3'), temp);
    await t.runtime.ctx.storage.putFile(key, temp);
    await db.update(schema.files).set({ playback_key: key }).where(eq(schema.files.id, id));

    const whole = await get(pathOf(published.audio_url));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['access-control-allow-origin']).toBe('*');
    const size = fs.statSync(repoFixture('podcast-2spk.mp3')).size;
    expect(Number(whole.headers['content-length'])).toBe(size);
    const part = await get(pathOf(published.audio_url), { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.length).toBe(100);
  });
});

describe('unpublishing', () => {
  it('takes the page, embed, files, audio and oEmbed down at once, answering as for a slug never published', async () => {
    const id = await hostileFile();
    const published = await publish(id);
    const page = pathOf(published.page_url);
    const addresses = [
      page,
      `${page}/embed`,
      ...Object.values(published.transcript_urls).map(pathOf),
      pathOf(published.chapters_url),
      pathOf(published.audio_url),
    ];
    expect((await get(page)).statusCode).toBe(200);

    const res = await owner.call('DELETE', `/api/v1/up/publish/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PublishMessages.unpublished });
    expect((await owner.call('GET', `/api/v1/up/publish/${id}`)).json()).toEqual({ publication: null });

    const neverPublished = page.replace(/\/p\/[^/]+/, '/p/AAAAAAAAAAAAAAAAAAAAAA');
    for (const address of addresses) {
      const gone = await get(address);
      const never = await get(address.replace(page, neverPublished));
      expect(gone.statusCode, address).toBe(404);
      expect([gone.headers['content-type'], gone.body]).toEqual([never.headers['content-type'], never.body]);
    }
    expect((await get(`/api/oembed?url=${encodeURIComponent(published.page_url)}`)).statusCode).toBe(404);

    // Again: nothing to take down, said so.
    expect((await owner.call('DELETE', `/api/v1/up/publish/${id}`)).json()).toEqual({
      message: PublishMessages.notPublished,
    });
    // Published again, it gets a new slug: the old addresses stay gone.
    const again = await publish(id);
    expect(again.page_url).not.toBe(published.page_url);
    expect((await get(page)).statusCode).toBe(404);
  });

  it('goes with the file when the file is deleted', async () => {
    const id = await hostileFile();
    const published = await publish(id);
    await t.runtime.database.db.delete(schema.files).where(eq(schema.files.id, id));
    expect((await get(pathOf(published.page_url))).statusCode).toBe(404);
  });
});
