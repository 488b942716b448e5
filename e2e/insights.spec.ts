import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { InsightsResponse } from '@scriptloom/contracts';
import { parseTimestamp } from '@scriptloom/transcript';
import { createAccount, newAccount, signInThroughForm, subscribeTo } from './support/accounts';
import { seededPodcast } from './support/podcast';

/** Waits until every insight kind of the file has settled, and returns them. */
async function settledInsights(request: APIRequestContext, id: string, token: string): Promise<InsightsResponse> {
  const headers = { authorization: `Bearer ${token}` };
  let last: InsightsResponse | null = null;
  await expect
    .poll(
      async () => {
        last = (await (await request.get(`/api/up/insights/${id}`, { headers })).json()) as InsightsResponse;
        return last.runs.map((r) => `${r.kind}:${r.status}`).filter((s) => !s.endsWith(':processed'));
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toEqual([]);
  return last!;
}

const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);

test('insights of a processed podcast: panels, seeking chapters, content tabs, an article generated, read and edited', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = newAccount('Maya');
  await createAccount(request, account, { verify: true });
  // Show notes, posts, captions and articles are Hobbyist's (docs/product.md#plans-and-limits).
  await subscribeTo(request, account, 'hobbyist_monthly');
  const { id, token } = await seededPodcast(request, account);
  const insights = await settledInsights(request, id, token);
  expect(insights.engine).toBe('local');

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);

  // Panels: what the engine found is what the page shows.
  const panels = page.getByTestId('insights-panels');
  await expect(panels).toBeVisible();
  await expect(page.getByTestId('headline')).toHaveText(insights.processed_data.headline!);
  await expect(page.getByTestId('summary')).toContainText(insights.processed_data.abstract!.slice(0, 40));
  expect(insights.processed_data.abstract!.split(/[.?!]\s/).length).toBeGreaterThanOrEqual(2);

  const chapters = page.getByTestId('chapter');
  expect(insights.processed_data.insights.length).toBeGreaterThanOrEqual(3);
  await expect(chapters).toHaveCount(insights.processed_data.insights.length);
  // Chapters seek the player: the last chapter's start is where the audio goes.
  const last = insights.processed_data.insights.at(-1)!;
  await chapters.last().click();
  await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(parseTimestamp(last.timestamp)! - 0.05);
  expect(await audioTime(page)).toBeLessThan(parseTimestamp(last.timestamp)! + 3);
  await page.evaluate(() => document.querySelector('audio')?.pause());

  // Keywords are on the topic of the episode (batteries, solar power, storage).
  const keywords = await page.getByTestId('keyword').allTextContents();
  expect(keywords.length).toBeGreaterThanOrEqual(3);
  expect(keywords.join(' ').toLowerCase()).toMatch(/batter|solar|storage|cabinet/);

  // The people and organisations it names that the recogniser heard (places are dropped).
  const entityTypes = await page
    .getByTestId('entity')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
  expect(entityTypes).not.toContain('GPE');
  const entityTexts = (await page.getByTestId('entity').allTextContents()).join(' | ');
  expect(entityTexts).toMatch(/University of Lisbon/i);
  expect(entityTypes).toContain('PERSON');

  // Up to five quotes (only clearly heard, complete statements), each said in the recording.
  await expect(page.getByTestId('quote').first()).toBeVisible();
  expect(insights.contents.quotes.length).toBeLessThanOrEqual(5);
  await expect(page.getByTestId('quote')).toHaveCount(insights.contents.quotes.length);

  // Content view: show notes built from the same insights; copy, edit, save, kept after reload.
  await page.getByTestId('content-tab').click();
  const notes = page.getByTestId('content-show_notes');
  await expect(notes).toContainText(insights.processed_data.headline!);
  await notes.getByTestId('copy-button').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(insights.processed_data.headline!);
  await notes.getByTestId('content-edit').click();
  const textarea = notes.getByTestId('content-textarea');
  await textarea.fill(`${await textarea.inputValue()}\n\nRecorded at the Workbench studio.`);
  await notes.getByTestId('content-save').click();
  await expect(page.getByText('Show notes text has been updated')).toBeVisible();

  await page.getByRole('tab', { name: 'Tweets' }).click();
  const posts = page.getByTestId('content-tweet').getByTestId('post');
  expect(await posts.count()).toBeGreaterThanOrEqual(2);
  for (const over of await page
    .getByTestId('post-chars')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-over'))))
    expect(over).not.toBe('true');

  await page.getByRole('tab', { name: 'Captions' }).click();
  expect(await page.getByTestId('content-caption').getByTestId('post').count()).toBeGreaterThanOrEqual(1);

  // Article: generate (the page polls every 10 s), read, edit.
  await page.getByRole('tab', { name: 'Article' }).click();
  await page.getByTestId('generate-article').click();
  const dialog = page.getByTestId('article-dialog');
  await dialog.getByLabel('Inspiration').fill('second life of car batteries');
  await dialog.getByLabel('Type').selectOption('listicle');
  await dialog.getByLabel('Format').selectOption('sections');
  await dialog.getByLabel('Tone').selectOption('conversational');
  await dialog.getByTestId('article-submit').click();
  await expect(dialog).toBeHidden();
  const item = page.getByTestId('article-item').first();
  await expect(item).toHaveAttribute('data-status', 'Processed', { timeout: 45_000 });
  const article = page.getByTestId('article-content');
  await expect(article).toContainText(/takeaways/i);
  // A list of takeaways in headed sections: numbered headings, one per chapter.
  await expect(article.getByRole('heading', { name: /^1\. / })).toBeVisible();
  const listText = (await article.textContent()) ?? '';

  await article.getByTestId('content-edit').click();
  const articleText = article.getByTestId('content-textarea');
  await articleText.fill(`${await articleText.inputValue()}\n\nEdited by Maya.`);
  await article.getByTestId('content-save').click();
  await expect(page.getByText('Article has been updated')).toBeVisible();

  // Everything edited is kept.
  await page.goto(`/transcripts/${id}?view=content`);
  await expect(page.getByTestId('content-show_notes')).toContainText('Recorded at the Workbench studio.');
  await page.getByRole('tab', { name: 'Article' }).click();
  await expect(page.getByTestId('article-content')).toContainText('Edited by Maya.');

  // Other choices make a visibly different piece: a professional blog post in plain paragraphs has
  // no numbered sections, another opening, and no stock closing line shared with the list.
  await page.getByTestId('generate-article').click();
  await dialog.getByLabel('Inspiration').fill('');
  await dialog.getByLabel('Type').selectOption('blog_post');
  await dialog.getByLabel('Format').selectOption('plain');
  await dialog.getByLabel('Tone').selectOption('professional');
  await dialog.getByTestId('article-submit').click();
  await expect(page.getByTestId('article-item').first()).toHaveAttribute('data-status', 'Processed', {
    timeout: 45_000,
  });
  const blog = page.getByTestId('article-content');
  await expect(blog).not.toContainText('Edited by Maya.');
  await expect(blog.getByRole('heading', { name: /^\d+\. / })).toHaveCount(0);
  const blogText = (await blog.textContent()) ?? '';
  const lastLine = (text: string) =>
    text
      .trim()
      .split(/(?<=[.!?])\s+/)
      .at(-1);
  expect(blogText.slice(0, 80)).not.toBe(listText.slice(0, 80));
  expect(lastLine(blogText)).not.toBe(lastLine(listText));
});

