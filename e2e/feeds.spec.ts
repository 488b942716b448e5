import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Episodes from a feed in the browser (docs/product.md#episodes-from-a-feed): from the dashboard to
 * the feed's page, its episodes listed, two chosen with the keyboard and imported, one becoming a
 * file and the other refused with the reason, and the feed watched. The feed is served by this test
 * on 127.0.0.1, which the test server may fetch (FEED_ALLOWED_PRIVATE_NETWORKS in playwright.config).
 */

let server: http.Server;
let base = '';

test.beforeAll(async () => {
  const audio = fs.readFileSync('fixtures/podcast-2spk.mp3');
  server = http.createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(`<?xml version="1.0"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
  <title>Harbour Talk</title>
  <item><title>Two voices</title><guid>hv-2</guid><pubDate>Tue, 10 Mar 2026 08:00:00 GMT</pubDate>
    <itunes:duration>1:05</itunes:duration><enclosure url="${base}/two-voices.mp3" type="audio/mpeg"/></item>
  <item><title>Show notes only</title><guid>hv-1</guid><pubDate>Tue, 03 Mar 2026 08:00:00 GMT</pubDate>
    <enclosure url="${base}/notes" type="audio/mpeg"/></item>
</channel></rss>`);
    } else if (req.url === '/two-voices.mp3') {
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(audio.length) });
      res.end(audio);
    } else if (req.url === '/notes') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Notes</body></html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => server.close(resolve)));

test('import episodes from a podcast feed and watch it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = newAccount('Noor');
  await createAccount(request, account, { verify: true });
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await page.getByRole('link', { name: 'Import from a feed' }).click();
  await expect(page.getByRole('heading', { name: 'Import from a feed', level: 1 })).toBeVisible();

  await page.getByLabel("Your podcast's RSS feed address").fill(`${base}/feed.xml`);
  await page.getByRole('button', { name: 'Show episodes' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Talk', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Episodes of Harbour Talk' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Two voices/ })).toContainText('1:05');
  await expect(table.getByRole('row', { name: /Two voices/ })).toContainText('Not imported');

  // Chosen with the keyboard: the first box, then Tab to the next and Space.
  await page.getByRole('checkbox', { name: 'Choose Two voices' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Choose Show notes only' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Import 2 episodes' }).click();

  await expect(table.getByRole('row', { name: /Two voices/ }).getByRole('link', { name: 'Imported' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(table.getByRole('row', { name: /Show notes only/ })).toContainText(
    "Failed: The episode's file is not audio or video (the server says it is text/html).",
  );
  await expect(page.getByRole('checkbox', { name: 'Choose Two voices' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the feed page with imported and failed episodes');

  const watch = page.getByLabel('Import new episodes as they appear');
  await watch.check();
  await page.reload();
  await expect(page.getByLabel('Import new episodes as they appear')).toBeChecked();

  // The imported episode is a file of the account's, named after the episode.
  await page.getByRole('link', { name: 'Imported' }).click();
  await expect(page).toHaveURL(/\/transcripts\//);
  await page.goto('/dashboard');
  await expect(page.getByText('Two voices', { exact: true })).toBeVisible();
});
