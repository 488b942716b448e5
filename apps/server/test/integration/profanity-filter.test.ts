import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOUBTFUL_CONFIDENCE, UserProfile, type DetailsResponse } from '@scriptloom/contracts';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';
import { multipart, repoFixture, toneMp3 } from '../support/media-files.js';

// docs/product.md#profanity-filter: the account's setting, the upload's override, and the filter
// applied where the transcript is first built.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-profanity-'));
  t = await createTestApp({ mediaDir: path.join(dataDir, 'media'), workDir: path.join(dataDir, 'work') });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (token: string, file: string, fields: Record<string, string> = {}) => {
  const body = multipart({ path: file }, fields);
  return t.request({
    method: 'POST',
    url: '/api/v1/up/save',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const profile = async (token: string) =>
  UserProfile.parse((await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).json());

const setFilter = (token: string, value: unknown) =>
  t.request({ method: 'POST', url: '/api/user/profile', headers: bearer(token), payload: { profanity_filter: value } });

const fileRow = (id: string) => t.runtime.ctx.repos.files.findById(id);

async function waitProcessed(token: string, id: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(token) })).json();
    if (status.status === 'processed' || status.status === 'failed') return status;
    if (Date.now() > deadline) throw new Error('not processed in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('the account setting', () => {
  it('masks on a new account, is changed through POST /user/profile, and refuses another value naming the field', async () => {
    const { token } = await signUpVerified(t);
    expect((await profile(token)).profanity_filter).toBe('mask');

    const changed = await setFilter(token, 'leave');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profile.profanity_filter).toBe('leave');
    expect((await profile(token)).profanity_filter).toBe('leave');

    for (const bad of ['shout', '', 'MASK', 1, null]) {
      const refused = await setFilter(token, bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
      expect(refused.json().fields).toEqual([expect.objectContaining({ field: 'profanity_filter' })]);
    }
    expect((await profile(token)).profanity_filter).toBe('leave');
  });
});

describe('the upload override', () => {
  it('takes the account setting when the upload names none, and the upload’s own when it does', async () => {
    const { token } = await signUpVerified(t);
    await setFilter(token, 'remove');
    const plain = await upload(token, toneMp3(4));
    expect(plain.statusCode).toBe(201);
    expect((await fileRow(plain.json().id))?.profanity_filter).toBe('remove');

    const own = await upload(token, toneMp3(4), { profanity_filter: 'leave' });
    expect(own.statusCode).toBe(201);
    expect((await fileRow(own.json().id))?.profanity_filter).toBe('leave');

    // A later change of the account's setting leaves the files already uploaded as they were.
    await setFilter(token, 'mask');
    expect((await fileRow(plain.json().id))?.profanity_filter).toBe('remove');
    await waitProcessed(token, plain.json().id);
    await waitProcessed(token, own.json().id);
    // The status route says which mode each file was processed with.
    const status = async (id: string) =>
      (await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(token) })).json();
    expect(await status(plain.json().id)).toMatchObject({ status: 'processed', profanity_filter: 'remove' });
    expect(await status(own.json().id)).toMatchObject({ status: 'processed', profanity_filter: 'leave' });
  });

  it('refuses another value with a 400 naming the field, on the form and on the signed-upload route', async () => {
    const { token } = await signUpVerified(t);
    const form = await upload(token, toneMp3(4), { profanity_filter: 'bleep' });
    expect(form.statusCode).toBe(400);
    expect(form.json().code).toBe('VALIDATION_ERROR');
    expect(form.json().error).toBe('profanity_filter: Choose mask, remove or leave.');

    const { url, key } = (
      await t.request({ method: 'GET', url: '/api/s2t/upload_url?file_name=p.mp3', headers: bearer(token) })
    ).json();
    const put = await t.request({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream' },
      payload: fs.readFileSync(toneMp3(4)),
    });
    expect(put.statusCode).toBe(200);
    const transcribe = (payload: object) =>
      t.request({ method: 'POST', url: '/api/v1/s2t/transcribe-user-audio', headers: bearer(token), payload });
    const refused = await transcribe({ key, profanity_filter: 'bleep' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'profanity_filter' }] });
    // Refused before the upload was taken: corrected, the same key goes through with the choice.
    const go = await transcribe({ key, profanity_filter: 'remove' });
    expect(go.statusCode).toBe(201);
    expect((await fileRow(go.json().id))?.profanity_filter).toBe('remove');
    await waitProcessed(token, go.json().id);
  });
});

describe('processing', () => {
  it('never shows the profanity the recogniser invented on the test podcast, even with the filter off', async () => {
    // The offline recogniser hears "Thanks for having me, Maya" as "... me my bitch ...", the last
    // word barely heard: with `leave` it is still masked and marked for review.
    const { token } = await signUpVerified(t);
    await setFilter(token, 'leave');
    const res = await upload(token, repoFixture('podcast-2spk.mp3'));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(await waitProcessed(token, id)).toMatchObject({ status: 'processed', error: null });
    expect((await fileRow(id))?.profanity_filter).toBe('leave');

    const details = (await t.request({ method: 'GET', url: `/api/up/details/${id}`, headers: bearer(token) })).json();
    const words = (details as DetailsResponse).es_doc.transcript.flatMap((s) => s.words);
    expect(words.filter((w) => /bitch/i.test(w.text))).toEqual([]);
    const masked = words.filter((w) => /^b\*{4}\W*$/i.test(w.text));
    expect(masked).toHaveLength(1);
    expect(masked[0]!.confidence).toBeLessThan(DOUBTFUL_CONFIDENCE);
    expect(masked[0]!.is_removed).toBe(false);
    // What reads the transcript as text never sees it either.
    const display = JSON.stringify((details as DetailsResponse).es_doc.display_transcript);
    expect(display).not.toMatch(/bitch/i);
    expect(display).toMatch(/b\*{4}/i);
  }, 200_000);
});
