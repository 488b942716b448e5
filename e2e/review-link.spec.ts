import { expect, test } from '@playwright/test';
import type { DetailsResponse } from '@scriptloom/contracts';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seededFile, seededPodcast } from './support/podcast';

// docs/product.md#review-links: the owner makes a link in the Share dialog; a client without an
// account opens it, plays from a word, comments on selected words with a name; the owner sees
// the comment in the editor marked "via link", and the link as opened.
test('a client comments through a review link and the owner sees it in the editor', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const account = newAccount('Owen');
  await createAccount(request, account, { verify: true });
  const { id, token } = await seededPodcast(request, account, { title: 'Client preview' });
  const details = await request.get(`/api/up/details/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const doc = ((await details.json()) as DetailsResponse).es_doc;
  const firstParagraph = doc.transcript[0]!;

  // The owner makes a comment link from the transcript page.
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();
  await page.goto(`/transcripts/${id}`);
  await expect(page.getByTestId('editor')).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Share/ });
  await expect(dialog.getByRole('radio', { name: 'View and comment' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByTestId('share-url').inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yViolations(page, 'share dialog');
  await expect(dialog.getByTestId('share-link')).toHaveCount(1);
  await expect(dialog.getByTestId('share-link')).toContainText('never opened');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The client, in a browser that never signed in.
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(new URL(url).pathname);
  await expect(clientPage.getByRole('heading', { name: 'Client preview' })).toBeVisible();
  const transcript = clientPage.getByTestId('link-transcript');
  await expect(transcript).toContainText(
    firstParagraph.words
      .slice(0, 3)
      .map((w) => w.text)
      .join(' '),
  );

  await expectNoSeriousA11yViolations(clientPage, 'review link page');

  // Clicking a word plays from it, and that word is lit.
  const target = firstParagraph.words[4]!;
  await transcript.locator('[data-w="4"]').click();
  await expect
    .poll(() => clientPage.evaluate(() => document.querySelector('audio')?.currentTime ?? -1))
    .toBeGreaterThanOrEqual(target.start);
  await expect(transcript.locator('.is-active')).toHaveCount(1);
  await clientPage.evaluate(() => document.querySelector('audio')?.pause());

  // Select words 1 to 3 with the mouse and comment on them.
  const from = (await transcript.locator('[data-w="1"]').boundingBox())!;
  const to = (await transcript.locator('[data-w="3"]').boundingBox())!;
  await clientPage.mouse.move(from.x + 1, from.y + from.height / 2);
  await clientPage.mouse.down();
  await clientPage.mouse.move(to.x + to.width - 1, to.y + to.height / 2, { steps: 5 });
  await clientPage.mouse.up();
  const quoted = firstParagraph.words
    .slice(1, 4)
    .map((w) => w.text)
    .join(' ');
  await expect(clientPage.getByTestId('link-selection')).toHaveText(`On: “${quoted}”`);
  await clientPage.getByRole('textbox', { name: 'Your name' }).fill('Casey Client');
  await clientPage.getByRole('textbox', { name: 'Comment', exact: true }).fill('Please double-check this phrase.');
  await clientPage.getByRole('button', { name: 'Add comment' }).click();
  await expect(clientPage.getByText('Comment sent.')).toBeVisible();
  await expect(clientPage.getByTestId('link-comment')).toContainText('Casey Client');
  await client.close();

  // The owner reloads the editor: the comment is there, by the typed name, marked as from the link.
  await page.reload();
  await expect(page.getByTestId('editor')).toBeVisible();
  const comment = page.getByTestId('comment').filter({ hasText: 'Please double-check this phrase.' });
  await expect(comment).toContainText('Casey Client');
  await expect(comment).toContainText('via link');
  await expect(comment).toContainText(quoted);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByTestId('share-link')).toContainText('last opened');
});

// A workflow's link asks the customer for a decision; it shows in the workflow's history in the app.
test("a customer approves a workflow through its link and the decision shows in the workflow's history", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = newAccount('Alma');
  await createAccount(request, admin, { verify: true });
  const login = await request.post('/api/v1/login', { data: { email: admin.email, password: admin.password } });
  const { token } = (await login.json()) as { token: string };
  const founded = await request.post('/api/enterprise/organisations', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Harbour Audio' },
  });
  expect(founded.status(), await founded.text()).toBe(201);
  const id = await seededFile(request, token, { workflow: true, title: 'Customer cut' });

  await page.goto('/auth/login');
  await signInThroughForm(page, admin);
  await expect(page).toHaveURL('/enterprise/workflows');
  await page.goto(`/enterprise/workflows/${id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Share/ });
  await dialog.getByRole('radio', { name: 'View only' }).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByTestId('share-url').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await clientPage.goto(new URL(url).pathname);
  await expect(clientPage.getByRole('heading', { name: 'Customer cut' })).toBeVisible();
  // A view link offers no comment form, but a workflow's asks for a decision.
  await expect(clientPage.getByRole('button', { name: 'Add comment' })).toHaveCount(0);
  await clientPage.getByRole('textbox', { name: 'Your name' }).fill('Casey Customer');
  await clientPage.getByRole('textbox', { name: 'Note (optional)' }).fill('Ready to publish');
  await clientPage.getByRole('button', { name: 'Approve' }).click();
  await expect(clientPage.getByText('Thank you: your approval was recorded.')).toBeVisible();
  await client.close();

  await page.reload();
  await expect(page.getByText('Casey Customer (via review link)')).toBeVisible();
  await expect(page.getByText('Approved: “Ready to publish”')).toBeVisible();
});
