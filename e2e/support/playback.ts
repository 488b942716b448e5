import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Every currentTime the audio showed while playing: each frame and each timeupdate. */
    heard: number[];
  }
}

/** Records where the audio is on every frame and timeupdate, from now on. */
export async function recordPlayback(page: Page) {
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
export async function playThrough(page: Page, from: number, until: number): Promise<number[]> {
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
