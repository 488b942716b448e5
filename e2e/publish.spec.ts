import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seededPodcast } from './support/podcast';

// docs/product.md#publishing, as a podcaster and their listeners meet it: published from the
// editor's Publish dialog, the public page read (and checked for accessibility, on a phone too),
// the embed snippet pasted into a page of another site and played there, then unpublished.

/** A plain page of "another site": another origin than the product's, holding `body`. */
async function otherSite(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><title>My podcast</title></head><body><h1>Episode 12</h1>${body}</body></html>`,
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/episode-12`, close: () => new Promise((done) => server.close(() => done())) };
}

/** What the player shows as playing: the highlighted word's paragraph and index, and the audio's time. */
const playing = (frame: Frame) =>
  frame.evaluate(() => {
    const word = document.querySelector<HTMLElement>('.w.now');
    const para = word?.closest<HTMLElement>('.para');
    return {
      paragraph: para ? Number(para.id.slice(1)) : -1,
      word: word ? Number(word.dataset.i) : -1,
      text: word?.textContent ?? null,
      time: document.querySelector('audio')!.currentTime,
      paused: document.querySelector('audio')!.paused,
    };
  });

/** The start (seconds) of word `i` of paragraph `p`, from the page's own data. */
const wordStart = (frame: Frame, p: number, i: number) =>
  frame.evaluate(
    ([p, i]) => {
      const para = document.getElementById(`t${p}`)!;
      const offsets = para.querySelector<HTMLElement>('.words')!.dataset.w!.split(',');
      return Number(para.dataset.t) + parseInt(offsets[i]!, 36) / 100;
    },
    [p, i] as const,
  );

async function publishFromEditor(page: Page, id: string) {
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByTestId('publish-open').click();
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByTestId('publish-page-url')).toHaveValue(/\/p\/[A-Za-z0-9_-]{22}$/);
  const pageUrl = await dialog.getByTestId('publish-page-url').inputValue();
  const embedHtml = await dialog.getByTestId('publish-embed').inputValue();
  await expect(dialog.getByTestId('publish-feed-tags')).toHaveValue(
    new RegExp(`<podcast:transcript url="${pageUrl}/transcript.json" type="application/json" />`),
  );
  await expect(dialog.getByTestId('publish-feed-tags')).toHaveValue(
    new RegExp(`<podcast:chapters url="${pageUrl}/chapters.json" type="application/json\\+chapters" />`),
  );
  await expectNoSeriousA11yViolations(page, 'publish dialog', { within: '[role="dialog"]' });
  return { dialog, pageUrl, embedHtml };
}

test('published from the editor, read on the public page, played in an embed on another site, unpublished', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const account = newAccount('Publisher');
  await createAccount(request, account, { verify: true });
  const { id } = await seededPodcast(request, account, {
    seed: 'podcast-2spk-30s',
    title: 'Workbench <live> & "loud"',
  });
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  const { dialog, pageUrl, embedHtml } = await publishFromEditor(page, id);

  // The public page, for a listener who is signed in nowhere: the text is there, the title escaped.
  const listener = await browser.newContext({ reducedMotion: 'reduce' });
  const reader = await listener.newPage();
  await reader.goto(pageUrl);
  await expect(reader).toHaveTitle('Workbench <live> & "loud"');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Workbench <live> & "loud"');
  await expect(reader.locator('#t0 .words')).not.toBeEmpty();
  await expect(reader.getByRole('heading', { name: 'Transcript' })).toBeVisible();
  await expectNoSeriousA11yViolations(reader, 'public transcript page');
  // On a phone: nothing wider than the screen, the player and the text both there.
  await reader.setViewportSize({ width: 360, height: 740 });
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(reader.locator('audio')).toBeVisible();
  await expectNoSeriousA11yViolations(reader, 'public transcript page on a phone');
  // Keyboard: Tab reaches a paragraph's time, Enter plays from it.
  await reader.locator('#t1 button.ts').focus();
  await reader.keyboard.press('Enter');
  await expect.poll(async () => reader.evaluate(() => document.querySelector('audio')!.currentTime)).toBeGreaterThan(0);

  // The embed snippet on a plain page of another site.
  const site = await otherSite(embedHtml);
  try {
    const visitor = await listener.newPage();
    await visitor.goto(site.url);
    await expect(visitor.frameLocator('iframe').locator('#t0 .words')).not.toBeEmpty();
    const frame = visitor.frames().find((f) => f.url().endsWith('/embed'))!;
    expect(new URL(frame.url()).origin).not.toBe(new URL(site.url).origin);

    // Clicking a word of the third paragraph plays from that word, highlighted.
    const target = frame.locator('#t2 .w').nth(3);
    await target.click();
    const start = await wordStart(frame, 2, 3);
    await expect.poll(async () => (await playing(frame)).paused).toBe(false);
    const first = await playing(frame);
    expect(first.time).toBeGreaterThanOrEqual(start - 0.05);
    expect(first.time).toBeLessThan(start + 1.5);
    expect(first.paragraph).toBe(2);
    expect(first.word).toBeGreaterThanOrEqual(3);

    // As it plays, the highlight moves on through the words.
    await expect
      .poll(
        async () => {
          const now = await playing(frame);
          return now.paragraph > first.paragraph || now.word >= first.word + 3;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // Clicking an earlier word seeks back to it.
    await frame.locator('#t0 .w').nth(1).click();
    const back = await wordStart(frame, 0, 1);
    await expect.poll(async () => (await playing(frame)).paragraph).toBe(0);
    const after = await playing(frame);
    expect(after.time).toBeGreaterThanOrEqual(back - 0.05);
    expect(after.time).toBeLessThan(first.time);
    await frame.evaluate(() => document.querySelector('audio')!.pause());
    await visitor.close();
  } finally {
    await site.close();
  }

  // Unpublished: the page is gone at once.
  await dialog.getByTestId('publish-unpublish').click();
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  const gone = await reader.goto(pageUrl);
  expect(gone!.status()).toBe(404);
  await listener.close();
});