test('on Flexi Free, written content and audiograms say they are not in the plan, with the way to Plans & billing', async ({
  page,
  request,
}) => {
  const account = newAccount('Fern');
  await createAccount(request, account, { verify: true });
  const { id, token } = await seededPodcast(request, account, { seed: 'podcast-2spk-30s' });
  // Processing left out what the plan does not include: no show notes were written.
  const headers = { authorization: `Bearer ${token}` };
  const stored = (await (await request.get(`/api/up/insights/${id}`, { headers })).json()) as InsightsResponse;
  expect(stored.contents.show_notes).toBeFalsy();

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);

  await page.getByTestId('audiograms-open').click();
  const audiograms = page.getByTestId('audiograms-dialog');
  await expect(audiograms.getByTestId('audiograms-no-minutes')).toContainText(
    'Your plan has no media minutes left for audiograms and reels.',
  );
  // Said before anything is picked: no quotes are offered to pick.
  await expect(audiograms.getByRole('checkbox')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(audiograms).toBeHidden();

  await page.getByTestId('content-tab').click();
  await expect(page.getByRole('tab', { name: 'Show notes (not in your plan)' })).toBeVisible();
  const locked = page.getByTestId('content-locked');
  await expect(locked).toContainText('Show notes, posts, captions and articles are not included in Flexi Free.');
  await page.getByRole('tab', { name: /^Article/ }).click();
  await expect(page.getByTestId('generate-article')).toHaveCount(0);
  await locked.getByRole('link', { name: 'See Plans & billing' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
});
