import { expect, test, type APIRequestContext } from '@playwright/test';
import type { DetailsResponse, InsightsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm, subscribeTo } from './support/accounts';
import { seededPodcast } from './support/podcast';

// docs/product.md#out-of-date-content, as a person meets it in the editor.

async function settledInsights(request: APIRequestContext, id: string, token: string): Promise<InsightsResponse> {
  const headers = { authorization: `Bearer ${token}` };
  let last: InsightsResponse | null = null;
  await expect
    .poll(
      async () => {
        last = (await (await request.get(`/api/up/insights/${id}`, { headers })).json()) as InsightsResponse;
        return last.runs.filter((r) => r.status !== 'processed').map((r) => r.kind);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toEqual([]);
  return last!;
}

test('a rename marks generated content out of date; refresh asks before replacing an edit, and undo brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = newAccount('Maya');
  await createAccount(request, account, { verify: true });
  // Its posts are written content, which Hobbyist includes (docs/product.md#plans-and-limits).
  await subscribeTo(request, account, 'hobbyist_monthly');
  const { id, token } = await seededPodcast(request, account, { seed: 'podcast-2spk-30s' });
  const insights = await settledInsights(request, id, token);
  const headers = { authorization: `Bearer ${token}` };
  const details = (await (await request.get(`/api/up/details/${id}`, { headers })).json()) as DetailsResponse;
  const renamed = details.es_doc.transcript[0]!.speaker;
  const quotedBefore = insights.contents.quotes.filter((q) => q.speaker === renamed).length;

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  const panels = page.getByTestId('insights-panels');
  await expect(panels.getByTestId('run-state-summary')).toBeVisible();
  await expect(page.getByTestId('out-of-date-summary')).toHaveCount(0);

  // The person's own summary, saved.
  await page.getByRole('button', { name: 'Edit summary' }).click();
  await page.getByTestId('summary-textarea').fill('My own summary of the episode.');
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('summary updated')).toBeVisible();

  // Rename the first paragraph's speaker everywhere.
  await page.getByRole('button', { name: 'More actions for paragraph 1', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename speaker…' }).click();
  const rename = page.getByRole('dialog');
  await rename.getByLabel('New name').fill('Ines Duarte');
  await rename.getByLabel('Everywhere').check();
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByText('Speakers have been updated')).toBeVisible();

  // Quotes take the new name at once and stay current; what was written from the old names is out of date.
  const quotes = page.getByTestId('quote');
  if (quotedBefore > 0) await expect(quotes.filter({ hasText: 'Ines Duarte' })).toHaveCount(quotedBefore);
  await expect(quotes.filter({ hasText: renamed })).toHaveCount(0);
  const summaryMark = page.getByTestId('out-of-date-summary');
  await expect(summaryMark).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('out-of-date-quotes')).toHaveCount(0);
  await summaryMark.hover();
  await expect(page.getByRole('tooltip')).toHaveText('The transcript or speakers changed since this was made.');

  // Refreshing the edited summary asks first; keeping it changes nothing.
  await page.getByTestId('refresh-summary').click();
  const ask = page.getByRole('dialog', { name: 'Replace your edited summary?' });
  await expect(ask).toContainText('You can undo this when the new version is ready.');
  await ask.getByRole('button', { name: 'Keep my version' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('summary')).toHaveText('My own summary of the episode.');

  // Replacing it writes a new one, and Undo puts the person's back.
  await page.getByTestId('refresh-summary').click();
  await page
    .getByRole('dialog', { name: 'Replace your edited summary?' })
    .getByRole('button', { name: 'Replace' })
    .click();
  const notice = page.getByText('New summary written. Your edited version was replaced.');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('summary')).not.toHaveText('My own summary of the episode.');
  await expect(summaryMark).toHaveCount(0);
  // The notice's Undo (the editor's toolbar has an Undo of its own).
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('summary')).toHaveText('My own summary of the episode.');
  await expect(page.getByText('summary updated')).toBeVisible();

  // Content view: tweets were not edited, so their refresh does not ask.
  await page.getByTestId('content-tab').click();
  await page.getByRole('tab', { name: 'Tweets' }).click();
  const tweets = page.getByTestId('content-tweet');
  await expect(tweets.getByTestId('out-of-date-tweet')).toBeVisible();
  await tweets.getByTestId('refresh-tweet').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tweets.getByTestId('out-of-date-tweet')).toHaveCount(0, { timeout: 60_000 });
  await expect(tweets.getByTestId('post').first()).toBeVisible();

  // Everything is current or edited once the refresh has finished: the server agrees with the page.
  const read = async () =>
    (await (await request.get(`/api/up/insights/${id}`, { headers })).json()) as InsightsResponse;
  // The mark goes as the refresh starts; the run is current once it has written.
  await expect
    .poll(async () => (await read()).runs.find((r) => r.kind === 'tweet')?.stale, { timeout: 60_000 })
    .toBe(false);
  const after = await read();
  const run = (kind: string) => after.runs.find((r) => r.kind === kind)!;
  expect(run('summary')).toMatchObject({ stale: false, edited: true });
  expect(run('tweet')).toMatchObject({ stale: false, edited: false });
  expect(run('quotes').stale).toBe(false);
  expect(run('caption').stale).toBe(true);
});
