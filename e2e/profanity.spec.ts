import { expect, test } from '@playwright/test';
import { createAccount, newAccount, signInThroughForm } from './support/accounts';
import { wavOfPodcast } from './support/recordings';

// docs/product.md#profanity-filter: the account's setting on the profile page, and the upload
// dialog's choice, which starts at the account's and is sent only when changed.
test('the profanity filter is set on the profile page and overridden in the upload dialog', async ({
  page,
  request,
}) => {
  const account = newAccount('Maya');
  await createAccount(request, account, { verify: true });
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();

  await page.goto('/account/profile');
  const setting = page.getByLabel('Profanity in transcripts');
  await expect(setting).toHaveValue('mask');
  await setting.selectOption({ label: 'Leave it as heard' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save profile' }).click();
  expect((await (await saved).json()).profile.profanity_filter).toBe('leave');
  await page.reload();
  await expect(page.getByLabel('Profanity in transcripts')).toHaveValue('leave');

  await page.goto('/');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a recording' });
  const choice = dialog.getByLabel('Profanity');
  await expect(choice.locator('option').first()).toHaveText('As in my account: leave it as heard');
  await expect(choice).toHaveValue('');
  await choice.selectOption({ label: 'Remove it (struck out; restore it in the editor)' });

  // A large file goes by the signed-URL flow, whose transcribe call carries the fields as JSON.
  const clip = test.info().outputPath('clip.wav');
  await wavOfPodcast(30, clip);
  await dialog.getByLabel('Audio or video file').setInputFiles(clip);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/s2t/transcribe-user-audio'));
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/s2t/transcribe-user-audio'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ profanity_filter: 'remove' });
  expect((await answered).status()).toBe(201);
});
