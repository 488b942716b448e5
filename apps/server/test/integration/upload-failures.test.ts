import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpVerified, type TestApp } from '../support/test-app.js';
import { multipart, toneMp3 } from '../support/media-files.js';

/**
 * An installation whose uploads are capped at 20 kB and whose speech engine cannot run (whisper
 * without a model file): enough to see a refusal by size and a pipeline that fails for good.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-failures-'));
  t = await createTestApp({
    mediaDir: path.join(dataDir, 'media'),
    workDir: path.join(dataDir, 'work'),
    maxUploadBytes: 20_000,
    asr: { engine: 'whisper' },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (token: string, file: string) => {
  const body = multipart({ path: file });
  return t.request({
    method: 'POST',
    url: '/api/v1/up/save',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const profile = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).json();

describe('upload failures', () => {
  it('refuses a file over the size limit while it streams, and keeps nothing', async () => {
    const { token } = await signUpVerified(t);
    const big = toneMp3(10); // about 40 kB
    expect(fs.statSync(big).size).toBeGreaterThan(20_000);
    const res = await upload(token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', error: expect.stringContaining('larger than') });
    const root = path.join(dataDir, 'media');
    const left = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
    expect(left.filter((p) => fs.statSync(path.join(root, p)).isFile())).toEqual([]);
    expect((await profile(token)).transcript_used).toBe(0);
  });

  it('retries a failing stage, then marks the file failed with the reason and gives the minutes back', async () => {
    const { token } = await signUpVerified(t);
    const res = await upload(token, toneMp3(3));
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect((await profile(token)).transcript_used).toBe(1);

    const deadline = Date.now() + 90_000;
    let status = { status: '' } as Record<string, unknown>;
    while (status.status !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      status = (await t.request({ method: 'GET', url: `/api/up/status/${id}`, headers: bearer(token) })).json();
    }
    expect(status).toMatchObject({ status: 'failed', stage: 'failed', processed: 'N' });
    expect(status.error).toMatch(/^Processing failed while transcribing: .*WHISPER_MODEL/);
    expect((await profile(token)).transcript_used).toBe(0);
    const list = (await t.request({ method: 'GET', url: '/api/v2/up/all', headers: bearer(token) })).json();
    expect(list.items[0]).toMatchObject({ id, status: 'failed', error: status.error });
    expect((await t.request({ method: 'GET', url: '/api/up/unprocessed', headers: bearer(token) })).json()).toEqual({
      unprocessed: [],
    });
  }, 120_000);
});
