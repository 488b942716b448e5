import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type CDPSession, type Page, type Request } from '@playwright/test';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { wavOfPodcast } from './support/recordings';

// 40 s of the podcast as WAV: 7.7 MB, over the 5 MB from which the dialog uses the signed-URL flow
// (apps/web/src/shared/upload/signed-upload.ts), yet quick to transcribe.
let dir: string;
let wav: string;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scriptloom-signed-upload-'));
  wav = join(dir, 'long-interview.wav');
  await wavOfPodcast(40, wav);
  expect(statSync(wav).size).toBeGreaterThan(5_000_000);
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const path = (r: Request) => new URL(r.url()).pathname;
const LINK = '/api/s2t/upload_url';
const PUT = '/api/storage/upload';
const TRANSCRIBE = '/api/v1/s2t/transcribe-user-audio';

/** Every API request the page makes, by path, to count them at the end. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (path(r).startsWith('/api/')) seen.push(r);
  });
  return seen;
}
const count = (seen: Request[], p: string, method?: string) =>
  seen.filter((r) => path(r) === p && (!method || r.method() === method)).length;

async function signUpAndOpenUpload(page: Page, request: Parameters<typeof createAccount>[0], firstName: string) {
  const account = newAccount(firstName);
  await createAccount(request, account, { verify: true });
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  return page.getByRole('dialog', { name: 'Upload a recording' });
}

/** Slows the page's uploads to `bytesPerSecond` (-1: no limit), so progress can be watched. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

test('a large file goes through upload_url, a PUT with progress and the transcribe call; a failed PUT is retried', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dialog = await signUpAndOpenUpload(page, request, 'Nadia');
  const seen = recordRequests(page);
  await dialog.getByLabel('Audio or video file').setInputFiles(wav);
  await dialog.getByLabel('Title').fill('Long interview');
  await dialog.getByLabel('Number of speakers').fill('2');
  await dialog.getByLabel('Names and terms').fill('Maya Chen\nNorthwind Labs');

  // The first PUT is cut off as if the connection dropped; the later ones go through.
  let cutOff = 0;
  await page.route(`**${PUT}?**`, async (route) => {
    if (route.request().method() === 'PUT' && cutOff === 0) {
      cutOff++;
      await route.abort('connectionreset');
    } else {
      await route.fallback();
    }
  });
  const link = page.waitForRequest((r) => path(r) === LINK && r.method() === 'GET');
  const firstPut = page.waitForRequest((r) => path(r) === PUT && r.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const linkRequest = await link;
  expect(new URL(linkRequest.url()).searchParams.get('file_name')).toBe('long-interview.wav');
  const { url } = (await (await linkRequest.response())!.json()) as { url: string; key: string };
  expect((await firstPut).url()).toContain(url);

  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'The file was not sent completely: the connection was lost. Retry to send it again.',
  );
  expect(count(seen, TRANSCRIBE)).toBe(0);
  await page.unroute(`**${PUT}?**`);

  // Retry sends the same file again, slowed (7.7 MB at 1.5 MB/s) so its progress shows in MB,
  // to the same link: no second upload is reserved.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await throttleUploads(cdp, 1_500_000);
  const secondPut = page.waitForResponse((r) => path(r.request()) === PUT && r.request().method() === 'PUT');
  const transcribed = page.waitForResponse((r) => path(r.request()) === TRANSCRIBE);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByText(/Uploading… \d+\.\d MB of 7\.7 MB/)).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  const put = await secondPut;
  await throttleUploads(cdp, -1);
  // Its status only: reading this answer's body failed in Chromium ("evicted from inspector cache").
  expect(put.status()).toBe(200);
  expect(put.request().url()).toContain(url);
  expect(put.request().headers()['content-type']).toBe('application/octet-stream');
  expect(put.request().headers().authorization).toBeUndefined();

  // The dialog's fields reach the transcribe call, with the key of the one upload.
  const answer = await transcribed;
  expect(answer.status(), await answer.text()).toBe(201);
  const body = answer.request().postDataJSON() as Record<string, unknown>;
  expect(body).toEqual({
    key: expect.stringMatching(/\/long-interview\.wav$/) as unknown,
    title: 'Long interview',
    speakers: 2,
    vocabulary: 'Maya Chen\nNorthwind Labs',
  });
  expect(url).toContain(encodeURIComponent(body.key as string));
  const { id } = (await answer.json()) as { id: string };
  expect(count(seen, LINK)).toBe(1);
  expect(count(seen, PUT, 'PUT')).toBe(2);
  expect(count(seen, TRANSCRIBE)).toBe(1);
  expect(count(seen, '/api/v1/up/save')).toBe(0);

  // One file, and it is processed.
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem', { name: 'Long interview' });
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Long interview' })).toBeVisible({ timeout: 120_000 });
  await row.getByRole('link', { name: 'Long interview' }).click();
  await expect(page).toHaveURL(`/transcripts/${id}`);
  await expect(page.getByTestId('transcript').getByText('Speaker 2', { exact: true }).first()).toBeVisible();
});

test('cancelling a signed upload mid-PUT stops it and makes no file', async ({ page, request }) => {
  const dialog = await signUpAndOpenUpload(page, request, 'Omar');
  const seen = recordRequests(page);
  await dialog.getByLabel('Audio or video file').setInputFiles(wav);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await throttleUploads(cdp, 200_000);
  const put = page.waitForRequest((r) => path(r) === PUT && r.method() === 'PUT');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await put;
  await expect(dialog.getByText(/Uploading… \d+\.\d MB of 7\.7 MB/)).toBeVisible();
  const failed = page.waitForEvent('requestfailed', (r) => path(r) === PUT);
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await failed;
  await throttleUploads(cdp, -1);

  // The dialog is ready again with the file still chosen, and nothing was transcribed.
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  await expect(dialog.getByText('long-interview.wav')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText('No files yet')).toBeVisible();
  expect(count(seen, TRANSCRIBE)).toBe(0);
});
