import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@scriptloom/db';
import { DEFAULT_DOWNLOAD, DOWNLOAD_PRESETS, type BulkDownloadResponse } from '@scriptloom/contracts';
import { bulkDownloadUrl } from '../../src/services/exports/download-link.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser, storedFile } from '../support/editor-seed.js';
import { podcast, seedPodcast } from '../support/insights-seed.js';
import {
  dispositionFileName,
  flat,
  seedPodcastWithInsights,
  unzipBytes,
  unzipListing,
  unzipMember,
  unzipNames,
  xmlText,
} from '../support/export-tools.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let other: Awaited<ReturnType<typeof editorUser>>;
let fileId: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([editorUser(t), editorUser(t)]);
  fileId = await seedPodcastWithInsights(t, owner.email);
});
afterAll(async () => {
  await t?.close();
});

const title = podcast.title;
const transcriptFiles = [`${title} - transcript.txt`, `${title} - transcript.docx`, `${title} - transcript.srt`];

async function requestZip(docId: string, params: object = DEFAULT_DOWNLOAD, user = owner) {
  const res = await user.call('POST', '/api/up/bulk-download', { docId, params });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BulkDownloadResponse;
}
/** The link needs no session: it is fetched as a plain link would be. */
const fetchLink = (url: string) => t.request({ method: 'GET', url });

