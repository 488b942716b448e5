import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_PENDING_UPLOADS, UploadMessages } from '@scriptloom/contracts';
import { schema } from '@scriptloom/db';
import { sweepUploadsHandler } from '../../src/jobs/sweep-uploads.js';
import { bearer, createTestApp, signUpVerified, waitForJobs, type TestApp } from '../support/test-app.js';
import { corruptMp3, emptyFile, multipart, silenceMp3, textFile, toneMp3, truncated } from '../support/media-files.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-uploads-'));
  t = await createTestApp({ mediaDir: path.join(dataDir, 'media'), workDir: path.join(dataDir, 'work') });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (token: string, file?: { path: string; name?: string }, fields: Record<string, string> = {}) => {
  const body = multipart(file, fields);
  return t.request({
    method: 'POST',
    url: '/api/v1/up/save',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

/** Every object in media storage, apart from per-user upload scratch space. */
const storedObjects = () => {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) =>
    fs.statSync(path.join(root, p)).isFile(),
  );
};

async function waitProcessed(token: string, id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(token) });
    const status = res.json();
    if (status.status === 'processed' || status.status === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`not processed in time: ${res.body}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function userRow(email: string) {
  const [row] = await t.runtime.database.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row!;
}

describe('POST /api/v1/up/save', () => {
  it('accepts audio, charges its minutes once, and processes it to a transcript', async () => {
    const { token, email } = await signUpVerified(t);
    const res = await upload(token, { path: toneMp3(4), name: 'Tone Test.mp3' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect((await userRow(email)).transcript_used).toBe(1);
    // The temporary upload and its record are gone once it is a file.
    expect(
      fs.existsSync(path.join(dataDir, 'media', 'tmp')) ? fs.readdirSync(path.join(dataDir, 'media', 'tmp')) : [],
    ).toEqual([]);
    expect(await t.runtime.database.db.select().from(schema.pendingUploads)).toEqual([]);

    const status = await waitProcessed(token, id);
    expect(status).toMatchObject({
      id,
      processed: 'Y',
      status: 'processed',
      stage: 'processed',
      progress: 100,
      error: null,
    });
    expect((await userRow(email)).transcript_used).toBe(1);

    const details = (await t.request({ method: 'GET', url: `/api/up/details/${id}`, headers: bearer(token) })).json();
    expect(details.fb_doc).toMatchObject({
      id,
      title: 'Tone Test',
      file_name: 'Tone Test.mp3',
      file_type: 'audio',
      processed: 'Y',
    });
    expect(details.es_doc.duration).toBeCloseTo(4, 0);
    expect(Array.isArray(details.es_doc.transcript)).toBe(true);
    expect(details.es_doc.peaks.peaks_per_second).toBe(20);
    expect(details.es_doc.peaks.values.length).toBeGreaterThan(70);

    // The playback copy is reachable through its signed URL, with range requests for seeking.
    const media = await t.request({ method: 'GET', url: details.es_doc.media_url, headers: { range: 'bytes=0-99' } });
    expect(media.statusCode).toBe(206);
    expect(media.headers['content-type']).toContain('audio/mpeg');
    expect(media.rawPayload.length).toBe(100);
    const tampered = details.es_doc.media_url.replace(/sig=[0-9a-f]{4}/, 'sig=0000');
    expect((await t.request({ method: 'GET', url: tampered })).statusCode).toBe(403);
    // The 16 kHz recognition copy is dropped once processed.
    expect(storedObjects().some((p) => p.endsWith('audio-16k.wav'))).toBe(false);
  });

  it.each([
    ['a text file renamed .mp3', () => textFile(), 'NOT_MEDIA', 'This file is not an audio or video file we can read.'],
    ['an empty file', () => emptyFile(), 'EMPTY', 'The file is empty.'],
    ['a corrupt mp3', () => corruptMp3(), undefined, undefined],
  ])('refuses %s with a clear 400 and leaves nothing behind', async (_label, make, code, message) => {
    const { token, email } = await signUpVerified(t);
    const before = storedObjects();
    const res = await upload(token, { path: make() });
    expect(res.statusCode).toBe(400);
    if (code) expect(res.json()).toMatchObject({ code, error: message });
    else expect(['CORRUPT', 'NOT_MEDIA']).toContain(res.json().code);
    expect(storedObjects()).toEqual(before);
    const list = await t.request({ method: 'GET', url: '/api/v2/up/all', headers: bearer(token) });
    expect(list.json()).toEqual({ items: [], total: 0 });
    expect((await userRow(email)).transcript_used).toBe(0);
  });

  it('refuses a file longer than the plan allows (Flexi Free: 40 minutes)', async () => {
    const { token } = await signUpVerified(t);
    const res = await upload(token, { path: silenceMp3(41 * 60) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_LONG', error: expect.stringContaining('up to 40 minutes') });
  });

  it('charges and limit-checks a truncated MP3 by the audio it holds, not the length its header claims', async () => {
    const { token, email } = await signUpVerified(t);
    const fileRow = async (id: string) =>
      (await t.runtime.database.db.select().from(schema.files).where(eq(schema.files.id, id)))[0]!;

    // The header says 98 s (2 minutes); the bytes hold 25 s (1 minute).
    const short = await upload(token, { path: truncated(() => toneMp3(98), 98, 25), name: 'cut.mp3' });
    expect(short.statusCode).toBe(201);
    expect((await userRow(email)).transcript_used).toBe(1);
    const row = await fileRow(short.json().id);
    expect(row.duration_sec).toBeGreaterThan(23);
    expect(row.duration_sec).toBeLessThan(27);

    // The header says 41 minutes, over the plan's 40-minute limit; the bytes hold 4.
    const long = await upload(token, { path: truncated(() => silenceMp3(41 * 60), 41, 4), name: 'cut-long.mp3' });
    expect(long.statusCode).toBe(201);
    expect((await userRow(email)).transcript_used).toBe(1 + 4);
    expect((await fileRow(long.json().id)).duration_sec).toBeCloseTo(240, -1);

    for (const id of [short.json().id, long.json().id]) {
      await t.request({ method: 'GET', url: `/api/up/delete/${id}`, headers: bearer(token) });
    }
  });

  it('refuses a file when the plan has too few minutes left', async () => {
    const { token, email } = await signUpVerified(t);
    await t.runtime.database.db.update(schema.users).set({ transcript_used: 40 }).where(eq(schema.users.email, email));
    const res = await upload(token, { path: toneMp3(4) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'NO_MINUTES_LEFT', error: expect.stringContaining('has 0 left') });
    expect((await userRow(email)).transcript_used).toBe(40);
  });

  it('says how many minutes are left when it refuses, as they are then, not as the upload began', async () => {
    const { token, email } = await signUpVerified(t);
    const user = await userRow(email);
    expect(user.transcript_total - user.transcript_used).toBe(40);
    // 90 s of audio costs 2 minutes. The body arrives in two pieces; in between, a pack was bought
    // and another upload used all but 1 of the minutes (the request read the user before).
    const body = multipart({ path: silenceMp3(90) });
    const stream = new PassThrough();
    const answer = t.request({
      method: 'POST',
      url: '/api/v1/up/save',
      headers: { ...bearer(token), ...body.headers },
      payload: stream,
    });
    stream.write(body.payload.subarray(0, body.payload.length - 100));
    await vi.waitFor(
      async () => {
        const pending = await t.runtime.database.db
          .select()
          .from(schema.pendingUploads)
          .where(eq(schema.pendingUploads.user_id, user.id));
        expect(pending).toHaveLength(1);
      },
      { timeout: 20_000 },
    );
    await t.runtime.database.db
      .update(schema.users)
      .set({ transcript_total: 40 + 120, transcript_used: 159 })
      .where(eq(schema.users.id, user.id));
    stream.end(body.payload.subarray(body.payload.length - 100));
    const res = await answer;
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toEqual({
      code: 'NO_MINUTES_LEFT',
      error: 'This file needs 2 minutes of transcription, but your plan has 1 left.',
    });
    expect((await userRow(email)).transcript_used).toBe(159);
  });

  it('needs a file, sane fields and multipart', async () => {
    const { token } = await signUpVerified(t);
    const none = await upload(token, undefined, { title: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('NO_FILE');
    const badSpeakers = await upload(token, { path: toneMp3(4) }, { speakers: 'many' });
    expect(badSpeakers.statusCode).toBe(400);
    const json = await t.request({
      method: 'POST',
      url: '/api/v1/up/save',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(storedObjects().filter((p) => p.startsWith('tmp/'))).toEqual([]);
  });

  it('takes a language the engine knows, refuses one it does not (the offline engine: English only), and keeps nothing', async () => {
    const { token } = await signUpVerified(t);
    const french = await upload(token, { path: toneMp3(4) }, { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: UploadMessages.languageNotRecognised(['en']),
      fields: [{ field: 'language', message: UploadMessages.languageNotRecognised(['en']) }],
    });
    const malformed = await upload(token, { path: toneMp3(4) }, { language: 'en_GB!' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toContain('language');
    expect(storedObjects().filter((p) => p.startsWith('tmp/'))).toEqual([]);

    const db = t.runtime.database.db;
    for (const [given, stored] of [
      ['en-GB', 'en-GB'],
      ['auto', null],
    ] as const) {
      const res = await upload(token, { path: toneMp3(4) }, { language: given });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db.select().from(schema.files).where(eq(schema.files.id, res.json().id));
      expect(row!.language).toBe(stored);
    }
  });

  it('refuses a form with two files, or more fields than an upload has, with a 400 that says so', async () => {
    const { token, email } = await signUpVerified(t);
    const tone = fs.readFileSync(toneMp3(4));
    const boundary = 'scriptloom-form-limits';
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const file = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
        ),
        tone,
        Buffer.from('\r\n'),
      ]);
    const send = (...parts: Buffer[]) =>
      t.request({
        method: 'POST',
        url: '/api/v1/up/save',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      });

    const twoFiles = await send(field('title', 'Two'), file('file'), file('file'));
    expect(twoFiles.statusCode, twoFiles.body).toBe(400);
    expect(twoFiles.json()).toEqual({
      code: 'TOO_MANY_FILES',
      error: 'Send one file per upload: this form has more than one.',
    });
    const otherName = await send(file('other'), file('file'));
    expect(otherName.json().code).toBe('TOO_MANY_FILES');

    const crowded = Array.from({ length: 2000 }, (_, i) => field(`extra${i}`, 'x'));
    for (const parts of [
      [...crowded, file('file')],
      [file('file'), ...crowded],
    ]) {
      const res = await send(...parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        code: 'TOO_MANY_FIELDS',
        error: 'This form has more fields than an upload takes (20 at most).',
      });
    }
    // Nothing was kept or charged.
    expect((await userRow(email)).transcript_used).toBe(0);
    expect(storedObjects().filter((p) => p.startsWith('tmp/'))).toEqual([]);
    expect(
      await t.runtime.database.db
        .select()
        .from(schema.pendingUploads)
        .where(eq(schema.pendingUploads.user_id, (await userRow(email)).id)),
    ).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const body = multipart({ path: toneMp3(4) });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/up/save',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('file routes', () => {
  it('list, status, unprocessed, download and delete see only the caller’s files', async () => {
    const alice = await signUpVerified(t);
    const bob = await signUpVerified(t);
    const ids: string[] = [];
    for (const title of ['Bravo', 'alpha', 'Charlie']) {
      ids.push((await upload(alice.token, { path: toneMp3(4) }, { title })).json().id);
    }
    const unprocessed = (
      await t.request({ method: 'GET', url: '/api/up/unprocessed', headers: bearer(alice.token) })
    ).json();
    expect(unprocessed.unprocessed.length).toBeGreaterThan(0);
    for (const id of ids) await waitProcessed(alice.token, id);
    expect(
      (await t.request({ method: 'GET', url: '/api/up/unprocessed', headers: bearer(alice.token) })).json(),
    ).toEqual({
      unprocessed: [],
    });

    const list = async (query: string, token = alice.token) =>
      (await t.request({ method: 'GET', url: `/api/v2/up/all?${query}`, headers: bearer(token) })).json();
    expect((await list('')).items.map((i: { title: string }) => i.title)).toEqual(['Charlie', 'alpha', 'Bravo']);
    expect((await list('sort=title_asc')).items.map((i: { title: string }) => i.title)).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
    ]);
    const page = await list('sort=date_asc&start=1&limit=1');
    expect(page).toMatchObject({ total: 3, items: [{ title: 'alpha', processed: 'Y', file_type: 'audio' }] });
    expect((await list('filter=video')).total).toBe(0);
    expect(await list('filter=audio&limit=2')).toMatchObject({ total: 3, items: [{}, {}] });
    // A page past the end still says how many there are.
    expect(await list('start=5')).toEqual({ items: [], total: 3 });
    expect(await list('', bob.token)).toEqual({ items: [], total: 0 });
    expect(
      (await t.request({ method: 'GET', url: '/api/v2/up/all?limit=0', headers: bearer(alice.token) })).statusCode,
    ).toBe(400);

    const id = ids[0]!;
    for (const url of [
      `/api/up/status/${id}`,
      `/api/up/details/${id}`,
      `/api/v1/up/download/${id}`,
      `/api/up/delete/${id}`,
    ]) {
      const res = await t.request({ method: 'GET', url, headers: bearer(bob.token) });
      expect(res.statusCode, url).toBe(404);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/up/status/not-a-uuid', headers: bearer(alice.token) })).statusCode,
    ).toBe(404);

    const download = await t.request({ method: 'GET', url: `/api/v1/up/download/${id}`, headers: bearer(alice.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(fs.readFileSync(toneMp3(4)))).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');

    const del = await t.request({ method: 'GET', url: `/api/up/delete/${id}`, headers: bearer(alice.token) });
    expect(del.json()).toEqual({ success: 'File was deleted successfully.' });
    expect(
      (await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(alice.token) })).statusCode,
    ).toBe(404);
    expect(storedObjects().some((p) => p.includes(id))).toBe(false);
    expect((await list('')).total).toBe(2);
  });
});

describe('deleting a file while it is processed', () => {
  it('leaves nothing of it in storage once the running stage ends', async () => {
    const { token } = await signUpVerified(t);
    // Ten minutes of audio: long enough to catch the normalise stage, which stores files, running.
    const { id } = (await upload(token, { path: silenceMp3(600) })).json();
    const deadline = Date.now() + 30_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      const s = (await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(token) })).json();
      seen = s.status === 'processing' && s.stage === 'normalise';
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
    // The positive control: the file has objects in storage before the delete.
    expect(storedObjects().some((p) => p.includes(id))).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/up/delete/${id}`, headers: bearer(token) })).statusCode).toBe(
      200,
    );
    // Looked at once the stage that was running has ended (its job is no longer pending), not after
    // a fixed wait that a slow machine could outlast.
    await waitForJobs(t, 'pipeline.stage', 60_000);
    expect(storedObjects().filter((p) => p.includes(id))).toEqual([]);
  });
});

