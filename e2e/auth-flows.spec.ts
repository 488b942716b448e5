import { expect, test } from '@playwright/test';
import { createAccount, mailCount, newAccount, SIGN_IN_REQUIRED, signInThroughForm } from './support/accounts';
import { codeFrom, resetPathFrom, waitForMail } from './support/mailbox';

test('a wrong password stays on the login page with the server message', async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account, { verify: true });

  await page.goto('/auth/login');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
  await signInThroughForm(page, { ...account, password: 'not-the-password' });
  const response = await answer;
  expect(response.status()).toBe(401);
  const { error } = (await response.json()) as { error: string };

  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText(error).first()).toBeVisible();
  await expect(page.getByText(SIGN_IN_REQUIRED)).toHaveCount(0);
});

test('an unverified user is offered Verify Now, which leads to a confirmed address', async ({ page, request }) => {
  const account = newAccount('Grace');
  await createAccount(request, account, { verify: false });

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();

  const before = await mailCount(request, account.email);
  const resent = page.waitForResponse((r) => r.url().endsWith('/api/signup/resend-verification-email'));
  await page.getByRole('button', { name: 'Verify Now' }).click();
  // Right after sign-up the server may refuse a new code as too soon (429); the first one still works.
  const resendStatus = (await resent).status();
  expect([200, 429]).toContain(resendStatus);
  await expect(page).toHaveURL(`/auth/confirm-email?email=${encodeURIComponent(account.email)}`);
  const code = codeFrom(await waitForMail(request, account.email, resendStatus === 200 ? before : before - 1));
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm email' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Verify Now' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Now' })).toHaveCount(0);
});

test('two-step sign-in asks for the mailed code', async ({ page, request }) => {
  const account = newAccount('Hedy');
  await createAccount(request, account, { verify: true });

  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Welcome, Hedy' })).toBeVisible();
  await page.goto('/account/profile');
  const toggled = page.waitForResponse((r) => r.url().endsWith('/api/user/two-step'));
  await page.getByLabel('Two-step sign-in').check();
  expect((await toggled).ok()).toBe(true);
  await expect(page.getByLabel('Two-step sign-in')).toBeChecked();

  await page.getByRole('button', { name: 'Sign out' }).click();
  const before = await mailCount(request, account.email);
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const code = codeFrom(await waitForMail(request, account.email, before));
  await page.getByLabel('6-digit code').fill(code);
  await page.getByLabel('6-digit code').press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Hedy' })).toBeVisible();
});

test('a forgotten password can be reset from the mailed link', async ({ page, request }) => {
  const account = newAccount('Katherine');
  await createAccount(request, account, { verify: true });
  const before = await mailCount(request, account.email);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await page.getByLabel(/^Email/).fill(account.email);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/login/reset-password-link'));
  await page.getByLabel(/^Email/).press('Enter');
  const { success } = (await (await sent).json()) as { success: string };
  await expect(page.getByText(success)).toBeVisible();

  await page.goto(resetPathFrom(await waitForMail(request, account.email, before)));
  const newPassword = `${account.password} harbour kite`;
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/auth/login');

  await signInThroughForm(page, { ...account, password: newPassword });
  await expect(page.getByRole('heading', { name: 'Welcome, Katherine' })).toBeVisible();
});

test('changing the password keeps this tab signed in with the new token', async ({ page, request }) => {
  const account = newAccount('Radia');
  await createAccount(request, account, { verify: true });
  await page.goto('/auth/login');
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Welcome, Radia' })).toBeVisible();
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));

  await page.goto('/account/password');
  const newPassword = `${account.password} violet anchor`;
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/user/password'));
  await page.getByRole('button', { name: 'Change password' }).click();
  const { success } = (await (await changed).json()) as { success: string };
  await expect(page.getByText(success)).toBeVisible();

  const newToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  // The new token works: the profile still loads after a reload.
  await page.goto('/account/profile');
  await expect(page.getByLabel('Podcast name')).toBeVisible();
  await expect(page).toHaveURL('/account/profile');
});
