import { expect, test } from '@playwright/test';
import type { DetailsResponse, Word } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { selectWords } from './support/editor-page';
import { playThrough, recordPlayback } from './support/playback';
import { seededPodcast } from './support/podcast';

test('playback skips a struck word, and plays it with "Skip cuts" off', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = newAccount('Ines');
  await createAccount(request, account, { verify: true });
  const { id, token } = await seededPodcast(request, account);
  const answer = await request.get(`/api/up/details/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const doc = ((await answer.json()) as DetailsResponse).es_doc;
  const words: Word[] = doc.transcript[0]!.words;
  // A word of the first paragraph long enough to be heard, after the first second. The recogniser
  // often gives a word no silence either side: then the cut is the word's own time exactly.
  const w = words.findIndex(
    (word, i) => i > 0 && i < words.length - 1 && word.start >= 1 && word.end - word.start >= 0.15,
  );
  expect(w, 'the seeded podcast has a word to strike').toBeGreaterThan(0);
  const struck = words[w]!;

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  const skip = page.getByRole('button', { name: 'Skip cuts' });
  await expect(skip).toHaveAttribute('aria-pressed', 'true');
  // Only the struck word is cut, so the times around it are the recording's own.
  await page.getByRole('combobox', { name: 'Shorten pauses' }).selectOption('off');
  await expect(page.getByTestId('waveform-cut')).toHaveCount(0);

  await selectWords(page, w, w);
  await page.getByRole('button', { name: 'Strike through selected words' }).click();
  await expect(page.locator(`[data-w="${w}"]`)).toHaveClass(/removed/);
  // The waveform shows the cut as soon as the word is struck (before any save).
  await expect(page.getByTestId('waveform-cut')).toHaveCount(1);

  await recordPlayback(page);
  const inWord = (t: number) => t >= struck.start && t < struck.end;
  const skipped = await playThrough(page, struck.start - 1, struck.end + 0.5);
  expect(skipped.length).toBeGreaterThan(10);
  expect(skipped.filter(inWord)).toEqual([]);
  // It did play on past the word.
  expect(skipped.some((t) => t >= struck.end)).toBe(true);

  await skip.click();
  await expect(skip).toHaveAttribute('aria-pressed', 'false');
  const played = await playThrough(page, struck.start - 1, struck.end + 0.5);
  expect(played.filter(inWord).length).toBeGreaterThan(0);

  // Remembered by the browser.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Skip cuts' })).toHaveAttribute('aria-pressed', 'false');
});
