import { expect, test } from '@playwright/test';
import { newAccount, SIGN_IN_REQUIRED, signInThroughForm } from './support/accounts';
import { codeFrom, waitForMail } from './support/mailbox';

test('sign up, confirm, sign in, edit the profile, sign out, and be asked to sign in again', async ({
  page,
  request,
}) => {
  // About 35 s on a slow two-core machine: over half the default limit, so it gets its own.
  test.setTimeout(120_000);
  const account = newAccount('Ada');

  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(`/auth/confirm-email?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByLabel(/^Email/)).toHaveValue(account.email);
  // The notice says what the mail holds: a code to enter on this page.
  await expect(
    page.getByText(
      `Almost done: we sent a message to ${account.email}. Enter the 6-digit code from it here to finish setting up your account.`,
    ),
  ).toBeVisible();
  const code = codeFrom(await waitForMail(request, account.email, 0));
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('6-digit code').press('Enter');

  // Confirming signs the new user in.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your files' })).toBeVisible();

  // Sign out, then in again through the login form.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText(SIGN_IN_REQUIRED)).toHaveCount(0);
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible();

  // Edit the profile and see the server's own success text.
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account/profile');
  await page.getByLabel('Podcast name').fill('The Loom Show');
  await page.getByLabel('Bio').fill('Talks about weaving, mostly.');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const body = (await (await saved).json()) as { success: string };
  expect(body.success).toBeTruthy();
  await expect(page.getByText(body.success)).toBeVisible();

  // The change is stored, not only shown.
  await page.reload();
  await expect(page.getByLabel('Podcast name')).toHaveValue('The Loom Show');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => [localStorage.getItem('userInfo'), localStorage.getItem('token')])).toEqual([
    null,
    null,
  ]);

  await page.goto('/account/profile');
  await expect(page).toHaveURL('/auth/login?redirect=/account/profile');
  await expect(page.getByText(SIGN_IN_REQUIRED)).toBeVisible();

  // Signing in from there returns to the page that asked for it.
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/account/profile');
  await expect(page.getByLabel('Podcast name')).toHaveValue('The Loom Show');
});

test('a token the server rejects (401) clears the stored login and asks to sign in', async ({ page }) => {
  await page.goto('/auth/login');
  await page.evaluate(() => {
    const userInfo = {
      id: '00000000-0000-4000-8000-000000000000',
      email: 'ghost@example.com',
      first_name: 'Ghost',
      last_name: '',
      org_role: null,
      email_verified: true,
    };
    localStorage.setItem('userInfo', JSON.stringify(userInfo));
    localStorage.setItem('token', 'not-a-real-token');
  });

  await page.goto('/account/profile');
  await expect(page).toHaveURL('/auth/login?redirect=/account/profile');
  await expect(page.getByText(SIGN_IN_REQUIRED)).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('userInfo'), localStorage.getItem('token')])).toEqual([
    null,
    null,
  ]);
});