describe('bulk download', () => {
  it('answers a signed same-origin link to a zip holding the defaults', async () => {
    const answer = await requestZip(fileId);
    expect(answer.url).toMatch(/^\/api\/up\/bulk-download\/zip\?/);
    expect(answer.file_name).toBe(`${title}.zip`);
    const expected = [...transcriptFiles, 'summary.txt', 'quotes.txt', 'chapters.txt', 'chapters.json', 'README.txt'];
    expect(answer.included.sort()).toEqual([...expected].sort());
    expect(answer.missing).toEqual([]);

    const zip = await fetchLink(answer.url);
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(dispositionFileName(zip.headers['content-disposition'])).toBe(`${title}.zip`);
    expect(zip.headers['cache-control']).toBe('no-store');
    expect((await unzipNames(zip.rawPayload)).sort()).toEqual([...expected].sort());
    expect(await unzipListing(zip.rawPayload)).toContain('README.txt');

    const insights = (await owner.call('GET', `/api/up/insights/${fileId}`)).json();
    const summary = await unzipMember(zip.rawPayload, 'summary.txt');
    expect(summary).toContain(insights.processed_data.headline);
    expect(summary).toContain(insights.processed_data.abstract);
    const quotes = await unzipMember(zip.rawPayload, 'quotes.txt');
    for (const q of insights.contents.quotes) {
      expect(quotes).toContain(q.text);
      expect(quotes).toContain(`${q.speaker}, ${q.timestamp}`);
    }
    const chapters = JSON.parse(await unzipMember(zip.rawPayload, 'chapters.json'));
    expect(chapters.version).toBe('1.2.0');
    expect(chapters.chapters).toHaveLength(insights.processed_data.insights.length);
    const lines = (await unzipMember(zip.rawPayload, 'chapters.txt')).trim().split('\n');
    expect(lines).toHaveLength(insights.processed_data.insights.length);

    const txt = await unzipMember(zip.rawPayload, `${title} - transcript.txt`);
    expect(txt).toContain('Speaker 1');
    expect(flat(txt)).toContain(flat(podcast.snippets[0]!.words.map((w) => w.text).join(' ')));
    // The docx inside is a docx: unzip reads its document part.
    const docx = await unzipBytes(zip.rawPayload, `${title} - transcript.docx`);
    expect(xmlText(await unzipMember(docx, 'word/document.xml', 'docx'))).toContain('Speaker 1');
    const srt = await unzipMember(zip.rawPayload, `${title} - transcript.srt`);
    expect(srt).toMatch(/^1\r?\n00:00:\d\d,\d{3} --> /);

    const readme = await unzipMember(zip.rawPayload, 'README.txt');
    for (const name of expected.filter((n) => n !== 'README.txt')) expect(readme).toContain(name);
    expect(readme).not.toContain('Not included');
  });

  it('says in README.txt and in the answer that audiograms and video reels are not generated', async () => {
    const answer = await requestZip(fileId, { ...DOWNLOAD_PRESETS.default_audiogram, videoreels: true });
    expect(answer.missing).toEqual(['Audiograms', 'Video reels']);
    const zip = await fetchLink(answer.url);
    const names = await unzipNames(zip.rawPayload);
    // Nothing stands in for them: the zip holds only what exists.
    expect(names.some((n) => /\.(mp4|mp3|wav|gif)$/i.test(n))).toBe(false);
    const readme = await unzipMember(zip.rawPayload, 'README.txt');
    expect(readme).toContain('Audiograms: not included, no audiograms have been generated for this file.');
    expect(readme).toContain('Video reels: not included, no video reels have been generated for this file.');
  });

  it('lists the summary, chapters and quotes of a file with no insights as missing', async () => {
    const bare = await seedPodcast(t, owner.email, { queued: [] });
    const answer = await requestZip(bare);
    expect(answer.missing).toEqual(['Summary', 'Quotes', 'Chapters']);
    expect(answer.included.sort()).toEqual([...transcriptFiles, 'README.txt'].sort());
    const zip = await fetchLink(answer.url);
    expect(zip.statusCode, zip.body).toBe(200);
    expect((await unzipNames(zip.rawPayload)).sort()).toEqual([...transcriptFiles, 'README.txt'].sort());
    const readme = await unzipMember(zip.rawPayload, 'README.txt');
    expect(readme).toContain('Summary: not included, this file has no summary yet.');
    expect(readme).toContain('Chapters: not included, this file has no chapters yet.');
    expect(readme).toContain('Quotes: not included, this file has no quotes yet.');
  });

  it('holds the newest finished edited recording when asked, and says when there is none', async () => {
    const none = await requestZip(fileId, { ...DOWNLOAD_PRESETS.audiogram, audiogram: false, edited: true });
    expect(none.missing).toEqual(['Edited recording']);
    const readme = await unzipMember((await fetchLink(none.url)).rawPayload, 'README.txt');
    expect(readme).toContain('Edited recording: not included, no edited recording has been rendered for this file.');

    const db = t.runtime.database.db;
    const [file] = await db.select().from(schema.files).where(eq(schema.files.id, fileId));
    const render = async (status: 'Processed' | 'queued', version: number, minutesAgo: number, bytes?: string) => {
      const id = randomUUID();
      const key = bytes ? `files/${file!.user_id}/${fileId}/edits/${id}.mp3` : null;
      if (key) await t.runtime.ctx.storage.write(key, Readable.from([Buffer.from(bytes!)]));
      const at = new Date(Date.now() - minutesAgo * 60_000);
      await db.insert(schema.editRenders).values({
        id,
        file_id: fileId,
        user_id: file!.user_id,
        format: 'mp3',
        version,
        status,
        progress: status === 'Processed' ? 1 : 0,
        kept: [{ start: 0, end: 10 }],
        duration: 10,
        minutes: 1,
        key,
        created_at: at,
        updated_at: at,
      });
    };
    await render('Processed', 1, 30, 'older render');
    await render('Processed', 2, 20, 'newest finished render');
    await render('queued', 3, 10);

    const answer = await requestZip(fileId, { ...DOWNLOAD_PRESETS.audiogram, audiogram: false, edited: true });
    const name = `edited/${title} - edited.mp3`;
    expect(answer.included).toEqual([name, 'README.txt']);
    expect(answer.missing).toEqual([]);
    const zip = (await fetchLink(answer.url)).rawPayload;
    expect((await unzipBytes(zip, name)).toString()).toBe('newest finished render');
    expect(await unzipMember(zip, 'README.txt')).toContain(
      `- ${name}: the recording with the struck words cut out (transcript version 2)`,
    );
  });

  it('zips only what was asked for', async () => {
    const answer = await requestZip(fileId, { ...DOWNLOAD_PRESETS.audiogram, quotes: true });
    expect(answer.included).toEqual(['quotes.txt', 'README.txt']);
    const names = await unzipNames((await fetchLink(answer.url)).rawPayload);
    expect(names.sort()).toEqual(['README.txt', 'quotes.txt']);
  });

  it('refuses a changed link with 403 BAD_SIGNATURE, saying it was changed', async () => {
    const { url } = await requestZip(fileId);
    const u = new URL(url, 'http://local');
    const sig = u.searchParams.get('sig')!;
    const tampered = [
      (() => {
        const x = new URL(u);
        x.searchParams.set('sig', `${sig[0] === 'a' ? 'b' : 'a'}${sig.slice(1)}`);
        return x;
      })(),
      (() => {
        const x = new URL(u);
        x.searchParams.set('parts', 'summary,quotes,chapters,transcript,audiogram');
        return x;
      })(),
      (() => {
        const x = new URL(u);
        x.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600));
        return x;
      })(),
      (() => {
        const x = new URL(u);
        x.searchParams.set('uid', '00000000-0000-4000-8000-000000000000');
        return x;
      })(),
    ];
    for (const link of tampered) {
      const res = await fetchLink(`${link.pathname}${link.search}`);
      expect(res.statusCode, link.search).toBe(403);
      expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
      expect(res.json().error).toContain('changed');
    }
  });

  it('refuses an expired link with 403 BAD_SIGNATURE, saying it expired', async () => {
    const user = (await storedFile(t, fileId)).user_id;
    const url = bulkDownloadUrl(t.runtime.ctx.signer, user, fileId, DEFAULT_DOWNLOAD, Date.now() - 11 * 60_000);
    const res = await fetchLink(url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect(res.json().error).toContain('expired');
  });

  it('is 404 when the file was deleted after the link was issued', async () => {
    const id = await seedPodcast(t, owner.email, { queued: [] });
    const { url } = await requestZip(id);
    expect((await owner.call('GET', `/api/up/delete/${id}`)).statusCode).toBe(200);
    const res = await fetchLink(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
  });

  it("is 404 for another user's docId, and for an id that is not one", async () => {
    for (const docId of [fileId, 'nope']) {
      const res = await other.call('POST', '/api/up/bulk-download', { docId, params: DEFAULT_DOWNLOAD });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'File not found.', code: 'NOT_FOUND' });
    }
  });

  it('is 400 when article, show_notes, tweet or caption is asked for, or nothing is', async () => {
    for (const key of ['article', 'show_notes', 'tweet', 'caption']) {
      const res = await owner.call('POST', '/api/up/bulk-download', {
        docId: fileId,
        params: { ...DEFAULT_DOWNLOAD, [key]: true },
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().error).toContain(key);
    }
    const none = await owner.call('POST', '/api/up/bulk-download', {
      docId: fileId,
      params: { ...DOWNLOAD_PRESETS.audiogram, audiogram: false },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Choose at least one thing to download.', code: 'VALIDATION_ERROR' });
  });

  it('is 401 without a session, and a link of no file is refused', async () => {
    const res = await owner.call('POST', '/api/up/bulk-download', { docId: fileId, params: DEFAULT_DOWNLOAD }, {});
    expect(res.statusCode).toBe(401);
    const bare = await fetchLink('/api/up/bulk-download/zip');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('VALIDATION_ERROR');
  });
});
