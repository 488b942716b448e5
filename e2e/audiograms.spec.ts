import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AudiogramMessages, type DetailsResponse, type InsightsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { selectWords } from './support/editor-page';
import { seededPodcast } from './support/podcast';

// docs/product.md#audiograms, as a person meets it in the editor: one quote made into a square
// audiogram, rendered (the page polls every 10 s), previewed in the modal and downloaded.

test('an audiogram from one quote: made, rendered, previewed and downloaded under a name saying which it is', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Maya');
  await createAccount(request, account, { verify: true });
  const { id, token } = await seededPodcast(request, account, { seed: 'podcast-2spk-30s' });
  const headers = { authorization: `Bearer ${token}` };
  // Renders use media minutes, which the free plan has none of: a written and media pack from the
  // built-in test processor gives 120.
  const pack = await request.post('/api/v1/payment', {
    headers,
    data: { token_id: 'tok_visa', plan: 'media_120', add_on: 1 },
  });
  expect(pack.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const insights = (await (await request.get(`/api/up/insights/${id}`, { headers })).json()) as InsightsResponse;
        return insights.contents.quotes.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(0);

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('paragraph').first()).toBeVisible();

  // Opened with words selected, the area offers a clip of that passage.
  await selectWords(page, 0, 4);
  await page.getByRole('button', { name: 'Audiograms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Audiograms' });
  await expect(dialog.getByTestId('audiogram-passage')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Make audiogram from selection' })).toBeEnabled();

  // One quote, square, on the file's background.
  const quotes = dialog.getByTestId('audiogram-quote');
  await expect(quotes.first()).toBeVisible();
  await quotes.first().getByRole('checkbox').check();
  await dialog.getByRole('radio', { name: 'Square 1:1' }).check();
  await dialog.getByRole('button', { name: 'Make audiograms' }).click();
  await expect(dialog.getByTestId('audiogram-notice')).toHaveText(AudiogramMessages.queued);

  // The queued clip shows at once, then renders while the page polls.
  const clips = dialog.getByTestId('clip');
  await expect(clips).toHaveCount(1);
  const clip = clips.first();
  await expect(clip).toContainText('Square 1:1');
  await expect(clip).toHaveAttribute('data-status', 'Processed', { timeout: 60_000 });

  // The preview modal plays the rendered clip.
  await clip.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  const video = preview.locator('video');
  await expect(video).toBeVisible();
  const duration = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (element.readyState >= HTMLMediaElement.HAVE_METADATA) resolve(element.duration);
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
        element.addEventListener('error', () => resolve(-1), { once: true });
      }),
  );
  expect(duration).toBeGreaterThan(0);

  // Download: named after the file, the quote and the shape, an MP4 (its first box is `ftyp`).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('link', { name: 'Download' }).click(),
  ]);
  const details = (await (await request.get(`/api/up/details/${id}`, { headers })).json()) as DetailsResponse;
  expect(download.suggestedFilename().startsWith(`${details.es_doc.title} - `)).toBe(true);
  expect(download.suggestedFilename()).toMatch(/ \(square\)\.mp4$/);
  const file = fs.readFileSync(await download.path());
  expect(file.subarray(4, 8).toString('latin1')).toBe('ftyp');
});