describe('signed-URL uploads', () => {
  it('PUT to the signed URL, then transcribe it', async () => {
    const { token } = await signUpVerified(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/video_transcription/upload_url?file_name=Episode%201.mp3',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const { url, key } = res.json();
    const put = await t.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: fs.readFileSync(toneMp3(4)),
    });
    expect(put.statusCode).toBe(200);
    const go = await t.request({
      method: 'POST',
      url: '/api/video_transcription/transcribe-user-video',
      headers: bearer(token),
      payload: { key, title: 'Signed', speakers: 2, language: 'en', vocabulary: 'Maya Chen, Northwind Labs' },
    });
    expect(go.statusCode).toBe(201);
    expect(await waitProcessed(token, go.json().id)).toMatchObject({ processed: 'Y' });
    // What the dialog sets reaches the file as through the multipart form.
    const file = await t.runtime.ctx.repos.files.findById(go.json().id);
    expect(file).toMatchObject({
      title: 'Signed',
      file_name: 'Episode 1.mp3',
      speakers_hint: 2,
      language: 'en',
      vocabulary: ['Maya Chen', 'Northwind Labs'],
    });
    // The upload was consumed: it cannot be transcribed twice.
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/s2t/transcribe-user-audio',
      headers: bearer(token),
      payload: { key },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a tampered or expired signature, and another user’s key', async () => {
    const alice = await signUpVerified(t);
    const bob = await signUpVerified(t);
    const { url, key } = (
      await t.request({ method: 'GET', url: '/api/s2t/upload_url?file_name=a.mp3', headers: bearer(alice.token) })
    ).json();
    const body = { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from('x') };
    const tampered = url.replace(/max=\d+/, 'max=0');
    expect((await t.request({ method: 'PUT', url: tampered, ...body })).statusCode).toBe(403);
    const expired = url.replace(/exp=\d+/, 'exp=1000');
    expect((await t.request({ method: 'PUT', url: expired, ...body })).statusCode).toBe(403);

    await t.request({ method: 'PUT', url, headers: body.headers, payload: fs.readFileSync(toneMp3(4)) });
    const stolen = await t.request({
      method: 'POST',
      url: '/api/v1/s2t/transcribe-user-audio',
      headers: bearer(bob.token),
      payload: { key },
    });
    expect(stolen.statusCode).toBe(404);
    const bad = await t.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from('not audio at all'),
    });
    expect(bad.statusCode).toBe(200);
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/s2t/transcribe-user-audio',
      headers: bearer(alice.token),
      payload: { key },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('NOT_MEDIA');
  });

  it('refuses a vocabulary over the limits with a 400 naming the field, and keeps the upload waiting', async () => {
    const { token } = await signUpVerified(t);
    const { url, key } = (
      await t.request({ method: 'GET', url: '/api/s2t/upload_url?file_name=b.mp3', headers: bearer(token) })
    ).json();
    const put = await t.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: fs.readFileSync(toneMp3(4)),
    });
    expect(put.statusCode).toBe(200);
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/s2t/transcribe-user-audio',
      headers: bearer(token),
      payload: { key, vocabulary: `Ada\n${'x'.repeat(61)}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(refused.json())).toContain('vocabulary');
    expect(refused.json().error).toContain('is longer than 60 characters');
    // Refused by its schema before the upload was taken: corrected, the same key goes through.
    const go = await t.request({
      method: 'POST',
      url: '/api/v1/s2t/transcribe-user-audio',
      headers: bearer(token),
      payload: { key, vocabulary: ['Ada'] },
    });
    expect(go.statusCode).toBe(201);
  });
});

describe('pending uploads', () => {
  const db = () => t.runtime.database.db;
  const sweep = () =>
    sweepUploadsHandler(t.runtime.ctx).handle(
      {},
      { id: 'manual', retryCount: 0, retryLimit: 0, isLastAttempt: true, shutdown: new AbortController().signal },
    );
  const onDisk = (key: string) => fs.existsSync(path.join(dataDir, 'media', key));
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  const issue = (token: string, name = 'a.mp3') =>
    t.request({ method: 'GET', url: `/api/s2t/upload_url?file_name=${name}`, headers: bearer(token) });
  const put = (url: string, payload: Buffer) =>
    t.request({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload });
  const transcribe = (token: string, key: string) =>
    t.request({ method: 'POST', url: '/api/v1/s2t/transcribe-user-audio', headers: bearer(token), payload: { key } });
  const age = (key: string, created: Date, consumed?: Date) =>
    db()
      .update(schema.pendingUploads)
      .set({ created_at: created, ...(consumed ? { consumed_at: consumed } : {}) })
      .where(eq(schema.pendingUploads.key, key));

  it('deletes uploads never transcribed a day after their link was issued, on local disk', async () => {
    const { token, email } = await signUpVerified(t);
    const { url, key } = (await issue(token)).json();
    expect((await put(url, fs.readFileSync(toneMp3(4)))).statusCode).toBe(200);
    // A second link, transcribed (refused as not media, which also takes it), then uploaded again.
    const late = (await issue(token, 'b.mp3')).json();
    await put(late.url, Buffer.from('not audio'));
    expect((await transcribe(token, late.key)).statusCode).toBe(400);
    await put(late.url, Buffer.from('uploaded again after transcription'));
    // A multipart upload a crash cut short: its folder holds a half-written object.
    const crashed = `tmp/${randomUUID()}/upload`;
    const { id: userId } = await userRow(email);
    await db().insert(schema.pendingUploads).values({ key: crashed, user_id: userId, kind: 'multipart' });
    fs.mkdirSync(path.dirname(path.join(dataDir, 'media', crashed)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', `${crashed}.partial-1-2`), 'half');

    await sweep();
    expect(onDisk(key) && onDisk(late.key)).toBe(true); // all still young

    await age(key, hoursAgo(25));
    await age(late.key, hoursAgo(25), hoursAgo(2));
    await age(crashed, hoursAgo(25));
    // Past its day an upload cannot be transcribed any more, even before the sweep comes.
    expect((await transcribe(token, key)).statusCode).toBe(404);
    await sweep();
    for (const gone of [key, late.key, crashed]) {
      expect(fs.existsSync(path.join(dataDir, 'media', path.dirname(gone))), gone).toBe(false);
    }
    const left = (await db().select().from(schema.pendingUploads)).map((r) => r.key);
    expect(left.filter((k) => [key, late.key, crashed].includes(k))).toEqual([]);
  });

  it('keeps an upload a transcribe call took within the last hour: it may still be reading it', async () => {
    const { token } = await signUpVerified(t);
    const { url, key } = (await issue(token)).json();
    await put(url, Buffer.from('x'));
    await age(key, hoursAgo(25), new Date());
    await sweep();
    expect(onDisk(key)).toBe(true);
  });

  it(`caps a user at ${MAX_PENDING_UPLOADS} links not yet transcribed, and says what to do`, async () => {
    const alice = await signUpVerified(t);
    const bob = await signUpVerified(t);
    const links: { url: string; key: string }[] = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) {
      const res = await issue(alice.token);
      expect(res.statusCode).toBe(200);
      links.push(res.json());
    }
    // The oldest is made 20 hours old: it is deleted 4 hours from now, on a day the message names
    // (a time alone could be today or tomorrow).
    await age(links[0]!.key, hoursAgo(20));
    const refused = await issue(alice.token);
    expect(refused.statusCode).toBe(429);
    const [oldest] = await db()
      .select()
      .from(schema.pendingUploads)
      .where(eq(schema.pendingUploads.key, links[0]!.key));
    const freesAt = new Date(oldest!.created_at.getTime() + 24 * 3600_000);
    const when = `${freesAt.toISOString().slice(0, 10)} ${freesAt.toISOString().slice(11, 16)} UTC`;
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_PENDING_UPLOADS',
      error:
        'You have 20 uploads waiting to be transcribed. Transcribe them with their keys ' +
        `(POST /v1/s2t/transcribe-user-audio), or try again after ${when}, when the oldest unused one is deleted.`,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(4 * 3600);
    expect((await issue(bob.token)).statusCode).toBe(200); // per user

    // Transcribing one frees a place (even when the file is refused); so does one turning a day old.
    await put(links[0]!.url, Buffer.from('not audio'));
    expect((await transcribe(alice.token, links[0]!.key)).statusCode).toBe(400);
    expect((await issue(alice.token)).statusCode).toBe(200);
    expect((await issue(alice.token)).statusCode).toBe(429);
    await age(links[1]!.key, hoursAgo(25));
    expect((await issue(alice.token)).statusCode).toBe(200);
  });
});
