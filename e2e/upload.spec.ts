import { expect, test, type Page } from '@playwright/test';
import type { DetailsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';

const FIXTURE = 'fixtures/podcast-2spk.mp3';

async function signUpAndSignIn(page: Page, request: Parameters<typeof createAccount>[0], firstName: string) {
  const account = newAccount(firstName);
  await createAccount(request, account, { verify: true });
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
}

/** The playback element's clock, read in the page. */
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);

test('upload a podcast, watch it being processed, then read and play its transcript', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, request, 'Maya');

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a recording' });
  await dialog.getByLabel('Audio or video file').setInputFiles(FIXTURE);
  await expect(dialog.getByLabel('Title')).toHaveValue('podcast-2spk');
  await dialog.getByLabel('Number of speakers').fill('2');

  // Slow the upload down (about 4 s for the 0.8 MB file) so its progress in MB can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/up/save'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText(/Uploading… \d+\.\d MB of 0\.8 MB/)).toBeVisible();
  const response = await saved;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, success } = (await response.json()) as { id: string; success: string };

  // The dialog closes, the server's notice shows, and the new file heads the list, in progress.
  await expect(dialog).toBeHidden();
  if (success) await expect(page.getByText(success)).toBeVisible();
  const row = page.getByRole('listitem', { name: 'podcast-2spk' });
  await expect(page.getByRole('listitem').first()).toHaveAccessibleName('podcast-2spk');
  await expect(row.getByRole('progressbar')).toBeVisible();

  // Processing ends: the title becomes a link to the transcript.
  const link = row.getByRole('link', { name: 'podcast-2spk' });
  await expect(link).toBeVisible({ timeout: 120_000 });
  await expect(row.getByRole('progressbar')).toHaveCount(0);

  const detailsAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/up/details/${id}`) && r.ok());
  await link.click();
  await expect(page).toHaveURL(`/transcripts/${id}`);
  const details = (await (await detailsAnswer).json()) as DetailsResponse;
  await expect(page.getByRole('heading', { name: 'podcast-2spk' })).toBeVisible();

  const transcript = page.getByTestId('transcript');
  await expect(transcript.getByText('Speaker 1', { exact: true }).first()).toBeVisible();
  await expect(transcript.getByText('Speaker 2', { exact: true }).first()).toBeVisible();
  const snippets = details.es_doc.transcript;
  expect(snippets.length).toBeGreaterThan(1);
  expect(snippets.every((snippet) => snippet.words.length > 0)).toBe(true);

  // The offline engine's bare words read as sentences: capitals, full stops, questions.
  const text = snippets.flatMap((s) => s.words.map((w) => w.text)).join(' ');
  expect(text).toMatch(/[a-z]\. [A-Z]/);
  await expect(transcript.locator('[data-w="0"]')).toHaveText(/^[A-Z]/);
  await expect(
    transcript
      .locator('[data-w]')
      .filter({ hasText: /^[a-z']+\?$/ })
      .first(),
  ).toBeVisible();

  // Ctrl+click a word a few seconds in (a plain click puts the caret): playback jumps to its start.
  const offset = snippets[0]!.words.length;
  const target = snippets[1]!.words[Math.min(2, snippets[1]!.words.length - 1)]!;
  const word = transcript.locator(`[data-w="${offset + Math.min(2, snippets[1]!.words.length - 1)}"]`);
  await expect(word).toHaveText(target.text);
  await word.click({ modifiers: ['Control'] });
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(target.start - 0.25);
  expect(await audioTime(page)).toBeLessThan(target.start + 5);
  await page.getByRole('button', { name: 'Pause' }).click();
});

test("a text file is refused before it is sent; named .mp3 it is refused with the server's reason, and stays selected", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'David');

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a recording' });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/up/save')) sent.push(r.url());
  });
  // A file that cannot be a recording by its type and name is refused at once, in the server's
  // words, and Upload sends nothing.
  await dialog.getByLabel('Audio or video file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('These are my show notes.\n'),
  });
  await expect(dialog.getByTestId('upload-refusal')).toHaveText('This file is not an audio or video file we can read.');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByTestId('upload-refusal')).toBeVisible();

  // Named and typed as audio, it goes to the server, which reads it and refuses it.
  await dialog.getByLabel('Audio or video file').setInputFiles({
    name: 'notes.mp3',
    mimeType: 'audio/mpeg',
    buffer: Buffer.from('These are my show notes, not a recording.\n'.repeat(200)),
  });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/up/save'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const response = await saved;
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  const { error } = (await response.json()) as { error: string };
  expect(error).toBeTruthy();

  await expect(dialog.getByRole('alert')).toHaveText(error);
  expect(error).toBe('This file is not an audio or video file we can read.');
  // Only the .mp3 was sent: the .txt never left the page.
  expect(sent).toHaveLength(1);
  await expect(dialog.getByText('notes.mp3')).toBeVisible();
  await expect(page.getByText('No files yet')).toBeVisible();
});
