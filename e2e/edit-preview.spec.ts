import { expect, test, type Page } from '@playwright/test';
import type { DetailsResponse, Word } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { selectWords } from './support/editor-page';
import { seededPodcast } from './support/podcast';

declare global {
  interface Window {
    /** Every currentTime the audio showed while playing: each frame and each timeupdate. */
    heard: number[];
  }
}

/** Records where the audio is on every frame and timeupdate, from now on. */
async function recordPlayback(page: Page) {
  await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    window.heard = [];
    const note = () => {
      if (!audio.paused) window.heard.push(audio.currentTime);
    };
    audio.addEventListener('timeupdate', note);
    const frame = () => {
      note();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Plays from `from` (pressing Play, as a person would) until the audio is past `until`, then pauses. */
async function playThrough(page: Page, from: number, until: number): Promise<number[]> {
  await page.evaluate((t) => {
    const audio = document.querySelector('audio')!;
    audio.pause();
    audio.currentTime = t;
    window.heard = [];
  }, from);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')!.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(until);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  return page.evaluate(() => window.heard);
}

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
