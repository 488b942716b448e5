import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import type { DetailsResponse, EditRendersResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { playThrough, recordPlayback } from './support/playback';
import { seededPodcast } from './support/podcast';

// docs/product.md#edited-media, as a person meets it in the editor: fillers struck in one click,
// the edit heard with its cuts skipped, rendered as an MP3 and downloaded.

/** The length ffprobe reads from a file, in seconds. */
function probedSeconds(file: string): number {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(out.toString().trim());
}

test('fillers struck in one click, previewed with skipping, rendered and downloaded', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = newAccount('Cutter');
  await createAccount(request, account, { verify: true });
  const { id, token } = await seededPodcast(request, account, { seed: 'podcast-2spk-20s' });
  const headers = { authorization: `Bearer ${token}` };
  // Renders use media minutes: a written and media pack from the built-in test processor.
  const pack = await request.post('/api/v1/payment', {
    headers,
    data: { token_id: 'tok_visa', plan: 'media_120', add_on: 1 },
  });
  expect(pack.status()).toBe(200);
  const details = (await (await request.get(`/api/up/details/${id}`, { headers })).json()) as DetailsResponse;
  const recordingSeconds = details.es_doc.duration!;

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByRole('combobox', { name: 'Shorten pauses' }).selectOption('off');

  // A word of the recording put on the person's own filler list, then struck with one click with
  // every other filler; the waveform shows its cut at once.
  await expect(page.getByTestId('waveform-cut')).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose filler words' }).click();
  const fillers = page.getByRole('dialog', { name: 'Filler words' });
  await fillers.getByRole('textbox', { name: 'Word or phrase' }).fill('guest');
  await fillers.getByRole('textbox', { name: 'Word or phrase' }).press('Enter');
  await fillers.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Remove filler words' }).click();
  await expect(page.locator('[data-w].removed')).toHaveText(['guest']);
  await expect(page.getByRole('button', { name: 'Skip cuts' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('waveform-cut')).toHaveCount(1);
  // Played through, the struck word is never heard.
  const guest = details.es_doc.transcript[0]!.words.find((w) => w.text === 'guest')!;
  await recordPlayback(page);
  const heard = await playThrough(page, guest.start - 1, guest.end + 0.5);
  expect(heard.filter((t) => t >= guest.start && t < guest.end)).toEqual([]);
  expect(heard.some((t) => t >= guest.end)).toBe(true);

  // The dialog says what a render keeps before anything is spent, the same cuts the preview skips.
  await page.getByRole('button', { name: 'Edited recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edited recording' });
  await expect(dialog.getByTestId('edit-renders-empty')).toBeVisible();
  await expect(dialog.getByTestId('edit-render-outline')).toHaveText(/^Keeps \d+:\d\d of \d+:\d\d · 1 cut$/);
  await dialog.getByRole('combobox', { name: 'Format' }).selectOption('mp3');
  await dialog.getByRole('button', { name: 'Render' }).click();
  // The unsaved strikes were saved first, and the render is of the version that holds them.
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
  const item = dialog.getByTestId('edit-render');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'Processed', { timeout: 120_000 });
  await expect(item.getByTestId('edit-render-status')).toHaveText('Ready');

  const renders = (await (
    await request.get(`/api/v1/up/edit-render/${id}`, { headers })
  ).json()) as EditRendersResponse;
  const render = renders[0]!;
  const saved = (await (await request.get(`/api/up/details/${id}`, { headers })).json()) as DetailsResponse;
  expect(render.version).toBe(saved.es_doc.transcript_version);
  expect(saved.es_doc.transcript[0]!.words.filter((w) => w.is_removed).map((w) => w.text)).toEqual(['guest']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Edited.mp3');
  const file = test.info().outputPath('Edited.mp3');
  await download.saveAs(file);
  const seconds = probedSeconds(file);
  // The file is the edit: as long as the render says, and shorter than the recording by the cuts.
  expect(Math.abs(seconds - render.duration)).toBeLessThan(0.1);
  expect(seconds).toBeLessThan(recordingSeconds);

  // Deleted from the list, and from the server.
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByTestId('edit-renders-empty')).toBeVisible();
  const after = (await (await request.get(`/api/v1/up/edit-render/${id}`, { headers })).json()) as EditRendersResponse;
  expect(after).toEqual([]);
});
